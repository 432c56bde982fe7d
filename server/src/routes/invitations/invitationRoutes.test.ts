import { describe, expect, it } from 'vitest';
import type { DocumentAccessReply, LoanInvitationReply, SentInvitationReply } from 'common';
import { NMLS_REQUIRED } from 'server/commands/loans/loanInvitations.ts';
import { PROFILE_DOCUMENT_NAME } from 'server/records/documents.ts';
import { createUser, sessionFor, signedInUser, uniqueEmail } from 'server/testing/factories.ts';
import { stageFixture, startWithStages } from 'server/testing/applications.ts';
import { mailsTo } from 'server/testing/mail.ts';
import { samplePng } from 'server/testing/sampleFiles.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';

/**
 * Issue 20, point 1: a loan officer reaches a borrower only through the borrower's own act. The officer invites an
 * address; the reply never tells whether it has an account; the borrower accepts or declines on the dashboard;
 * until an acceptance the officer sees nothing of them, and no route lets an officer open a loan for a borrower.
 */
const server = useTestServer();

const PROFILE = {
  preferredContact: 'Email',
  addressLine: '12 Magnolia St',
  city: 'Jackson',
  state: 'MS',
  postalCode: '39201',
  firstTimeBuyer: true,
  creditRating: 'Good',
};

/** A borrower who saved a profile and uploaded an ID document. */
async function borrowerWithDocument() {
  const signed = await signedInUser(server, { status: 3, lastName: 'Invitee' });
  expect((await server.api('POST', 'profile', { ...PROFILE, revision: 0 }, signed.token)).http).toBe(200);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(samplePng(6, 6))], { type: 'image/png' }), 'id.png');
  const uploaded = await fetch(`${server.url}/api/profile/document`, {
    method: 'POST',
    headers: { authorization: `Bearer ${signed.token}` },
    body: form,
  });
  expect(uploaded.status).toBe(200);
  return signed;
}

async function officerSession(overrides: { nmlsId?: string | null } = {}) {
  const user = await createUser(server, { role: 'loan_officer', firstName: 'Oren', lastName: 'Inviter', ...overrides });
  return { user, token: await sessionFor(server, user) };
}

const profileDocument = async (token: string, borrowerId: number) =>
  (
    await fetch(`${server.url}/api/staff/borrowers/${borrowerId}/profile-document`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).status;

describe('a loan officer and a borrower who has not asked for them', () => {
  it('gives the officer no way to open a loan for a borrower by e-mail', async () => {
    const borrower = await borrowerWithDocument();
    const officer = await officerSession();
    const opened = await server.api('POST', 'staff/loans', { borrowerEmail: borrower.user.email }, officer.token);
    expect(opened.http).toBe(404);
    expect(await server.deps.db('loans').where({ borrower_user_id: borrower.user.id })).toEqual([]);
    expect(await profileDocument(officer.token, borrower.user.id)).toBe(404);
  });

  it('answers an invitation alike for a borrower, a stranger and a staff address, and mails each as it should', async () => {
    const borrower = await borrowerWithDocument();
    const staffMember = await createUser(server, { role: 'processor' });
    const stranger = uniqueEmail('stranger');
    const officer = await officerSession();
    const replies = [];
    for (const email of [borrower.user.email, stranger, staffMember.email]) {
      const reply = await server.api('POST', 'staff/invitations', { email, message: 'Happy to help.' }, officer.token);
      replies.push({ http: reply.http, status: reply.body.status, text: reply.body.statusText.replace(email, '…') });
    }
    expect(replies[0]).toEqual({
      http: 200,
      status: 100,
      text: 'We sent an invitation to …. You will see the loan once the borrower accepts it.',
    });
    expect(replies[1]).toEqual(replies[0]);
    expect(replies[2]).toEqual(replies[0]);
    // The request does the same work for every address: one invitation row and one job, nothing mailed yet.
    const jobs = await server.deps
      .db('job_outbox')
      .where({ name: 'loan-invitation' })
      .count<{ n: string }[]>({ n: '*' });
    expect(Number(jobs[0]?.n)).toBeGreaterThanOrEqual(3);

    const nmlsId = (await server.deps.db('users').where({ id: officer.user.id }).first('nmls_id')) as {
      nmls_id: string;
    };
    const [invitationMail] = await mailsTo(server, borrower.user.email);
    expect(invitationMail?.subject).toContain('A loan officer invites you');
    expect(invitationMail?.text).toContain(`Oren Inviter (NMLS ID ${nmlsId.nmls_id})`);
    expect(invitationMail?.text).not.toContain('Happy to help.');
    const [signUpMail] = await mailsTo(server, stranger);
    expect(signUpMail?.text).toContain('create your free account with this e-mail address');
    expect(await mailsTo(server, staffMember.email)).toEqual([]);

    const alerts = await server.api<{ title: string }[]>('GET', 'dashboard/alerts', undefined, borrower.token);
    expect(alerts.body.data?.map((alert) => alert.title)).toContain('Oren Inviter invites you to work together');
    const waiting = await server.api<LoanInvitationReply[]>('GET', 'invitations', undefined, borrower.token);
    expect(waiting.body.data).toEqual([
      expect.objectContaining({ officerName: 'Oren Inviter', nmlsId: nmlsId.nmls_id, message: 'Happy to help.' }),
    ]);

    // A second invitation to the same address waits for the first to be answered.
    const again = await server.api('POST', 'staff/invitations', { email: stranger }, officer.token);
    expect(again.http).toBe(400);
  });

  it('lets the officer see the borrower only after the borrower accepts', async () => {
    const borrower = await borrowerWithDocument();
    const officer = await officerSession();
    const other = await signedInUser(server);
    await server.api('POST', 'staff/invitations', { email: borrower.user.email.toUpperCase() }, officer.token);

    // Pending: the officer sees nothing of the borrower.
    expect(await profileDocument(officer.token, borrower.user.id)).toBe(404);
    const pipeline = await server.api<unknown[]>('GET', 'staff/pipeline', undefined, officer.token);
    expect(pipeline.body.data).toEqual([]);
    const sent = await server.api<SentInvitationReply[]>('GET', 'staff/invitations', undefined, officer.token);
    expect(sent.body.data?.[0]).toMatchObject({ status: 'pending', loanId: null });

    // Nobody else can answer it.
    const [invitation] =
      (await server.api<LoanInvitationReply[]>('GET', 'invitations', undefined, borrower.token)).body.data ?? [];
    expect((await server.api<unknown[]>('GET', 'invitations', undefined, other.token)).body.data).toEqual([]);
    expect((await server.api('POST', `invitations/${invitation?.id}/accept`, {}, other.token)).http).toBe(404);

    const accepted = await server.api<{ loanId: number; loanNumber: string }>(
      'POST',
      `invitations/${invitation?.id}/accept`,
      {},
      borrower.token,
    );
    expect(accepted.http).toBe(200);
    const loanId = accepted.body.data?.loanId as number;
    expect((await server.api('POST', `invitations/${invitation?.id}/accept`, {}, borrower.token)).http).toBe(404);

    expect(await profileDocument(officer.token, borrower.user.id)).toBe(200);
    const view = await server.api<{ staffing: { officer: { id: number } | null; history: { reason: string }[] } }>(
      'GET',
      `staff/loans/${loanId}`,
      undefined,
      officer.token,
    );
    expect(view.body.data?.staffing.officer?.id).toBe(officer.user.id);
    expect(view.body.data?.staffing.history[0]?.reason).toBe("The borrower accepted the loan officer's invitation");
    const assignment = await server.deps.db('loan_assignments').where({ loan_id: loanId }).first();
    expect(assignment).toMatchObject({ source: 'invitation', user_id: officer.user.id, assigned_by: borrower.user.id });
    const after = await server.api<SentInvitationReply[]>('GET', 'staff/invitations', undefined, officer.token);
    expect(after.body.data?.[0]).toMatchObject({ status: 'accepted', loanId });
    expect((await mailsTo(server, officer.user.email)).map((mail) => mail.subject)).toContain(
      `Invitation accepted: loan ${accepted.body.data?.loanNumber}`,
    );

    // The borrower's list of who opened their documents shows the officer's read of the profile document.
    const access = await server.api<DocumentAccessReply[]>('GET', `docaccess?l=${loanId}`, undefined, borrower.token);
    expect(access.body.data).toEqual([
      expect.objectContaining({ doctype: PROFILE_DOCUMENT_NAME, viewer: 'Oren Inviter', role: 'Loan Officer' }),
    ]);
  });

  it("gives the officer the borrower's loan in progress that has none, rather than opening a second one", async () => {
    const borrower = await signedInUser(server, { lastName: 'Started' });
    const started = await startWithStages(server, borrower.token, [
      { key: 'stageOne', value: stageFixture('application-stage1') },
    ]);
    const [loan] = await server.deps.db('loans').where({ borrower_user_id: borrower.user.id });
    expect(loan).toMatchObject({ officer_user_id: null });
    const officer = await officerSession();
    await server.api('POST', 'staff/invitations', { email: borrower.user.email }, officer.token);
    const [invitation] =
      (await server.api<LoanInvitationReply[]>('GET', 'invitations', undefined, borrower.token)).body.data ?? [];
    const accepted = await server.api('POST', `invitations/${invitation?.id}/accept`, {}, borrower.token);
    expect(accepted.body).toMatchObject({
      status: 100,
      statusText: `Your loan officer now works loan ${loan.loan_number}, your loan in progress.`,
      data: { loanId: loan.id, loanNumber: loan.loan_number, opened: false },
    });
    const loans = await server.deps.db('loans').where({ borrower_user_id: borrower.user.id });
    expect(loans).toEqual([expect.objectContaining({ id: loan.id, officer_user_id: officer.user.id })]);
    const application = await server.api('GET', `staff/loans/${loan.id}`, undefined, officer.token);
    expect(application.http).toBe(200);
    expect(started.id).toBeGreaterThan(0);
  });

  it('leaves the officer with nothing when the borrower declines', async () => {
    const borrower = await borrowerWithDocument();
    const officer = await officerSession();
    await server.api('POST', 'staff/invitations', { email: borrower.user.email }, officer.token);
    const [invitation] =
      (await server.api<LoanInvitationReply[]>('GET', 'invitations', undefined, borrower.token)).body.data ?? [];
    const declined = await server.api('POST', `invitations/${invitation?.id}/decline`, {}, borrower.token);
    expect(declined.http).toBe(200);
    expect(await server.deps.db('loans').where({ borrower_user_id: borrower.user.id })).toEqual([]);
    expect(await profileDocument(officer.token, borrower.user.id)).toBe(404);
    const sent = await server.api<SentInvitationReply[]>('GET', 'staff/invitations', undefined, officer.token);
    expect(sent.body.data?.[0]).toMatchObject({ status: 'declined', loanId: null });
    expect((await server.api<unknown[]>('GET', 'invitations', undefined, borrower.token)).body.data).toEqual([]);
  });

  it('waits for a stranger to sign up with the invited address', async () => {
    const officer = await officerSession();
    const email = uniqueEmail('later');
    await server.api('POST', 'staff/invitations', { email }, officer.token);
    const later = await signedInUser(server, { email });
    const waiting = await server.api<LoanInvitationReply[]>('GET', 'invitations', undefined, later.token);
    expect(waiting.body.data).toHaveLength(1);
  });

  it('refuses an invitation from an officer whose NMLS id is not on file', async () => {
    const officer = await officerSession({ nmlsId: null });
    const reply = await server.api('POST', 'staff/invitations', { email: uniqueEmail('x') }, officer.token);
    expect(reply).toMatchObject({ http: 400, body: { statusText: NMLS_REQUIRED } });
    expect(await server.deps.db('loan_invitations').where({ officer_user_id: officer.user.id })).toEqual([]);
  });
});
