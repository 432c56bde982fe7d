import { LoanOptionLayout } from './LoanOptionLayout.tsx';
import { RENOVATION_LOANS } from './loanOptionContent.ts';

/** /renovation: Renovation Loans. */
export default function RenovationLoansPage() {
  return <LoanOptionLayout option={RENOVATION_LOANS} />;
}
