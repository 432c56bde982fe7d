import { beforeAll, describe, expect, it } from 'vitest';
import {
  AUTHORIZATION_AGREEMENT,
  PARTICIPATION_CONSENT,
  type ApplicationPersonReply,
  type ParticipantInvitationReply,
  type ParticipationReply,
} from 'common';
import type { UserRow } from 'server/commands/accounts/users.ts';
import {
  ALREADY_INVITED,
  ALREADY_TAKES_PART,
  CONSENT_REQUIRED,
  INVITATION_CLOSED,
} from 'server/commands/loans/participantInvitations.ts';
import { PDF_FOR_APPLICANT } from 'server/routes/eloan/applicationFileRoutes.ts';
import { NOT_YOUR_PART } from 'server/routes/eloan/eloanRoutes.ts';
import { agreeAndStart, applicationRecordFixture, saveStage, stageFixture } from 'server/testing/applications.ts';
import { signedInUser, uniqueEmail } from 'server/testing/factories.ts';
import { mailsTo } from 'server/testing/mail.ts';
import { acceptAndAuthorize, inviteToTakePart, stageOneWithPeople } from 'server/testing/participants.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';

/**
 * Issue 21, point 6: co-borrowers and co-applicants take part themselves. The owner invites a person named with an
 * e-mail on stage 1, consenting to what is shared; the reply never tells whether the address has an account; the
 * person accepts on the dashboard (or declines, sharing nothing), gives their own credit authorization, and saves
 * their own parts only, at the application's revision; nobody is sent another person's personal values.
 */
const server = useTestServer();

type Data = Record<string, unknown>;

interface Shared {
  owner: { user: UserRow; token: string };
  coBorrower: { user: UserRow; token: string };
  coApplicantEmail: string;
  applicationId: number;
  revision: number;
  loanId: number;
}

/** The owner's application with stages 1 to 3 saved, naming a co-borrower who has an account and a co-applicant. */
async function sharedApplication(): Promise<Shared> {
  const owner = await signedInUser(server, { firstName: 'Maria', lastName: 'Lopez' });
  const coBorrower = await signedInUser(server, { firstName: 'Daniel', lastName: 'Lopez' });
  const coApplicantEmail = uniqueEmail('sofia');
  let application = await agreeAndStart(server, owner.token);
  const record = applicationRecordFixture();
  record.stageOne = stageOneWithPeople('Lopez', { coBorrower: coBorrower.user.email, coApplicant: coApplicantEmail });
  for (const key of ['stageOne', 'stageTwo', 'stageThree'] as const) {
    const saved = await saveStage(server, owner.token, application, key, record[key] as Data);
    expect(saved.body.status, `${key}: ${saved.body.statusText}`).toBe(100);
    application = { id: application.id, revision: saved.body.data?.revision ?? 0 };
  }
  const row = (await server.deps.db('applications').where({ id: application.id }).first('loan_id')) as {
    loan_id: number;
  };
  return { owner, coBorrower, coApplicantEmail, applicationId: application.id, ...application, loanId: row.loan_id };
}

const revisionOf = async (id: number) =>
  ((await server.deps.db('applications').where({ id }).first('revision')) as { revision: number }).revision;

describe('inviting a person named on the application', () => {
  let shared: Shared;
  beforeAll(async () => {
    shared = await sharedApplication();
  });

  it('lists the people named with an e-mail, and invites with the consent kept, the same words for every address', async () => {
    const people = await server.api<ApplicationPersonReply[]>(
      'GET',
      'eloan/participants',
      undefined,
      shared.owner.token,
    );
    expect(people.body.data?.map((p) => [p.mapid, p.role, p.email, p.status])).toEqual([
      [2, 'Co-Borrower', shared.coBorrower.user.email, 'not-invited'],
      [3, 'Co-Applicant', shared.coApplicantEmail, 'not-invited'],
    ]);
    const unconsented = await server.api(
      'POST',
      'eloan/participants/invite',
      { _id: shared.applicationId, mapid: 2 },
      shared.owner.token,
    );
    expect(unconsented).toMatchObject({ http: 400, body: { statusText: CONSENT_REQUIRED } });

    const replies = [];
    for (const [mapid, email] of [
      [2, shared.coBorrower.user.email],
      [3, shared.coApplicantEmail],
    ] as const) {
      const reply = await inviteToTakePart(server, shared.owner.token, shared.applicationId, mapid);
      replies.push({ http: reply.http, text: reply.body.statusText.replace(email, '…') });
    }
    expect(replies[0]).toEqual({
      http: 200,
      text: 'We sent an invitation to …. They take part once they accept it with an account for that address.',
    });
    expect(replies[1]).toEqual(replies[0]);
    const again = await inviteToTakePart(server, shared.owner.token, shared.applicationId, 2);
    expect(again).toMatchObject({ http: 400, body: { statusText: ALREADY_INVITED } });

    // The consent is kept with its words, who gave it and when.
    const kept = (await server.deps
      .db('participant_invitations')
      .where({ application_id: shared.applicationId, mapid: 2 })
      .first()) as Data;
    expect(kept).toMatchObject({
      invited_by: shared.owner.user.id,
      consent_text: PARTICIPATION_CONSENT.text('Daniel Lopez'),
      consent_version: PARTICIPATION_CONSENT.version,
      status: 'pending',
      email: shared.coBorrower.user.email,
    });
    expect(kept.created_at).toBeInstanceOf(Date);

    // The account holder gets the invitation and a notification; the stranger an invitation to sign up; neither mail
    // names anyone or holds anything of the application.
    const [invitation] = await mailsTo(server, shared.coBorrower.user.email);
    expect(invitation?.subject).toContain('You are invited to take part in a home loan application');
    const [signUp] = await mailsTo(server, shared.coApplicantEmail);
    expect(signUp?.text).toContain('create your free account with this e-mail address');
    for (const mail of [invitation, signUp]) {
      for (const secret of ['Maria', 'Lopez', 'Daniel', 'Sofia', 'AP']) expect(mail?.text).not.toContain(secret);
    }
    const alerts = await server.api<{ title: string }[]>('GET', 'dashboard/alerts', undefined, shared.coBorrower.token);
    expect(alerts.body.data?.map((alert) => alert.title)).toContain('An invitation to take part in a loan application');
    const after = await server.api<ApplicationPersonReply[]>(
      'GET',
      'eloan/participants',
      undefined,
      shared.owner.token,
    );
    expect(after.body.data?.map((p) => p.status)).toEqual(['pending', 'pending']);
  });

  it('lets only the owner invite', async () => {
    const stranger = await signedInUser(server);
    expect((await inviteToTakePart(server, stranger.token, shared.applicationId, 3)).http).toBe(404);
    expect((await inviteToTakePart(server, shared.coBorrower.token, shared.applicationId, 3)).http).toBe(404);
  });
});

describe('answering an invitation to take part', () => {
  it('joins the person on accepting; declining shares nothing; nobody else can answer', async () => {
    const shared = await sharedApplication();
    await inviteToTakePart(server, shared.owner.token, shared.applicationId, 2);
    await inviteToTakePart(server, shared.owner.token, shared.applicationId, 3);

    const stranger = await signedInUser(server);
    expect(
      (await server.api<unknown[]>('GET', 'participant-invitations', undefined, stranger.token)).body.data,
    ).toEqual([]);
    const [invitation] =
      (
        await server.api<ParticipantInvitationReply[]>(
          'GET',
          'participant-invitations',
          undefined,
          shared.coBorrower.token,
        )
      ).body.data ?? [];
    expect(invitation).toMatchObject({ ownerName: 'Maria Elena Lopez', person: 'Daniel Lopez (Co-Borrower)' });
    expect(
      (await server.api('POST', `participant-invitations/${invitation?.id}/accept`, {}, stranger.token)).http,
    ).toBe(404);
    // Before accepting, the co-borrower reads nothing of the application.
    expect((await server.api('GET', `eloanraw/${shared.applicationId}`, undefined, shared.coBorrower.token)).http).toBe(
      404,
    );

    const accepted = await server.api<{ applicationId: number }>(
      'POST',
      `participant-invitations/${invitation?.id}/accept`,
      {},
      shared.coBorrower.token,
    );
    expect(accepted.body.data?.applicationId).toBe(shared.applicationId);
    expect(
      (await server.api('POST', `participant-invitations/${invitation?.id}/accept`, {}, shared.coBorrower.token)).http,
    ).toBe(404);
    expect(
      await server.deps.db('loan_participants').where({ user_id: shared.coBorrower.user.id }).first(),
    ).toMatchObject({ loan_id: shared.loanId, role: 'coborrower', mapid: 2, authorization_consent_id: null });
    // The shared loan is on the co-borrower's dashboard; the owner is told.
    const loans = await server.api<{ _id: number }[]>('GET', 'dashboard/loans/1', undefined, shared.coBorrower.token);
    expect(loans.body.data?.map((loan) => loan._id)).toEqual([shared.loanId]);
    const participation = await server.api<ParticipationReply[]>(
      'GET',
      'eloan/participation',
      undefined,
      shared.coBorrower.token,
    );
    expect(participation.body.data).toEqual([
      expect.objectContaining({ applicationId: shared.applicationId, mapid: 2, authorized: false, stages: [4, 5] }),
    ]);
    const ownerAlerts = await server.api<{ title: string }[]>('GET', 'dashboard/alerts', undefined, shared.owner.token);
    expect(ownerAlerts.body.data?.map((alert) => alert.title)).toContain('Daniel Lopez takes part in your application');
    const people = await server.api<ApplicationPersonReply[]>(
      'GET',
      'eloan/participants',
      undefined,
      shared.owner.token,
    );
    expect(people.body.data?.map((p) => p.status)).toEqual(['accepted', 'pending']);
    expect((await inviteToTakePart(server, shared.owner.token, shared.applicationId, 2)).body.statusText).toBe(
      ALREADY_TAKES_PART,
    );

    // The co-applicant signs up later with the invited address and declines: nothing is shared.
    const sofia = await signedInUser(server, { email: shared.coApplicantEmail });
    const [theirs] =
      (await server.api<ParticipantInvitationReply[]>('GET', 'participant-invitations', undefined, sofia.token)).body
        .data ?? [];
    expect(theirs?.person).toBe('Sofia Reyes (Co-Applicant)');
    const declined = await server.api('POST', `participant-invitations/${theirs?.id}/decline`, {}, sofia.token);
    expect(declined.body.statusText).toBe('You declined the invitation. Nothing is shared with you.');
    expect((await server.api('GET', `eloanraw/${shared.applicationId}`, undefined, sofia.token)).http).toBe(404);
    expect((await server.api<unknown[]>('GET', 'dashboard/loans/1', undefined, sofia.token)).body.data).toEqual([]);
  });

  it('closes an invitation whose person stage 1 no longer names with that address', async () => {
    const shared = await sharedApplication();
    await inviteToTakePart(server, shared.owner.token, shared.applicationId, 2);
    const stageOne = stageOneWithPeople('Lopez', { coBorrower: uniqueEmail('other'), coApplicant: uniqueEmail('x') });
    const saved = await saveStage(
      server,
      shared.owner.token,
      { id: shared.applicationId, revision: await revisionOf(shared.applicationId) },
      'stageOne',
      stageOne,
    );
    expect(saved.body.status).toBe(100);
    expect(
      (await server.api<unknown[]>('GET', 'participant-invitations', undefined, shared.coBorrower.token)).body.data,
    ).toEqual([]);
    const row = (await server.deps
      .db('participant_invitations')
      .where({ application_id: shared.applicationId })
      .first('id')) as { id: number };
    const reply = await server.api('POST', `participant-invitations/${row.id}/accept`, {}, shared.coBorrower.token);
    expect(reply).toMatchObject({ http: 404, body: { statusText: INVITATION_CLOSED } });
  });
});

describe("a participant's authorization and their own parts", () => {
  let shared: Shared;
  beforeAll(async () => {
    shared = await sharedApplication();
    await inviteToTakePart(server, shared.owner.token, shared.applicationId, 2);
    const [invitation] =
      (
        await server.api<ParticipantInvitationReply[]>(
          'GET',
          'participant-invitations',
          undefined,
          shared.coBorrower.token,
        )
      ).body.data ?? [];
    await server.api('POST', `participant-invitations/${invitation?.id}/accept`, {}, shared.coBorrower.token);
  });

  const save = async (token: string, key: string, value: Data, extra: Data = {}) =>
    saveStage(
      server,
      token,
      { id: shared.applicationId, revision: await revisionOf(shared.applicationId) },
      key,
      value,
      extra,
    );

  it('fills nothing before giving their own authorization, which is kept as their consent alone', async () => {
    const early = await save(shared.coBorrower.token, 'stageFour', stageFixture('application-stage4', 1));
    expect(early.http).toBe(404);
    const authorized = await server.api(
      'POST',
      `eloan/participation/${shared.applicationId}/authorization`,
      { acceptAggrement: true, agreementVersion: AUTHORIZATION_AGREEMENT.version },
      shared.coBorrower.token,
    );
    expect(authorized).toMatchObject({ http: 200, body: { statusText: 'Thank you. Your authorization is recorded.' } });
    const participant = (await server.deps
      .db('loan_participants')
      .where({ user_id: shared.coBorrower.user.id })
      .first('authorization_consent_id')) as { authorization_consent_id: number };
    const consent = (await server.deps
      .db('consents')
      .where({ id: participant.authorization_consent_id })
      .first()) as Data;
    expect(consent).toMatchObject({ for_user_id: shared.coBorrower.user.id, kind: 'credit-report', status: 1 });
    const answer = (await server.deps
      .db('consent_answers')
      .where({ consent_id: participant.authorization_consent_id })
      .first()) as Data;
    expect(answer).toMatchObject({ user_id: shared.coBorrower.user.id, answer: 1 });
    expect(answer.answered_at).toBeInstanceOf(Date);
    // Each sees and answers only their own authorization.
    const consentsOf = async (token: string) =>
      (
        await server.api<{ _id: number }[]>('GET', `consents/request/user/${shared.loanId}`, undefined, token)
      ).body.data?.map((row) => row._id) ?? [];
    expect(await consentsOf(shared.coBorrower.token)).toEqual([participant.authorization_consent_id]);
    expect(await consentsOf(shared.owner.token)).not.toContain(participant.authorization_consent_id);
    const ownerAnswers = await server.api(
      'GET',
      `consents/request/user/${participant.authorization_consent_id}/0`,
      undefined,
      shared.owner.token,
    );
    expect(ownerAnswers.http).toBe(404);
    // Someone who did not join cannot give one.
    const stranger = await signedInUser(server);
    const refused = await server.api(
      'POST',
      `eloan/participation/${shared.applicationId}/authorization`,
      { acceptAggrement: true, agreementVersion: AUTHORIZATION_AGREEMENT.version },
      stranger.token,
    );
    expect(refused.http).toBe(404);
  });

  it("saves the participant's own parts at the revision, and refuses everyone else's", async () => {
    const before = (await server.deps.db('applications').where({ id: shared.applicationId }).first()) as Data;
    const four = await save(shared.coBorrower.token, 'stageFour', stageFixture('application-stage4', 1));
    expect(four.body.status, four.body.statusText).toBe(100);
    // A co-borrower's save does not move the applicant's stage reached.
    expect(four.body.data?.stageIndicator).toBe(before.stage_indicator);
    const stale = await saveStage(
      server,
      shared.coBorrower.token,
      { id: shared.applicationId, revision: before.revision as number },
      'stageFour',
      stageFixture('application-stage4', 1),
    );
    expect(stale.http).toBe(409);

    const record = applicationRecordFixture();
    const refusals = [
      await save(shared.coBorrower.token, 'stageOne', record.stageOne as Data),
      await save(shared.coBorrower.token, 'stageTwo', record.stageTwo as Data),
      await save(shared.coBorrower.token, 'stageThree', record.stageThree as Data, { mapid: 1 }),
      await save(shared.coBorrower.token, 'stageFive', record.stageFive as Data),
      await save(shared.coBorrower.token, 'stageFive', record.stageFive as Data, { mapid: 1 }),
      await save(shared.coBorrower.token, 'stageSix', record.stageSix as Data, { mapid: 1, statusIndicator: 1 }),
      // The owner cannot save the co-borrower's part either, now that they fill it themselves.
      await save(shared.owner.token, 'stageFour', record.stageFour as Data),
      await save(shared.owner.token, 'stageFive', record.stageFive as Data, { mapid: 2 }),
    ];
    expect(refusals.map((reply) => [reply.http, reply.body.statusText])).toEqual(
      refusals.map(() => [403, NOT_YOUR_PART]),
    );
    const five = await save(shared.coBorrower.token, 'stageFive', record.stageFive as Data, { mapid: 2 });
    expect(five.body.status, five.body.statusText).toBe(100);

    // The owner's save of every entry of stage 5 keeps the co-borrower's entry as they saved it.
    const changed = structuredClone(record.stageFive) as { applications: Data[] };
    const theirs = changed.applications.find((entry) => entry.mapid === 2) as Data;
    theirs.assets = [];
    const whole = await save(shared.owner.token, 'stageFive', changed);
    expect(whole.body.status, whole.body.statusText).toBe(100);
    const stored = (await server.deps.db('applications').where({ id: shared.applicationId }).first('data')) as {
      data: { stageFive: { applications: Data[] } };
    };
    const kept = stored.data.stageFive.applications.find((entry) => entry.mapid === 2) as Data;
    expect(kept.assets).not.toEqual([]);
  });

  it("shows each borrower the saved parts of the others, but never another person's personal values", async () => {
    const ownerView = await server.api<{ stageFour: Data; onFile: Record<string, string> }>(
      'GET',
      `eloanraw/${shared.applicationId}`,
      undefined,
      shared.owner.token,
    );
    expect(JSON.stringify(ownerView.body.data?.stageFour)).toContain('Daniel');
    const ownerPaths = Object.keys(ownerView.body.data?.onFile ?? {});
    expect(ownerPaths.some((path) => path.startsWith('stageThree.'))).toBe(true);
    expect(ownerPaths.filter((path) => path.startsWith('stageFour.'))).toEqual([]);
    expect(JSON.stringify(ownerView.body)).not.toContain('9998');

    const theirView = await server.api<{ onFile: Record<string, string> }>(
      'GET',
      `eloanraw/${shared.applicationId}`,
      undefined,
      shared.coBorrower.token,
    );
    const theirPaths = Object.keys(theirView.body.data?.onFile ?? {});
    expect(theirPaths).toContain('stageFour.coborrower.taxIdentificationIdentifier');
    expect(theirPaths.filter((path) => path.startsWith('stageThree.'))).toEqual([]);
    expect(JSON.stringify(theirView.body)).not.toContain('9999');

    // The stage page tells each what they fill (the middle name stage 4's save gave is stage 1's too).
    const page = await server.api<{ parts: Data }>(
      'GET',
      `eloan/form1003/4/${shared.applicationId}`,
      undefined,
      shared.coBorrower.token,
    );
    expect(page.body.data?.parts).toEqual({
      role: 'participant',
      fills: [2],
      takenBy: [{ mapid: 2, name: 'Daniel A Lopez' }],
      authorized: true,
    });
    const ownerPage = await server.api<{ parts: Data }>(
      'GET',
      `eloan/form1003/3/${shared.applicationId}`,
      undefined,
      shared.owner.token,
    );
    expect(ownerPage.body.data?.parts).toMatchObject({ role: 'owner', fills: [1, 3] });
    // The PDF shows everyone's numbers masked: a participant reads the preview instead.
    const pdf = await server.api('GET', `eloan/pdf/${shared.applicationId}`, undefined, shared.coBorrower.token);
    expect(pdf).toMatchObject({ http: 403, body: { statusText: PDF_FOR_APPLICANT } });
  });
});

describe("the loan's pre-approval letter", () => {
  it('is listed to a participant and served to them', async () => {
    const shared = await sharedApplication();
    await inviteToTakePart(server, shared.owner.token, shared.applicationId, 2);
    await acceptAndAuthorize(server, shared.coBorrower.token);
    const source = stageFixture('preapproval', 0);
    const submitted = await server.api<{ id: number }>(
      'POST',
      'pre/setapproval',
      { formVersion: 1, revision: 0, data: source },
      shared.owner.token,
    );
    const id = submitted.body.data?.id as number;
    expect(id, submitted.body.statusText).toBeGreaterThan(0);
    await server.deps.jobs.drain();
    await server.deps.db('preapprovals').where({ id }).update({ loan_id: shared.loanId });
    const [participation] =
      (await server.api<ParticipationReply[]>('GET', 'eloan/participation', undefined, shared.coBorrower.token)).body
        .data ?? [];
    expect(participation?.letter).toEqual({ preapprovalId: id, pdf: `/api/pre/letter/${id}/pdf` });
    const letter = await fetch(`${server.url}${participation?.letter?.pdf}`, {
      headers: { authorization: `Bearer ${shared.coBorrower.token}` },
    });
    expect(letter.status).toBe(200);
    expect(letter.headers.get('content-type')).toBe('application/pdf');
  });
});
