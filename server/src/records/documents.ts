import { randomBytes } from 'node:crypto';
import type { Db, Trx } from 'server/db/database.ts';

/**
 * Documents of loans and pre-approvals (part 2 §3.12, §4.5, §4.6): each upload of a type is a new version, kept
 * beside the earlier ones; a borrower's upload is private to its uploader until submitted, then reviewed by the loan
 * team (accepted, or rejected with a reason the borrower sees); a document the loan team uploads may ask the borrower
 * to approve it (Awaiting until approved or denied). Every step is an event with who did it and when.
 */

/** What a document type is offered for. */
export type DocumentScope = 'loan' | 'preapproval';

/** A row of document_types. */
export interface DocumentTypeRow {
  id: number;
  name: string;
  form_id: string | null;
  scope: 'loan' | 'preapproval' | 'both';
  sort: number;
  active: boolean;
  description: string | null;
}

/** A row of documents. */
export interface DocumentRow {
  id: number;
  loan_id: number | null;
  preapproval_id: number | null;
  document_type_id: number;
  version: number;
  version_identifier: string;
  file_id: number;
  docname: string;
  docinfo: string | null;
  fields: Record<string, unknown> | null;
  form_id: string | null;
  form_version: number | null;
  uploaded_by: number | null;
  request_id: number | null;
  approval_requested: boolean;
  document_consent: 'accepted' | 'denied' | null;
  consent_by: number | null;
  consent_at: Date | null;
  review_status: 'pending' | 'accepted' | 'rejected';
  review_reason: string | null;
  reviewed_by: number | null;
  reviewed_at: Date | null;
  created_at: Date;
  deleted_at: Date | null;
  deleted_by: number | null;
  blobname: string | null;
  submitted_at: Date | null;
  disposed_at: Date | null;
}

/** A document with what its pages show beside it: its type, its uploader, its file and who decided on it. */
export interface DocumentView extends DocumentRow {
  type_name: string;
  uploader_first_name: string | null;
  uploader_last_name: string | null;
  uploader_role: string | null;
  consent_first_name: string | null;
  consent_last_name: string | null;
  content_type: string;
  byte_size: number;
}

/** Where the personal values of a document's fields are bound: the document's version, so they open nowhere else. */
export const documentRecordKey = (versionIdentifier: string) => `document:${versionIdentifier}`;

/**
 * Who may delete a document: its uploader, while nobody has acted on it (the loan team has not reviewed a borrower's
 * upload; the borrower has not answered the team's). A document acted on is kept with the loan file (Reg B).
 */
export function isDeletable(document: DocumentView, userId: number): boolean {
  if (document.uploaded_by !== userId || document.disposed_at) return false;
  const byStaff = document.uploader_role !== null && document.uploader_role !== 'borrower';
  return byStaff ? document.document_consent === null || !document.submitted_at : document.review_status === 'pending';
}

/** What happened to a document. */
export type DocumentEventKind =
  'uploaded' | 'submitted' | 'approved' | 'denied' | 'accepted' | 'rejected' | 'deleted' | 'disposed';

/** The document types offered for loans or for pre-approvals, in the lender's order. */
export async function documentTypesFor(db: Db | Trx, scope: DocumentScope): Promise<DocumentTypeRow[]> {
  return (await db('document_types')
    .where({ active: true })
    .whereIn('scope', [scope, 'both'])
    .orderBy('sort')
    .orderBy('id')) as DocumentTypeRow[];
}

/** One active document type offered for the scope, or undefined. */
export async function findDocumentType(
  db: Db | Trx,
  id: number,
  scope: DocumentScope,
): Promise<DocumentTypeRow | undefined> {
  return (await db('document_types').where({ id, active: true }).whereIn('scope', [scope, 'both']).first()) as
    DocumentTypeRow | undefined;
}

function viewQuery(db: Db | Trx) {
  return db('documents as d')
    .join('document_types as t', 't.id', 'd.document_type_id')
    .join('stored_files as f', 'f.id', 'd.file_id')
    .leftJoin('users as u', 'u.id', 'd.uploaded_by')
    .leftJoin('users as c', 'c.id', 'd.consent_by')
    .whereNull('d.deleted_at')
    .select(
      'd.*',
      't.name as type_name',
      'u.first_name as uploader_first_name',
      'u.last_name as uploader_last_name',
      'u.role as uploader_role',
      'c.first_name as consent_first_name',
      'c.last_name as consent_last_name',
      'f.content_type',
      'f.byte_size',
    );
}

function normalise(row: DocumentView): DocumentView {
  return { ...row, byte_size: Number(row.byte_size) };
}

/** Who is looking at a loan's documents: drafts (not yet submitted) are seen only by their uploader. */
export interface DocumentViewer {
  userId: number;
}

/**
 * The documents of a loan (all types, or one), each type's versions newest first: the submitted ones and the
 * viewer's own drafts.
 */
export async function loanDocuments(
  db: Db | Trx,
  loanId: number,
  viewer: DocumentViewer,
  typeId?: number,
): Promise<DocumentView[]> {
  const query = viewQuery(db)
    .where('d.loan_id', loanId)
    .andWhere((where) => where.whereNotNull('d.submitted_at').orWhere('d.uploaded_by', viewer.userId))
    .orderBy('t.sort')
    .orderBy('d.document_type_id')
    .orderBy('d.version', 'desc');
  if (typeId !== undefined) query.andWhere('d.document_type_id', typeId);
  return ((await query) as DocumentView[]).map(normalise);
}

/** The documents of a pre-approval, newest first. */
export async function preapprovalDocuments(db: Db | Trx, preapprovalId: number): Promise<DocumentView[]> {
  return ((await viewQuery(db).where('d.preapproval_id', preapprovalId).orderBy('d.id', 'desc')) as DocumentView[]).map(
    normalise,
  );
}

/** One document that is not deleted, by id. */
export async function findDocument(db: Db | Trx, id: number): Promise<DocumentView | undefined> {
  const row = (await viewQuery(db).where('d.id', id).first()) as DocumentView | undefined;
  return row ? normalise(row) : undefined;
}

/** One document that is not deleted, by the blob name the pages show. */
export async function findDocumentByBlobname(db: Db | Trx, blobname: string): Promise<DocumentView | undefined> {
  const row = (await viewQuery(db).where('d.blobname', blobname).first()) as DocumentView | undefined;
  return row ? normalise(row) : undefined;
}

/** Records what happened to a document, who did it and, for a rejection, why. */
export async function recordDocumentEvent(
  trx: Trx,
  documentId: number,
  kind: DocumentEventKind,
  actorUserId: number | null,
  reason: string | null = null,
): Promise<void> {
  await trx('document_events').insert({ document_id: documentId, kind, actor_user_id: actorUserId, reason });
}

/** A new document (a version of its type) to insert. */
export interface NewDocument {
  loanId?: number | null;
  preapprovalId?: number | null;
  documentTypeId: number;
  fileId: number;
  blobname: string;
  docname: string;
  docinfo: string | null;
  /** The type's fields, personal ones already sealed. */
  fields: Record<string, unknown> | null;
  formId: string | null;
  formVersion: number | null;
  uploadedBy: number;
  /** Submitted at once (pre-approval documents have no Submit step). */
  submitted?: boolean;
  requestId?: number | null;
}

/** A random version identifier (the spec's version_identifier), never reused. */
export function newVersionIdentifier(): string {
  return randomBytes(16).toString('hex');
}

/**
 * Inserts a document as the next version of its type on its loan or pre-approval (earlier versions stay). The
 * parent row is locked first, so two uploads of one type at once get different versions.
 */
export async function insertDocument(
  trx: Trx,
  document: NewDocument,
  versionIdentifier = newVersionIdentifier(),
): Promise<DocumentRow> {
  const parent = document.loanId
    ? { table: 'loans', column: 'loan_id', id: document.loanId }
    : { table: 'preapprovals', column: 'preapproval_id', id: document.preapprovalId as number };
  await trx(parent.table).where({ id: parent.id }).forUpdate().first('id');
  const latest = (await trx('documents')
    .where({ [parent.column]: parent.id, document_type_id: document.documentTypeId })
    .max({ version: 'version' })
    .first()) as { version: number | null } | undefined;
  const [row] = (await trx('documents')
    .insert({
      loan_id: document.loanId ?? null,
      preapproval_id: document.preapprovalId ?? null,
      document_type_id: document.documentTypeId,
      version: (latest?.version ?? 0) + 1,
      version_identifier: versionIdentifier,
      file_id: document.fileId,
      blobname: document.blobname,
      docname: document.docname,
      docinfo: document.docinfo,
      fields: document.fields === null ? null : JSON.stringify(document.fields),
      form_id: document.formId,
      form_version: document.formVersion,
      uploaded_by: document.uploadedBy,
      request_id: document.requestId ?? null,
      submitted_at: document.submitted ? trx.fn.now() : null,
    })
    .returning('*')) as DocumentRow[];
  if (!row) throw new Error('The document insert returned no row');
  await recordDocumentEvent(trx, row.id, 'uploaded', document.uploadedBy);
  return row;
}

/** How the uploader's drafts are submitted (part 2 §6: a borrower submits with approval 1). */
export interface Submission {
  loanId: number;
  documentTypeId: number;
  userId: number;
  /** 1: approved by its uploader on submit; 0: the borrower is asked to approve it (Request for Approval). */
  approval: 0 | 1;
  /** The lender's staff submit their own uploads already reviewed. */
  byStaff: boolean;
}

/**
 * Submits the uploader's drafts of one type on a loan: they reach the loan team (a borrower's upload awaits its
 * review and answers an open request for the type) or the borrower (a staff upload asking for approval). Returns
 * the submitted documents' ids.
 */
export async function submitDrafts(trx: Trx, submission: Submission): Promise<number[]> {
  const drafts = (await trx('documents')
    .where({
      loan_id: submission.loanId,
      document_type_id: submission.documentTypeId,
      uploaded_by: submission.userId,
    })
    .whereNull('submitted_at')
    .whereNull('deleted_at')
    .forUpdate()
    .select('id')) as { id: number }[];
  if (drafts.length === 0) return [];
  const ids = drafts.map((draft) => draft.id);
  const request = submission.byStaff
    ? undefined
    : ((await trx('loan_requests')
        .where({
          loan_id: submission.loanId,
          kind: 'document',
          document_type_id: submission.documentTypeId,
          status: 'open',
        })
        .orderBy('id')
        .first('id')) as { id: number } | undefined);
  const approved = submission.approval === 1;
  await trx('documents')
    .whereIn('id', ids)
    .update({
      submitted_at: trx.fn.now(),
      approval_requested: !approved,
      document_consent: approved ? 'accepted' : null,
      consent_by: approved ? submission.userId : null,
      consent_at: approved ? trx.fn.now() : null,
      ...(submission.byStaff
        ? { review_status: 'accepted', reviewed_by: submission.userId, reviewed_at: trx.fn.now() }
        : {}),
      ...(request ? { request_id: request.id } : {}),
    });
  for (const id of ids) await recordDocumentEvent(trx, id, 'submitted', submission.userId);
  return ids;
}

/** One answer of the borrower to a document awaiting approval. */
export interface ApprovalAnswer {
  versionIdentifier: string;
  consent: 'accepted' | 'denied';
}

/**
 * Sets the borrower's answer on the loan's documents that await approval (submitted, approval requested, not yet
 * answered); any other document named is left as it is. Returns the version identifiers updated.
 */
export async function answerApprovals(
  trx: Trx,
  loanId: number,
  userId: number,
  answers: readonly ApprovalAnswer[],
): Promise<string[]> {
  const updated: string[] = [];
  for (const answer of answers) {
    const [row] = (await trx('documents')
      .where({ loan_id: loanId, version_identifier: answer.versionIdentifier, approval_requested: true })
      .whereNull('document_consent')
      .whereNotNull('submitted_at')
      .whereNull('deleted_at')
      .update({ document_consent: answer.consent, consent_by: userId, consent_at: trx.fn.now() })
      .returning(['id', 'version_identifier'])) as { id: number; version_identifier: string }[];
    if (!row) continue;
    await recordDocumentEvent(trx, row.id, answer.consent === 'accepted' ? 'approved' : 'denied', userId);
    updated.push(row.version_identifier);
  }
  return updated;
}

/** The loan team's review of a borrower's submitted upload. */
export interface Review {
  documentId: number;
  decision: 'accepted' | 'rejected';
  reason: string | null;
  reviewerId: number;
}

/**
 * Records the loan team's review of a submitted upload still pending; accepting it fulfils the request it answers.
 * Returns false when the document is not pending review (reviewed already, a draft, or the team's own).
 */
export async function reviewDocument(trx: Trx, review: Review): Promise<boolean> {
  const [row] = (await trx('documents')
    .where({ id: review.documentId, review_status: 'pending' })
    .whereNotNull('submitted_at')
    .whereNull('deleted_at')
    .update({
      review_status: review.decision,
      review_reason: review.reason,
      reviewed_by: review.reviewerId,
      reviewed_at: trx.fn.now(),
    })
    .returning(['id', 'request_id'])) as { id: number; request_id: number | null }[];
  if (!row) return false;
  await recordDocumentEvent(trx, row.id, review.decision, review.reviewerId, review.reason);
  if (review.decision === 'accepted' && row.request_id !== null) {
    await trx('loan_requests')
      .where({ id: row.request_id, status: 'open' })
      .update({ status: 'fulfilled', fulfilled_at: trx.fn.now() });
  }
  return true;
}

/** Marks a document deleted by a person (its file is marked deleted by the caller). */
export async function markDocumentDeleted(trx: Trx, documentId: number, userId: number): Promise<boolean> {
  const deleted = await trx('documents')
    .where({ id: documentId })
    .whereNull('deleted_at')
    .update({ deleted_at: trx.fn.now(), deleted_by: userId });
  if (deleted > 0) await recordDocumentEvent(trx, documentId, 'deleted', userId);
  return deleted > 0;
}

/** The open requests of a loan or pre-approval, by document type id. */
export async function openRequestCounts(
  db: Db | Trx,
  parent: { loanId: number } | { preapprovalId: number },
): Promise<Map<number, number>> {
  const rows = (await db('loan_requests')
    .where('loanId' in parent ? { loan_id: parent.loanId } : { preapproval_id: parent.preapprovalId })
    .andWhere({ status: 'open' })
    .whereNotNull('document_type_id')
    .groupBy('document_type_id')
    .select('document_type_id', db.raw('count(*)::int as n'))) as { document_type_id: number; n: number }[];
  return new Map(rows.map((row) => [row.document_type_id, Number(row.n)]));
}

/** How many of the user's uploads of each type wait for Submit on a loan (drafts: uploaded, not submitted). */
export async function waitingUploadCounts(db: Db | Trx, loanId: number, userId: number): Promise<Map<number, number>> {
  const rows = (await db('documents')
    .where({ loan_id: loanId, uploaded_by: userId })
    .whereNull('submitted_at')
    .whereNull('deleted_at')
    .groupBy('document_type_id')
    .select('document_type_id', db.raw('count(*)::int as n'))) as { document_type_id: number; n: number }[];
  return new Map(rows.map((row) => [row.document_type_id, Number(row.n)]));
}

/** The document types the loan officer asked for on a pre-approval. */
export async function requestedPreapprovalTypeIds(db: Db | Trx, preapprovalId: number): Promise<Set<number>> {
  const rows = (await db('preapproval_document_types').where({ preapproval_id: preapprovalId })) as {
    document_type_id: number;
  }[];
  return new Set(rows.map((row) => row.document_type_id));
}

/** The borrower's answer to a loan's document consent (part 2 §4.5), if they gave one. */
export async function findDocumentConsent(
  db: Db | Trx,
  loanId: number,
  userId: number,
): Promise<{ accepted: boolean; answered_at: Date } | undefined> {
  return (await db('loan_document_consents').where({ loan_id: loanId, user_id: userId }).first()) as
    { accepted: boolean; answered_at: Date } | undefined;
}

/** The name the access list gives the borrower's profile document (their ID, uploaded on the profile page). */
export const PROFILE_DOCUMENT_NAME = 'Profile document (ID)';

/** One read of a document by the lender's staff, as the audit log recorded it. */
export interface DocumentReadRow {
  id: number;
  name: string;
  version: number;
  first_name: string | null;
  last_name: string | null;
  actor_role: string;
  at: Date;
}

/**
 * Who at the lender opened the loan's documents (of one type, or all), newest first, at most 500: the audit log's
 * document views (docs/decisions.md, Documents: the server records each view as it serves the document). With all
 * types, the staff reads of the profile document of `profileOwnerId` are listed too: an ID document is theirs on
 * every loan.
 */
export async function documentReadsOf(
  db: Db | Trx,
  loanId: number,
  typeId: number | undefined,
  profileOwnerId: number,
): Promise<DocumentReadRow[]> {
  const query = db('audit_log as a')
    .join('documents as d', 'd.id', db.raw(`(a.details->>'documentId')::int`))
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
  const rows = (await query) as (DocumentReadRow & { audit_id: number })[];
  if (typeId === undefined) {
    const profileReads = (await db('audit_log as a')
      .leftJoin('users as u', 'u.id', 'a.actor_user_id')
      .where({ 'a.action': 'read', 'a.record_type': 'profile document', 'a.subject_user_id': profileOwnerId })
      .andWhere('a.record_id', '>', 0)
      .orderBy('a.id', 'desc')
      .limit(500)
      .select(
        'a.record_id as id',
        db.raw('? as name', [PROFILE_DOCUMENT_NAME]),
        db.raw('1 as version'),
        'u.first_name',
        'u.last_name',
        'a.actor_role',
        'a.at',
        'a.id as audit_id',
      )) as (DocumentReadRow & { audit_id: number })[];
    rows.push(...profileReads);
    rows.sort((a, b) => b.audit_id - a.audit_id);
  }
  return rows.slice(0, 500);
}
