import { LoanOptionLayout } from './LoanOptionLayout.tsx';
import { THIRTY_YEAR_FIXED } from './loanOptionContent.ts';

/** /thirty: 30 Year Fixed Rate. */
export default function ThirtyYearFixedPage() {
  return <LoanOptionLayout option={THIRTY_YEAR_FIXED} />;
}
