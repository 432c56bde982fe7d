import {
  AUTHORIZATION_AGREEMENT,
  authorizationAgreementText,
  PARTICIPATION_CONSENT,
  stagesOfPerson,
  type ApplicationPersonReply,
  type ParticipantInvitationReply,
  type ParticipationReply,
  type ParticipationStatus,
} from 'common';
import { fullNameOf, type ApplicationPerson } from 'engine';
import { APPLICATION_PEOPLE } from 'forms/manifests/people.ts';
import { recordAudit } from 'server/audit/auditLog.ts';
import { findUserByEmail } from 'server/commands/accounts/users.ts';
import type { Db } from 'server/db/database.ts';
import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import type { AuthUser } from 'server/http/context.ts';
import { badRequest, forbidden, notFound, tooManyRequests } from 'server/http/envelope.ts';
import { PermanentJobError, type JobProcessor } from 'server/jobs/jobTypes.ts';
import { recordJob } from 'server/jobs/outbox.ts';
import { queueMail } from 'server/mail/queueMail.ts';
import { participantInvitationMail, participantInvitationSignUpMail } from 'server/mail/templates/participantMails.ts';
import { loanParties } from 'server/policies/loanParties.ts';
import { can, canInvitePerson, relationToLoan, type Actor } from 'server/policies/policy.ts';
import { APPLICATION_STATUS, findApplication, type ApplicationRow } from 'server/records/applications.ts';
import { answerConsent, createConsent } from 'server/records/consents.ts';
import { addParticipant } from 'server/records/loans.ts';
import { postNotification } from 'server/records/notifications.ts';

/**
 * Co-borrowers and co-applicants who take part in an application themselves (issue 21, point 6). The owner invites a
 * person named on stage 1 with an e-mail, consenting in words that are kept (PARTICIPATION_CONSENT, with who and
 * when); sending does the same work and gives the same reply whether or not the address has an account (the job
 * decides what to mail). The invited person, signed in with that address, accepts on the dashboard and becomes a
 * participant of the loan as that person (mapid), or declines and nothing is shared. A participant gives their own
 * credit authorization (the same agreement, a consent of theirs alone) before they fill anything; the policy then
 * lets them save their own person's parts only (server/policies/policy.ts, canFillPerson).
 */

/** The job that mails an invitation to take part (or an invitation to sign up first). */
export const PARTICIPANT_INVITATION_JOB = 'participant-invitation';

/** Days an invitation waits for an answer. */
export const PARTICIPANT_INVITATION_DAYS = 30;
/** Invitations one owner may send in 24 hours. */
export const PARTICIPANT_INVITATIONS_PER_DAY = 20;

/** Said when the invitation asked of is not (or no longer) open to the caller. */
export const INVITATION_CLOSED = 'This invitation is no longer open.';
/** Said when the owner's consent to share is missing or of other words than the ones shown. */
export const CONSENT_REQUIRED = 'Please read and agree to what taking part shares before you send the invitation.';
/** Said when the person already has an unanswered invitation to the same address. */
export const ALREADY_INVITED = 'You already invited this person. The invitation is waiting for their answer.';
/** Said when the person invited already takes part. */
export const ALREADY_TAKES_PART = 'This person already takes part in the application with their own account.';
/** Said when the person has no e-mail on stage 1 (or the person is not on it). */
export const EMAIL_NEEDED = "Give this person's e-mail on stage 1 of the application first, then invite them.";
/** Said when the owner would invite their own address. */
export const OWN_ADDRESS = 'This is the e-mail of your own account. Give the person their own e-mail on stage 1.';
/** Said when a submitted or completed application is shared anew. */
export const SUBMITTED_ALREADY = 'This application has been submitted, so nobody new can join it.';

/** What the owner sends. */
export interface ParticipantInvitationInput {
  applicationId: number;
  mapid: number;
  /** The version of PARTICIPATION_CONSENT the owner agreed to. */
  consentVersion: number;
}

/** The reply the owner reads after sending, the same for every address. */
export function participantInvitationSentText(email: string): string {
  return `We sent an invitation to ${email}. They take part once they accept it with an account for that address.`;
}

/** A person as the dashboard names them: 'Sam Tester (Co-Borrower)'. */
const personTitle = (person: ApplicationPerson) => APPLICATION_PEOPLE.personLabel(person);

/** The applicant's name as their application gives it. */
function ownerNameOf(data: Record<string, unknown>): string {
  const applicant = APPLICATION_PEOPLE.peopleOf(data)[0];
  return (applicant && fullNameOf(applicant)) || 'The applicant';
}

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

const actorOf = (user: AuthUser): Actor => ({ id: user.id, role: user.role });

/** Sends an invitation from the signed-in owner (see the top of this file); answers the invited address. */
export async function inviteParticipant(
  deps: AppDeps,
  owner: AuthUser,
  input: ParticipantInvitationInput,
  ip: string,
): Promise<string> {
  if (input.consentVersion !== PARTICIPATION_CONSENT.version) throw badRequest(CONSENT_REQUIRED, ['consent']);
  return inTransaction(deps, async (trx) => {
    // One owner's invitations are taken one at a time, so the daily limit and the duplicate check hold in parallel.
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`participant-invitations:${owner.id}`]);
    const row = await findApplication(trx, input.applicationId);
    const parties = row?.loan_id ? await loanParties(trx, row.loan_id) : undefined;
    const actor = actorOf(owner);
    if (!row || row.kind !== 'full' || !parties || !can(actor, 'read', { type: 'loan', parties })) throw notFound();
    if (!canInvitePerson(actor, parties, input.mapid)) {
      throw relationToLoan(actor, parties) === 'owner' && input.mapid >= 2
        ? badRequest(ALREADY_TAKES_PART, ['mapid'])
        : forbidden('Only the applicant invites others to take part.');
    }
    if (row.status_indicator !== APPLICATION_STATUS.saved) throw badRequest(SUBMITTED_ALREADY, ['_id']);
    const person = APPLICATION_PEOPLE.peopleOf(row.data).find((candidate) => candidate.mapid === input.mapid);
    const email = person?.email.toLowerCase() ?? '';
    if (!person || !email) throw badRequest(EMAIL_NEEDED, ['mapid']);
    if (email === owner.email.toLowerCase()) throw badRequest(OWN_ADDRESS, ['mapid']);
    const [sent] = await trx('participant_invitations')
      .where({ invited_by: owner.id })
      .andWhere('created_at', '>', trx.raw(`now() - interval '1 day'`))
      .count<{ count: string | number }[]>({ count: '*' });
    if (Number(sent?.count ?? 0) >= PARTICIPANT_INVITATIONS_PER_DAY) {
      throw tooManyRequests('You sent many invitations today. Please try again tomorrow.');
    }
    const pending = (await trx('participant_invitations')
      .where({ application_id: row.id, mapid: input.mapid, status: 'pending' })
      .andWhere('expires_at', '>', trx.fn.now())
      .select('id', 'email')) as { id: number; email: string }[];
    if (pending.some((invitation) => invitation.email === email)) throw badRequest(ALREADY_INVITED, ['mapid']);
    // An invitation to an address stage 1 no longer gives the person is withdrawn by the new one.
    if (pending.length > 0) {
      await trx('participant_invitations')
        .whereIn(
          'id',
          pending.map((invitation) => invitation.id),
        )
        .update({ status: 'withdrawn', answered_at: trx.fn.now() });
    }
    const [inserted] = (await trx('participant_invitations')
      .insert({
        application_id: row.id,
        loan_id: parties.loanId,
        mapid: input.mapid,
        email,
        invited_by: owner.id,
        consent_text: PARTICIPATION_CONSENT.text(
          fullNameOf(person) || APPLICATION_PEOPLE.roleName(person.applicantType),
        ),
        consent_version: PARTICIPATION_CONSENT.version,
        consent_ip: ip,
        expires_at: trx.raw('now() + make_interval(days => ?)', [PARTICIPANT_INVITATION_DAYS]),
      })
      .returning('id')) as { id: number }[];
    const id = (inserted as { id: number }).id;
    await recordJob(trx, 'email', PARTICIPANT_INVITATION_JOB, { invitationId: id });
    await recordAudit(trx, {
      actor,
      action: 'participant.invite',
      recordType: 'participant invitation',
      recordId: id,
      subjectUserId: owner.id,
      loanId: parties.loanId,
      ip,
      details: { applicationId: row.id, mapid: input.mapid },
    });
    return email;
  });
}

interface InvitationRow {
  id: number;
  application_id: number;
  loan_id: number;
  mapid: number;
  email: string;
  invited_by: number;
  status: string;
  mailed_at: Date | null;
}

/**
 * Mails one invitation, once: to a borrower's account, the invitation and a dashboard notification; to an address
 * with no account, an invitation to sign up (the invitation waits for that address); to a staff or disabled account,
 * nothing. The mails name nobody.
 */
export const mailParticipantInvitation: JobProcessor = async (payload, ctx) => {
  const id = Number(payload.invitationId);
  await ctx.db.transaction(async (trx) => {
    const invitation = (await trx('participant_invitations').where({ id }).forUpdate().first()) as
      InvitationRow | undefined;
    if (!invitation) throw new PermanentJobError(`Participant invitation ${id} is gone`);
    if (invitation.mailed_at || invitation.status !== 'pending') return;
    const user = await findUserByEmail(trx, invitation.email);
    if (!user) {
      await queueMail(trx, ctx.keys, participantInvitationSignUpMail(invitation.email, ctx.config.publicUrl));
    } else if (user.role === 'borrower' && !user.disabled_at) {
      await queueMail(trx, ctx.keys, participantInvitationMail(invitation.email, ctx.config.publicUrl));
      await postNotification(trx, {
        userId: user.id,
        title: 'An invitation to take part in a loan application',
        body: 'Someone who named you on their home loan application invites you to take part in it. Read who, and accept or decline, on your dashboard.',
        createdBy: invitation.invited_by,
      });
    }
    await trx('participant_invitations').where({ id }).update({ mailed_at: trx.fn.now() });
  });
};

/** The person an invitation is for, if stage 1 still names them with the invited address. */
function invitedPerson(
  data: Record<string, unknown>,
  invitation: Pick<InvitationRow, 'mapid' | 'email'>,
): ApplicationPerson | undefined {
  const person = APPLICATION_PEOPLE.peopleOf(data).find((candidate) => candidate.mapid === invitation.mapid);
  return person && person.email.toLowerCase() === invitation.email ? person : undefined;
}

/**
 * The invitations waiting for the caller's answer: those sent to the account's address, unanswered, unexpired, whose
 * person stage 1 still names with that address.
 */
export async function pendingParticipantInvitations(db: Db, user: AuthUser): Promise<ParticipantInvitationReply[]> {
  const rows = (await db('participant_invitations as i')
    .join('applications as a', 'a.id', 'i.application_id')
    .join('loans as l', 'l.id', 'i.loan_id')
    .where({ 'i.email': user.email.toLowerCase(), 'i.status': 'pending' })
    .whereNull('a.discarded_at')
    .andWhere('i.expires_at', '>', db.fn.now())
    .andWhereNot('a.user_id', user.id)
    .orderBy('i.id', 'desc')
    .select('i.id', 'i.mapid', 'i.email', 'i.created_at', 'i.expires_at', 'a.data', 'l.loan_number')) as {
    id: number;
    mapid: number;
    email: string;
    created_at: Date;
    expires_at: Date;
    data: Record<string, unknown>;
    loan_number: string;
  }[];
  return rows.flatMap((row) => {
    const person = invitedPerson(row.data, row);
    if (!person) return [];
    return [
      {
        id: row.id,
        ownerName: ownerNameOf(row.data),
        person: personTitle(person),
        loanNumber: row.loan_number,
        sentAt: iso(row.created_at) ?? '',
        expiresAt: iso(row.expires_at) ?? '',
      },
    ];
  });
}

/** What answering an invitation gives: the application an acceptance joined. */
export interface ParticipantInvitationAnswer {
  applicationId: number | null;
  loanNumber: string | null;
}

/**
 * The invited person's answer. Accepting makes them a participant of the loan as the person invited (they then give
 * their own authorization before filling anything); declining shares nothing. The owner is told on the dashboard.
 * Another person's invitation, an answered or expired one, or one whose person stage 1 no longer names with that
 * address, is 404.
 */
export async function answerParticipantInvitation(
  deps: AppDeps,
  user: AuthUser,
  invitationId: number,
  accept: boolean,
): Promise<ParticipantInvitationAnswer> {
  return inTransaction(deps, async (trx) => {
    const invitation = (await trx('participant_invitations')
      .where({ id: invitationId, email: user.email.toLowerCase(), status: 'pending' })
      .andWhere('expires_at', '>', trx.fn.now())
      .forUpdate()
      .first('id', 'application_id', 'loan_id', 'mapid', 'email', 'invited_by')) as InvitationRow | undefined;
    const row = invitation ? await findApplication(trx, invitation.application_id) : undefined;
    const person = invitation && row ? invitedPerson(row.data, invitation) : undefined;
    if (!invitation || !row || !person || row.user_id === user.id) throw notFound(INVITATION_CLOSED);
    const loan = (await trx('loans').where({ id: invitation.loan_id }).first('loan_number')) as {
      loan_number: string;
    };
    if (accept) {
      const parties = await loanParties(trx, invitation.loan_id);
      if (parties?.participantIds.includes(user.id)) {
        throw badRequest('You already take part in this application.', ['id']);
      }
      if (parties?.coborrowers.some((participant) => participant.mapid === invitation.mapid)) {
        throw notFound(INVITATION_CLOSED);
      }
      await addParticipant(trx, invitation.loan_id, user.id, 'coborrower', {
        mapid: invitation.mapid,
        invitationId: invitation.id,
      });
    }
    await trx('participant_invitations')
      .where({ id: invitation.id })
      .update({ status: accept ? 'accepted' : 'declined', answered_at: trx.fn.now(), answered_by: user.id });
    const name = fullNameOf(person) || APPLICATION_PEOPLE.roleName(person.applicantType);
    await postNotification(trx, {
      userId: invitation.invited_by,
      loanId: invitation.loan_id,
      title: accept ? `${name} takes part in your application` : `${name} declined your invitation`,
      body: accept
        ? `${name} accepted your invitation and takes part in application ${row.ref_number} (loan ${loan.loan_number}) with their own account. Once they give their own authorization, they fill in their own parts.`
        : `${name} declined to take part in application ${row.ref_number}. Nothing of it is shared with them.`,
      createdBy: user.id,
    });
    return accept ? { applicationId: row.id, loanNumber: loan.loan_number } : { applicationId: null, loanNumber: null };
  });
}

/** The people named with an e-mail on the owner's saved applications, and where their invitations stand. */
export async function applicationPeopleOf(db: Db, owner: AuthUser): Promise<ApplicationPersonReply[]> {
  const rows = (await db('applications as a')
    .join('loans as l', 'l.id', 'a.loan_id')
    .where({ 'a.user_id': owner.id, 'a.kind': 'full' })
    .whereNull('a.discarded_at')
    .whereRaw(`a.form_versions ->> 'stage1' is not null`)
    .orderBy('a.id', 'desc')
    .select('a.id', 'a.ref_number', 'a.data', 'a.loan_id', 'l.loan_number')) as (Pick<
    ApplicationRow,
    'id' | 'ref_number' | 'data'
  > & { loan_id: number; loan_number: string })[];
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const invitations = (await db('participant_invitations')
    .whereIn('application_id', ids)
    .orderBy('id', 'desc')
    .select('application_id', 'mapid', 'email', 'status', 'created_at', db.raw('expires_at <= now() as expired'))) as {
    application_id: number;
    mapid: number;
    email: string;
    status: ParticipationStatus;
    created_at: Date;
    expired: boolean;
  }[];
  const joined = (await db('loan_participants')
    .whereIn(
      'loan_id',
      rows.map((row) => row.loan_id),
    )
    .whereNotNull('mapid')
    .select('loan_id', 'mapid')) as { loan_id: number; mapid: number }[];
  return rows.flatMap((row) =>
    APPLICATION_PEOPLE.peopleOf(row.data)
      .filter((person) => person.mapid >= 2 && person.email !== '')
      .map((person) => {
        const latest = invitations.find((i) => i.application_id === row.id && i.mapid === person.mapid);
        const takesPart = joined.some((j) => j.loan_id === row.loan_id && j.mapid === person.mapid);
        const status: ParticipationStatus = takesPart
          ? 'accepted'
          : !latest || latest.email !== person.email.toLowerCase() || latest.status === 'accepted'
            ? 'not-invited'
            : latest.status === 'pending' && latest.expired
              ? 'expired'
              : latest.status;
        return {
          applicationId: row.id,
          refNumber: row.ref_number,
          loanNumber: row.loan_number,
          mapid: person.mapid,
          name: fullNameOf(person),
          role: APPLICATION_PEOPLE.roleName(person.applicantType),
          email: person.email,
          status,
          invitedAt: latest ? iso(latest.created_at) : null,
        };
      }),
  );
}

/** The applications the caller takes part in as someone the owner invited, with what they may do there. */
export async function participationsOf(db: Db, user: AuthUser): Promise<ParticipationReply[]> {
  const rows = (await db('loan_participants as p')
    .join('loans as l', 'l.id', 'p.loan_id')
    .join('applications as a', (join) => join.on('a.loan_id', 'p.loan_id').andOnVal('a.kind', 'full'))
    .where({ 'p.user_id': user.id, 'p.role': 'coborrower' })
    .whereNotNull('p.mapid')
    .whereNull('a.discarded_at')
    .orderBy('a.id', 'desc')
    .select(
      'a.id',
      'a.ref_number',
      'a.data',
      'a.status_indicator',
      'l.id as loan_id',
      'l.loan_number',
      'p.mapid',
      'p.authorization_consent_id',
      db('preapprovals as pa')
        .whereRaw('pa.loan_id = l.id')
        .andWhere('pa.status_indicator', 1)
        .whereNotNull('pa.letter_file_id')
        .orderBy('pa.id', 'desc')
        .limit(1)
        .select('pa.id')
        .as('preapproval_id'),
    )) as {
    id: number;
    ref_number: string;
    data: Record<string, unknown>;
    status_indicator: number;
    loan_id: number;
    loan_number: string;
    mapid: number;
    authorization_consent_id: number | null;
    preapproval_id: number | null;
  }[];
  return rows.map((row) => {
    const person = APPLICATION_PEOPLE.peopleOf(row.data).find((candidate) => candidate.mapid === row.mapid);
    return {
      applicationId: row.id,
      refNumber: row.ref_number,
      loanId: row.loan_id,
      loanNumber: row.loan_number,
      ownerName: ownerNameOf(row.data),
      mapid: row.mapid,
      person: person ? personTitle(person) : 'No longer named on the application',
      authorized: row.authorization_consent_id !== null,
      statusIndicator: row.status_indicator,
      stages: person ? stagesOfPerson(row.mapid) : [],
      letter: row.preapproval_id
        ? { preapprovalId: row.preapproval_id, pdf: `/api/pre/letter/${row.preapproval_id}/pdf` }
        : null,
    };
  });
}

/** Who gives an authorization, and from where. */
export interface ParticipantAgreement {
  ip: string;
  userAgent: string | null;
}

/**
 * A participant's own credit authorization on an application they joined: the authorization agreement, kept as a
 * consent asked of them alone, answered by them (with when and from where), and linked from their participant row.
 * Giving it again answers the same. Someone who did not join the application is 404.
 */
export async function authorizeParticipation(
  deps: AppDeps,
  user: AuthUser,
  applicationId: number,
  agreement: ParticipantAgreement,
): Promise<void> {
  await inTransaction(deps, async (trx) => {
    const row = await findApplication(trx, applicationId);
    const participant =
      row?.loan_id && row.kind === 'full'
        ? ((await trx('loan_participants')
            .where({ loan_id: row.loan_id, user_id: user.id, role: 'coborrower' })
            .whereNotNull('mapid')
            .forUpdate()
            .first('mapid', 'authorization_consent_id')) as
            { mapid: number; authorization_consent_id: number | null } | undefined)
        : undefined;
    if (!row?.loan_id || !participant) throw notFound();
    if (participant.authorization_consent_id !== null) return;
    const consentId = await createConsent(trx, {
      loanId: row.loan_id,
      kind: 'credit-report',
      title: `${AUTHORIZATION_AGREEMENT.title} (version ${AUTHORIZATION_AGREEMENT.version})`,
      question: authorizationAgreementText(),
      forUserId: user.id,
      createdBy: user.id,
    });
    await answerConsent(trx, { consentId, answer: 1, userId: user.id, ...agreement });
    await trx('loan_participants')
      .where({ loan_id: row.loan_id, user_id: user.id })
      .update({ authorization_consent_id: consentId });
    await trx('loans').where({ id: row.loan_id }).update({ last_activity_at: trx.fn.now() });
  });
}
