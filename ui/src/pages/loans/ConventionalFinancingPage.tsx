import { LoanOptionLayout } from './LoanOptionLayout.tsx';
import { CONVENTIONAL_FINANCING } from './loanOptionContent.ts';

/** /conventional: Conventional Financing. */
export default function ConventionalFinancingPage() {
  return <LoanOptionLayout option={CONVENTIONAL_FINANCING} />;
}
