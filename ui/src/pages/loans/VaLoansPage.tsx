import { LoanOptionLayout } from './LoanOptionLayout.tsx';
import { VA_LOANS } from './loanOptionContent.ts';

/** /va: VA Loans. */
export default function VaLoansPage() {
  return <LoanOptionLayout option={VA_LOANS} />;
}
