import type { SignedUploadReply } from 'common';
import {
  moveUploadedDocument,
  openUploadSlot,
  receiveDocumentUpload,
  SELECT_DOCUMENT_TYPE,
  UPLOAD_LINK_EXPIRED,
  type UploadTarget,
} from 'server/commands/documents/documentUploader.ts';
import type { AppDeps } from 'server/deps.ts';
import { publicRoute, signedIn, signedInUser } from 'server/http/auth.ts';
import type { ApiRouter, AppContext } from 'server/http/context.ts';
import { ApiError, badRequest, success } from 'server/http/envelope.ts';
import { readWholeNumber } from 'server/http/input.ts';
import { ROLES } from 'server/policies/roles.ts';
import { findUploadSlot } from 'server/records/documentUploads.ts';
import { bodyOf, checkFileName, contentTypeOfExtension, requiredId, SELECT_LOAN, textOf } from './documentInput.ts';
import { signedUploadPath, UPLOAD_URL_MINUTES, verifyUploadSignature } from './uploadSigning.ts';

/**
 * The upload sequence of part 2 §7.2, the same on both stores: POST doc/getsignedurls hands out a short-lived signed
 * address of our own server, PUT /doc/upload/:slot streams the file through the type check and the sealer into the
 * store (never held whole in memory), POST doc/movedoc moves it to its target name; POST doc (or pre/adddocument)
 * then registers it.
 */
export function registerDocumentUploadRoutes(router: ApiRouter, deps: AppDeps): void {
  const anyone = signedIn(deps, ROLES);

  router.post('/doc/getsignedurls', anyone, async (ctx) => {
    const body = bodyOf(ctx);
    const file = checkFileName(textOf(body, 'ofileName') || textOf(body, 'filename'), body.size);
    const expiresAt = new Date(Date.now() + UPLOAD_URL_MINUTES * 60_000);
    let target: UploadTarget;
    if (textOf(body, 'type').toUpperCase() === 'PRE') {
      const preapprovalId = requiredId(body, 'folder', 'Choose a reference number.');
      const documentTypeId = requiredId(body, 'docTypeId', SELECT_DOCUMENT_TYPE);
      target = { kind: 'preapproval', preapprovalId, documentTypeId };
    } else {
      const loanNumber = textOf(body, 'loannumber');
      if (!loanNumber) throw badRequest(SELECT_LOAN, ['loannumber']);
      target = { kind: 'loan', loanNumber };
    }
    const slot = await openUploadSlot(deps, ctx, { extension: file.extension, name: file.name, expiresAt, target });
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
    const stored = await receiveDocumentUpload(deps, ctx, slot, contentTypeOfExtension(slot.extension) as string);
    ctx.body = success(
      { blobName: slot.blob_name, contentType: stored.content_type, size: stored.byte_size },
      'Upload Successful',
    );
    ctx.status = 201;
  });

  router.post('/doc/movedoc', anyone, async (ctx) => {
    const body = bodyOf(ctx);
    const slot = await moveUploadedDocument(deps, signedInUser(ctx).id, {
      source: textOf(body, 'source'),
      target: textOf(body, 'target'),
    });
    ctx.body = success({ source: slot.blob_name, target: slot.target });
  });
}
