import type { LoanInvitationReply, SentInvitationReply } from 'common';
import { recordAudit } from 'server/audit/auditLog.ts';
import { findUserByEmail } from 'server/commands/accounts/users.ts';
import type { Db, Trx } from 'server/db/database.ts';
import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import type { AuthUser } from 'server/http/context.ts';
import { badRequest, notFound, tooManyRequests } from 'server/http/envelope.ts';
import { PermanentJobError, type JobProcessor } from 'server/jobs/jobTypes.ts';
import { recordJob } from 'server/jobs/outbox.ts';
import { queueMail } from 'server/mail/queueMail.ts';
import {
  invitationAnsweredMail,
  loanInvitationMail,
  loanInvitationSignUpMail,
} from 'server/mail/templates/invitationMails.ts';
import { nmlsIdOf, recordAssignment } from 'server/records/loanAssignments.ts';
import { createLoan } from 'server/records/loans.ts';
import { postNotification } from 'server/records/notifications.ts';

/**
 * A loan officer's invitation to work with a borrower who has not asked for them (issue 20): the officer sends it to
 * an e-mail address; the borrower reads it on the dashboard (the officer's name and NMLS id) and accepts, which
 * opens a loan with that officer, or declines. Until then the officer sees nothing of the borrower. Sending does the
 * same work and gives the same reply whether or not the address has an account: the job decides what to mail.
 */

/** The job that mails an invitation (or an invitation to sign up first). */
export const LOAN_INVITATION_JOB = 'loan-invitation';

/** Days an invitation waits for an answer. */
export const INVITATION_DAYS = 30;
/** Invitations one officer may send in 24 hours. */
export const INVITATIONS_PER_DAY = 30;

/** Said to an officer without an NMLS id on file: a borrower must be able to check who invites them. */
export const NMLS_REQUIRED =
  'Your NMLS ID is not on file, so borrowers could not check who invites them. Ask an administrator to add it.';
/** Said when the officer already has an unanswered invitation to the address. */
export const ALREADY_INVITED = 'You already invited this address. The invitation is waiting for an answer.';

/** What the officer writes. */
export interface InvitationInput {
  email: string;
  propertyAddress: string | null;
  message: string | null;
}

/** The reply an officer reads after sending, the same for every address. */
export function invitationSentText(email: string): string {
  return `We sent an invitation to ${email}. You will see the loan once the borrower accepts it.`;
}

/** Sends an invitation from the signed-in officer (see the top of this file). */
export async function sendLoanInvitation(
  deps: AppDeps,
  officer: AuthUser,
  input: InvitationInput,
  ip: string,
): Promise<number> {
  if (!(await nmlsIdOf(deps.db, officer.id))) throw badRequest(NMLS_REQUIRED);
  return inTransaction(deps, async (trx) => {
    // One officer's invitations are taken one at a time, so the daily limit and the duplicate check hold in parallel.
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`loan-invitations:${officer.id}`]);
    const [sent] = await trx('loan_invitations')
      .where({ officer_user_id: officer.id })
      .andWhere('created_at', '>', trx.raw(`now() - interval '1 day'`))
      .count<{ count: string | number }[]>({ count: '*' });
    if (Number(sent?.count ?? 0) >= INVITATIONS_PER_DAY) {
      throw tooManyRequests('You sent many invitations today. Please try again tomorrow.');
    }
    const pending = await trx('loan_invitations')
      .where({ officer_user_id: officer.id, email: input.email, status: 'pending' })
      .andWhere('expires_at', '>', trx.fn.now())
      .first('id');
    if (pending) throw badRequest(ALREADY_INVITED, ['email']);
    const [row] = (await trx('loan_invitations')
      .insert({
        officer_user_id: officer.id,
        email: input.email,
        property_address: input.propertyAddress,
        message: input.message,
        expires_at: trx.raw('now() + make_interval(days => ?)', [INVITATION_DAYS]),
      })
      .returning('id')) as { id: number }[];
    const id = (row as { id: number }).id;
    await recordJob(trx, 'email', LOAN_INVITATION_JOB, { invitationId: id });
    await recordAudit(trx, {
      actor: officer,
      action: 'invitation.send',
      recordType: 'loan invitation',
      recordId: id,
      ip,
    });
    return id;
  });
}

interface InvitationRow {
  id: number;
  officer_user_id: number;
  email: string;
  property_address: string | null;
  message: string | null;
  status: string;
  mailed_at: Date | null;
}

/** The officer's name as invitations show it. */
async function officerNameOf(db: Db | Trx, userId: number): Promise<string> {
  const row = (await db('users').where({ id: userId }).first('first_name', 'last_name')) as
    { first_name: string; last_name: string } | undefined;
  return row ? `${row.first_name} ${row.last_name}`.trim() : 'A loan officer';
}

/**
 * Mails one invitation, once: to a borrower's account, the invitation and a dashboard notification; to an address
 * with no account, an invitation to sign up (the invitation waits for that address); to a staff or disabled
 * account, nothing.
 */
export const mailLoanInvitation: JobProcessor = async (payload, ctx) => {
  const id = Number(payload.invitationId);
  await ctx.db.transaction(async (trx) => {
    const invitation = (await trx('loan_invitations').where({ id }).forUpdate().first()) as InvitationRow | undefined;
    if (!invitation) throw new PermanentJobError(`Loan invitation ${id} is gone`);
    if (invitation.mailed_at || invitation.status !== 'pending') return;
    const officer = {
      name: await officerNameOf(trx, invitation.officer_user_id),
      nmlsId: (await nmlsIdOf(trx, invitation.officer_user_id)) ?? '',
    };
    const user = await findUserByEmail(trx, invitation.email);
    if (!user) {
      await queueMail(trx, ctx.keys, loanInvitationSignUpMail(invitation.email, officer, ctx.config.publicUrl));
    } else if (user.role === 'borrower' && !user.disabled_at) {
      await queueMail(trx, ctx.keys, loanInvitationMail(invitation.email, officer, ctx.config.publicUrl));
      await postNotification(trx, {
        userId: user.id,
        title: `${officer.name} invites you to work together`,
        body: `${officer.name} (NMLS ID ${officer.nmlsId}), a loan officer, invites you to work with them on a home loan. Accept or decline on your dashboard.`,
        createdBy: invitation.officer_user_id,
      });
    }
    await trx('loan_invitations').where({ id }).update({ mailed_at: trx.fn.now() });
  });
};

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** The invitations waiting for the borrower's answer: those sent to the account's address, unanswered, unexpired. */
export async function pendingInvitations(db: Db, borrower: AuthUser): Promise<LoanInvitationReply[]> {
  const rows = (await db('loan_invitations as i')
    .join('users as o', 'o.id', 'i.officer_user_id')
    .leftJoin('loan_officers as f', 'f.user_id', 'o.id')
    .where({ 'i.email': borrower.email.toLowerCase(), 'i.status': 'pending' })
    .whereNull('o.disabled_at')
    .andWhere('i.expires_at', '>', db.fn.now())
    .orderBy('i.id', 'desc')
    .select(
      'i.id',
      'i.message',
      'i.property_address',
      'i.created_at',
      'i.expires_at',
      'o.first_name',
      'o.last_name',
      db.raw('coalesce(f.nmls_id, o.nmls_id) as nmls_id'),
    )) as {
    id: number;
    message: string | null;
    property_address: string | null;
    created_at: Date;
    expires_at: Date;
    first_name: string;
    last_name: string;
    nmls_id: string | null;
  }[];
  return rows.map((row) => ({
    id: row.id,
    officerName: `${row.first_name} ${row.last_name}`.trim(),
    nmlsId: row.nmls_id ?? '',
    message: row.message,
    propertyAddress: row.property_address,
    sentAt: iso(row.created_at) ?? '',
    expiresAt: iso(row.expires_at) ?? '',
  }));
}

/** The officer's own invitations, newest first, with where each stands. */
export async function sentInvitations(db: Db, officerId: number): Promise<SentInvitationReply[]> {
  const rows = (await db('loan_invitations as i')
    .leftJoin('loans as l', 'l.id', 'i.loan_id')
    .where('i.officer_user_id', officerId)
    .orderBy('i.id', 'desc')
    .limit(200)
    .select(
      'i.id',
      'i.email',
      'i.status',
      'i.created_at',
      'i.answered_at',
      'i.loan_id',
      'l.loan_number',
      db.raw('i.expires_at <= now() as expired'),
    )) as {
    id: number;
    email: string;
    status: SentInvitationReply['status'];
    created_at: Date;
    answered_at: Date | null;
    loan_id: number | null;
    loan_number: string | null;
    expired: boolean;
  }[];
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    status: row.status === 'pending' && row.expired ? 'expired' : row.status,
    sentAt: iso(row.created_at) ?? '',
    answeredAt: iso(row.answered_at),
    loanId: row.loan_id,
    loanNumber: row.loan_number,
  }));
}

/** What answering an invitation gives: the loan an acceptance gave the officer, and whether it was opened for it. */
export interface InvitationAnswer {
  loanId: number | null;
  loanNumber: string | null;
  opened: boolean;
}

/**
 * The borrower's loan in progress that no officer works yet, newest first: an invitation accepted gives the officer
 * that loan (often the officer the borrower already chose on stage 1, who would otherwise get the loan only at
 * Submission) rather than a second, empty one.
 */
async function loanAwaitingAnOfficer(
  trx: Trx,
  borrowerId: number,
): Promise<{ id: number; loan_number: string } | undefined> {
  return (await trx('loans')
    .where({ borrower_user_id: borrowerId, status: 'open' })
    .whereNull('officer_user_id')
    .whereNull('discarded_at')
    .orderBy('id', 'desc')
    .forUpdate()
    .first('id', 'loan_number')) as { id: number; loan_number: string } | undefined;
}

/**
 * The borrower's answer to an invitation sent to their address. Accepting gives the officer the borrower's loan in
 * progress that has none (loanAwaitingAnOfficer), else opens a loan with the officer, recorded as the borrower's act,
 * and tells the officer; declining tells the officer and shares nothing. Another borrower's invitation, an answered
 * or expired one, is 404.
 */
export async function answerLoanInvitation(
  deps: AppDeps,
  borrower: AuthUser,
  invitationId: number,
  accept: boolean,
): Promise<InvitationAnswer> {
  return inTransaction(deps, async (trx) => {
    const invitation = (await trx('loan_invitations as i')
      .join('users as o', 'o.id', 'i.officer_user_id')
      .where({ 'i.id': invitationId, 'i.email': borrower.email.toLowerCase(), 'i.status': 'pending' })
      .whereNull('o.disabled_at')
      .andWhere('i.expires_at', '>', trx.fn.now())
      .forUpdate('i')
      .first('i.id', 'i.officer_user_id', 'i.property_address', 'o.email as officer_email')) as
      { id: number; officer_user_id: number; property_address: string | null; officer_email: string } | undefined;
    if (!invitation) throw notFound('This invitation is no longer open.');
    let answer: InvitationAnswer = { loanId: null, loanNumber: null, opened: false };
    if (accept) {
      const officer = {
        userId: invitation.officer_user_id,
        source: 'invitation' as const,
        reason: "The borrower accepted the loan officer's invitation",
        assignedBy: borrower.id,
      };
      const waiting = await loanAwaitingAnOfficer(trx, borrower.id);
      if (waiting) await recordAssignment(trx, { loanId: waiting.id, role: 'officer', ...officer });
      const loan =
        waiting ??
        (await createLoan(trx, {
          borrowerUserId: borrower.id,
          createdBy: borrower.id,
          propertyAddress: invitation.property_address,
          officer,
        }));
      answer = { loanId: loan.id, loanNumber: loan.loan_number, opened: !waiting };
      await postNotification(trx, {
        userId: borrower.id,
        loanId: loan.id,
        title: waiting ? `A loan officer for loan ${loan.loan_number}` : `Loan ${loan.loan_number} opened`,
        body: `You accepted the invitation of ${await officerNameOf(trx, invitation.officer_user_id)}, who is now your loan officer on loan ${loan.loan_number}.`,
        createdBy: borrower.id,
      });
    }
    await trx('loan_invitations')
      .where({ id: invitation.id })
      .update({
        status: accept ? 'accepted' : 'declined',
        answered_at: trx.fn.now(),
        answered_by: borrower.id,
        loan_id: answer.loanId,
      });
    await queueMail(
      trx,
      deps.keys,
      invitationAnsweredMail(
        invitation.officer_email,
        answer.loanNumber ? { accepted: true, loanNumber: answer.loanNumber } : { accepted: false },
        deps.config.publicUrl,
      ),
    );
    return answer;
  });
}
