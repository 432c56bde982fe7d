import { AUTHORIZATION_AGREEMENT, type SavedStageReply } from 'common';
import { latestFormSource } from 'forms';
import { recordAssignment } from '../records/loanAssignments.ts';
import { testOfficer } from './factories.ts';
import type { TestServer } from './testServer.ts';

/**
 * The 1003 in API tests: each stage's first valid fixture (the definitions' own examples), and the calls that
 * start an application and save its stages as a page does.
 */

type Data = Record<string, unknown>;

/** A valid value of a stage's definition, from its fixtures (`application-stage3`), copied so tests may change it. */
export function stageFixture(formId: string, index = 0): Data {
  const source = latestFormSource(formId);
  const valid = (source?.fixtures as { valid?: Data[] } | undefined)?.valid?.[index];
  if (!valid) throw new Error(`forms/${formId} has no valid fixture ${index}`);
  return structuredClone(valid);
}

/** The version of a stage's definition the fixtures belong to. */
export function stageVersion(formId: string): number {
  const version = (latestFormSource(formId)?.definition as { version?: number } | undefined)?.version;
  if (version === undefined) throw new Error(`forms/${formId} is missing`);
  return version;
}

/** I AGREE + Continue: starts an application and returns its id and revision. */
export async function agreeAndStart(server: TestServer, token: string): Promise<{ id: number; revision: number }> {
  const reply = await server.api<{ _id: number; revision: number }>(
    'POST',
    'eloan/agreement',
    { acceptAggrement: true, agreementVersion: AUTHORIZATION_AGREEMENT.version },
    token,
  );
  if (!reply.body.data) throw new Error(`the agreement was refused: ${reply.body.statusText}`);
  return { id: reply.body.data._id, revision: reply.body.data.revision };
}

/** What a stage save answers (the contract's reply). */
export type StageSaveReply = SavedStageReply;

/** Saves one stage (`stageTwo`) of an application at a revision, with extra body keys (mapid, indicators). */
export async function saveStage(
  server: TestServer,
  token: string,
  application: { id: number; revision: number },
  stageKey: string,
  value: Data,
  extra: Data = {},
) {
  return server.api<StageSaveReply & Data>(
    'POST',
    'eloan/form1003',
    { _id: application.id, revision: application.revision, statusIndicator: 0, [stageKey]: value, ...extra },
    token,
  );
}

/**
 * Starts an application for the signed-in user and saves the stages given, in order, as a page does (each at the
 * revision the last save gave; `extra` adds to the save, `{ partial: true }` for Save & Finish Later). Fails with the
 * refusal's words when a save is refused. Returns the application at its newest revision.
 */
export async function startWithStages(
  server: TestServer,
  token: string,
  stages: readonly { key: string; value: Data; extra?: Data }[],
): Promise<{ id: number; revision: number }> {
  let application = await agreeAndStart(server, token);
  for (const { key, value, extra } of stages) {
    const saved = await saveStage(server, token, application, key, value, extra);
    if (saved.body.status !== 100 || !saved.body.data) throw new Error(`${key} was refused: ${saved.body.statusText}`);
    application = { id: application.id, revision: saved.body.data.revision };
  }
  return application;
}

/** The owner's application in the authorization matrix: started, stages 1 and 2 saved, on a loan given to an officer. */
export interface ApplicationWorld {
  id: number;
  revision: number;
  loanId: number;
  /** Its reference and loan number: only those who may see the owner's data may see them. */
  markers: string[];
  /** A stage-1 value naming the owner, for the rows that save it. */
  stageOne: Data;
}

/** A stage-1 value whose Applicant bears the last name given. */
export function stageOneNamed(lastName: string): Data {
  const value = stageFixture('application-stage1');
  const applicant = (value.applicants as Data[])[0] as Data;
  applicant.borrower = { ...(applicant.borrower as Data), lastName };
  return value;
}

/** Puts the officer on the loan as an admin's assignment would (recorded in loan_assignments). */
async function assignForTest(server: TestServer, loanId: number, officerUserId: number): Promise<void> {
  await server.deps.db.transaction((trx) =>
    recordAssignment(trx, { loanId, role: 'officer', ...testOfficer(officerUserId) }),
  );
}

/** Starts the owner's application through the API, saves stages 1 and 2, and gives its loan to the officer. */
export async function prepareApplicationWorld(
  server: TestServer,
  ownerToken: string,
  officerUserId: number,
  lastName: string,
): Promise<ApplicationWorld> {
  const started = await agreeAndStart(server, ownerToken);
  const stageOne = stageOneNamed(lastName);
  const one = await saveStage(server, ownerToken, started, 'stageOne', stageOne);
  const two = await saveStage(
    server,
    ownerToken,
    { id: started.id, revision: one.body.data?.revision ?? 0 },
    'stageTwo',
    stageFixture('application-stage2'),
  );
  if (two.body.status !== 100 || !two.body.data)
    throw new Error(`the owner's stage 2 was refused: ${two.body.statusText}`);
  const row = (await server.deps.db('applications').where({ id: started.id }).first('loan_id', 'ref_number')) as {
    loan_id: number;
    ref_number: string;
  };
  await assignForTest(server, row.loan_id, officerUserId);
  const loan = (await server.deps.db('loans').where({ id: row.loan_id }).first('loan_number')) as {
    loan_number: string;
  };
  return {
    id: started.id,
    revision: two.body.data.revision,
    loanId: row.loan_id,
    markers: [row.ref_number, loan.loan_number],
    stageOne,
  };
}

/**
 * A whole application of three people, composed from the definitions' own richer fixtures: the Applicant with a
 * co-borrower and one co-applicant, two residences and a mailing address, current, additional and previous
 * employment, other income, accounts, other assets and credits, liabilities, other liabilities, real estate with a
 * mortgage, gifts, another new mortgage, every declaration, demographic information and military service.
 */
export function applicationRecordFixture(): Data {
  return {
    stageOne: stageFixture('application-stage1', 1),
    stageTwo: stageFixture('application-stage2', 1),
    stageThree: stageFixture('application-stage3', 1),
    stageFour: stageFixture('application-stage4', 1),
    stageFive: stageFixture('application-stage5', 1),
    stageSix: stageFixture('application-stage6', 1),
  };
}

/**
 * The owner's submitted application on the officer's loan: the three-person fixture (the authorization matrix's), or
 * the record given (the lender file's bench submits the seven-person one).
 */
export async function prepareSubmittedApplication(
  server: TestServer,
  ownerToken: string,
  officerUserId: number,
  lastName: string,
  record: Data = applicationRecordFixture(),
): Promise<ApplicationWorld> {
  let application = await agreeAndStart(server, ownerToken);
  const row = (await server.deps.db('applications').where({ id: application.id }).first('loan_id', 'ref_number')) as {
    loan_id: number;
    ref_number: string;
  };
  // The officer is on the loan before it is submitted, so the submission keeps them.
  await assignForTest(server, row.loan_id, officerUserId);
  const applicant = ((record.stageOne as Data).applicants as Data[])[0] as Data;
  applicant.borrower = { ...(applicant.borrower as Data), lastName };
  const keys = ['stageOne', 'stageTwo', 'stageThree', 'stageFour', 'stageFive', 'stageSix'];
  for (const [index, key] of keys.entries()) {
    const submit = index === keys.length - 1 ? { statusIndicator: 1 } : {};
    const saved = await saveStage(server, ownerToken, application, key, record[key] as Data, submit);
    if (saved.body.status !== 100 || !saved.body.data)
      throw new Error(`the owner's ${key} was refused: ${saved.body.statusText}`);
    application = { id: application.id, revision: saved.body.data.revision };
  }
  await server.deps.jobs.drain();
  const loan = (await server.deps.db('loans').where({ id: row.loan_id }).first('loan_number')) as {
    loan_number: string;
  };
  return {
    id: application.id,
    revision: application.revision,
    loanId: row.loan_id,
    markers: [row.ref_number, loan.loan_number],
    stageOne: record.stageOne as Data,
  };
}

/** Ten rows of a stage-5 list for a person, made from one row of the fixture (amounts and names varied). */
function tenRows(row: Data, owner: number, vary: (row: Data, index: number) => Data): Data[] {
  return Array.from({ length: 10 }, (_unused, index) => ({ ...vary(structuredClone(row), index), index, owner }));
}

/**
 * The largest application the 1003 takes: seven people (the Applicant with a co-borrower and five co-applicants),
 * each with the fixture's residences, employment and income, ten accounts and ten liabilities, and stage 6 for
 * every applicant; e-mails, phones and SSNs distinct as the saves require. The server benchmark validates it whole.
 */
export function sevenPersonRecord(): Data {
  const record = applicationRecordFixture();
  const stageOne = record.stageOne as { applicants: Data[]; coApplicantCount?: number };
  const template = stageOne.applicants[1] as Data;
  const phone = (n: number) => `(941) 555-01${String(10 + n).padStart(2, '0')}`;
  stageOne.applicants = [
    stageOne.applicants[0] as Data,
    ...[1, 2, 3, 4, 5].map((n) => ({
      ...structuredClone(template),
      borrower: {
        ...(template.borrower as Data),
        firstName: `Coapplicant${n}`,
        mobilePhone: phone(n),
        emailAddressText: `coapplicant${n}@example.com`,
      },
    })),
  ];
  stageOne.coApplicantCount = 5;
  const perApplicant = (key: 'stageThree' | 'stageFive' | 'stageSix', clone: (entry: Data, mapid: number) => Data) => {
    const stage = record[key] as { applications: Data[] };
    const source = stage.applications.find((entry) => entry.mapid === 3) as Data;
    const kept = stage.applications.filter((entry) => entry.mapid !== 3);
    stage.applications = [...kept, ...[3, 4, 5, 6, 7].map((mapid) => clone(structuredClone(source), mapid))];
  };
  const owned = (rows: unknown, mapid: number) =>
    Array.isArray(rows) ? rows.map((row) => ({ ...(row as Data), owner: mapid })) : rows;
  perApplicant('stageThree', (entry, mapid) => {
    const applicant = entry.applicant as Data;
    // Each person has their own SSN (the saves refuse one given to two people: sharedSsns.ts).
    applicant.taxIdentificationIdentifier = `123-45-67${String(mapid).padStart(2, '0')}`;
    applicant.borrower = {
      ...(applicant.borrower as Data),
      firstName: `Coapplicant${mapid - 2}`,
      mobilePhone: phone(mapid - 2),
      emailAddressText: `coapplicant${mapid - 2}@example.com`,
    };
    return {
      ...entry,
      mapid,
      owner: mapid,
      employments: owned(entry.employments, mapid),
      incomesources: owned(entry.incomesources, mapid),
    };
  });
  perApplicant('stageSix', (entry, mapid) => ({ ...entry, mapid, owner: mapid }));
  const five = record.stageFive as { applications: Data[] };
  const account = (five.applications[0]?.assets as Data[])[0] as Data;
  const debt = (five.applications[0]?.liabilities as Data[])[0] as Data;
  perApplicant('stageFive', (entry, mapid) => ({ ...entry, mapid, owner: mapid }));
  for (const entry of five.applications) {
    const mapid = Number(entry.mapid);
    entry.assets = tenRows(account, mapid, (row, i) => ({
      ...row,
      holderName: `Bank ${i + 1}`,
      accountIdentifier: `0001234567${String(i).padStart(2, '0')}`,
      cashOrMarketValue: String(1000 * (i + 1) + 0.5),
    }));
    entry.liabilities = tenRows(debt, mapid, (row, i) => ({
      ...row,
      holderName: `Card ${i + 1}`,
      accountIdentifier: `41112222333344${String(i).padStart(2, '0')}`,
      monthlyPaymentAmount: String(25 + i),
    }));
  }
  return record;
}
