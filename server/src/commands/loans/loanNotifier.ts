import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { signedInUser } from 'server/http/auth.ts';
import type { AppContext } from 'server/http/context.ts';
import { authorizeLoan } from 'server/policies/authorize.ts';
import { touchLoan } from 'server/records/loans.ts';
import { postNotification } from 'server/records/notifications.ts';

/** The loan's staff post a notification to its borrower's dashboard; returns its id. */
export async function notifyLoanBorrower(
  deps: AppDeps,
  ctx: AppContext,
  loanId: number,
  notification: { title: string; body: string },
): Promise<number> {
  const user = signedInUser(ctx);
  return inTransaction(deps, async (trx) => {
    const parties = await authorizeLoan(trx, ctx, 'work', loanId, { recordType: 'notification' });
    await touchLoan(trx, loanId);
    return postNotification(trx, {
      userId: parties.borrowerUserId,
      loanId,
      title: notification.title,
      body: notification.body,
      createdBy: user.id,
    });
  });
}
