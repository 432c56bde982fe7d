import { LoanOptionLayout } from './LoanOptionLayout.tsx';
import { JUMBO_LOANS } from './loanOptionContent.ts';

/** /jumbo: Jumbo Loans. */
export default function JumboLoansPage() {
  return <LoanOptionLayout option={JUMBO_LOANS} />;
}
