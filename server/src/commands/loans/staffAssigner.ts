import { inTransaction } from 'server/db/transaction.ts';
import type { Trx } from 'server/db/database.ts';
import type { AppDeps } from 'server/deps.ts';
import { signedInUser } from 'server/http/auth.ts';
import type { AppContext } from 'server/http/context.ts';
import { badRequest } from 'server/http/envelope.ts';
import { queueMail } from 'server/mail/queueMail.ts';
import { loanAssignedMail } from 'server/mail/templates/invitationMails.ts';
import { authorizeLoan } from 'server/policies/authorize.ts';
import { recordAssignment, type AssignedRole } from 'server/records/loanAssignments.ts';
import { postNotification } from 'server/records/notifications.ts';
import { updateAtRevision } from 'server/records/revisions.ts';

/**
 * Staff put on a loan by staff (issue 20): an admin assigns a loan officer, with the reason the loan's history
 * keeps (otherwise only the borrower's own acts do); an admin or the loan's officer sets its processor, or takes
 * them off. Both change the loan at the revision the caller read (409 when stale), are audited, and tell the
 * person assigned.
 */

/** Said when the chosen processor is not an active processor. */
export const CHOOSE_PROCESSOR = 'Choose a processor.';
/** Said when the chosen officer is not an active loan officer. */
export const CHOOSE_OFFICER = 'Choose a loan officer.';
/** Said when an admin's assignment gives no reason. */
export const REASON_NEEDED = "Say why you assign this officer: the loan's history keeps it.";

async function activeStaffEmail(trx: Trx, userId: number, role: 'loan_officer' | 'processor') {
  return (await trx('users')
    .where({ id: userId, role })
    .whereNull('disabled_at')
    .first('email', 'first_name', 'last_name')) as { email: string; first_name: string; last_name: string } | undefined;
}

async function assign(
  deps: AppDeps,
  ctx: AppContext,
  change: { loanId: number; role: AssignedRole; userId: number | null; revision: number; reason: string | null },
): Promise<number> {
  const actor = signedInUser(ctx);
  return inTransaction(deps, async (trx) => {
    const action = change.role === 'officer' ? 'assignOfficer' : 'assignProcessor';
    await authorizeLoan(trx, ctx, action, change.loanId, { details: { fields: [change.role] } });
    const staff =
      change.userId === null
        ? undefined
        : await activeStaffEmail(trx, change.userId, change.role === 'officer' ? 'loan_officer' : 'processor');
    if (change.userId !== null && !staff) {
      throw badRequest(change.role === 'officer' ? CHOOSE_OFFICER : CHOOSE_PROCESSOR, [`${change.role}Id`]);
    }
    const revision = await updateAtRevision(trx, 'loans', change.loanId, change.revision, {});
    const loan = (await trx('loans')
      .where({ id: change.loanId })
      .first('loan_number', 'borrower_user_id', 'officer_user_id')) as {
      loan_number: string;
      borrower_user_id: number;
      officer_user_id: number | null;
    };
    await recordAssignment(trx, {
      loanId: change.loanId,
      role: change.role,
      userId: change.userId,
      assignedBy: actor.id,
      source: actor.role === 'admin' ? 'admin' : 'officer',
      reason:
        change.reason ??
        (change.userId === null
          ? `Taken off the loan by ${actor.name}`
          : `Assigned by ${actor.name}, ${actor.role === 'admin' ? 'an admin' : 'the loan officer'}`),
    });
    if (staff) await queueMail(trx, deps.keys, loanAssignedMail(staff.email, loan.loan_number, deps.config.publicUrl));
    if (change.role === 'officer' && staff) {
      // A loan without an officer gets its first one; a loan with one is handed on.
      const name = `${staff.first_name} ${staff.last_name}`.trim();
      const first = loan.officer_user_id === null;
      await postNotification(trx, {
        userId: loan.borrower_user_id,
        loanId: change.loanId,
        title: first ? 'A loan officer was assigned to your loan' : 'Your loan officer changed',
        body: first
          ? `${name} is now your loan officer for loan ${loan.loan_number} and will be in touch.`
          : `Your loan ${loan.loan_number} is now with a new loan officer, ${name}, who will be in touch.`,
        createdBy: actor.id,
      });
    }
    return revision;
  });
}

/** Sets (or, with null, clears) a loan's processor; admins and the loan's officer only (404 for anyone else). */
export function assignProcessor(
  deps: AppDeps,
  ctx: AppContext,
  loanId: number,
  input: { processorId: number | null; revision: number },
): Promise<number> {
  return assign(deps, ctx, {
    loanId,
    role: 'processor',
    userId: input.processorId,
    revision: input.revision,
    reason: null,
  });
}

/** An admin puts a loan officer on a loan, with the reason; 404 for anyone else. */
export function assignOfficer(
  deps: AppDeps,
  ctx: AppContext,
  loanId: number,
  input: { officerId: number; reason: string; revision: number },
): Promise<number> {
  return assign(deps, ctx, {
    loanId,
    role: 'officer',
    userId: input.officerId,
    revision: input.revision,
    reason: input.reason,
  });
}
