import { AUTHORIZATION_AGREEMENT, PARTICIPATION_CONSENT, type SignedUploadReply } from 'common';
import { FORM_SOURCES } from 'forms';
import type { UserRow } from 'server/commands/accounts/users.ts';
import { draftValidatorSignature } from 'server/forms/draftValidatorLink.ts';
import { EVERY_STATUS, findDefinition, findOpenDraft, insertDraft } from 'server/forms/formDefinitionStore.ts';
import { createConsent } from 'server/records/consents.ts';
import { unsubscribeToken } from 'server/mail/unsubscribe.ts';
import { postNotification } from 'server/records/notifications.ts';
import {
  agreeAndStart,
  prepareApplicationWorld,
  prepareSubmittedApplication,
  saveStage,
  stageFixture,
  type ApplicationWorld,
} from 'server/testing/applications.ts';
import { prepareDocumentWorld, type DocumentWorld } from 'server/testing/documents.ts';
import { createUser, loanByInvitation, sessionFor, uniqueEmail } from 'server/testing/factories.ts';
import { inviteToTakePart, stageOneWithPeople } from 'server/testing/participants.ts';
import { validFixture } from 'server/testing/publicForms.ts';
import { samplePdf, samplePng } from 'server/testing/sampleFiles.ts';
import type { TestServer } from 'server/testing/testServer.ts';

/**
 * The records the contract test calls the API about, made through the API as the product makes them (the
 * authorization matrix's world, smaller), and one request per operation that its caller may make and that succeeds:
 * the example each operation is first sent, before the generated ones.
 */

/** Who sends a request: nobody signed in, or one of the world's people. */
export type Persona = 'visitor' | 'owner' | 'participant' | 'officer' | 'processor' | 'compliance' | 'admin';

type Data = Record<string, unknown>;

/** The password of the staff account the examples sign in with. */
const STAFF_PASSWORD = 'a contract test password';

/** The people and records of the test. */
export interface ContractWorld {
  users: Record<Exclude<Persona, 'visitor'>, UserRow>;
  loan: { id: number; loan_number: string };
  preapprovalId: number;
  /** The owner's application (stages 1 and 2 saved, the participant named and invited) and a submitted one. */
  application: ApplicationWorld;
  submitted: ApplicationWorld;
  documents: DocumentWorld;
  notificationId: number;
  consentId: number;
  topicId: number;
  /** A staff account the admin's examples change (no persona's own). */
  staffTarget: UserRow;
  /** Invitations to the owner from officers who are no persona: one to accept, one to decline. */
  invitations: { toAccept: number; toDecline: number };
  /** Invitations to the participant: the owner's (to accept) and another borrower's (to decline). */
  participantInvitations: { toAccept: number; toDecline: number };
}

/** One request: who sends it, where (after /api/), with what. */
export interface ExampleRequest {
  as: Persona;
  /** The path after /api/, with its query if any. */
  path: string;
  body?: unknown;
  /** A file sent as multipart/form-data in the part `file`. */
  upload?: { data: Buffer; name: string; type: string };
}

/** Makes one example request, reading the world (and the database, for a record's revision now). */
export type ExampleBuilder = (world: ContractWorld) => Promise<ExampleRequest> | ExampleRequest;

/** The newest published definition of a form in forms/, with its version. */
function newestSource(formId: string): { version: number; fixture: Data } {
  const sources = FORM_SOURCES.filter((source) => (source.definition as { id: string }).id === formId);
  const source = sources.at(-1);
  const fixture = (source?.fixtures as { valid?: Data[] } | undefined)?.valid?.[0];
  if (!source || !fixture) throw new Error(`forms/${formId} has no valid fixture`);
  return { version: (source.definition as { version: number }).version, fixture: structuredClone(fixture) };
}

/** A whole valid pre-approval record for the borrower named. */
function preapprovalRecord(lastName: string): Data {
  const record = newestSource('preapproval').fixture as Record<string, Data>;
  record.stage3 = { borrower: { ...((record.stage3?.borrower as Data | undefined) ?? {}), lastName } };
  return record;
}

/** Makes the world through the API (and, for what only staff tools make, the records' own functions). */
export async function makeContractWorld(server: TestServer): Promise<ContractWorld> {
  const make = (role: string, lastName: string, password?: string) =>
    createUser(server, { role, lastName, ...(password ? { password } : {}) });
  const users = {
    owner: await make('borrower', 'Ownerly'),
    participant: await make('borrower', 'Partaker'),
    officer: await make('loan_officer', 'Officer'),
    processor: await make('processor', 'Processing'),
    compliance: await make('compliance', 'Complier'),
    admin: await make('admin', 'Adminson'),
  };
  const token = (persona: keyof typeof users) => sessionFor(server, users[persona]);
  const loanId = (await loanByInvitation(server, await token('officer'), await token('owner'), users.owner.email))
    .loanId;
  const loan = (await server.deps
    .db('loans')
    .where({ id: loanId })
    .first('id', 'loan_number')) as ContractWorld['loan'];

  // Invitations the owner has not answered, from officers who are no persona.
  const invitationIds: number[] = [];
  for (const name of ['Accepted', 'Declined']) {
    const officer = await make('loan_officer', name);
    await server.api('POST', 'staff/invitations', { email: users.owner.email }, await sessionFor(server, officer));
    const row = (await server.deps.db('loan_invitations').where({ officer_user_id: officer.id }).first('id')) as {
      id: number;
    };
    invitationIds.push(row.id);
  }

  const preapprovalId = await submittedPreapproval(server, await token('owner'), users.officer.id);
  const application = await prepareApplicationWorld(server, await token('owner'), users.officer.id, 'Ownerly');
  const participantInvitations = await inviteParticipant(server, application, users);
  const submitted = await prepareSubmittedApplication(server, await token('owner'), users.officer.id, 'Ownerly');
  const adminToken = await token('admin');
  for (const id of [loan.id, application.loanId, submitted.loanId]) {
    const revision = ((await server.deps.db('loans').where({ id }).first('revision')) as { revision: number }).revision;
    const reply = await server.api(
      'POST',
      `staff/loans/${id}/processor`,
      { processorId: users.processor.id, revision },
      adminToken,
    );
    if (reply.body.status !== 100) throw new Error(`the admin could not set the processor: ${reply.body.statusText}`);
  }
  const documents = await prepareDocumentWorld(
    server,
    { owner: await token('owner'), officer: await token('officer') },
    loan,
    preapprovalId,
    'Ownerly',
  );
  const records = await server.deps.db.transaction(async (trx) => ({
    notificationId: await postNotification(trx, {
      userId: users.owner.id,
      loanId: loan.id,
      title: 'Welcome',
      body: 'Your loan is open.',
      createdBy: users.officer.id,
    }),
    consentId: await createConsent(trx, {
      loanId: loan.id,
      kind: 'credit-report',
      title: 'Credit report',
      question: 'May we pull your credit report?',
      createdBy: users.officer.id,
    }),
    topicId: ((await trx('subscription_topics').orderBy('sort').first('id')) as { id: number }).id,
  }));
  return {
    users,
    loan,
    preapprovalId,
    application,
    submitted,
    documents,
    ...records,
    staffTarget: await make('processor', 'Targetson', STAFF_PASSWORD),
    invitations: { toAccept: invitationIds[0] as number, toDecline: invitationIds[1] as number },
    participantInvitations,
  };
}

/** The owner's pre-approval, submitted through the API and given to the officer, once its letter is made. */
async function submittedPreapproval(server: TestServer, ownerToken: string, officerId: number): Promise<number> {
  const reply = await server.api<{ id: number }>(
    'POST',
    'pre/setapproval',
    { formVersion: newestSource('preapproval').version, revision: 0, data: preapprovalRecord('Ownerly') },
    ownerToken,
  );
  const id = reply.body.data?.id;
  if (!id) throw new Error(`the owner's pre-approval was refused: ${reply.body.statusText}`);
  await server.deps.db('preapprovals').where({ id }).update({ officer_user_id: officerId });
  for (let tries = 0; tries < 100; tries += 1) {
    await server.deps.jobs.drain();
    const row = (await server.deps.db('preapprovals').where({ id }).first('letter_file_id')) as {
      letter_file_id: number | null;
    };
    if (row.letter_file_id) return id;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the owner's pre-approval letter was not made");
}

/**
 * The owner names the participant as the co-borrower on stage 1 and invites them (to accept); another borrower does
 * the same on an application of theirs (to decline).
 */
async function inviteParticipant(
  server: TestServer,
  application: ApplicationWorld,
  users: ContractWorld['users'],
): Promise<ContractWorld['participantInvitations']> {
  const people = (lastName: string) =>
    stageOneWithPeople(lastName, { coBorrower: users.participant.email, coApplicant: uniqueEmail('coapplicant') });
  const ownerToken = await sessionFor(server, users.owner);
  const stageOne = people('Ownerly');
  const saved = await saveStage(server, ownerToken, application, 'stageOne', stageOne);
  if (saved.body.status !== 100 || !saved.body.data) throw new Error(`stage 1 was refused: ${saved.body.statusText}`);
  application.revision = saved.body.data.revision;
  application.stageOne = stageOne;
  await inviteToTakePart(server, ownerToken, application.id, 2);
  const inviter = await createUser(server, { role: 'borrower', lastName: 'Inviterson' });
  const inviterToken = await sessionFor(server, inviter);
  const started = await agreeAndStart(server, inviterToken);
  await saveStage(server, inviterToken, started, 'stageOne', people('Inviterson'));
  await inviteToTakePart(server, inviterToken, started.id, 2);
  const invitationOf = async (applicationId: number) =>
    (
      (await server.deps.db('participant_invitations').where({ application_id: applicationId }).first('id')) as {
        id: number;
      }
    ).id;
  return { toAccept: await invitationOf(application.id), toDecline: await invitationOf(started.id) };
}

/** A record's revision now. */
async function revisionOf(server: TestServer, table: string, id: number): Promise<number> {
  return ((await server.deps.db(table).where({ id }).first('revision')) as { revision: number }).revision;
}

/** The open draft of a form, opened by the compliance member when none is, put in the review state asked. */
async function draftIn(
  server: TestServer,
  world: ContractWorld,
  formId: string,
  state: 'editing' | 'in_review' | 'approved',
): Promise<{ version: number; revision: number }> {
  let draft = await findOpenDraft(server.deps.db, formId);
  if (!draft) {
    const newest = await findDefinition(server.deps.db, formId, undefined, EVERY_STATUS);
    if (!newest) throw new Error(`the ${formId} form is not stored`);
    draft = await server.deps.db.transaction((trx) => insertDraft(trx, newest, world.users.compliance.id));
  }
  await server.deps
    .db('form_definitions')
    .where({ form_id: formId, version: draft.version })
    .update({ review_state: state });
  return { version: draft.version, revision: draft.revision };
}

/** A stage value of the fixtures', as a page sends it. */
const STAGE_TWO = () => stageFixture('application-stage2');

/**
 * One request per operation that succeeds, for the server the world was made on. Their order is the router's:
 * an example may rely on those before it (the draft opened before it is saved).
 */
export function contractExamples(server: TestServer): Readonly<Record<string, ExampleBuilder>> {
  const pdf = async () => ({ data: await samplePdf('Contract test'), name: 'scan.pdf', type: 'application/pdf' });
  return {
    'GET /api/health': () => ({ as: 'visitor', path: 'health' }),
    'GET /api/openapi.json': () => ({ as: 'visitor', path: 'openapi.json' }),
    'POST /api/register/user': () => ({
      as: 'visitor',
      path: 'register/user',
      body: {
        first_name: 'Dana',
        last_name: 'Reyes',
        mobile_number: '(813) 555-0199',
        email: uniqueEmail('signup'),
        scope: 'OTP',
      },
    }),
    'POST /api/authenticate': (world) => ({
      as: 'visitor',
      path: 'authenticate',
      body: { email: world.users.participant.email, scope: 'OTP' },
    }),
    'POST /api/logout': () => ({ as: 'owner', path: 'logout', body: {} }),
    'GET /api/session': () => ({ as: 'owner', path: 'session' }),
    'GET /api/profile/user': () => ({ as: 'owner', path: 'profile/user' }),
    'GET /api/profile/password': () => ({ as: 'owner', path: 'profile/password' }),
    'POST /api/profile/password': () => ({
      as: 'participant',
      path: 'profile/password',
      body: { newpassword: 'a new long password', conpassword: 'a new long password' },
    }),
    'GET /api/forms/:formId': () => ({ as: 'visitor', path: 'forms/contact' }),
    'GET /api/forms/:formId/:version': () => ({ as: 'visitor', path: 'forms/contact/1' }),
    'GET /api/forms/:formId/:version/validator.js': () => ({ as: 'visitor', path: 'forms/contact/1/validator.js' }),
    'POST /api/common/contactus': () => ({ as: 'visitor', path: 'common/contactus', body: validFixture('contact/v2') }),
    'POST /api/common/quote': () => ({ as: 'visitor', path: 'common/quote', body: newestSource('quote').fixture }),
    'POST /api/common/callback': () => ({
      as: 'visitor',
      path: 'common/callback',
      body: newestSource('callback').fixture,
    }),
    'POST /api/common/subcribeupdates': () => ({
      as: 'visitor',
      path: 'common/subcribeupdates',
      body: newestSource('subscribe').fixture,
    }),
    'POST /api/common/branch': () => ({ as: 'visitor', path: 'common/branch', body: newestSource('branch').fixture }),
    'GET /api/lookups/zip/:zip': () => ({ as: 'visitor', path: 'lookups/zip/33602' }),
    'GET /api/lookups/list': () => ({ as: 'visitor', path: 'lookups/list?types=1,2' }),
    'GET /api/lookups/:name': () => ({ as: 'visitor', path: 'lookups/1' }),
    'POST /api/lookups/list': () => ({ as: 'visitor', path: 'lookups/list', body: { types: [1, 2] } }),
    'GET /api/eloan/mortgagerates': () => ({ as: 'visitor', path: 'eloan/mortgagerates' }),
    'GET /api/common/ratescredit': () => ({ as: 'visitor', path: 'common/ratescredit' }),
    'GET /api/loan/allofficers': () => ({ as: 'visitor', path: 'loan/allofficers' }),
    'GET /api/loan/officers': () => ({ as: 'visitor', path: 'loan/officers?state=FL' }),
    'GET /api/profile': () => ({ as: 'owner', path: 'profile' }),
    'POST /api/profile': () => ({
      as: 'owner',
      path: 'profile',
      body: {
        preferredContact: 'Email',
        addressLine: '12 Magnolia St',
        city: 'Jackson',
        state: 'MS',
        postalCode: '39201',
        firstTimeBuyer: false,
        creditRating: 'Good',
        revision: 0,
      },
    }),
    'POST /api/profile/document': () => ({
      as: 'owner',
      path: 'profile/document',
      upload: { data: samplePng(8, 8), name: 'id.png', type: 'image/png' },
    }),
    'GET /api/profile/document': () => ({ as: 'owner', path: 'profile/document' }),
    'GET /api/staff/borrowers/:id/profile-document': async (world) => {
      // The owner's document again (the example of POST /api/profile/delete, before this one, cleared it).
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(samplePng(8, 8))], { type: 'image/png' }), 'id.png');
      const token = await sessionFor(server, world.users.owner);
      const response = await fetch(`${server.url}/api/profile/document`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      if (!response.ok) throw new Error(`the owner's document was refused: ${await response.text()}`);
      return { as: 'officer', path: `staff/borrowers/${world.users.owner.id}/profile-document` };
    },
    'POST /api/profile/delete': () => ({ as: 'owner', path: 'profile/delete', body: {} }),
    'POST /api/staff/signin': (world) => ({
      as: 'visitor',
      path: 'staff/signin',
      body: { email: world.staffTarget.email, password: STAFF_PASSWORD },
    }),
    'GET /api/staff/members': () => ({ as: 'admin', path: 'staff/members' }),
    'POST /api/staff/members': () => ({
      as: 'admin',
      path: 'staff/members',
      body: { email: uniqueEmail('invited'), first_name: 'Ivy', last_name: 'Invited', role: 'processor' },
    }),
    'POST /api/staff/members/:id/disable': (world) => ({
      as: 'admin',
      path: `staff/members/${world.staffTarget.id}/disable`,
      body: {},
    }),
    'POST /api/staff/members/:id/enable': (world) => ({
      as: 'admin',
      path: `staff/members/${world.staffTarget.id}/enable`,
      body: {},
    }),
    'POST /api/staff/members/:id/reset': (world) => ({
      as: 'admin',
      path: `staff/members/${world.staffTarget.id}/reset`,
      body: {},
    }),
    'POST /api/staff/members/:id/unlock': (world) => ({
      as: 'admin',
      path: `staff/members/${world.staffTarget.id}/unlock`,
      body: {},
    }),
    'GET /api/staff/audit': () => ({ as: 'admin', path: 'staff/audit' }),
    'GET /api/staff/pipeline': () => ({ as: 'officer', path: 'staff/pipeline' }),
    'GET /api/staff/loans/:id': (world) => ({ as: 'officer', path: `staff/loans/${world.loan.id}` }),
    'POST /api/staff/loans/:id/milestone': async (world) => ({
      as: 'officer',
      path: `staff/loans/${world.loan.id}/milestone`,
      body: { milestone: 'registration', revision: await revisionOf(server, 'loans', world.loan.id) },
    }),
    'POST /api/staff/loans/:id/decision': async (world) => ({
      as: 'officer',
      path: `staff/loans/${world.submitted.loanId}/decision`,
      body: { status: 'approved', revision: await revisionOf(server, 'loans', world.submitted.loanId) },
    }),
    'POST /api/staff/loans/:id/notifications': (world) => ({
      as: 'officer',
      path: `staff/loans/${world.loan.id}/notifications`,
      body: { title: 'Appraisal', body: 'The appraisal is booked.' },
    }),
    'POST /api/staff/loans/:id/requests': (world) => ({
      as: 'officer',
      path: `staff/loans/${world.loan.id}/requests`,
      body: { title: 'Two pay stubs' },
    }),
    'POST /api/staff/loans/:id/consents': (world) => ({
      as: 'officer',
      path: `staff/loans/${world.loan.id}/consents`,
      body: { kind: 'esign', title: 'E-sign', question: 'Do you agree to sign electronically?' },
    }),
    'POST /api/staff/loans/:id/processor': async (world) => ({
      as: 'officer',
      path: `staff/loans/${world.loan.id}/processor`,
      body: { processorId: world.users.processor.id, revision: await revisionOf(server, 'loans', world.loan.id) },
    }),
    'POST /api/staff/loans/:id/officer': async (world) => ({
      as: 'admin',
      path: `staff/loans/${world.loan.id}/officer`,
      body: {
        officerId: world.users.officer.id,
        reason: 'Confirmed after a call',
        revision: await revisionOf(server, 'loans', world.loan.id),
      },
    }),
    'POST /api/staff/loans/:id/facts': async (world) => ({
      as: 'officer',
      path: `staff/loans/${world.loan.id}/facts`,
      body: {
        loanAmount: '350000',
        issuingAuthority: 'Fannie Mae',
        revision: await revisionOf(server, 'loans', world.loan.id),
      },
    }),
    'POST /api/staff/loans/:id/rate-lock': async (world) => ({
      as: 'officer',
      path: `staff/loans/${world.loan.id}/rate-lock`,
      body: {
        rate: '6.125',
        lockedOn: '2026-11-20',
        expiresOn: '2027-01-19',
        revision: await revisionOf(server, 'loans', world.loan.id),
      },
    }),
    'GET /api/staff/invitations': () => ({ as: 'officer', path: 'staff/invitations' }),
    'POST /api/staff/invitations': () => ({
      as: 'officer',
      path: 'staff/invitations',
      body: { email: uniqueEmail('invitee'), propertyAddress: '12 Harbor Way', message: 'Happy to help.' },
    }),
    'GET /api/invitations': () => ({ as: 'owner', path: 'invitations' }),
    'POST /api/invitations/:id/decline': (world) => ({
      as: 'owner',
      path: `invitations/${world.invitations.toDecline}/decline`,
      body: {},
    }),
    'GET /api/staff/preapprovals': () => ({ as: 'officer', path: 'staff/preapprovals' }),
    'GET /api/staff/preapprovals/:id': (world) => ({
      as: 'officer',
      path: `staff/preapprovals/${world.preapprovalId}`,
    }),
    'GET /api/staff/forms': () => ({ as: 'compliance', path: 'staff/forms' }),
    'GET /api/staff/forms/:formId': () => ({ as: 'compliance', path: 'staff/forms/contact' }),
    'GET /api/staff/forms/:formId/history': () => ({ as: 'compliance', path: 'staff/forms/contact/history' }),
    'GET /api/staff/forms/:formId/compare': () => ({
      as: 'compliance',
      path: 'staff/forms/contact/compare?from=1&to=2',
    }),
    'POST /api/staff/forms/:formId/draft': () => ({ as: 'compliance', path: 'staff/forms/subscribe/draft', body: {} }),
    'PUT /api/staff/forms/:formId/draft': async () => {
      const draft = await findOpenDraft(server.deps.db, 'subscribe');
      if (!draft) throw new Error('no open draft of subscribe');
      return {
        as: 'compliance',
        path: 'staff/forms/subscribe/draft',
        body: { version: draft.version, revision: draft.revision, definition: draft.definition },
      };
    },
    'POST /api/staff/forms/:formId/draft/examples/refresh': async (world) => ({
      as: 'compliance',
      path: 'staff/forms/subscribe/draft/examples/refresh',
      body: await draftIn(server, world, 'subscribe', 'editing'),
    }),
    'GET /api/staff/forms/:formId/draft/checks': () => ({
      as: 'compliance',
      path: 'staff/forms/subscribe/draft/checks',
    }),
    'GET /api/staff/forms/:formId/draft/impact': () => ({
      as: 'compliance',
      path: 'staff/forms/subscribe/draft/impact',
    }),
    'GET /api/staff/forms/:formId/draft/:revision/validator.js': async (world) => {
      const draft = await draftIn(server, world, 'subscribe', 'editing');
      const signature = draftValidatorSignature(server.deps.keys, 'subscribe', draft.version);
      return { as: 'visitor', path: `staff/forms/subscribe/draft/${draft.revision}/validator.js?s=${signature}` };
    },
    'POST /api/staff/forms/:formId/draft/review': async (world) => ({
      as: 'compliance',
      path: 'staff/forms/callback/draft/review',
      body: { ...(await draftIn(server, world, 'callback', 'editing')), words: 'A clearer wording.' },
    }),
    'POST /api/staff/forms/:formId/draft/approve': async (world) => ({
      as: 'admin',
      path: 'staff/forms/branch/draft/approve',
      body: { ...(await draftIn(server, world, 'branch', 'in_review')), words: '' },
    }),
    'POST /api/staff/forms/:formId/draft/return': async (world) => ({
      as: 'admin',
      path: 'staff/forms/quote-home/draft/return',
      body: { ...(await draftIn(server, world, 'quote-home', 'in_review')), words: 'Please reword the title.' },
    }),
    'POST /api/staff/forms/:formId/draft/publish': async (world) => ({
      as: 'admin',
      path: 'staff/forms/support/draft/publish',
      body: await draftIn(server, world, 'support', 'approved'),
    }),
    'POST /api/staff/forms/:formId/versions/:version/retire': async () => {
      await server.deps
        .db('form_definitions')
        .where({ form_id: 'contact', version: 1 })
        .update({ status: 'published' });
      return { as: 'compliance', path: 'staff/forms/contact/versions/1/retire', body: {} };
    },
    'POST /api/staff/forms/:formId/versions/:version/rollback': async () => {
      await server.deps.db('form_definitions').where({ form_id: 'quote', status: 'draft' }).delete();
      return { as: 'compliance', path: 'staff/forms/quote/versions/1/rollback', body: {} };
    },
    'GET /api/dashboard/loans/:n': () => ({ as: 'owner', path: 'dashboard/loans/1' }),
    'GET /api/loan/requests': () => ({ as: 'owner', path: 'loan/requests' }),
    'POST /api/loan/requests/:id/answer': async (world) => {
      const [row] = (await server.deps
        .db('loan_requests')
        .insert({ loan_id: world.loan.id, kind: 'information', title: 'Where is the down payment from?' })
        .returning('id')) as { id: number }[];
      return { as: 'owner', path: `loan/requests/${row?.id}/answer`, body: { answer: 'Savings.' } };
    },
    'GET /api/dashboard/alerts': () => ({ as: 'owner', path: 'dashboard/alerts' }),
    'POST /api/dashboard/alerts/:id/read': (world) => ({
      as: 'owner',
      path: `dashboard/alerts/${world.notificationId}/read`,
      body: {},
    }),
    'GET /api/dashboard/preapproval': () => ({ as: 'owner', path: 'dashboard/preapproval' }),
    'GET /api/consents/request/user': () => ({ as: 'owner', path: 'consents/request/user' }),
    'GET /api/consents/request/user/:mapid': (world) => ({
      as: 'owner',
      path: `consents/request/user/${world.loan.id}`,
    }),
    'GET /api/consents/request/user/:consentId/:answer': (world) => ({
      as: 'owner',
      path: `consents/request/user/${world.consentId}/1`,
    }),
    'GET /api/subs/user': () => ({ as: 'owner', path: 'subs/user' }),
    'POST /api/subs/user': (world) => ({
      as: 'owner',
      path: 'subs/user',
      body: [{ subid: world.topicId, statusid: 1 }],
    }),
    'GET /api/pre/progress': () => ({ as: 'owner', path: 'pre/progress' }),
    'POST /api/pre/progress': () => ({
      as: 'participant',
      path: 'pre/progress',
      body: {
        formVersion: newestSource('preapproval').version,
        revision: 0,
        data: { stage1: preapprovalRecord('x').stage1 },
      },
    }),
    'POST /api/pre/progress/discard': () => ({ as: 'participant', path: 'pre/progress/discard', body: {} }),
    'POST /api/pre/setapproval': () => ({
      as: 'participant',
      path: 'pre/setapproval',
      body: { formVersion: newestSource('preapproval').version, revision: 0, data: preapprovalRecord('Partaker') },
    }),
    'GET /api/pre/getletter/:id': (world) => ({ as: 'owner', path: `pre/getletter/${world.preapprovalId}` }),
    'GET /api/pre/getletters': () => ({ as: 'owner', path: 'pre/getletters' }),
    'GET /api/pre/letter/:id/pdf': (world) => ({ as: 'owner', path: `pre/letter/${world.preapprovalId}/pdf` }),
    'GET /api/eloan/participants': () => ({ as: 'owner', path: 'eloan/participants' }),
    'GET /api/participant-invitations': () => ({ as: 'participant', path: 'participant-invitations' }),
    'POST /api/participant-invitations/:id/accept': (world) => ({
      as: 'participant',
      path: `participant-invitations/${world.participantInvitations.toAccept}/accept`,
      body: {},
    }),
    'POST /api/participant-invitations/:id/decline': (world) => ({
      as: 'participant',
      path: `participant-invitations/${world.participantInvitations.toDecline}/decline`,
      body: {},
    }),
    'GET /api/eloan/participation': () => ({ as: 'participant', path: 'eloan/participation' }),
    'POST /api/eloan/participation/:id/authorization': (world) => ({
      as: 'participant',
      path: `eloan/participation/${world.application.id}/authorization`,
      body: { acceptAggrement: true, agreementVersion: AUTHORIZATION_AGREEMENT.version },
    }),
    'POST /api/eloan/participants/invite': async (world) => {
      // The owner's own new application naming a co-borrower by an address of no account, invited afresh.
      const ownerToken = await sessionFor(server, world.users.owner);
      const started = await agreeAndStart(server, ownerToken);
      const people = stageOneWithPeople('Ownerly', {
        coBorrower: uniqueEmail('coborrower'),
        coApplicant: uniqueEmail('coapplicant'),
      });
      await saveStage(server, ownerToken, started, 'stageOne', people);
      return {
        as: 'owner',
        path: 'eloan/participants/invite',
        body: { _id: started.id, mapid: 2, consent: true, consentVersion: PARTICIPATION_CONSENT.version },
      };
    },
    'POST /api/eloan/agreement': () => ({
      as: 'owner',
      path: 'eloan/agreement',
      body: { acceptAggrement: true, agreementVersion: AUTHORIZATION_AGREEMENT.version },
    }),
    'POST /api/eloan/form1003': async (world) => ({
      as: 'owner',
      path: 'eloan/form1003',
      body: {
        _id: world.application.id,
        revision: await revisionOf(server, 'applications', world.application.id),
        statusIndicator: 0,
        stageTwo: STAGE_TWO(),
      },
    }),
    'GET /api/eloan/form1003': () => ({ as: 'owner', path: 'eloan/form1003' }),
    'GET /api/eloan/form1003/list/:list/:id': (world) => ({
      as: 'owner',
      path: `eloan/form1003/list/1/${world.application.id}`,
    }),
    'GET /api/eloan/form1003/:stage/:id': (world) => ({
      as: 'owner',
      path: `eloan/form1003/1/${world.application.id}`,
    }),
    'GET /api/eloan/saved': () => ({ as: 'owner', path: 'eloan/saved' }),
    'GET /api/eloanraw/:id': (world) => ({ as: 'owner', path: `eloanraw/${world.application.id}` }),
    'POST /api/eloan/draft': async (world) => ({
      as: 'owner',
      path: 'eloan/draft',
      body: {
        _id: world.application.id,
        stage: 2,
        revision: await revisionOf(server, 'applications', world.application.id),
        data: { loanDetails: {} },
      },
    }),
    'POST /api/eloan/form1003/:id/discard': async (world) => {
      const started = await agreeAndStart(server, await sessionFor(server, world.users.owner));
      return { as: 'owner', path: `eloan/form1003/${started.id}/discard`, body: {} };
    },
    'DELETE /api/eloan/draft/:id/:stage': (world) => ({ as: 'owner', path: `eloan/draft/${world.application.id}/2` }),
    'POST /api/eloan/short': () => ({
      as: 'participant',
      path: 'eloan/short',
      body: stageFixture('application-short'),
    }),
    'GET /api/eloan/pdf/:id': (world) => ({ as: 'owner', path: `eloan/pdf/${world.application.id}` }),
    'GET /api/eloan/mismo/:id': (world) => ({ as: 'owner', path: `eloan/mismo/${world.submitted.id}` }),
    'GET /api/staff/loans/:id/applications': (world) => ({
      as: 'officer',
      path: `staff/loans/${world.submitted.loanId}/applications`,
    }),
    'POST /api/staff/applications/:id/stages/:stage': async (world) => ({
      as: 'officer',
      path: `staff/applications/${world.submitted.id}/stages/2`,
      body: {
        revision: await revisionOf(server, 'applications', world.submitted.id),
        stageTwo: stageFixture('application-stage2', 1),
      },
    }),
    'POST /api/staff/applications/:id/complete': async (world) => ({
      as: 'officer',
      path: `staff/applications/${world.submitted.id}/complete`,
      body: { revision: await revisionOf(server, 'applications', world.submitted.id) },
    }),
    'POST /api/doc/getsignedurls': (world) => ({
      as: 'owner',
      path: 'doc/getsignedurls',
      body: { type: 'DOC', loannumber: world.loan.loan_number, ofileName: 'scan.pdf' },
    }),
    'PUT /api/doc/upload/:slot': async (world) => {
      const signed = await server.api<SignedUploadReply>(
        'POST',
        'doc/getsignedurls',
        { type: 'DOC', loannumber: world.loan.loan_number, ofileName: 'scan.pdf' },
        await sessionFor(server, world.users.owner),
      );
      if (!signed.body.data) throw new Error(`getsignedurls: ${signed.body.statusText}`);
      return { as: 'visitor', path: signed.body.data.ISPUrl.replace(/^\/api\//, ''), upload: await pdf() };
    },
    'POST /api/doc/movedoc': (world) => ({ as: 'owner', path: 'doc/movedoc', body: world.documents.ownerUnmoved }),
    'GET /api/stakes': (world) => ({ as: 'owner', path: `stakes?l=${world.loan.id}` }),
    'GET /api/doc/loans': () => ({ as: 'owner', path: 'doc/loans' }),
    'GET /api/doc/types/:n': (world) => ({ as: 'owner', path: `doc/types/${world.loan.id}` }),
    'GET /api/doc': (world) => ({ as: 'owner', path: `doc?l=${world.loan.id}&t=-100` }),
    'GET /api/docaccess': (world) => ({ as: 'owner', path: `docaccess?l=${world.loan.id}&t=-100` }),
    'POST /api/doc': (world) => ({
      as: 'owner',
      path: 'doc',
      body: {
        employerName: 'Ownerly Holdings',
        payPeriodStart: '10/01/2026',
        payPeriodEnd: '10/15/2026',
        grossPay: '3250.75',
        loanid: world.loan.id,
        typeid: world.documents.payStubsTypeId,
        req: { fileName: world.documents.ownerTarget },
      },
    }),
    'POST /api/doc/submit': (world) => ({
      as: 'owner',
      path: 'doc/submit',
      body: { loanid: world.loan.id, typeid: world.documents.payStubsTypeId, approval: 1 },
    }),
    'DELETE /api/doc': (world) => ({ as: 'owner', path: `doc?d=${world.documents.ownerDraftId}` }),
    'POST /api/doc/getdocurl': (world) => ({
      as: 'owner',
      path: 'doc/getdocurl',
      body: { doc: world.documents.ownerSubmitted.blobname },
    }),
    'POST /api/doc/setapproval': (world) => ({
      as: 'owner',
      path: 'doc/setapproval',
      body: {
        loan_id: world.loan.id,
        consent_array: [
          { version_identifier: world.documents.awaitingApproval.version_identifier, consent: 'accepted' },
        ],
      },
    }),
    'POST /api/doc/getconsent': (world) => ({ as: 'owner', path: 'doc/getconsent', body: { loan_id: world.loan.id } }),
    'POST /api/doc/setconsent': (world) => ({
      as: 'owner',
      path: 'doc/setconsent',
      body: { loan_id: world.loan.id, consent: 'accepted' },
    }),
    'GET /api/staff/loans/:id/documents': (world) => ({
      as: 'officer',
      path: `staff/loans/${world.loan.id}/documents`,
    }),
    'POST /api/staff/loans/:id/document-requests': (world) => ({
      as: 'officer',
      path: `staff/loans/${world.loan.id}/document-requests`,
      body: { documentTypeId: world.documents.payStubsTypeId },
    }),
    'POST /api/staff/documents/:id/review': (world) => ({
      as: 'officer',
      path: `staff/documents/${world.documents.ownerSubmitted.id}/review`,
      body: { decision: 'accepted' },
    }),
    'GET /api/staff/preapprovals/:id/documents': (world) => ({
      as: 'officer',
      path: `staff/preapprovals/${world.preapprovalId}/documents`,
    }),
    'POST /api/staff/preapprovals/:id/document-requests': (world) => ({
      as: 'officer',
      path: `staff/preapprovals/${world.preapprovalId}/document-requests`,
      body: { documentTypeIds: [world.documents.payStubsTypeId] },
    }),
    'GET /api/pre/getdocrequests': () => ({ as: 'owner', path: 'pre/getdocrequests' }),
    'GET /api/pre/assigndoctypes/:id': (world) => ({ as: 'owner', path: `pre/assigndoctypes/${world.preapprovalId}` }),
    'GET /api/pre/getdocuments/:id/:n': (world) => ({ as: 'owner', path: `pre/getdocuments/${world.preapprovalId}/0` }),
    'POST /api/pre/adddocument': (world) => ({
      as: 'owner',
      path: 'pre/adddocument',
      body: {
        mapid: world.preapprovalId,
        docTypeId: world.documents.payStubsTypeId,
        doctype: 'Pay Stubs',
        docname: 'Pay stub',
        docinfo: 'November',
        req: { fileName: world.documents.preTarget },
      },
    }),
    'DELETE /api/pre/document/:id': (world) => ({ as: 'owner', path: `pre/document/${world.documents.preDocumentId}` }),
    'POST /api/invitations/:id/accept': (world) => ({
      as: 'owner',
      path: `invitations/${world.invitations.toAccept}/accept`,
      body: {},
    }),
    'POST /api/unsubscribe': async () => {
      const subscriber = (await server.deps.db('subscribers').orderBy('id').first('id')) as { id: number } | undefined;
      if (!subscriber) throw new Error('no subscriber: the subscription example runs first');
      const token = unsubscribeToken(server.deps.keys, subscriber.id);
      return { as: 'visitor', path: `unsubscribe?s=${subscriber.id}&t=${encodeURIComponent(token)}`, body: {} };
    },
  };
}
