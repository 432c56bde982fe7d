import { LoanOptionLayout } from './LoanOptionLayout.tsx';
import { REVERSE_MORTGAGES } from './loanOptionContent.ts';

/** /reverse: Reverse Mortgages. */
export default function ReverseMortgagesPage() {
  return <LoanOptionLayout option={REVERSE_MORTGAGES} />;
}
