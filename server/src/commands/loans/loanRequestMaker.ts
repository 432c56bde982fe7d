import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { signedInUser } from 'server/http/auth.ts';
import type { AppContext } from 'server/http/context.ts';
import { authorizeLoan } from 'server/policies/authorize.ts';
import { createLoanRequest } from 'server/records/loanRequests.ts';
import { touchLoan } from 'server/records/loans.ts';

/**
 * The loan's staff ask its borrowers for something (a document, or information answered in writing); it shows in
 * their dashboard's Requests until fulfilled. Returns the request's id.
 */
export async function makeLoanRequest(
  deps: AppDeps,
  ctx: AppContext,
  loanId: number,
  request: { kind: 'document' | 'information'; title: string; details: string | null },
): Promise<number> {
  const user = signedInUser(ctx);
  return inTransaction(deps, async (trx) => {
    await authorizeLoan(trx, ctx, 'work', loanId, { recordType: 'loan request' });
    await touchLoan(trx, loanId);
    return createLoanRequest(trx, { loanId, ...request, createdBy: user.id });
  });
}
