import { LoanOptionLayout } from './LoanOptionLayout.tsx';
import { NON_QM } from './loanOptionContent.ts';

/** /nonqm: Non QM. */
export default function NonQmPage() {
  return <LoanOptionLayout option={NON_QM} />;
}
