import { ALL_DOCUMENT_TYPES, type DocumentAccessReply, type DocumentConsentReply } from 'common';
import { answerDocumentApprovals } from 'server/commands/documents/documentApprover.ts';
import { answerDocumentConsent } from 'server/commands/documents/documentConsenter.ts';
import { deleteLoanDocument } from 'server/commands/documents/documentDeleter.ts';
import { registerLoanDocument } from 'server/commands/documents/documentRegistrar.ts';
import { submitLoanDocuments } from 'server/commands/documents/documentSubmitter.ts';
import { SELECT_DOCUMENT_TYPE, uploadActionOf } from 'server/commands/documents/documentUploader.ts';
import type { AppDeps } from 'server/deps.ts';
import { DefinitionCache } from 'server/forms/definitionCache.ts';
import { findStoredFile } from 'server/files/storedFiles.ts';
import { signedIn, signedInUser } from 'server/http/auth.ts';
import type { ApiRouter, AppContext } from 'server/http/context.ts';
import { badRequest, notFound, success } from 'server/http/envelope.ts';
import { readWholeNumber } from 'server/http/input.ts';
import { sendStoredFile } from 'server/http/sendStoredFile.ts';
import { authorizeLoan } from 'server/policies/authorize.ts';
import { authorizePreapproval } from 'server/policies/preapprovalAccess.ts';
import { isStaff, ROLES } from 'server/policies/roles.ts';
import {
  documentReadsOf,
  documentTypesFor,
  findDocumentByBlobname,
  findDocumentConsent,
  loanDocuments,
  openRequestCounts,
  waitingUploadCounts,
  type ApprovalAnswer,
  type DocumentView,
} from 'server/records/documents.ts';
import { documentLoansOf, loanStakeholders } from 'server/records/loanViews.ts';
import { bodyOf, boundedText, loanIdOf, nestedOf, requiredId, textOf, type Body } from './documentInput.ts';
import { presentDocumentTypes, presentLoanDocuments } from './documentPresenter.ts';

/** Said after Submit. */
export const DOCUMENTS_SUBMITTED = 'Your documents were submitted.';
/** Said when Approve or Deny names no document awaiting approval. */
export const NOTHING_TO_APPROVE = 'Select the documents awaiting your approval.';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

const ROLE_LABELS: Record<string, string> = {
  loan_officer: 'Loan Officer',
  processor: 'Processor',
  compliance: 'Compliance',
  admin: 'Administrator',
};

/**
 * Who at the lender opened the loan's documents (of one type, or all), newest first (records/documents.ts,
 * documentReadsOf), each with the viewer's name and role.
 */
async function documentAccessOf(
  deps: AppDeps,
  loanId: number,
  typeId: number | undefined,
  profileOwnerId: number,
): Promise<DocumentAccessReply[]> {
  return (await documentReadsOf(deps.db, loanId, typeId, profileOwnerId)).map((row) => ({
    documentId: row.id,
    doctype: row.name,
    version: Number(row.version),
    viewer: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || 'A former staff member',
    role: ROLE_LABELS[row.actor_role] ?? row.actor_role,
    at: iso(row.at) ?? '',
  }));
}

/** The type filter of GET doc: a type id, or -100 (or nothing) for all. */
function typeFilterOf(value: unknown): number | undefined {
  if (value === undefined || value === '' || value === String(ALL_DOCUMENT_TYPES)) return undefined;
  const id = readWholeNumber(value);
  if (id === null) throw badRequest(SELECT_DOCUMENT_TYPE, ['t']);
  return id;
}

/** The document a document call names by its blob name, with the caller's right to read it checked (404 otherwise). */
async function readableDocument(deps: AppDeps, ctx: AppContext, blobname: string): Promise<DocumentView> {
  const document = blobname ? await findDocumentByBlobname(deps.db, blobname) : undefined;
  if (!document) throw notFound();
  const user = signedInUser(ctx);
  const details = { view: 'document', documentId: document.id };
  // A draft is its uploader's until submitted: to anyone else it does not exist (and nothing of it is audited).
  if (!document.submitted_at && document.uploaded_by !== user.id) throw notFound();
  if (document.loan_id !== null) {
    await authorizeLoan(deps.db, ctx, 'read', document.loan_id, { recordType: 'document', details });
  } else {
    await authorizePreapproval(deps.db, ctx, 'read', document.preapproval_id as number, details);
  }
  if (document.disposed_at) throw notFound('This document was disposed of when its retention period ended.');
  return document;
}

/** The answers of POST doc/setapproval's consent_array. */
function approvalAnswersOf(body: Body): ApprovalAnswer[] {
  const list = Array.isArray(body.consent_array) ? (body.consent_array as unknown[]) : [];
  return list.slice(0, 500).flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const entry = item as Body;
    const versionIdentifier = textOf(entry, 'version_identifier');
    const consent = textOf(entry, 'consent');
    return versionIdentifier && (consent === 'accepted' || consent === 'denied')
      ? [{ versionIdentifier, consent }]
      : [];
  });
}

/**
 * The documents of a loan (part 2 §2.8, §4.5, §4.6, §7.2): the picker's loans and stakeholders, the types with
 * their fields, the list, registering an upload as a new version, Submit, delete, the document shown in the page,
 * approvals and the loan's document consent. Borrowers of the loan fill it; its staff read it (every read audited)
 * and upload disclosures; anyone else gets 404, as for a loan that does not exist.
 */
export function registerDocumentRoutes(router: ApiRouter, deps: AppDeps): void {
  const anyone = signedIn(deps, ROLES);
  const borrower = signedIn(deps, ['borrower']);

  router.get('/stakes', anyone, async (ctx) => {
    const loanId = loanIdOf(ctx.query.l);
    const parties = await authorizeLoan(deps.db, ctx, 'read', loanId, { details: { view: 'stakeholders' } });
    ctx.body = success(await loanStakeholders(deps.db, parties));
  });

  router.get('/doc/loans', borrower, async (ctx) => {
    ctx.body = success(await documentLoansOf(deps.db, signedInUser(ctx).id));
  });

  router.get('/doc/types/:n', anyone, async (ctx) => {
    const loanId = loanIdOf(ctx.params.n);
    await authorizeLoan(deps.db, ctx, 'read', loanId, { details: { view: 'document types' } });
    const definitions = new DefinitionCache(deps.db);
    const requested = await openRequestCounts(deps.db, { loanId });
    const waiting = await waitingUploadCounts(deps.db, loanId, signedInUser(ctx).id);
    const types = await presentDocumentTypes(definitions, await documentTypesFor(deps.db, 'loan'), requested, waiting);
    ctx.body = success(types);
  });

  router.get('/doc', anyone, async (ctx) => {
    const loanId = loanIdOf(ctx.query.l);
    const typeId = typeFilterOf(ctx.query.t);
    const parties = await authorizeLoan(deps.db, ctx, 'read', loanId, {
      recordType: 'document',
      details: { view: 'documents' },
    });
    const user = signedInUser(ctx);
    const documents = await loanDocuments(deps.db, loanId, { userId: user.id }, typeId);
    ctx.body = success(
      await presentLoanDocuments(
        { ring: deps.keys.personal, definitions: new DefinitionCache(deps.db), parties, viewerId: user.id },
        documents,
      ),
    );
  });

  router.get('/docaccess', anyone, async (ctx) => {
    const loanId = loanIdOf(ctx.query.l);
    const typeId = typeFilterOf(ctx.query.t);
    const parties = await authorizeLoan(deps.db, ctx, 'read', loanId, { details: { view: 'document access' } });
    const user = signedInUser(ctx);
    const profileOwnerId = user.role === 'borrower' ? user.id : parties.borrowerUserId;
    ctx.body = success(await documentAccessOf(deps, loanId, typeId, profileOwnerId));
  });

  router.post('/doc', anyone, async (ctx) => {
    const user = signedInUser(ctx);
    const body = bodyOf(ctx);
    const loanId = loanIdOf(body.loanid);
    const parties = await authorizeLoan(deps.db, ctx, uploadActionOf(user.role), loanId, { recordType: 'document' });
    const documentTypeId = requiredId(body, 'typeid', SELECT_DOCUMENT_TYPE);
    const fileName = textOf(nestedOf(body, 'req'), 'fileName') || textOf(body, 'fileName');
    const document = await registerLoanDocument(deps, ctx, {
      loanId,
      documentTypeId,
      fileName,
      body,
      docname: boundedText(body, 'docname', 200, 'Document name'),
      docinfo: boundedText(body, 'docinfo', 1000, 'Document information', true) || null,
    });
    const [reply] = await presentLoanDocuments(
      { ring: deps.keys.personal, definitions: new DefinitionCache(deps.db), parties, viewerId: user.id },
      [document],
    );
    ctx.body = success(reply, 'Upload Successful');
  });

  router.post('/doc/submit', anyone, async (ctx) => {
    const user = signedInUser(ctx);
    const body = bodyOf(ctx);
    const loanId = loanIdOf(body.loanid);
    const typeId = requiredId(body, 'typeid', SELECT_DOCUMENT_TYPE);
    // Type 3 (a borrower) always submits with approval 1 (part 2 §6); staff send 0 to ask for the borrower's approval.
    const approval: 0 | 1 = isStaff(user.role) && (body.approval === 0 || body.approval === '0') ? 0 : 1;
    const submitted = await submitLoanDocuments(deps, ctx, { loanId, documentTypeId: typeId, approval });
    ctx.body = success({ submitted, approval }, DOCUMENTS_SUBMITTED);
  });

  router.delete('/doc', anyone, async (ctx) => {
    const document = await deleteLoanDocument(deps, ctx, readWholeNumber(ctx.query.d));
    ctx.body = success({ id: document.id }, 'Document deleted.');
  });

  router.post('/doc/getdocurl', anyone, async (ctx) => {
    const body = bodyOf(ctx);
    const document = await readableDocument(deps, ctx, textOf(body, 'doc') || textOf(body, 'blobname'));
    const file = await findStoredFile(deps.db, document.file_id);
    if (!file) throw notFound();
    await sendStoredFile(deps, ctx, file, (document.blobname ?? 'document').split('/').pop() ?? 'document');
  });

  router.post('/doc/setapproval', borrower, async (ctx) => {
    const body = bodyOf(ctx);
    const updated = await answerDocumentApprovals(deps, ctx, loanIdOf(body.loan_id), approvalAnswersOf(body));
    if (updated.length === 0) throw badRequest(NOTHING_TO_APPROVE, ['consent_array']);
    ctx.body = success(updated, 'Saved.');
  });

  router.post('/doc/getconsent', borrower, async (ctx) => {
    const user = signedInUser(ctx);
    const loanId = loanIdOf(bodyOf(ctx).loan_id);
    const parties = await authorizeLoan(deps.db, ctx, 'read', loanId);
    const row = await findDocumentConsent(deps.db, loanId, user.id);
    const reply: DocumentConsentReply = {
      loan_id: loanId,
      borrower_id: user.id,
      lender_id: parties.officerUserId,
      consent: row ? (row.accepted ? 'accepted' : 'denied') : null,
      answeredAt: iso(row?.answered_at ?? null),
    };
    ctx.body = success(reply);
  });

  router.post('/doc/setconsent', borrower, async (ctx) => {
    const body = bodyOf(ctx);
    const loanId = loanIdOf(body.loan_id);
    const consent = textOf(body, 'consent');
    if (consent !== 'accepted' && consent !== 'denied') throw badRequest('Choose whether you consent.', ['consent']);
    await answerDocumentConsent(deps, ctx, loanId, consent);
    ctx.body = success({ loan_id: loanId, consent }, consent === 'accepted' ? 'Thank you for your consent.' : 'Saved.');
  });
}
