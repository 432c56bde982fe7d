import { LoanOptionLayout } from './LoanOptionLayout.tsx';
import { USDA_LOANS } from './loanOptionContent.ts';

/** /usda: USDA Loans. */
export default function UsdaLoansPage() {
  return <LoanOptionLayout option={USDA_LOANS} />;
}
