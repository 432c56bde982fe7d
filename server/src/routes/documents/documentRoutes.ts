import {
  ALL_DOCUMENT_TYPES,
  type DocumentAccessReply,
  type DocumentConsentReply,
  type DocumentLoanReply,
  type DocumentTypeReply,
  type StakeholderReply,
} from 'common';
import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { findStoredFile, markFileDeleted } from 'server/files/storedFiles.ts';
import { FORM_UNAVAILABLE_MESSAGE, validateSubmission } from 'server/forms/submissionValidation.ts';
import { signedIn, signedInUser } from 'server/http/auth.ts';
import { clientIp, type ApiRouter, type AppContext } from 'server/http/context.ts';
import { ApiError, badRequest, notFound, success } from 'server/http/envelope.ts';
import { readWholeNumber } from 'server/http/input.ts';
import { sendStoredFile } from 'server/http/sendStoredFile.ts';
import { authorizeLoan } from 'server/policies/authorize.ts';
import type { LoanParties } from 'server/policies/policy.ts';
import { isStaff, ROLES } from 'server/policies/roles.ts';
import {
  answerApprovals,
  documentTypesFor,
  findDocument,
  findDocumentByBlobname,
  findDocumentType,
  insertDocument,
  loanDocuments,
  markDocumentDeleted,
  newVersionIdentifier,
  openRequestCounts,
  submitDrafts,
  type ApprovalAnswer,
  type DocumentView,
} from 'server/records/documents.ts';
import { findCallersSlot, markSlotUsed } from 'server/records/documentUploads.ts';
import { touchLoan } from 'server/records/loans.ts';
import { sealRecord } from 'server/records/sealedRecords.ts';
import { documentsToApproveMail } from 'server/mail/templates/documentMails.ts';
import { authorizePreapproval } from 'server/routes/predocs/preapprovalAccess.ts';
import { bodyOf, boundedText, loanIdOf, nestedOf, requiredId, textOf, type Body } from './documentInput.ts';
import { tellLoanStaff } from 'server/commands/loans/requestAnswerer.ts';
import { tellBorrowers } from 'server/mail/borrowerNotices.ts';
import {
  DefinitionCache,
  documentRecordKey,
  isDeletable,
  presentDocumentType,
  presentLoanDocuments,
} from './documentPresenter.ts';
import { FILE_NOT_ARRIVED, SELECT_DOCUMENT_TYPE, uploadActionOf } from './documentUploadRoutes.ts';

/** Said when a document is registered without a file. */
export const CHOOSE_FILE = 'Choose a file to upload.';
/** Said when Submit finds nothing to submit. */
export const NOTHING_TO_SUBMIT = 'There is nothing to submit yet. Upload a document first.';
/** Said after Submit. */
export const DOCUMENTS_SUBMITTED = 'Your documents were submitted.';
/** Said when a document that was acted on is asked to be deleted. */
export const DOCUMENT_KEPT = 'This document has been reviewed and is kept on file.';
/** Said when Approve or Deny names no document awaiting approval. */
export const NOTHING_TO_APPROVE = 'Select the documents awaiting your approval.';
/** Said when consent is given again. */
export const CONSENT_ALREADY_GIVEN = 'You have already given your consent for this loan.';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** The stakeholders of a loan: the lender's staff assigned to it. */
async function stakeholdersOf(deps: AppDeps, parties: LoanParties): Promise<StakeholderReply[]> {
  const assigned = [
    { id: parties.officerUserId, role: 'Loan Officer' },
    { id: parties.processorUserId, role: 'Processor' },
  ].filter((entry): entry is { id: number; role: string } => entry.id !== null);
  if (assigned.length === 0) return [];
  const users = (await deps
    .db('users as u')
    .leftJoin('loan_officers as o', 'o.user_id', 'u.id')
    .whereIn(
      'u.id',
      assigned.map((entry) => entry.id),
    )
    .select('u.id', 'u.first_name', 'u.last_name', 'u.email', 'o.work_phone')) as {
    id: number;
    first_name: string;
    last_name: string;
    email: string;
    work_phone: string | null;
  }[];
  return assigned.flatMap((entry) => {
    const user = users.find((candidate) => candidate.id === entry.id);
    return user
      ? [
          {
            id: user.id,
            name: `${user.first_name} ${user.last_name}`.trim(),
            role: entry.role,
            email: user.email,
            phone: user.work_phone,
          },
        ]
      : [];
  });
}

/** The loans the borrower takes part in, with the details card's fields. */
async function loansOf(deps: AppDeps, userId: number): Promise<DocumentLoanReply[]> {
  const rows = (await deps
    .db('loans as l')
    .join('loan_participants as p', (join) => join.on('p.loan_id', 'l.id').andOnVal('p.user_id', userId))
    .join('users as u', 'u.id', 'l.borrower_user_id')
    .whereNull('l.discarded_at')
    .orderBy('l.id', 'desc')
    .select(
      'l.id',
      'l.loan_number',
      'l.loan_amount',
      'l.issuing_authority',
      deps.db.raw(`to_char(l.est_close_date, 'YYYY-MM-DD') as est_close_date`),
      'l.property_address',
      'l.property_city',
      'l.property_state',
      'l.property_zip',
      'l.officer_user_id',
      'u.first_name',
      'u.last_name',
    )) as {
    id: number;
    loan_number: string;
    loan_amount: string | null;
    issuing_authority: string | null;
    est_close_date: string | null;
    property_address: string | null;
    property_city: string | null;
    property_state: string | null;
    property_zip: string | null;
    officer_user_id: number | null;
    first_name: string;
    last_name: string;
  }[];
  const participants = (await deps
    .db('loan_participants')
    .whereIn(
      'loan_id',
      rows.map((row) => row.id),
    )
    .orderBy('added_at')
    .select('loan_id', 'user_id')) as { loan_id: number; user_id: number }[];
  return rows.map((row) => ({
    id: row.id,
    loannumber: row.loan_number,
    borrower: `${row.first_name} ${row.last_name}`.trim(),
    loanamount: row.loan_amount === null ? null : String(row.loan_amount),
    issuingauth: row.issuing_authority,
    closingdate: row.est_close_date,
    propaddress: [
      row.property_address,
      row.property_city,
      [row.property_state, row.property_zip].filter(Boolean).join(' '),
    ]
      .filter(Boolean)
      .join(', '),
    lender_id: row.officer_user_id,
    borrower_ids: participants.filter((p) => p.loan_id === row.id).map((p) => p.user_id),
  }));
}

const ROLE_LABELS: Record<string, string> = {
  loan_officer: 'Loan Officer',
  processor: 'Processor',
  compliance: 'Compliance',
  admin: 'Administrator',
};

/** The name the access list gives the borrower's profile document (their ID, uploaded on the profile page). */
export const PROFILE_DOCUMENT_NAME = 'Profile document (ID)';

interface AccessRow {
  id: number;
  name: string;
  version: number;
  first_name: string | null;
  last_name: string | null;
  actor_role: string;
  at: Date;
}

/**
 * Who at the lender opened the loan's documents (of one type, or all), newest first: the audit log's document views
 * (docs/decisions.md, Documents: the server records each view as it serves the document). With all types, the staff
 * reads of the profile document of `profileOwnerId` (the borrower reading the list, or the loan's borrower for staff)
 * are listed too: an ID document is theirs on every loan.
 */
async function documentAccessOf(
  deps: AppDeps,
  loanId: number,
  typeId: number | undefined,
  profileOwnerId: number,
): Promise<DocumentAccessReply[]> {
  const query = deps
    .db('audit_log as a')
    .join('documents as d', 'd.id', deps.db.raw(`(a.details->>'documentId')::int`))
    .join('document_types as t', 't.id', 'd.document_type_id')
    .leftJoin('users as u', 'u.id', 'a.actor_user_id')
    .where('a.loan_id', loanId)
    .andWhere('a.action', 'read')
    .andWhere('a.record_type', 'document')
    .andWhereRaw(`a.details->>'view' = 'document'`)
    .andWhere('d.loan_id', loanId)
    .orderBy('a.id', 'desc')
    .limit(500)
    .select('d.id', 't.name', 'd.version', 'u.first_name', 'u.last_name', 'a.actor_role', 'a.at', 'a.id as audit_id');
  if (typeId !== undefined) query.andWhere('d.document_type_id', typeId);
  const rows = (await query) as (AccessRow & { audit_id: number })[];
  if (typeId === undefined) {
    const profileReads = (await deps
      .db('audit_log as a')
      .leftJoin('users as u', 'u.id', 'a.actor_user_id')
      .where({ 'a.action': 'read', 'a.record_type': 'profile document', 'a.subject_user_id': profileOwnerId })
      .andWhere('a.record_id', '>', 0)
      .orderBy('a.id', 'desc')
      .limit(500)
      .select(
        'a.record_id as id',
        deps.db.raw('? as name', [PROFILE_DOCUMENT_NAME]),
        deps.db.raw('1 as version'),
        'u.first_name',
        'u.last_name',
        'a.actor_role',
        'a.at',
        'a.id as audit_id',
      )) as (AccessRow & { audit_id: number })[];
    rows.push(...profileReads);
    rows.sort((a, b) => b.audit_id - a.audit_id);
  }
  return rows.slice(0, 500).map((row) => ({
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
    ctx.body = success(await stakeholdersOf(deps, parties));
  });

  router.get('/doc/loans', borrower, async (ctx) => {
    ctx.body = success(await loansOf(deps, signedInUser(ctx).id));
  });

  router.get('/doc/types/:n', anyone, async (ctx) => {
    const loanId = loanIdOf(ctx.params.n);
    await authorizeLoan(deps.db, ctx, 'read', loanId, { details: { view: 'document types' } });
    const definitions = new DefinitionCache(deps.db);
    const requested = await openRequestCounts(deps.db, { loanId });
    const types: DocumentTypeReply[] = [];
    for (const type of await documentTypesFor(deps.db, 'loan')) {
      const presented = await presentDocumentType(definitions, type, requested.get(type.id) ?? 0);
      if (presented) types.push(presented);
    }
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
    const typeId = requiredId(body, 'typeid', SELECT_DOCUMENT_TYPE);
    const type = await findDocumentType(deps.db, typeId, 'loan');
    if (!type?.form_id) throw badRequest(SELECT_DOCUMENT_TYPE, ['typeid']);
    const fileName = textOf(nestedOf(body, 'req'), 'fileName') || textOf(body, 'fileName');
    const slot = fileName ? await findCallersSlot(deps.db, user.id, { target: fileName }) : undefined;
    if (!slot || slot.loan_id !== loanId || slot.used_at) throw badRequest(CHOOSE_FILE, ['file']);
    if (!slot.file_id || !slot.moved_at) throw badRequest(FILE_NOT_ARRIVED, ['file']);
    if (body.formId !== undefined && body.formId !== type.form_id) {
      throw badRequest(FORM_UNAVAILABLE_MESSAGE, ['formId']);
    }
    const version = body.formVersion === undefined ? undefined : readWholeNumber(body.formVersion);
    if (version === null) throw badRequest(FORM_UNAVAILABLE_MESSAGE, ['formVersion']);
    const validated = await validateSubmission(deps.db, type.form_id, version, body, {
      onRefused: (refused) => ctx.state.log.info({ refused }, 'document fields refused'),
    });
    const docname = boundedText(body, 'docname', 200, 'Document name') || type.name;
    const docinfo = boundedText(body, 'docinfo', 1000, 'Document information', true) || null;
    const fileId = slot.file_id;
    const versionIdentifier = newVersionIdentifier();
    const fields = sealRecord(
      deps.keys.personal,
      validated.stored.definition,
      documentRecordKey(versionIdentifier),
      validated.data,
    );
    const documentId = await inTransaction(deps, async (trx) => {
      if (!(await markSlotUsed(trx, slot.id))) throw badRequest(CHOOSE_FILE, ['file']);
      const row = await insertDocument(
        trx,
        {
          loanId,
          documentTypeId: type.id,
          fileId,
          blobname: slot.blob_name,
          docname,
          docinfo,
          fields,
          formId: type.form_id,
          formVersion: validated.stored.version,
          uploadedBy: user.id,
        },
        versionIdentifier,
      );
      await touchLoan(trx, loanId);
      return row.id;
    });
    const document = (await findDocument(deps.db, documentId)) as DocumentView;
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
    const byStaff = isStaff(user.role);
    // Type 3 (a borrower) always submits with approval 1 (part 2 §6); staff send 0 to ask for the borrower's approval.
    const approval: 0 | 1 = byStaff && (body.approval === 0 || body.approval === '0') ? 0 : 1;
    const submitted = await inTransaction(deps, async (trx) => {
      const parties = await authorizeLoan(trx, ctx, uploadActionOf(user.role), loanId, { recordType: 'document' });
      const ids = await submitDrafts(trx, { loanId, documentTypeId: typeId, userId: user.id, approval, byStaff });
      if (ids.length === 0) throw badRequest(NOTHING_TO_SUBMIT, ['typeid']);
      await touchLoan(trx, loanId);
      if (!byStaff) {
        // A document the loan team asked for arrived: its staff are e-mailed (its type, never its content).
        const answering = await trx('documents').whereIn('id', ids).whereNotNull('request_id').first('id');
        if (answering) {
          const type = await findDocumentType(trx, typeId, 'loan');
          await tellLoanStaff(trx, deps, parties, type?.name ?? 'a document');
        }
      }
      if (byStaff) {
        const type = await findDocumentType(trx, typeId, 'loan');
        await tellBorrowers(
          trx,
          deps,
          { userIds: parties.participantIds, loanId },
          approval === 0
            ? {
                title: 'Documents to approve',
                body: `Your loan team sent ${type?.name ?? 'documents'} for you to review and approve.`,
                mail: documentsToApproveMail,
                path: `/docapprove/${loanId}`,
                createdBy: user.id,
              }
            : {
                title: 'New documents from your loan team',
                body: `Your loan team added ${type?.name ?? 'documents'} to your loan.`,
                path: `/docview/${loanId}`,
                createdBy: user.id,
              },
        );
      }
      return ids.length;
    });
    ctx.body = success({ submitted, approval }, DOCUMENTS_SUBMITTED);
  });

  router.delete('/doc', anyone, async (ctx) => {
    const user = signedInUser(ctx);
    const id = readWholeNumber(ctx.query.d);
    const document = id === null ? undefined : await findDocument(deps.db, id);
    if (!document || document.loan_id === null) throw notFound();
    await inTransaction(deps, async (trx) => {
      await authorizeLoan(trx, ctx, 'read', document.loan_id as number, { recordType: 'document' });
      if (!document.submitted_at && document.uploaded_by !== user.id) throw notFound();
      if (!isDeletable(document, user.id)) throw new ApiError(409, DOCUMENT_KEPT);
      if (await markDocumentDeleted(trx, document.id, user.id)) await markFileDeleted(trx, document.file_id);
      await touchLoan(trx, document.loan_id as number);
    });
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
    const user = signedInUser(ctx);
    const body = bodyOf(ctx);
    const loanId = loanIdOf(body.loan_id);
    const answers = approvalAnswersOf(body);
    const updated = await inTransaction(deps, async (trx) => {
      await authorizeLoan(trx, ctx, 'fill', loanId, { recordType: 'document approval' });
      const versions = await answerApprovals(trx, loanId, user.id, answers);
      if (versions.length > 0) await touchLoan(trx, loanId);
      return versions;
    });
    if (updated.length === 0) throw badRequest(NOTHING_TO_APPROVE, ['consent_array']);
    ctx.body = success(updated, 'Saved.');
  });

  router.post('/doc/getconsent', borrower, async (ctx) => {
    const user = signedInUser(ctx);
    const loanId = loanIdOf(bodyOf(ctx).loan_id);
    const parties = await authorizeLoan(deps.db, ctx, 'read', loanId);
    const row = (await deps.db('loan_document_consents').where({ loan_id: loanId, user_id: user.id }).first()) as
      { accepted: boolean; answered_at: Date } | undefined;
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
    const user = signedInUser(ctx);
    const body = bodyOf(ctx);
    const loanId = loanIdOf(body.loan_id);
    const consent = textOf(body, 'consent');
    if (consent !== 'accepted' && consent !== 'denied') throw badRequest('Choose whether you consent.', ['consent']);
    await inTransaction(deps, async (trx) => {
      await authorizeLoan(trx, ctx, 'fill', loanId, { recordType: 'document consent' });
      const existing = (await trx('loan_document_consents')
        .where({ loan_id: loanId, user_id: user.id })
        .forUpdate()
        .first('accepted')) as { accepted: boolean } | undefined;
      // Locked once accepted (part 2 §4.5): the answer given stands with its time and address.
      if (existing?.accepted) throw new ApiError(409, CONSENT_ALREADY_GIVEN);
      await trx('loan_document_consents')
        .insert({
          loan_id: loanId,
          user_id: user.id,
          accepted: consent === 'accepted',
          ip: clientIp(ctx),
          answered_at: trx.fn.now(),
        })
        .onConflict(['loan_id', 'user_id'])
        .merge(['accepted', 'ip', 'answered_at']);
      await touchLoan(trx, loanId);
    });
    ctx.body = success({ loan_id: loanId, consent }, consent === 'accepted' ? 'Thank you for your consent.' : 'Saved.');
  });
}
