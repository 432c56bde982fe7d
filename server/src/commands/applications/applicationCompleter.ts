import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { signedInUser } from 'server/http/auth.ts';
import type { AppContext } from 'server/http/context.ts';
import { badRequest, notFound } from 'server/http/envelope.ts';
import { applicationRef } from 'server/policies/applicationAccess.ts';
import { authorizeBorrowerRecord } from 'server/policies/authorize.ts';
import { APPLICATION_STATUS, changeApplication, findApplication } from 'server/records/applications.ts';
import { postNotification } from 'server/records/notifications.ts';
import { staleSave } from 'server/records/revisions.ts';

/** Said when staff mark Completed an application that is not submitted (or already completed). */
export const COMPLETE_ONLY_SUBMITTED = 'Only a submitted application can be marked Completed.';

/**
 * The loan's officer or processor marks a submitted application Completed (status 3) at the revision they read:
 * they have reviewed it and have what underwriting needs; its borrower is told on the dashboard. Returns the new
 * revision.
 */
export async function completeApplication(
  deps: AppDeps,
  ctx: AppContext,
  applicationId: number,
  expectedRevision: number,
): Promise<number> {
  const user = signedInUser(ctx);
  const row = await findApplication(deps.db, applicationId);
  if (!row) throw notFound();
  return inTransaction(deps, async (trx) => {
    await authorizeBorrowerRecord(trx, ctx, 'fill', applicationRef(row), { fields: ['statusIndicator'] });
    if (row.revision !== expectedRevision) throw staleSave();
    if (row.status_indicator !== APPLICATION_STATUS.submitted) throw badRequest(COMPLETE_ONLY_SUBMITTED, ['_id']);
    const next = await changeApplication(trx, row.id, expectedRevision, {
      statusIndicator: APPLICATION_STATUS.completed,
      updatedBy: user.id,
    });
    await postNotification(trx, {
      userId: row.user_id,
      loanId: row.loan_id,
      title: 'Your application is complete',
      body: `Your loan officer has reviewed application ${row.ref_number} and has everything needed from it.`,
      createdBy: user.id,
    });
    return next;
  });
}
