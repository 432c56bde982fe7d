import { LoanOptionLayout } from './LoanOptionLayout.tsx';
import { FHA_LOANS } from './loanOptionContent.ts';

/** /fha: FHA Loans. */
export default function FhaLoansPage() {
  return <LoanOptionLayout option={FHA_LOANS} />;
}
