import { randomBytes } from 'node:crypto';
import { PROFILE_UPLOAD_MESSAGES, UPLOAD_MESSAGES } from 'common';
import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { FileRefusedError, storeFile, type StoredFile } from 'server/files/storedFiles.ts';
import { signedInUser } from 'server/http/auth.ts';
import type { AppContext } from 'server/http/context.ts';
import { ApiError, badRequest, notFound } from 'server/http/envelope.ts';
import { receiveUpload } from 'server/http/fileUpload.ts';
import { authorizeLoan } from 'server/policies/authorize.ts';
import { authorizePreapproval } from 'server/policies/preapprovalAccess.ts';
import type { Action } from 'server/policies/policy.ts';
import { findDocumentType } from 'server/records/documents.ts';
import {
  attachUploadedFile,
  claimUploadSlot,
  releaseUploadSlot,
  createUploadSlot,
  findCallersSlot,
  markSlotMoved,
  type NewUploadSlot,
  type UploadSlotRow,
} from 'server/records/documentUploads.ts';
import { findLoanIdByNumber } from 'server/records/loans.ts';
import { decryptText, encryptText } from 'server/security/crypto.ts';

/**
 * The upload sequence of part 2 §7.2, the same on both stores: a slot is opened for a signed address of our own
 * server, the file is streamed through the type check and the sealer into the store (never held whole in memory),
 * then moved to its target name; registering it as a document is documentRegistrar.ts.
 */

/** Said when a signed upload address is wrong or too old. */
export const UPLOAD_LINK_EXPIRED = 'This upload link has expired. Please choose the file again.';
/** Said when a signed upload address is used a second time. */
export const UPLOAD_LINK_USED = 'This upload link was already used. Please choose the file again.';
/** Said when movedoc or a registration names a file that has not arrived. */
export const FILE_NOT_ARRIVED = 'The file has not arrived yet. Please choose it again.';
/** Said when an upload or a request names no document type (or one not offered). */
export const SELECT_DOCUMENT_TYPE = 'Select a document type.';

/** The messages of a refused document upload (part 2 §5.9, with the empty file's message of ours). */
export const DOCUMENT_FILE_MESSAGES = {
  type: UPLOAD_MESSAGES.format,
  size: UPLOAD_MESSAGES.size,
  missing: PROFILE_UPLOAD_MESSAGES.missing,
  empty: PROFILE_UPLOAD_MESSAGES.empty,
  content: PROFILE_UPLOAD_MESSAGES.content,
} as const;

/** Borrowers fill their loans' documents; the loan's staff work them (a disclosure for the borrower to approve). */
export function uploadActionOf(role: string): Action {
  return role === 'borrower' ? 'fill' : 'work';
}

/** A type name as a path segment of a pre-approval blob name ('Bank Statements' -> 'bank-statements'). */
function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'document'
  );
}

const guid = () => randomBytes(16).toString('hex');

/** Where an upload goes: a document type of a pre-approval (`mapid`), or a loan by its number. */
export type UploadTarget =
  { kind: 'preapproval'; preapprovalId: number; documentTypeId: number } | { kind: 'loan'; loanNumber: string };

/**
 * Opens an upload slot for the caller's file, once the policy lets them add to the pre-approval or the loan (404
 * otherwise). A pre-approval's blob name is mapid/typeid/typename/guid.ext, a loan's guid.ext: names to show, the
 * stored bytes are under a random key.
 */
export async function openUploadSlot(
  deps: AppDeps,
  ctx: AppContext,
  upload: { extension: string; name: string; expiresAt: Date; target: UploadTarget },
): Promise<UploadSlotRow> {
  const user = signedInUser(ctx);
  const common = {
    userId: user.id,
    extension: upload.extension,
    originalNameEnc: encryptText(deps.keys, upload.name),
    expiresAt: upload.expiresAt,
  };
  const { target } = upload;
  let slot: NewUploadSlot;
  if (target.kind === 'preapproval') {
    const preapproval = await authorizePreapproval(deps.db, ctx, uploadActionOf(user.role), target.preapprovalId);
    const type = await findDocumentType(deps.db, target.documentTypeId, 'preapproval');
    if (!type) throw badRequest(SELECT_DOCUMENT_TYPE, ['docTypeId']);
    const blobName = `${preapproval.id}/${type.id}/${slug(type.name)}/${guid()}.${upload.extension}`;
    slot = {
      ...common,
      preapprovalId: preapproval.id,
      documentTypeId: type.id,
      blobName,
      target: `predocs/${blobName}`,
    };
  } else {
    const loanId = await findLoanIdByNumber(deps.db, target.loanNumber);
    if (loanId === undefined) throw notFound();
    await authorizeLoan(deps.db, ctx, uploadActionOf(user.role), loanId, { recordType: 'document upload' });
    const blobName = `${guid()}.${upload.extension}`;
    slot = { ...common, loanId, blobName, target: `uploads/${target.loanNumber}/${blobName}` };
  }
  return inTransaction(deps, (trx) => createUploadSlot(trx, slot));
}

/**
 * Receives the file of a slot whose signed address was checked: the slot is taken by the first upload (409 for one
 * sent meanwhile or after) and spent once its file is stored, streamed into the store as `contentType` only and
 * attached to the slot; an upload that keeps nothing gives the slot back.
 */
export async function receiveDocumentUpload(
  deps: AppDeps,
  ctx: AppContext,
  slot: UploadSlotRow,
  contentType: string,
): Promise<StoredFile> {
  if (!(await claimUploadSlot(deps.db, slot.id))) {
    ctx.set('Connection', 'close');
    throw new ApiError(409, UPLOAD_LINK_USED);
  }
  try {
    let upload;
    try {
      upload = await receiveUpload(ctx, ({ stream }) =>
        storeFile(deps, stream, {
          purpose: slot.preapproval_id ? 'preapproval-document' : 'document',
          ownerUserId: slot.user_id,
          originalName: slot.original_name_enc ? decryptText(deps.keys, slot.original_name_enc) : null,
          allowed: [contentType],
        }),
      );
    } catch (error) {
      if (error instanceof FileRefusedError) throw badRequest(DOCUMENT_FILE_MESSAGES[error.reason], ['file']);
      throw error;
    }
    const stored = upload.result;
    if (!stored) throw badRequest(DOCUMENT_FILE_MESSAGES.missing, ['file']);
    await attachUploadedFile(deps.db, slot.id, stored.id);
    return stored;
  } catch (error) {
    // Nothing was kept (a refused file, a store or database outage, a dropped connection): the link may be used again
    // until it expires, so the page can send the file again as it is. If even that cannot be recorded, the page asks
    // for a new link, as it does for every new try.
    await releaseUploadSlot(deps.db, slot.id).catch((failure: unknown) =>
      ctx.state.log.warn({ err: failure }, 'an upload link could not be released after a failed upload'),
    );
    throw error;
  }
}

/** Moves the caller's uploaded file (by its blob name) to the target its slot names; 404 for another's. */
export async function moveUploadedDocument(
  deps: AppDeps,
  userId: number,
  move: { source: string; target: string },
): Promise<UploadSlotRow> {
  const slot = move.source ? await findCallersSlot(deps.db, userId, { blobName: move.source }) : undefined;
  if (!slot) throw notFound();
  if (slot.target !== move.target) throw badRequest('The file cannot be moved there.', ['target']);
  if (!slot.file_id) throw badRequest(FILE_NOT_ARRIVED, ['source']);
  await markSlotMoved(deps.db, slot.id);
  return slot;
}
