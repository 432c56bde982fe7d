import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from 'server/commands/accounts/users.ts';
import type { AppDeps } from 'server/deps.ts';
import {
  EVERY_STATUS,
  findDefinition,
  findOpenDraft,
  insertDraft,
  type ReviewState,
  type OpenDraft,
} from 'server/forms/formDefinitionStore.ts';
import { listRoutes } from 'server/http/routeList.ts';
import { createConsent } from 'server/records/consents.ts';
import type { LoanRow } from 'server/records/loans.ts';
import { postNotification } from 'server/records/notifications.ts';
import { buildApiRouter } from 'server/routes/index.ts';
import {
  agreeAndStart,
  prepareApplicationWorld,
  prepareSubmittedApplication,
  saveStage,
  stageFixture,
  type ApplicationWorld,
} from 'server/testing/applications.ts';
import { prepareDocumentWorld, sendFile, type DocumentWorld } from 'server/testing/documents.ts';
import { createUser, loanByInvitation, sessionFor, uniqueEmail } from 'server/testing/factories.ts';
import { acceptAndAuthorize, inviteToTakePart, stageOneWithPeople } from 'server/testing/participants.ts';
import { samplePdf, samplePng } from 'server/testing/sampleFiles.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';
import { isStaff, type Role } from 'server/policies/roles.ts';
import { FORM_SOURCES } from 'forms';
import { AUTHORIZATION_AGREEMENT, PARTICIPATION_CONSENT } from 'common';

/**
 * The authorization matrix, built from the router itself: every route that needs a session is called by each of
 * eleven people about the owner's records, and must answer exactly as its row says, leaking nothing of the owner's
 * data to anyone else. A route missing from the table fails the first test, so no new route escapes it.
 */

const PERSONAS = [
  'visitor',
  'anotherBorrower',
  'owner',
  'unassignedOfficer',
  // Invited the owner, who has not answered: sees nothing of the owner's until an acceptance.
  'invitingOfficer',
  // On the owner's loans through an accepted invitation (the loan) or an admin's assignment (the applications' loans).
  'assignedOfficer',
  // Put on the owner's loans by an admin.
  'assignedProcessor',
  // Put on the owner's loan, then taken off it again.
  'unassignedProcessor',
  'compliance',
  'admin',
  // Named as the co-borrower on the owner's application (world.application), invited, joined with their own account and
  // gave their own authorization: reads that application and its loan, fills only their own part (issue 21, point 6).
  'participant',
] as const;
type Persona = (typeof PERSONAS)[number];

/** Every staff persona: the rows every staff member may call. */
const EVERY_STAFF: readonly Persona[] = [
  'unassignedOfficer',
  'invitingOfficer',
  'assignedOfficer',
  'assignedProcessor',
  'unassignedProcessor',
  'compliance',
  'admin',
];

/** The people and records every row is tried against. */
interface World {
  users: Record<Exclude<Persona, 'visitor'>, UserRow>;
  loan: LoanRow;
  /** Text found only in the owner's data: it must never reach anyone who may not see it. */
  ownerMarkers: string[];
  /** A staff member the admin rows disable, enable and reset (no persona's own account). */
  staffTarget: UserRow;
  /** The owner's notification, consent and a subscription topic. */
  notificationId: number;
  consentId: number;
  topicId: number;
  /** The owner's submitted pre-approval, assigned to the assigned officer, with its letter made. */
  preapprovalId: number;
  /** The owner's loan and pre-approval documents, and uploads ready to register. */
  documents: DocumentWorld;
  /** The owner's 1003 application (stages 1 and 2 saved), on a loan given to the assigned officer. */
  application: ApplicationWorld;
  /** The owner's submitted 1003 application, on a loan given to the assigned officer. */
  submitted: ApplicationWorld;
  /** A signed-URL target the assigned processor may register (the file sent and moved). */
  processorTarget: string;
  /** Two invitations to the owner from an officer who is no persona: one to decline, one to accept last. */
  invitations: { toDecline: number; toAccept: number };
  /** Two invitations to take part, to the participant from a borrower who is no persona: one to decline, one to accept. */
  participantInvitations: { toDecline: number; toAccept: number };
}

interface MatrixRequest {
  path: string;
  body?: unknown;
  upload?: Buffer;
}

interface MatrixRow {
  /** The request, about the owner's records. */
  /** (A request may read the database first: a loan's revision after the rows before it changed the loan.) */
  request: (world: World, persona: Persona) => MatrixRequest | Promise<MatrixRequest>;
  /**
   * 'own': every caller the route's gate admits gets their own data (2xx) and never the owner's (the owner excepted).
   * A list: exactly these people succeed (2xx) on the owner's record; everyone else is refused (401, 403 or 404)
   * and sees none of the owner's data.
   */
  expect: 'own' | readonly Persona[];
  /**
   * Of those who succeed, who may see the owner's data (all of them when omitted; on an 'own' row, the people who share
   * the owner's loan and see it among their own).
   */
  sees?: readonly Persona[];
}

/** Answers that complete a profile (the account's own fields come from the account). */
const PROFILE_ANSWERS = {
  preferredContact: 'Email',
  addressLine: '12 Magnolia St',
  city: 'Jackson',
  state: 'MS',
  postalCode: '39201',
  firstTimeBuyer: false,
  creditRating: 'Good',
};

/** The owner's profile document: a PNG whose bytes name the owner. */
const OWNER_DOCUMENT = samplePng(8, 8, [200, 40, 40], 'Passport of Ownerly');

/** A whole valid pre-approval record (the definition's first fixture), for the borrower named. */
function preapprovalRecord(lastName: string): Record<string, Record<string, unknown>> {
  const source = FORM_SOURCES.filter((entry) => entry.folder.startsWith('preapproval/')).at(-1);
  const record = structuredClone((source?.fixtures as { valid: Record<string, Record<string, unknown>>[] }).valid[0]);
  if (!record) throw new Error('forms/preapproval has no valid fixture');
  record.stage3 = { borrower: { ...(record.stage3?.borrower as object), lastName } };
  return record;
}

const SIGNED_IN: readonly Persona[] = PERSONAS.filter((persona) => persona !== 'visitor');

/** The short application's borrower (the account's names replace the ones sent). */
const SHORT_BORROWER = stageFixture('application-short').borrower as Record<string, unknown>;

/** One row per route that needs a session ('METHOD /api/path' as registered). */
const MATRIX: Record<string, MatrixRow> = {
  'POST /api/logout': { request: () => ({ path: 'logout', body: {} }), expect: 'own' },
  'GET /api/session': { request: () => ({ path: 'session' }), expect: 'own' },
  'GET /api/profile/user': { request: () => ({ path: 'profile/user' }), expect: 'own' },
  'GET /api/profile/password': { request: () => ({ path: 'profile/password' }), expect: 'own' },
  'POST /api/profile/password': {
    // A code-only account's fresh session sets a first password; each persona changes only its own.
    request: () => ({
      path: 'profile/password',
      body: { oldpassword: '', newpassword: 'a new long password', conpassword: 'a new long password' },
    }),
    expect: 'own',
  },
  'GET /api/profile': { request: () => ({ path: 'profile' }), expect: 'own' },
  // Each borrower saves their own profile once (revision 0); staff have no profile.
  'POST /api/profile': {
    request: () => ({ path: 'profile', body: { ...PROFILE_ANSWERS, revision: 0 } }),
    expect: 'own',
  },
  // Each borrower uploads a document of their own; only the owner's carries the owner's name.
  'POST /api/profile/document': {
    request: (_world, persona) => ({
      path: 'profile/document',
      upload: persona === 'owner' ? OWNER_DOCUMENT : samplePng(8, 8),
    }),
    expect: 'own',
  },
  'GET /api/profile/document': { request: () => ({ path: 'profile/document' }), expect: 'own' },
  'GET /api/staff/borrowers/:id/profile-document': {
    request: (world) => ({ path: `staff/borrowers/${world.users.owner.id}/profile-document` }),
    expect: ['assignedOfficer', 'assignedProcessor', 'compliance', 'admin'],
  },
  'POST /api/profile/delete': { request: () => ({ path: 'profile/delete', body: {} }), expect: 'own' },
  // The admin's staff page and audit log: admins only.
  'GET /api/staff/members': { request: () => ({ path: 'staff/members' }), expect: ['admin'] },
  'POST /api/staff/members': {
    request: () => ({
      path: 'staff/members',
      body: { email: uniqueEmail('invited'), first_name: 'Ivy', last_name: 'Invited', role: 'processor' },
    }),
    expect: ['admin'],
  },
  'POST /api/staff/members/:id/disable': {
    request: (world) => ({ path: `staff/members/${world.staffTarget.id}/disable`, body: {} }),
    expect: ['admin'],
  },
  'POST /api/staff/members/:id/enable': {
    request: (world) => ({ path: `staff/members/${world.staffTarget.id}/enable`, body: {} }),
    expect: ['admin'],
  },
  'POST /api/staff/members/:id/reset': {
    request: (world) => ({ path: `staff/members/${world.staffTarget.id}/reset`, body: {} }),
    expect: ['admin'],
  },
  'POST /api/staff/members/:id/unlock': {
    request: (world) => ({ path: `staff/members/${world.staffTarget.id}/unlock`, body: {} }),
    expect: ['admin'],
  },
  'GET /api/staff/audit': { request: () => ({ path: 'staff/audit' }), expect: ['admin'] },
  // The borrower's home: each borrower reads and changes only their own.
  // The participant's own loans include the owner's application's loan, which they share.
  'GET /api/dashboard/loans/:n': {
    request: () => ({ path: 'dashboard/loans/1' }),
    expect: 'own',
    sees: ['participant'],
  },
  'GET /api/loan/requests': { request: () => ({ path: 'loan/requests' }), expect: 'own', sees: ['participant'] },
  'GET /api/dashboard/alerts': { request: () => ({ path: 'dashboard/alerts' }), expect: 'own' },
  'POST /api/dashboard/alerts/:id/read': {
    request: (world) => ({ path: `dashboard/alerts/${world.notificationId}/read`, body: {} }),
    expect: ['owner'],
  },
  'GET /api/dashboard/preapproval': { request: () => ({ path: 'dashboard/preapproval' }), expect: 'own' },
  // The participant's own authorization is a consent on the shared loan (named by its number).
  'GET /api/consents/request/user': {
    request: () => ({ path: 'consents/request/user' }),
    expect: 'own',
    sees: ['participant'],
  },
  'GET /api/consents/request/user/:mapid': {
    request: (world) => ({ path: `consents/request/user/${world.loan.id}` }),
    expect: ['owner'],
  },
  'GET /api/consents/request/user/:consentId/:answer': {
    request: (world) => ({ path: `consents/request/user/${world.consentId}/1` }),
    expect: ['owner'],
  },
  'GET /api/subs/user': { request: () => ({ path: 'subs/user' }), expect: 'own' },
  'POST /api/subs/user': {
    request: (world) => ({ path: 'subs/user', body: [{ subid: world.topicId, statusid: 1 }] }),
    expect: 'own',
  },
  // The Get Pre-Approved wizard: each borrower keeps and submits their own; a submitted one is read by its owner and
  // the staff on it.
  'GET /api/pre/progress': { request: () => ({ path: 'pre/progress' }), expect: 'own' },
  'POST /api/pre/progress': {
    request: () => ({
      path: 'pre/progress',
      body: { formVersion: 1, revision: 0, data: { stage1: preapprovalRecord('x').stage1 } },
    }),
    expect: 'own',
  },
  'POST /api/pre/progress/discard': { request: () => ({ path: 'pre/progress/discard', body: {} }), expect: 'own' },
  'POST /api/pre/setapproval': {
    request: (_world, persona) => ({
      path: 'pre/setapproval',
      body: { formVersion: 1, revision: 0, data: preapprovalRecord(persona === 'owner' ? 'Ownerly' : 'Someone') },
    }),
    expect: 'own',
  },
  'GET /api/pre/getletters': { request: () => ({ path: 'pre/getletters' }), expect: 'own' },
  'GET /api/pre/getletter/:id': {
    request: (world) => ({ path: `pre/getletter/${world.preapprovalId}` }),
    expect: ['owner', 'assignedOfficer', 'compliance', 'admin'],
  },
  'GET /api/pre/letter/:id/pdf': {
    request: (world) => ({ path: `pre/letter/${world.preapprovalId}/pdf` }),
    expect: ['owner', 'assignedOfficer', 'compliance', 'admin'],
  },
  // The staff's loan work: the assigned officer works the loan; compliance and admins read it.
  'GET /api/staff/pipeline': {
    request: () => ({ path: 'staff/pipeline' }),
    expect: EVERY_STAFF,
    sees: ['assignedOfficer', 'assignedProcessor', 'compliance', 'admin'],
  },
  // Pre-approvals in the pipeline: the owner's is listed to its officer, compliance and admins only.
  'GET /api/staff/preapprovals': {
    request: () => ({ path: 'staff/preapprovals' }),
    expect: EVERY_STAFF,
    sees: ['assignedOfficer', 'compliance', 'admin'],
  },
  // The compliance studio: every staff member reads the forms; borrowers and visitors are told it does not exist.
  'GET /api/staff/forms': {
    request: () => ({ path: 'staff/forms' }),
    expect: EVERY_STAFF,
  },
  'GET /api/staff/forms/:formId': {
    request: () => ({ path: 'staff/forms/contact' }),
    expect: EVERY_STAFF,
  },
  // Compliance staff edit: opening a draft of the subscribe form, then saving it (a stale revision is refused).
  'POST /api/staff/forms/:formId/draft': {
    request: () => ({ path: 'staff/forms/subscribe/draft', body: {} }),
    expect: ['compliance'],
  },
  'PUT /api/staff/forms/:formId/draft': {
    // The draft as it stands before each call (opened here when the row runs alone).
    request: async (world) => {
      const draft = (await findOpenDraft(server.deps.db, 'subscribe')) ?? (await openSubscribeDraft(world));
      return {
        path: 'staff/forms/subscribe/draft',
        body: { version: draft.version, revision: draft.revision, definition: draft.definition },
      };
    },
    expect: ['compliance'],
  },
  'GET /api/staff/forms/:formId/history': {
    request: () => ({ path: 'staff/forms/contact/history' }),
    expect: EVERY_STAFF,
  },
  'GET /api/staff/forms/:formId/compare': {
    request: () => ({ path: 'staff/forms/contact/compare?from=1&to=2' }),
    expect: EVERY_STAFF,
  },
  'GET /api/staff/forms/:formId/draft/checks': {
    request: async (world) => {
      await draftIn(world, 'subscribe', 'editing');
      return { path: 'staff/forms/subscribe/draft/checks' };
    },
    expect: EVERY_STAFF,
  },
  'GET /api/staff/forms/:formId/draft/impact': {
    request: async (world) => {
      await draftIn(world, 'subscribe', 'editing');
      return { path: 'staff/forms/subscribe/draft/impact' };
    },
    expect: EVERY_STAFF,
  },
  'POST /api/staff/forms/:formId/draft/examples/refresh': {
    request: async (world) => {
      const draft = await draftIn(world, 'subscribe', 'editing');
      return {
        path: 'staff/forms/subscribe/draft/examples/refresh',
        body: { version: draft.version, revision: (await findOpenDraft(server.deps.db, 'subscribe'))?.revision },
      };
    },
    expect: ['compliance'],
  },
  // The review: the compliance persona opened each draft, so it asks for review and may take it back, but only
  // someone who did not work on it (here the admin) approves; compliance and admins publish and retire.
  'POST /api/staff/forms/:formId/draft/review': {
    request: async (world) => {
      const draft = await draftIn(world, 'callback', 'editing');
      return {
        path: 'staff/forms/callback/draft/review',
        body: { version: draft.version, revision: draft.revision, words: 'A clearer wording.' },
      };
    },
    expect: ['compliance'],
  },
  'POST /api/staff/forms/:formId/draft/approve': {
    request: async (world) => {
      const draft = await draftIn(world, 'branch', 'in_review');
      return {
        path: 'staff/forms/branch/draft/approve',
        body: { version: draft.version, revision: draft.revision, words: '' },
      };
    },
    expect: ['admin'],
  },
  'POST /api/staff/forms/:formId/draft/return': {
    request: async (world) => {
      const draft = await draftIn(world, 'quote-home', 'in_review');
      return {
        path: 'staff/forms/quote-home/draft/return',
        body: { version: draft.version, revision: draft.revision, words: 'Please reword the title.' },
      };
    },
    expect: ['compliance', 'admin'],
  },
  'POST /api/staff/forms/:formId/draft/publish': {
    request: async (world) => {
      const draft = await draftIn(world, 'support', 'approved');
      return {
        path: 'staff/forms/support/draft/publish',
        body: { version: draft.version, revision: draft.revision },
      };
    },
    expect: ['compliance', 'admin'],
  },
  'POST /api/staff/forms/:formId/versions/:version/retire': {
    // Contact version 1, published again before each call (version 2 is served meanwhile).
    request: async () => {
      await server.deps
        .db('form_definitions')
        .where({ form_id: 'contact', version: 1 })
        .update({ status: 'published' });
      return { path: 'staff/forms/contact/versions/1/retire', body: {} };
    },
    expect: ['compliance', 'admin'],
  },
  'POST /api/staff/forms/:formId/versions/:version/rollback': {
    request: async () => {
      await server.deps.db('form_definitions').where({ form_id: 'quote', status: 'draft' }).delete();
      return { path: 'staff/forms/quote/versions/1/rollback', body: {} };
    },
    expect: ['compliance'],
  },
  'GET /api/staff/loans/:id': {
    request: (world) => ({ path: `staff/loans/${world.loan.id}` }),
    expect: ['assignedOfficer', 'assignedProcessor', 'compliance', 'admin'],
  },
  'POST /api/staff/loans/:id/milestone': {
    request: async (world) => ({
      path: `staff/loans/${world.loan.id}/milestone`,
      body: { milestone: 'registration', revision: await loanRevision(world.loan.id) },
    }),
    expect: ['assignedOfficer', 'assignedProcessor'],
  },
  // A decision needs the loan's revision as the earlier rows left it; each of its staff decides an open loan.
  'POST /api/staff/loans/:id/decision': {
    request: async (world) => {
      await server.deps.db('loans').where({ id: world.loan.id }).update({ status: 'open', decided_at: null });
      return {
        path: `staff/loans/${world.loan.id}/decision`,
        body: { status: 'approved', revision: await loanRevision(world.loan.id) },
      };
    },
    expect: ['assignedOfficer', 'assignedProcessor'],
  },
  'POST /api/staff/loans/:id/notifications': {
    request: (world) => ({
      path: `staff/loans/${world.loan.id}/notifications`,
      body: { title: 'Appraisal', body: 'The appraisal is booked.' },
    }),
    expect: ['assignedOfficer', 'assignedProcessor'],
  },
  'POST /api/staff/loans/:id/requests': {
    request: (world) => ({ path: `staff/loans/${world.loan.id}/requests`, body: { title: 'Two pay stubs' } }),
    expect: ['assignedOfficer', 'assignedProcessor'],
  },
  'POST /api/staff/loans/:id/consents': {
    request: (world) => ({
      path: `staff/loans/${world.loan.id}/consents`,
      body: { kind: 'esign', title: 'E-sign', question: 'Do you agree to sign electronically?' },
    }),
    expect: ['assignedOfficer', 'assignedProcessor'],
  },
  // Documents of the owner's loan (part 2 §7.2): its borrowers fill them, its officer works them (disclosures), its
  // staff, compliance and admins read them; nobody else learns whether a document exists.
  'GET /api/stakes': {
    request: (world) => ({ path: `stakes?l=${world.loan.id}` }),
    expect: ['owner', 'assignedOfficer', 'assignedProcessor', 'compliance', 'admin'],
  },
  'GET /api/doc/loans': { request: () => ({ path: 'doc/loans' }), expect: 'own', sees: ['participant'] },
  'GET /api/doc/types/:n': {
    request: (world) => ({ path: `doc/types/${world.loan.id}` }),
    expect: ['owner', 'assignedOfficer', 'assignedProcessor', 'compliance', 'admin'],
  },
  'GET /api/doc': {
    request: (world) => ({ path: `doc?l=${world.loan.id}&t=-100` }),
    expect: ['owner', 'assignedOfficer', 'assignedProcessor', 'compliance', 'admin'],
  },
  'GET /api/docaccess': {
    request: (world) => ({ path: `docaccess?l=${world.loan.id}&t=-100` }),
    expect: ['owner', 'assignedOfficer', 'assignedProcessor', 'compliance', 'admin'],
  },
  'POST /api/doc/getsignedurls': {
    request: (world) => ({
      path: 'doc/getsignedurls',
      body: { type: 'DOC', loannumber: world.loan.loan_number, filename: 'scan.pdf', ofileName: 'scan.pdf' },
    }),
    expect: ['owner', 'assignedOfficer', 'assignedProcessor'],
  },
  'POST /api/doc/movedoc': {
    request: (world) => ({ path: 'doc/movedoc', body: world.documents.ownerUnmoved }),
    expect: ['owner'],
  },
  'POST /api/doc': {
    request: (world, persona) => ({
      path: 'doc',
      body:
        persona === 'assignedOfficer' || persona === 'assignedProcessor'
          ? {
              disclosureType: 'ClosingDisclosure',
              issuedDate: '12/01/2026',
              loanid: world.loan.id,
              typeid: world.documents.disclosuresTypeId,
              req: {
                fileName: persona === 'assignedOfficer' ? world.documents.officerTarget : world.processorTarget,
              },
            }
          : {
              employerName: 'Ownerly Holdings',
              payPeriodStart: '10/01/2026',
              payPeriodEnd: '10/15/2026',
              grossPay: '3250.75',
              loanid: world.loan.id,
              typeid: world.documents.payStubsTypeId,
              req: { fileName: world.documents.ownerTarget },
            },
    }),
    expect: ['owner', 'assignedOfficer', 'assignedProcessor'],
  },
  'POST /api/doc/submit': {
    request: (world, persona) => ({
      path: 'doc/submit',
      body: {
        loanid: world.loan.id,
        typeid: persona === 'owner' ? world.documents.payStubsTypeId : world.documents.disclosuresTypeId,
        approval: persona === 'owner' ? 1 : 0,
      },
    }),
    expect: ['owner', 'assignedOfficer', 'assignedProcessor'],
  },
  'DELETE /api/doc': {
    request: (world) => ({ path: `doc?d=${world.documents.ownerDraftId}` }),
    expect: ['owner'],
  },
  'POST /api/doc/getdocurl': {
    request: (world) => ({
      path: 'doc/getdocurl',
      body: { doc: world.documents.ownerSubmitted.blobname, type: 'ISP' },
    }),
    expect: ['owner', 'assignedOfficer', 'assignedProcessor', 'compliance', 'admin'],
  },
  'POST /api/doc/setapproval': {
    request: (world) => ({
      path: 'doc/setapproval',
      body: {
        loan_id: world.loan.id,
        consent_array: [
          { version_identifier: world.documents.awaitingApproval.version_identifier, consent: 'accepted' },
        ],
      },
    }),
    expect: ['owner'],
  },
  'POST /api/doc/getconsent': {
    request: (world) => ({ path: 'doc/getconsent', body: { loan_id: world.loan.id } }),
    expect: ['owner'],
  },
  'POST /api/doc/setconsent': {
    request: (world) => ({ path: 'doc/setconsent', body: { loan_id: world.loan.id, consent: 'accepted' } }),
    expect: ['owner'],
  },
  'GET /api/staff/loans/:id/documents': {
    request: (world) => ({ path: `staff/loans/${world.loan.id}/documents` }),
    expect: ['assignedOfficer', 'assignedProcessor', 'compliance', 'admin'],
  },
  'POST /api/staff/loans/:id/document-requests': {
    request: (world) => ({
      path: `staff/loans/${world.loan.id}/document-requests`,
      body: { documentTypeId: world.documents.payStubsTypeId },
    }),
    expect: ['assignedOfficer', 'assignedProcessor'],
  },
  // Each of the loan's staff reviews the owner's upload while it waits for review.
  'POST /api/staff/documents/:id/review': {
    request: async (world) => {
      await server.deps
        .db('documents')
        .where({ id: world.documents.ownerSubmitted.id })
        .update({ review_status: 'pending', reviewed_at: null, reviewed_by: null });
      return { path: `staff/documents/${world.documents.ownerSubmitted.id}/review`, body: { decision: 'accepted' } };
    },
    expect: ['assignedOfficer', 'assignedProcessor'],
  },
  // A pre-approval's answers and the amount rule's figures: its officer, compliance and admins read them.
  'GET /api/staff/preapprovals/:id': {
    request: (world) => ({ path: `staff/preapprovals/${world.preapprovalId}` }),
    expect: ['assignedOfficer', 'compliance', 'admin'],
  },
  // Pre-approval documents (part 2 §7.3): the owner fills them, the pre-approval's officer works them.
  'GET /api/staff/preapprovals/:id/documents': {
    request: (world) => ({ path: `staff/preapprovals/${world.preapprovalId}/documents` }),
    expect: ['assignedOfficer', 'compliance', 'admin'],
  },
  'POST /api/staff/preapprovals/:id/document-requests': {
    request: (world) => ({
      path: `staff/preapprovals/${world.preapprovalId}/document-requests`,
      body: { documentTypeIds: [world.documents.payStubsTypeId] },
    }),
    expect: ['assignedOfficer'],
  },
  'GET /api/pre/getdocrequests': { request: () => ({ path: 'pre/getdocrequests' }), expect: 'own' },
  'GET /api/pre/assigndoctypes/:id': {
    request: (world) => ({ path: `pre/assigndoctypes/${world.preapprovalId}` }),
    expect: ['owner', 'assignedOfficer', 'compliance', 'admin'],
  },
  'GET /api/pre/getdocuments/:id/:n': {
    request: (world) => ({ path: `pre/getdocuments/${world.preapprovalId}/0` }),
    expect: ['owner', 'assignedOfficer', 'compliance', 'admin'],
  },
  'POST /api/pre/adddocument': {
    request: (world) => ({
      path: 'pre/adddocument',
      body: {
        mapid: world.preapprovalId,
        docTypeId: world.documents.payStubsTypeId,
        doctype: 'Pay Stubs',
        docname: 'Ownerly pay stub',
        docinfo: 'November',
        req: { fileName: world.documents.preTarget },
      },
    }),
    expect: ['owner'],
  },
  'DELETE /api/pre/document/:id': {
    request: (world) => ({ path: `pre/document/${world.documents.preDocumentId}` }),
    expect: ['owner'],
  },
  // The 1003: each borrower starts and lists their own; the owner's application is saved and read by its owner, and
  // read whole by the staff on its loan.
  'POST /api/eloan/agreement': {
    request: () => ({ path: 'eloan/agreement', body: { acceptAggrement: true, agreementVersion: 1 } }),
    expect: 'own',
  },
  'POST /api/eloan/form1003': {
    request: (world) => ({
      path: 'eloan/form1003',
      body: {
        _id: world.application.id,
        revision: world.application.revision,
        statusIndicator: 0,
        stageOne: world.application.stageOne,
      },
    }),
    expect: ['owner'],
  },
  'GET /api/eloan/form1003': { request: () => ({ path: 'eloan/form1003' }), expect: 'own' },
  'GET /api/eloan/form1003/:stage/:id': {
    request: (world) => ({ path: `eloan/form1003/1/${world.application.id}` }),
    expect: ['owner', 'participant'],
  },
  'GET /api/eloan/form1003/list/:list/:id': {
    request: (world) => ({ path: `eloan/form1003/list/1/${world.application.id}` }),
    expect: ['owner', 'participant'],
  },
  'GET /api/eloan/saved': { request: () => ({ path: 'eloan/saved' }), expect: 'own' },
  'GET /api/eloanraw/:id': {
    request: (world) => ({ path: `eloanraw/${world.application.id}` }),
    expect: ['owner', 'assignedOfficer', 'assignedProcessor', 'compliance', 'admin', 'participant'],
  },
  'POST /api/eloan/draft': {
    request: (world) => ({
      path: 'eloan/draft',
      body: { _id: world.application.id, stage: 2, revision: 1, data: { loanDetails: {} } },
    }),
    expect: ['owner', 'participant'],
  },
  'POST /api/eloan/form1003/:id/discard': {
    // An application the owner started and never submitted, new for each call (the owner's call discards it).
    request: async (world) => {
      const started = await agreeAndStart(server, await sessionFor(server, world.users.owner));
      return { path: `eloan/form1003/${started.id}/discard`, body: {} };
    },
    expect: ['owner'],
  },
  'DELETE /api/eloan/draft/:id/:stage': {
    request: (world) => ({ path: `eloan/draft/${world.application.id}/2` }),
    expect: ['owner', 'participant'],
  },
  'GET /api/eloan/pdf/:id': {
    request: (world) => ({ path: `eloan/pdf/${world.application.id}` }),
    expect: ['owner', 'assignedOfficer', 'assignedProcessor', 'compliance', 'admin'],
  },
  'GET /api/eloan/mismo/:id': {
    request: (world) => ({ path: `eloan/mismo/${world.submitted.id}` }),
    expect: ['owner', 'assignedOfficer', 'assignedProcessor', 'compliance', 'admin'],
  },
  // The loan officer's side: the assigned officer corrects and completes; compliance and admins read.
  'GET /api/staff/loans/:id/applications': {
    request: (world) => ({ path: `staff/loans/${world.submitted.loanId}/applications` }),
    expect: ['assignedOfficer', 'assignedProcessor', 'compliance', 'admin'],
  },
  'POST /api/staff/applications/:id/stages/:stage': {
    request: (world) => ({
      path: `staff/applications/${world.submitted.id}/stages/2`,
      body: { revision: world.submitted.revision, stageTwo: stageFixture('application-stage2', 1) },
    }),
    expect: ['assignedOfficer', 'assignedProcessor'],
  },
  // Each of the loan's staff completes the submitted application (set back to submitted before each call).
  'POST /api/staff/applications/:id/complete': {
    request: async (world) => {
      await server.deps.db('applications').where({ id: world.submitted.id }).update({ status_indicator: 1 });
      const row = (await server.deps.db('applications').where({ id: world.submitted.id }).first('revision')) as {
        revision: number;
      };
      return { path: `staff/applications/${world.submitted.id}/complete`, body: { revision: row.revision } };
    },
    expect: ['assignedOfficer', 'assignedProcessor'],
  },
  // Each borrower submits a short application of their own (it opens a loan for them).
  'POST /api/eloan/short': {
    request: (_world, persona) => ({
      path: 'eloan/short',
      body: { ...stageFixture('application-short'), borrower: { ...SHORT_BORROWER, lastName: persona } },
    }),
    expect: 'own',
  },
  // The facts the loan's staff record on it, each at the loan's revision as the earlier rows left it.
  'POST /api/staff/loans/:id/facts': {
    request: async (world) => ({
      path: `staff/loans/${world.loan.id}/facts`,
      body: { loanAmount: '350000', issuingAuthority: 'Fannie Mae', revision: await loanRevision(world.loan.id) },
    }),
    expect: ['assignedOfficer', 'assignedProcessor'],
  },
  'POST /api/staff/loans/:id/rate-lock': {
    request: async (world) => ({
      path: `staff/loans/${world.loan.id}/rate-lock`,
      body: {
        rate: '6.125',
        lockedOn: '2026-11-20',
        expiresOn: '2027-01-19',
        revision: await loanRevision(world.loan.id),
      },
    }),
    expect: ['assignedOfficer', 'assignedProcessor'],
  },
  // The owner answers an information request of their loan (each call asks its own: an answer fulfils one).
  'POST /api/loan/requests/:id/answer': {
    request: async (world) => {
      const [row] = (await server.deps
        .db('loan_requests')
        .insert({ loan_id: world.loan.id, kind: 'information', title: 'Where is the down payment from?' })
        .returning('id')) as { id: number }[];
      return { path: `loan/requests/${row?.id}/answer`, body: { answer: 'Savings.' } };
    },
    expect: ['owner'],
  },
  // Who works a loan: an admin or the loan's officer sets its processor (to the one it has); an admin its officer.
  'POST /api/staff/loans/:id/processor': {
    request: async (world) => ({
      path: `staff/loans/${world.loan.id}/processor`,
      body: { processorId: world.users.assignedProcessor.id, revision: await loanRevision(world.loan.id) },
    }),
    expect: ['assignedOfficer', 'admin'],
  },
  'POST /api/staff/loans/:id/officer': {
    request: async (world) => ({
      path: `staff/loans/${world.loan.id}/officer`,
      body: {
        officerId: world.users.assignedOfficer.id,
        reason: 'Confirmed after a call',
        revision: await loanRevision(world.loan.id),
      },
    }),
    expect: ['admin'],
  },
  // Invitations: officers send and list their own; each borrower lists those sent to their address.
  // Officers list their own invitations: those who invited the owner see the address they typed themselves.
  'GET /api/staff/invitations': {
    request: () => ({ path: 'staff/invitations' }),
    expect: ['unassignedOfficer', 'invitingOfficer', 'assignedOfficer'],
    sees: ['invitingOfficer', 'assignedOfficer'],
  },
  'POST /api/staff/invitations': {
    request: () => ({ path: 'staff/invitations', body: { email: uniqueEmail('invited') } }),
    expect: 'own',
  },
  'GET /api/invitations': { request: () => ({ path: 'invitations' }), expect: 'own' },
  'POST /api/invitations/:id/decline': {
    request: (world) => ({ path: `invitations/${world.invitations.toDecline}/decline`, body: {} }),
    expect: ['owner'],
  },
  // Taking part (issue 21, point 6): the owner lists the people of their applications and invites one (the
  // co-applicant of world.application); each borrower lists the invitations to their address and the applications they
  // take part in; the participant answers the invitations of a borrower who is no persona, and authorizes on theirs.
  'GET /api/eloan/participants': { request: () => ({ path: 'eloan/participants' }), expect: 'own' },
  'POST /api/eloan/participants/invite': {
    request: (world) => ({
      path: 'eloan/participants/invite',
      body: { _id: world.application.id, mapid: 3, consent: true, consentVersion: PARTICIPATION_CONSENT.version },
    }),
    expect: ['owner'],
  },
  'GET /api/participant-invitations': { request: () => ({ path: 'participant-invitations' }), expect: 'own' },
  'POST /api/participant-invitations/:id/decline': {
    request: (world) => ({
      path: `participant-invitations/${world.participantInvitations.toDecline}/decline`,
      body: {},
    }),
    expect: ['participant'],
  },
  'POST /api/participant-invitations/:id/accept': {
    request: (world) => ({ path: `participant-invitations/${world.participantInvitations.toAccept}/accept`, body: {} }),
    expect: ['participant'],
  },
  'GET /api/eloan/participation': {
    request: () => ({ path: 'eloan/participation' }),
    expect: 'own',
    sees: ['participant'],
  },
  'POST /api/eloan/participation/:id/authorization': {
    request: (world) => ({
      path: `eloan/participation/${world.application.id}/authorization`,
      body: { acceptAggrement: true, agreementVersion: AUTHORIZATION_AGREEMENT.version },
    }),
    expect: ['participant'],
  },
  // Last: accepting opens a new loan for the owner (so later rows would see it).
  'POST /api/invitations/:id/accept': {
    request: (world) => ({ path: `invitations/${world.invitations.toAccept}/accept`, body: {} }),
    expect: ['owner'],
  },
};

const server = useTestServer();

/** A loan's revision now. */
async function loanRevision(loanId: number): Promise<number> {
  return ((await server.deps.db('loans').where({ id: loanId }).first('revision')) as { revision: number }).revision;
}
let world: World;

beforeAll(async () => {
  const make = (role: string, lastName: string) => createUser(server, { role, lastName });
  const users = {
    owner: await make('borrower', 'Ownerly'),
    anotherBorrower: await make('borrower', 'Otherby'),
    unassignedOfficer: await make('loan_officer', 'Unassigned'),
    invitingOfficer: await make('loan_officer', 'Inviting'),
    assignedOfficer: await make('loan_officer', 'Assigned'),
    assignedProcessor: await make('processor', 'Processing'),
    unassignedProcessor: await make('processor', 'Formerly'),
    compliance: await make('compliance', 'Complier'),
    admin: await make('admin', 'Adminson'),
    participant: await make('borrower', 'Partaker'),
  };
  const tokenOf = (persona: keyof typeof users) => sessionFor(server, users[persona]);
  // The loan: the owner accepted the assigned officer's invitation.
  const { loanId } = await loanByInvitation(
    server,
    await tokenOf('assignedOfficer'),
    await tokenOf('owner'),
    users.owner.email,
    '4417 Matrix Lane',
  );
  const loan = (await server.deps.db('loans').where({ id: loanId }).first()) as LoanRow;
  // Invitations the owner has not answered: the inviting officer's, and two of officers who are no persona.
  const invite = async (officer: UserRow) =>
    server.api('POST', 'staff/invitations', { email: users.owner.email }, await sessionFor(server, officer));
  await invite(users.invitingOfficer);
  const others = [await make('loan_officer', 'Declined'), await make('loan_officer', 'Accepted')];
  for (const officer of others) await invite(officer);
  const invitationOf = async (officer: UserRow) =>
    ((await server.deps.db('loan_invitations').where({ officer_user_id: officer.id }).first('id')) as { id: number })
      .id;
  const invitations = {
    toDecline: await invitationOf(others[0] as UserRow),
    toAccept: await invitationOf(others[1] as UserRow),
  };
  const preapprovalId = await submittedPreapproval(users.owner, users.assignedOfficer);
  const application = await prepareApplicationWorld(
    server,
    await sessionFor(server, users.owner),
    users.assignedOfficer.id,
    'Ownerly',
  );
  const participantInvitations = await shareApplication(application, users.owner, users.participant);
  const submitted = await prepareSubmittedApplication(
    server,
    await sessionFor(server, users.owner),
    users.assignedOfficer.id,
    'Ownerly',
  );
  // The processors, by an admin: one put on the loan and taken off again; the other on every loan of the owner's.
  const adminToken = await tokenOf('admin');
  const setProcessor = async (id: number, processorId: number | null) => {
    const reply = await server.api(
      'POST',
      `staff/loans/${id}/processor`,
      { processorId, revision: await loanRevision(id) },
      adminToken,
    );
    if (reply.body.status !== 100) throw new Error(`the admin could not set the processor: ${reply.body.statusText}`);
  };
  await setProcessor(loan.id, users.unassignedProcessor.id);
  await setProcessor(loan.id, null);
  for (const id of [loan.id, application.loanId, submitted.loanId]) await setProcessor(id, users.assignedProcessor.id);
  const processorTarget = (
    await sendFile(
      server,
      await tokenOf('assignedProcessor'),
      { data: await samplePdf('Closing disclosure'), name: 'cd.pdf', type: 'application/pdf' },
      { loanNumber: loan.loan_number },
    )
  ).target;
  world = {
    invitations,
    participantInvitations,
    processorTarget,
    users,
    loan,
    ownerMarkers: [
      users.owner.email,
      'Ownerly',
      loan.loan_number,
      '4417 Matrix Lane',
      ...application.markers,
      ...submitted.markers,
    ],
    staffTarget: await make('processor', 'Targetson'),
    ...(await server.deps.db.transaction(async (trx) => ({
      notificationId: await postNotification(trx, {
        userId: users.owner.id,
        loanId: loan.id,
        title: 'Welcome',
        body: 'Your loan is open.',
        createdBy: users.assignedOfficer.id,
      }),
      consentId: await createConsent(trx, {
        loanId: loan.id,
        kind: 'credit-report',
        title: 'Credit report',
        question: 'May we pull your credit report?',
        createdBy: users.assignedOfficer.id,
      }),
      topicId: ((await trx('subscription_topics').orderBy('sort').first('id')) as { id: number }).id,
    }))),
    preapprovalId,
    documents: await prepareDocumentWorld(
      server,
      { owner: await sessionFor(server, users.owner), officer: await sessionFor(server, users.assignedOfficer) },
      loan,
      preapprovalId,
      'Ownerly',
    ),
    application,
    submitted,
  };
});

/**
 * The owner names the participant as the co-borrower of their application (and a co-applicant by an address of no
 * account) on stage 1 again, invites the participant, who joins and gives their own authorization (the world's
 * application takes the new revision and stage 1). A borrower who is no persona invites the participant twice, for the
 * decline and accept rows.
 */
async function shareApplication(
  application: ApplicationWorld,
  owner: UserRow,
  participant: UserRow,
): Promise<World['participantInvitations']> {
  const ownerToken = await sessionFor(server, owner);
  const participantToken = await sessionFor(server, participant);
  const namingParticipant = (lastName: string) =>
    stageOneWithPeople(lastName, { coBorrower: participant.email, coApplicant: uniqueEmail('coapplicant') });
  const stageOne = namingParticipant('Ownerly');
  const saved = await saveStage(server, ownerToken, application, 'stageOne', stageOne);
  if (saved.body.status !== 100 || !saved.body.data) throw new Error(`stage 1 was refused: ${saved.body.statusText}`);
  application.revision = saved.body.data.revision;
  application.stageOne = stageOne;
  await inviteToTakePart(server, ownerToken, application.id, 2);
  await acceptAndAuthorize(server, participantToken);
  const inviter = await createUser(server, { role: 'borrower', lastName: 'Inviterson' });
  const inviterToken = await sessionFor(server, inviter);
  const invitations: number[] = [];
  for (let count = 0; count < 2; count += 1) {
    const started = await agreeAndStart(server, inviterToken);
    await saveStage(server, inviterToken, started, 'stageOne', namingParticipant('Inviterson'));
    await inviteToTakePart(server, inviterToken, started.id, 2);
    const row = (await server.deps.db('participant_invitations').where({ application_id: started.id }).first('id')) as {
      id: number;
    };
    invitations.push(row.id);
  }
  return { toDecline: invitations[0] as number, toAccept: invitations[1] as number };
}

/** The owner's pre-approval, submitted through the API, given to the assigned officer, once its letter is made. */
async function submittedPreapproval(owner: UserRow, officer: UserRow): Promise<number> {
  const token = await sessionFor(server, owner);
  const reply = await server.api<{ id: number }>(
    'POST',
    'pre/setapproval',
    { formVersion: 1, revision: 0, data: preapprovalRecord('Ownerly') },
    token,
  );
  const id = reply.body.data?.id;
  if (!id) throw new Error(`the owner's pre-approval was refused: ${reply.body.statusText}`);
  await server.deps.db('preapprovals').where({ id }).update({ officer_user_id: officer.id });
  for (let tries = 0; tries < 100; tries += 1) {
    const row = (await server.deps.db('preapprovals').where({ id }).first('letter_file_id')) as {
      letter_file_id: number | null;
    };
    if (row.letter_file_id) return id;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the owner's pre-approval letter was not made");
}

/** A draft of the subscribe form opened by the compliance persona, as the studio opens one. */
async function openSubscribeDraft(world: World): Promise<OpenDraft> {
  return openDraftOf(world, 'subscribe');
}

/** A draft of a form opened by the compliance persona, as the studio opens one. */
async function openDraftOf(world: World, formId: string): Promise<OpenDraft> {
  const newest = await findDefinition(server.deps.db, formId, undefined, EVERY_STATUS);
  if (!newest) throw new Error(`the ${formId} form is not stored`);
  return server.deps.db.transaction((trx) => insertDraft(trx, newest, world.users.compliance.id));
}

/** The open draft of a form (opened by the compliance persona when none is) put in the review state a row needs. */
async function draftIn(world: World, formId: string, state: ReviewState): Promise<OpenDraft> {
  const draft = (await findOpenDraft(server.deps.db, formId)) ?? (await openDraftOf(world, formId));
  await server.deps
    .db('form_definitions')
    .where({ form_id: formId, version: draft.version })
    .update({ review_state: state });
  return { ...draft, review: { ...draft.review, state } };
}

async function call(persona: Persona, method: string, row: MatrixRow) {
  const { path, body, upload } = await row.request(world, persona);
  // A fresh session for every call: a row may end its caller's session (logout) or change its password.
  const token = persona === 'visitor' ? undefined : await sessionFor(server, world.users[persona]);
  const form = upload ? new FormData() : undefined;
  form?.append('file', new Blob([new Uint8Array(upload as Buffer)], { type: 'image/png' }), 'document.png');
  const response = await fetch(`${server.url}/api/${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  // A file (a document shown inline) is checked as its bytes: they must not hold the owner's data either.
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return {
    http: response.status,
    body: (isJson ? JSON.parse(bytes.toString('utf8')) : { status: 100, file: bytes.toString('latin1') }) as {
      status: number;
    },
  };
}

// Registering routes reads nothing from the dependencies (they are used when a request comes), so the routes can
// be listed while the tests are being collected, before the server starts.
const NOT_AT_REGISTRATION = new Proxy({} as AppDeps, {
  get: (_target, property) => {
    throw new Error(`A route read deps.${String(property)} while being registered`);
  },
});

describe('the authorization matrix', () => {
  const routes = listRoutes(buildApiRouter(NOT_AT_REGISTRATION));

  it('declares a gate on every route and has a row for every route that needs a session', () => {
    expect(routes.filter((route) => route.gate === undefined).map((r) => `${r.method} ${r.path}`)).toEqual([]);
    const sessionRoutes = routes.filter((route) => route.gate?.kind === 'signedIn').map((r) => `${r.method} ${r.path}`);
    expect(sessionRoutes.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !sessionRoutes.includes(route))).toEqual([]);
  });

  for (const [route, row] of Object.entries(MATRIX)) {
    it(`${route}: answers each of the eleven people as the matrix says and leaks nothing`, async () => {
      const [method = 'GET'] = route.split(' ');
      const gate = routes.find((r) => `${r.method} ${r.path}` === route)?.gate;
      const admitted = gate?.kind === 'signedIn' ? gate.roles : [];
      for (const persona of PERSONAS) {
        const reply = await call(persona, method, row);
        const text = JSON.stringify(reply.body);
        const label = `${route} as ${persona}`;
        const role = persona === 'visitor' ? undefined : world.users[persona].role;
        const mayCall = role !== undefined && (admitted as readonly string[]).includes(role);
        const allowed = row.expect === 'own' ? mayCall : row.expect.includes(persona);
        // A route unseen by all but staff answers everyone else as if it did not exist.
        const unseen =
          gate?.kind === 'signedIn' && gate.unseen === true && (role === undefined || !isStaff(role as Role));
        if (persona === 'visitor') expect(reply.http, label).toBe(unseen ? 404 : 401);
        else if (!mayCall) expect(reply.http, label).toBe(unseen ? 404 : 403);
        if (allowed) {
          expect(reply.http, label).toBeLessThan(400);
          expect(reply.body.status, label).toBe(100);
        } else {
          expect([401, 403, 404], label).toContain(reply.http);
        }
        const mayShowOwner =
          persona === 'owner' || (allowed && (row.sees ?? (row.expect === 'own' ? [] : row.expect)).includes(persona));
        if (!mayShowOwner) {
          for (const marker of world.ownerMarkers) expect(text, `${label} shows ${marker}`).not.toContain(marker);
        }
      }
    });
  }

  it('keeps staff out of borrower sessions and borrowers out of staff sessions', async () => {
    expect(SIGNED_IN).toHaveLength(10);
    const staffAsBorrower = await server.deps.db.transaction(async (trx) => {
      const { startSession } = await import('server/commands/accounts/sessions.ts');
      return startSession(trx, world.users.assignedOfficer.id, { ip: '127.0.0.1', userAgent: 'test' }, 'borrower');
    });
    expect((await server.api('GET', 'session', undefined, staffAsBorrower)).http).toBe(401);
    const borrowerAsStaff = await server.deps.db.transaction(async (trx) => {
      const { startSession } = await import('server/commands/accounts/sessions.ts');
      return startSession(trx, world.users.owner.id, { ip: '127.0.0.1', userAgent: 'test' }, 'staff');
    });
    expect((await server.api('GET', 'session', undefined, borrowerAsStaff)).http).toBe(401);
  });
});
