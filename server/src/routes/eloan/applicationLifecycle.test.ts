import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { INCOMPLETE_APPLICATION } from 'server/application/applicationSubmission.ts';
import { NOT_RESUMABLE } from 'server/application/applicationSaver.ts';
import { applicationRecordFixture, agreeAndStart, saveStage } from 'server/testing/applications.ts';
import { createUser, sessionFor, signedInUser } from 'server/testing/factories.ts';
import { mailsTo } from 'server/testing/mail.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';
import type { UserRow } from 'server/commands/accounts/users.ts';
import { COMPLETE_ONLY_SUBMITTED } from 'server/commands/applications/applicationCompleter.ts';
import { LENDER_FILE_LATER } from './applicationFileRoutes.ts';

/**
 * A whole application's life through the API: three people filled stage by stage and submitted on stage 6's last
 * applicant, the loan moved to Submission and given to the officer chosen at stage 1, the PDFs and the lender file
 * for the owner and the loan's staff, a correction by the officer, and Completed.
 */

const server = useTestServer();

type Data = Record<string, unknown>;

const STAGE_KEYS = ['stageOne', 'stageTwo', 'stageThree', 'stageFour', 'stageFive', 'stageSix'] as const;

interface Filled {
  id: number;
  revision: number;
  loanId: number;
  owner: UserRow;
  token: string;
}

/** Fills every stage of the three-person fixture; stage 6 is left to the test (it submits). */
async function fillUpToStageFive(): Promise<Filled> {
  const { user: owner, token } = await signedInUser(server, { firstName: 'Maria', lastName: 'Lopez' });
  let application = await agreeAndStart(server, token);
  const record = applicationRecordFixture();
  for (const key of STAGE_KEYS.slice(0, 5)) {
    const saved = await saveStage(server, token, application, key, record[key] as Data);
    expect(saved.body.status, `${key}: ${saved.body.statusText} ${JSON.stringify(saved.body.fieldErrors)}`).toBe(100);
    application = { id: application.id, revision: saved.body.data?.revision ?? 0 };
  }
  const row = (await server.deps.db('applications').where({ id: application.id }).first('loan_id')) as {
    loan_id: number;
  };
  return { ...application, loanId: row.loan_id, owner, token };
}

async function pdfText(path: string, token: string): Promise<string> {
  const response = await fetch(`${server.url}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const document = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  return ((await extractText(document, { mergePages: true })).text as string).replace(/\s+/g, ' ');
}

async function download(path: string, token: string): Promise<{ status: number; text: string; type: string | null }> {
  const response = await fetch(`${server.url}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, text: await response.text(), type: response.headers.get('content-type') };
}

let officer: { user: UserRow; token: string };

beforeAll(async () => {
  // The stage-1 fixture chooses loan officer 2 of the finder; seeding gave each officer a staff account.
  const row = (await server.deps.db('loan_officers').where({ id: 2 }).first('user_id')) as { user_id: number };
  const user = (await server.deps.db('users').where({ id: row.user_id }).first()) as UserRow;
  officer = { user, token: await sessionFor(server, user) };
});

describe('submitting the whole application', () => {
  it('refuses Submit while an applicant of stage 6 is missing, naming the stage', async () => {
    const filled = await fillUpToStageFive();
    const six = applicationRecordFixture().stageSix as { applications: Data[] };
    const onlyFirst = { applications: [six.applications[0]] };
    const reply = await saveStage(server, filled.token, filled, 'stageSix', onlyFirst, { statusIndicator: 1 });
    expect(reply.http).toBe(400);
    expect(reply.body.statusText).toBe(`${INCOMPLETE_APPLICATION} Not complete: Declarations.`);
    expect(reply.body.errors).toEqual(['stageSix']);
    const row = (await server.deps.db('applications').where({ id: filled.id }).first()) as Data;
    expect(row).toMatchObject({ status_indicator: 0, revision: filled.revision });
  });

  it('submits on the last applicant: the loan moves to Submission with its officer, and everyone is told', async () => {
    const filled = await fillUpToStageFive();
    const six = applicationRecordFixture().stageSix as Data;
    // Continue on the first applicant, then Submit on the last.
    const first = await saveStage(server, filled.token, filled, 'stageSix', six, { mapid: 1 });
    expect(first.body.data).toMatchObject({ statusIndicator: 0, stageIndicator: 6 });
    const reply = await saveStage(
      server,
      filled.token,
      { id: filled.id, revision: first.body.data?.revision ?? 0 },
      'stageSix',
      six,
      { statusIndicator: 1, mapid: 3 },
    );
    expect(reply.body).toMatchObject({ status: 100, statusText: 'Your application has been submitted.' });
    expect(reply.body.data).toMatchObject({ statusIndicator: 1, stageIndicator: 6, coBorrowerIndicator: true });
    const loan = (await server.deps.db('loans').where({ id: filled.loanId }).first()) as Data;
    expect(loan).toMatchObject({
      milestone: 'submission',
      officer_user_id: officer.user.id,
      loan_purpose: 'Purchase',
      mortgage_type: 'FHA',
      property_address: '4210 W Bay Villa Ave 2B',
      property_city: 'Tampa',
      property_state: 'FL',
      property_zip: '33611',
    });
    expect(Number(loan.loan_amount)).toBe(320000);
    await server.deps.jobs.drain();
    const officerMail = (await mailsTo(server, officer.user.email)).find((mail) =>
      mail.subject.startsWith('New loan application'),
    );
    expect(officerMail?.text).toContain(String(loan.loan_number));
    expect(officerMail?.text).not.toContain('Lopez');
    const received = (await mailsTo(server, filled.owner.email)).find((mail) => mail.subject.startsWith('We received'));
    expect(received?.text).not.toContain('219-09-9999');
    // Greeted by the account holder's own first name.
    const owner = (await server.deps.db('users').where({ email: filled.owner.email }).first('first_name')) as {
      first_name: string;
    };
    expect(received?.text.split('\n')[0]).toBe(`Hello ${owner.first_name},`);
    const dashboard = await server.api<Data[]>('GET', 'dashboard/loans/0', undefined, filled.token);
    expect(dashboard.body.data?.[0]).toMatchObject({ _id: filled.id, statusIndicator: 1, stageIndicator: 6 });
    const card = await server.api<Data[]>('GET', 'dashboard/loans/1', undefined, filled.token);
    expect(card.body.data?.find((row) => row._id === filled.loanId)).toMatchObject({ milestone: 'submission' });
    // Submitted applications are not resumable.
    const again = await saveStage(
      server,
      filled.token,
      { id: filled.id, revision: reply.body.data?.revision ?? 0 },
      'stageOne',
      applicationRecordFixture().stageOne as Data,
    );
    expect(again.body.statusText).toBe(NOT_RESUMABLE);

    // The owner's PDF masks the personal numbers; the officer's shows them whole.
    const ownerPdf = await pdfText(`eloan/pdf/${filled.id}`, filled.token);
    expect(ownerPdf).toContain('Section 1: Borrower Information - Maria Elena Lopez (Borrower)');
    expect(ownerPdf).toContain('***-**-9999');
    expect(ownerPdf).not.toContain('219-09-9999');
    const officerPdf = await pdfText(`eloan/pdf/${filled.id}`, officer.token);
    expect(officerPdf).toContain('219-09-9999');

    // The lender file: the officer's whole, the owner's without SSN, birth dates and account numbers.
    const staffFile = await download(`eloan/mismo/${filled.id}`, officer.token);
    expect(staffFile.status).toBe(200);
    expect(staffFile.type).toBe('application/xml; charset=utf-8');
    expect(staffFile.text).toContain('<TaxpayerIdentifierValue>219099999</TaxpayerIdentifierValue>');
    const ownerFile = await download(`eloan/mismo/${filled.id}`, filled.token);
    expect(ownerFile.status).toBe(200);
    expect(ownerFile.text).not.toContain('219099999');
    expect(ownerFile.text).toContain('<LastName>Lopez</LastName>');

    // Another borrower and an unassigned officer learn nothing.
    const stranger = await signedInUser(server);
    const unassigned = await sessionFor(server, await createUser(server, { role: 'loan_officer' }));
    for (const token of [stranger.token, unassigned]) {
      for (const path of [`eloan/pdf/${filled.id}`, `eloan/mismo/${filled.id}`, `eloanraw/${filled.id}`]) {
        expect((await download(path, token)).status).toBe(404);
      }
    }
  });

  it('offers the lender file only once submitted', async () => {
    const filled = await fillUpToStageFive();
    const reply = await server.api('GET', `eloan/mismo/${filled.id}`, undefined, filled.token);
    expect(reply.http).toBe(404);
    expect(reply.body.statusText).toBe(LENDER_FILE_LATER);
  });

  it('lets a co-borrower on the loan read the application, and save only their own part (participantRoutes.test.ts)', async () => {
    const filled = await fillUpToStageFive();
    const coborrower = await signedInUser(server);
    await server.deps
      .db('loan_participants')
      .insert({ loan_id: filled.loanId, user_id: coborrower.user.id, role: 'coborrower' });
    const read = await server.api<Data>('GET', `eloanraw/${filled.id}`, undefined, coborrower.token);
    expect(read.body.data).toMatchObject({ _id: filled.id });
    expect(JSON.stringify(read.body)).not.toContain('219-09-9999');
    // Without a person of the application and their own authorization (an accepted invitation), they fill nothing.
    const saved = await saveStage(
      server,
      coborrower.token,
      filled,
      'stageTwo',
      applicationRecordFixture().stageTwo as Data,
    );
    expect(saved.http).toBe(404);
  });
});

describe('the people of the per-applicant stages (part 2 §4.2)', () => {
  it('opens stages 3, 5 and 6 with an entry per person, keeps stage 1 the source of names, and prefills stage 4', async () => {
    const { token } = await signedInUser(server);
    const started = await agreeAndStart(server, token);
    const one = await saveStage(server, token, started, 'stageOne', applicationRecordFixture().stageOne as Data);
    const three = await server.api<Data>('GET', `eloan/form1003/3/${started.id}`, undefined, token);
    const entries = (three.body.data?.stageThree as { applications: Data[] }).applications;
    expect(entries.map((entry) => [entry.mapid, entry.applicantType, entry.type])).toEqual([
      [1, 'Applicant', 0],
      [3, 'Co-Applicant', 0],
    ]);
    expect(entries[0]?.applicant).toMatchObject({
      borrower: { firstName: 'Maria', lastName: 'Lopez' },
      coBorrowerIndicator: true,
      coborrower: { firstName: 'Daniel' },
    });
    const five = await server.api<Data>('GET', `eloan/form1003/5/${started.id}`, undefined, token);
    expect((five.body.data?.stageFive as { applications: Data[] }).applications.map((e) => [e.mapid, e.type])).toEqual([
      [1, 0],
      [2, 1],
      [3, 0],
    ]);
    const four = await server.api<Data>('GET', `eloan/form1003/4/${started.id}`, undefined, token);
    expect(four.body.data?.prefill).toEqual({
      stageFour: { coborrower: expect.objectContaining({ firstName: 'Daniel' }) },
    });
    // A page cannot rename an applicant on stage 3: the names are stage 1's.
    const value = applicationRecordFixture().stageThree as { applications: Data[] };
    (value.applications[0]?.applicant as Data).borrower = { firstName: 'Mallory', lastName: 'Other' };
    const saved = await saveStage(
      server,
      token,
      { id: started.id, revision: one.body.data?.revision ?? 0 },
      'stageThree',
      value,
    );
    expect(saved.body.status).toBe(100);
    const stored = (await server.deps.db('applications').where({ id: started.id }).first('data')) as { data: Data };
    const firstEntry = (stored.data.stageThree as { applications: Data[] }).applications[0] as Data;
    expect((firstEntry.applicant as Data).borrower).toMatchObject({ firstName: 'Maria', lastName: 'Lopez' });
  });
});

describe("the loan officer's side", () => {
  it("lists the loan's applications, corrects a field at the revision (audited by name only) and marks it Completed", async () => {
    const filled = await fillUpToStageFive();
    const submitted = await saveStage(
      server,
      filled.token,
      filled,
      'stageSix',
      applicationRecordFixture().stageSix as Data,
      {
        statusIndicator: 1,
      },
    );
    const revision = submitted.body.data?.revision ?? 0;
    const listed = await server.api<Data[]>(
      'GET',
      `staff/loans/${filled.loanId}/applications`,
      undefined,
      officer.token,
    );
    expect(listed.body.data).toEqual([expect.objectContaining({ _id: filled.id, statusIndicator: 1, revision })]);
    const raw = await server.api<Data>('GET', `eloanraw/${filled.id}`, undefined, officer.token);
    expect(JSON.stringify(raw.body)).not.toContain('219-09-9999');
    expect((raw.body.data?.onFile as Data)['stageThree.applications.0.applicant.taxIdentificationIdentifier']).toBe(
      '***-**-9999',
    );

    const stageTwo = applicationRecordFixture().stageTwo as { loanDetails: Data };
    stageTwo.loanDetails.borrowerRequestedLoanAmount = '315000';
    const stale = await server.api(
      'POST',
      `staff/applications/${filled.id}/stages/2`,
      { revision: revision - 1, stageTwo },
      officer.token,
    );
    expect(stale.http).toBe(409);
    const corrected = await server.api<{ revision: number; fields: string[] }>(
      'POST',
      `staff/applications/${filled.id}/stages/2`,
      { revision, stageTwo },
      officer.token,
    );
    expect(corrected.body.data?.fields).toEqual(['stageTwo.loanDetails.borrowerRequestedLoanAmount']);
    const audit = (await server.deps
      .db('audit_log')
      .where({ record_type: 'application', record_id: filled.id })
      .orderBy('id', 'desc')
      .first()) as Data;
    expect(audit.details).toEqual({
      correction: 'stageTwo',
      fields: ['stageTwo.loanDetails.borrowerRequestedLoanAmount'],
    });
    expect(JSON.stringify(audit)).not.toContain('315000');
    const loan = (await server.deps.db('loans').where({ id: filled.loanId }).first('loan_amount')) as {
      loan_amount: string;
    };
    expect(Number(loan.loan_amount)).toBe(315000);
    // The borrower's stale page now gets a 409 too: nothing is lost either way.
    const next = corrected.body.data?.revision ?? 0;
    const unchanged = await server.api<{ fields: string[] }>(
      'POST',
      `staff/applications/${filled.id}/stages/2`,
      { revision: next, stageTwo },
      officer.token,
    );
    expect(unchanged.body).toMatchObject({ statusText: 'Nothing was changed.', data: { fields: [] } });

    const notYours = await sessionFor(server, await createUser(server, { role: 'loan_officer' }));
    expect(
      (await server.api('POST', `staff/applications/${filled.id}/complete`, { revision: next }, notYours)).http,
    ).toBe(404);
    const completed = await server.api(
      'POST',
      `staff/applications/${filled.id}/complete`,
      { revision: next },
      officer.token,
    );
    expect(completed.body).toMatchObject({ status: 100, data: { statusIndicator: 3 } });
    const twice = await server.api(
      'POST',
      `staff/applications/${filled.id}/complete`,
      { revision: next + 1 },
      officer.token,
    );
    expect(twice.body.statusText).toBe(COMPLETE_ONLY_SUBMITTED);
    const saved = await server.api<Data[]>('GET', 'eloan/saved', undefined, filled.token);
    expect(saved.body.data?.find((row) => row._id === filled.id)).toMatchObject({ statusIndicator: 3 });
  });
});
