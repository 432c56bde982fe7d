import type { Trx } from 'server/db/database.ts';
import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { FORM_UNAVAILABLE_MESSAGE, validateSubmission } from 'server/forms/submissionValidation.ts';
import { signedInUser } from 'server/http/auth.ts';
import type { AppContext } from 'server/http/context.ts';
import { badRequest, notFound } from 'server/http/envelope.ts';
import { queueMail } from 'server/mail/queueMail.ts';
import { preapprovalRequestAnsweredMail } from 'server/mail/templates/loanMails.ts';
import { readWholeNumber } from 'server/http/input.ts';
import {
  documentRecordKey,
  findDocument,
  findDocumentType,
  insertDocument,
  newVersionIdentifier,
  type DocumentView,
} from 'server/records/documents.ts';
import { findCallersSlot, markSlotUsed } from 'server/records/documentUploads.ts';
import { touchLoan } from 'server/records/loans.ts';
import type { PreapprovalRow } from 'server/records/preapprovals.ts';
import { sealRecord } from 'server/records/sealedRecords.ts';
import { FILE_NOT_ARRIVED, SELECT_DOCUMENT_TYPE } from './documentUploader.ts';

/** Said when a document is registered without a file. */
export const CHOOSE_FILE = 'Choose a file to upload.';

/** Part 2 §5.9: the pre-approval upload needs a file, a type, a name and information. */
export const ALL_FIELDS_MANDATORY = 'All fields are mandatory';

/** What registering a loan's document names: the uploaded file, its type, and its fields as the page sent them. */
export interface LoanDocumentRegistration {
  loanId: number;
  documentTypeId: number;
  /** The target name of the caller's moved upload. */
  fileName: string;
  /** The request body: its type's fields, and the formId and formVersion they were filled on. */
  body: Record<string, unknown>;
  /** The name given ('' for the type's name) and the information, if any. */
  docname: string;
  docinfo: string | null;
}

/**
 * Registers the caller's uploaded file as a new version of a loan document of its type (the caller was let add
 * to the loan): the type's fields are validated by its definition and their personal values sealed to this version,
 * the upload slot is used up and the loan's activity moves. Returns the new document.
 */
export async function registerLoanDocument(
  deps: AppDeps,
  ctx: AppContext,
  registration: LoanDocumentRegistration,
): Promise<DocumentView> {
  const user = signedInUser(ctx);
  const { loanId, body } = registration;
  const type = await findDocumentType(deps.db, registration.documentTypeId, 'loan');
  if (!type?.form_id) throw badRequest(SELECT_DOCUMENT_TYPE, ['typeid']);
  const fileName = registration.fileName;
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
        docname: registration.docname || type.name,
        docinfo: registration.docinfo,
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
  return (await findDocument(deps.db, documentId)) as DocumentView;
}

/**
 * Adds the borrower's uploaded file to their submitted pre-approval (the caller was let fill it) as a submitted
 * document of its type, answering the oldest open request for that type. Returns the new document.
 */
export async function addPreapprovalDocument(
  deps: AppDeps,
  ctx: AppContext,
  preapproval: Pick<PreapprovalRow, 'id'>,
  added: { documentTypeId: number; fileName: string; docname: string; docinfo: string },
): Promise<DocumentView> {
  const user = signedInUser(ctx);
  const type = await findDocumentType(deps.db, added.documentTypeId, 'preapproval');
  if (!type) throw badRequest(ALL_FIELDS_MANDATORY, ['docTypeId']);
  const slot = await findCallersSlot(deps.db, user.id, { target: added.fileName });
  if (!slot || slot.preapproval_id !== preapproval.id || slot.document_type_id !== type.id || slot.used_at) {
    throw badRequest(ALL_FIELDS_MANDATORY, ['file']);
  }
  const fileId = slot.file_id;
  if (!fileId || !slot.moved_at) throw badRequest(FILE_NOT_ARRIVED, ['file']);
  const documentId = await inTransaction(deps, async (trx) => {
    if (!(await markSlotUsed(trx, slot.id))) throw badRequest(ALL_FIELDS_MANDATORY, ['file']);
    const request = (await trx('loan_requests')
      .where({ preapproval_id: preapproval.id, document_type_id: type.id, status: 'open' })
      .orderBy('id')
      .first('id')) as { id: number } | undefined;
    const row = await insertDocument(trx, {
      preapprovalId: preapproval.id,
      documentTypeId: type.id,
      fileId,
      blobname: slot.blob_name,
      docname: added.docname,
      docinfo: added.docinfo,
      fields: null,
      formId: null,
      formVersion: null,
      uploadedBy: user.id,
      submitted: true,
      requestId: request?.id ?? null,
    });
    // A document the officer asked for: the officer is told it arrived, as a loan's staff are (tellLoanStaff).
    if (request) await tellPreapprovalOfficer(trx, deps, preapproval.id, type.name);
    return row.id;
  });
  const document = await findDocument(deps.db, documentId);
  if (!document) throw notFound();
  return document;
}

/** E-mails a pre-approval's loan officer that the borrower sent what they asked for (no content in it). */
async function tellPreapprovalOfficer(
  trx: Trx,
  deps: Pick<AppDeps, 'keys' | 'config'>,
  preapprovalId: number,
  what: string,
): Promise<void> {
  const officer = (await trx('preapprovals as p')
    .join('users as u', 'u.id', 'p.officer_user_id')
    .where('p.id', preapprovalId)
    .whereNull('u.disabled_at')
    .first('u.email', 'p.ref_number')) as { email: string; ref_number: string } | undefined;
  if (!officer) return;
  await queueMail(
    trx,
    deps.keys,
    preapprovalRequestAnsweredMail(officer.email, { refNumber: officer.ref_number, what }, deps.config.publicUrl),
  );
}
