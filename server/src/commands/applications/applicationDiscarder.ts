import { recordAudit } from 'server/audit/auditLog.ts';
import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import type { AuthUser } from 'server/http/context.ts';
import { badRequest, notFound } from 'server/http/envelope.ts';
import { APPLICATION_STATUS, lockApplication } from 'server/records/applications.ts';

/** Said when the application was submitted: it belongs to the loan team's file now. */
export const SUBMITTED_STAYS = 'A submitted application stays on your loan file and cannot be discarded.';

/**
 * The owner throws away an application they started and never submitted (the route has let only its owner through):
 * it leaves every list, picker and lookup (the row stays, marked, for the audit log), its typing drafts go, open
 * invitations to take part in it are withdrawn, and the loan its start opened goes with it while that loan holds
 * nothing else (no other application, no document, still at Started and open). One audit entry names it.
 */
export async function discardApplication(
  deps: AppDeps,
  user: AuthUser,
  applicationId: number,
  ip: string,
): Promise<{ refNumber: string; loanDiscarded: boolean }> {
  return inTransaction(deps, async (trx) => {
    const row = await lockApplication(trx, applicationId);
    if (!row || row.user_id !== user.id) throw notFound();
    if (row.status_indicator !== APPLICATION_STATUS.saved) throw badRequest(SUBMITTED_STAYS, ['_id']);
    await trx('applications')
      .where({ id: row.id })
      .update({ discarded_at: trx.fn.now(), discarded_by: user.id, updated_at: trx.fn.now() });
    await trx('application_drafts').where({ application_id: row.id }).delete();
    await trx('participant_invitations')
      .where({ application_id: row.id, status: 'pending' })
      .update({ status: 'withdrawn', answered_at: trx.fn.now() });
    let loanDiscarded = false;
    if (row.loan_id !== null) {
      const loan = (await trx('loans').where({ id: row.loan_id }).forUpdate().first('milestone', 'status')) as
        { milestone: string; status: string } | undefined;
      const [others] = (await trx('applications')
        .where({ loan_id: row.loan_id })
        .whereNull('discarded_at')
        .count({ count: '*' })) as { count: string | number }[];
      const [documents] = (await trx('document_uploads').where({ loan_id: row.loan_id }).count({ count: '*' })) as {
        count: string | number;
      }[];
      if (
        loan?.milestone === 'started' &&
        loan.status === 'open' &&
        Number(others?.count) === 0 &&
        Number(documents?.count) === 0
      ) {
        await trx('loans').where({ id: row.loan_id }).update({ discarded_at: trx.fn.now() });
        loanDiscarded = true;
      }
    }
    await recordAudit(trx, {
      actor: { id: user.id, role: user.role },
      action: 'discard',
      recordType: 'application',
      recordId: row.id,
      subjectUserId: row.user_id,
      loanId: row.loan_id,
      ip,
      details: { refNumber: row.ref_number, loanDiscarded },
    });
    return { refNumber: row.ref_number, loanDiscarded };
  });
}
