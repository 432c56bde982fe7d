import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { signedInUser } from 'server/http/auth.ts';
import type { AppContext } from 'server/http/context.ts';
import { authorizeLoan } from 'server/policies/authorize.ts';
import { answerApprovals, type ApprovalAnswer } from 'server/records/documents.ts';
import { touchLoan } from 'server/records/loans.ts';

/**
 * A borrower of the loan approves or denies the documents the loan team sent for approval (part 2 §4.5). Returns
 * the version identifiers answered (none when no document named awaited the caller's approval).
 */
export async function answerDocumentApprovals(
  deps: AppDeps,
  ctx: AppContext,
  loanId: number,
  answers: readonly ApprovalAnswer[],
): Promise<string[]> {
  const user = signedInUser(ctx);
  return inTransaction(deps, async (trx) => {
    await authorizeLoan(trx, ctx, 'fill', loanId, { recordType: 'document approval' });
    const versions = await answerApprovals(trx, loanId, user.id, answers);
    if (versions.length > 0) await touchLoan(trx, loanId);
    return versions;
  });
}
