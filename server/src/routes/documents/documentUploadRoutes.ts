import { randomBytes } from 'node:crypto';
import { PROFILE_UPLOAD_MESSAGES, UPLOAD_MESSAGES, type SignedUploadReply } from 'common';
import type { AppDeps } from 'server/deps.ts';
import { FileRefusedError, storeFile } from 'server/files/storedFiles.ts';
import { publicRoute, signedIn, signedInUser } from 'server/http/auth.ts';
import type { ApiRouter, AppContext } from 'server/http/context.ts';
import { ApiError, badRequest, notFound, success } from 'server/http/envelope.ts';
import { receiveUpload } from 'server/http/fileUpload.ts';
import { readWholeNumber } from 'server/http/input.ts';
import { authorizeLoan } from 'server/policies/authorize.ts';
import type { Action } from 'server/policies/policy.ts';
import { ROLES } from 'server/policies/roles.ts';
import { findDocumentType } from 'server/records/documents.ts';
import {
  attachUploadedFile,
  claimUploadSlot,
  createUploadSlot,
  findCallersSlot,
  findUploadSlot,
  markSlotMoved,
} from 'server/records/documentUploads.ts';
import { authorizePreapproval } from 'server/routes/predocs/preapprovalAccess.ts';
import { decryptText, encryptText } from 'server/security/crypto.ts';
import { bodyOf, checkFileName, contentTypeOfExtension, requiredId, SELECT_LOAN, textOf } from './documentInput.ts';
import { signedUploadPath, UPLOAD_URL_MINUTES, verifyUploadSignature } from './uploadSigning.ts';

/** Said when a signed upload address is wrong or too old. */
export const UPLOAD_LINK_EXPIRED = 'This upload link has expired. Please choose the file again.';
/** Said when a signed upload address is used a second time. */
export const UPLOAD_LINK_USED = 'This upload link was already used. Please choose the file again.';
/** Said when movedoc or a registration names a file that has not arrived. */
export const FILE_NOT_ARRIVED = 'The file has not arrived yet. Please choose it again.';
/** Said when a pre-approval upload names no document type. */
export const SELECT_DOCUMENT_TYPE = 'Select a document type.';

/** The messages of a refused document upload (part 2 §5.9, with the empty file's message of ours). */
export const DOCUMENT_FILE_MESSAGES = {
  type: UPLOAD_MESSAGES.format,
  size: UPLOAD_MESSAGES.size,
  missing: PROFILE_UPLOAD_MESSAGES.missing,
  empty: PROFILE_UPLOAD_MESSAGES.empty,
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

/**
 * The upload sequence of part 2 §7.2, the same on both stores: POST doc/getsignedurls hands out a short-lived signed
 * address of our own server, PUT /doc/upload/:slot streams the file through the type check and the sealer into the
 * store (never held whole in memory), POST doc/movedoc moves it to its target name; POST doc (or pre/adddocument)
 * then registers it.
 */
export function registerDocumentUploadRoutes(router: ApiRouter, deps: AppDeps): void {
  const anyone = signedIn(deps, ROLES);

  router.post('/doc/getsignedurls', anyone, async (ctx) => {
    const user = signedInUser(ctx);
    const body = bodyOf(ctx);
    const file = checkFileName(textOf(body, 'ofileName') || textOf(body, 'filename'), body.size);
    const expiresAt = new Date(Date.now() + UPLOAD_URL_MINUTES * 60_000);
    const common = {
      userId: user.id,
      extension: file.extension,
      originalNameEnc: encryptText(deps.keys, file.name),
      expiresAt,
    };
    let slotInput;
    if (textOf(body, 'type').toUpperCase() === 'PRE') {
      const mapid = requiredId(body, 'folder', 'Choose a reference number.');
      const typeId = requiredId(body, 'docTypeId', SELECT_DOCUMENT_TYPE);
      const preapproval = await authorizePreapproval(deps.db, ctx, uploadActionOf(user.role), mapid);
      const type = await findDocumentType(deps.db, typeId, 'preapproval');
      if (!type) throw badRequest(SELECT_DOCUMENT_TYPE, ['docTypeId']);
      const blobName = `${preapproval.id}/${type.id}/${slug(type.name)}/${guid()}.${file.extension}`;
      slotInput = {
        ...common,
        preapprovalId: preapproval.id,
        documentTypeId: type.id,
        blobName,
        target: `predocs/${blobName}`,
      };
    } else {
      const loanNumber = textOf(body, 'loannumber');
      if (!loanNumber) throw badRequest(SELECT_LOAN, ['loannumber']);
      const loan = (await deps.db('loans').where({ loan_number: loanNumber }).first('id')) as
        { id: number } | undefined;
      if (!loan) throw notFound();
      await authorizeLoan(deps.db, ctx, uploadActionOf(user.role), loan.id, { recordType: 'document upload' });
      const blobName = `${guid()}.${file.extension}`;
      slotInput = { ...common, loanId: loan.id, blobName, target: `uploads/${loanNumber}/${blobName}` };
    }
    const slot = await deps.db.transaction((trx) => createUploadSlot(trx, slotInput));
    const reply: SignedUploadReply = {
      ISPUrl: signedUploadPath(deps.keys, slot.id, slot.blob_name, expiresAt),
      AWSUrl: '',
      ContentType: file.contentType,
      blobName: slot.blob_name,
      target: slot.target,
      expiresAt: expiresAt.toISOString(),
    };
    ctx.body = success(reply);
  });

  // The signed address is the upload's only credential (like a presigned S3 URL): no session is asked.
  router.put('/doc/upload/:slot', publicRoute(deps), async (ctx: AppContext) => {
    const slotId = readWholeNumber(ctx.params.slot);
    const slot = slotId === null ? undefined : await findUploadSlot(deps.db, slotId);
    if (!slot || !verifyUploadSignature(deps.keys, slot.id, slot.blob_name, ctx.query.e, ctx.query.s)) {
      ctx.set('Connection', 'close');
      throw new ApiError(403, UPLOAD_LINK_EXPIRED);
    }
    if (!(await claimUploadSlot(deps.db, slot.id))) {
      ctx.set('Connection', 'close');
      throw new ApiError(409, UPLOAD_LINK_USED);
    }
    const contentType = contentTypeOfExtension(slot.extension) as string;
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
    ctx.body = success(
      { blobName: slot.blob_name, contentType: stored.content_type, size: stored.byte_size },
      'Upload Successful',
    );
    ctx.status = 201;
  });

  router.post('/doc/movedoc', anyone, async (ctx) => {
    const user = signedInUser(ctx);
    const body = bodyOf(ctx);
    const source = textOf(body, 'source');
    const target = textOf(body, 'target');
    const slot = source ? await findCallersSlot(deps.db, user.id, { blobName: source }) : undefined;
    if (!slot) throw notFound();
    if (slot.target !== target) throw badRequest('The file cannot be moved there.', ['target']);
    if (!slot.file_id) throw badRequest(FILE_NOT_ARRIVED, ['source']);
    await markSlotMoved(deps.db, slot.id);
    ctx.body = success({ source: slot.blob_name, target: slot.target });
  });
}
