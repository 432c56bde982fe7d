import type { PreapprovalDocumentTypeReply, PreapprovalReferenceReply } from 'common';
import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { markFileDeleted } from 'server/files/storedFiles.ts';
import { signedIn, signedInUser } from 'server/http/auth.ts';
import type { ApiRouter } from 'server/http/context.ts';
import { ApiError, badRequest, notFound, success } from 'server/http/envelope.ts';
import { INT4_MAX, readWholeNumber } from 'server/http/input.ts';
import { ROLES } from 'server/policies/roles.ts';
import {
  documentTypesFor,
  findDocument,
  findDocumentType,
  insertDocument,
  markDocumentDeleted,
  openRequestCounts,
  preapprovalDocuments,
} from 'server/records/documents.ts';
import { findCallersSlot, markSlotUsed } from 'server/records/documentUploads.ts';
import { PREAPPROVAL_SUBMITTED } from 'server/records/preapprovals.ts';
import { bodyOf, boundedText, nestedOf, pathIdOf, textOf } from 'server/routes/documents/documentInput.ts';
import { isDeletable, presentPreapprovalDocument } from 'server/routes/documents/documentPresenter.ts';
import { FILE_NOT_ARRIVED } from 'server/routes/documents/documentUploadRoutes.ts';
import { DOCUMENT_KEPT } from 'server/routes/documents/documentRoutes.ts';
import { authorizePreapproval } from './preapprovalAccess.ts';

/** Part 2 §5.9: the pre-approval upload needs a file, a type, a name and information. */
export const ALL_FIELDS_MANDATORY = 'All fields are mandatory';

/** Documents of a page of GET pre/getdocuments/:id/:n. */
export const PREAPPROVAL_DOCUMENTS_PAGE = 50;

/**
 * Pre-approval documents (part 2 §2.8, §7.3): the borrower's references (their submitted pre-approvals), the
 * document types of one with the ones the loan officer asked for checked, its uploaded documents, adding one (the
 * file sent first through doc/getsignedurls with type PRE) and deleting one. The blob name is
 * mapid/typeid/typename/guid.ext, a name to show: the stored bytes are under a random key.
 */
export function registerPreapprovalDocumentRoutes(router: ApiRouter, deps: AppDeps): void {
  const anyone = signedIn(deps, ROLES);
  const borrower = signedIn(deps, ['borrower']);

  router.get('/pre/getdocrequests', borrower, async (ctx) => {
    const user = signedInUser(ctx);
    const rows = (await deps
      .db('preapprovals')
      .where({ user_id: user.id, status_indicator: PREAPPROVAL_SUBMITTED })
      .orderBy('id', 'desc')
      .select('id', 'ref_number')) as { id: number; ref_number: string }[];
    const references: PreapprovalReferenceReply[] = [];
    for (const row of rows) {
      const open = await openRequestCounts(deps.db, { preapprovalId: row.id });
      const requested = [...open.values()].reduce((sum, count) => sum + count, 0);
      references.push({ _id: row.id, mapid: row.id, refNumber: row.ref_number, requested });
    }
    ctx.body = success(references);
  });

  router.get('/pre/assigndoctypes/:id', anyone, async (ctx) => {
    const preapproval = await authorizePreapproval(deps.db, ctx, 'read', pathIdOf(ctx), { view: 'document types' });
    const checked = new Set(
      (
        (await deps.db('preapproval_document_types').where({ preapproval_id: preapproval.id })) as {
          document_type_id: number;
        }[]
      ).map((row) => row.document_type_id),
    );
    const childs: PreapprovalDocumentTypeReply[] = (await documentTypesFor(deps.db, 'preapproval')).map((type) => ({
      _id: type.id,
      name: type.name,
      description: type.description,
      checked: checked.has(type.id),
    }));
    ctx.body = success({ mapid: preapproval.id, refNumber: preapproval.ref_number, childs });
  });

  router.get('/pre/getdocuments/:id/:n', anyone, async (ctx) => {
    const page = readWholeNumber(ctx.params.n, { min: 0, max: INT4_MAX });
    if (page === null) throw notFound();
    const preapproval = await authorizePreapproval(deps.db, ctx, 'read', pathIdOf(ctx), { view: 'documents' });
    const documents = await preapprovalDocuments(deps.db, preapproval.id);
    const start = page * PREAPPROVAL_DOCUMENTS_PAGE;
    ctx.body = success({
      list: documents.slice(start, start + PREAPPROVAL_DOCUMENTS_PAGE).map(presentPreapprovalDocument),
      total: documents.length,
    });
  });

  router.post('/pre/adddocument', borrower, async (ctx) => {
    const user = signedInUser(ctx);
    const body = bodyOf(ctx);
    const mapid = readWholeNumber(body.mapid);
    if (mapid === null) throw badRequest(ALL_FIELDS_MANDATORY, ['mapid']);
    const preapproval = await authorizePreapproval(deps.db, ctx, 'fill', mapid);
    const docname = boundedText(body, 'docname', 200, 'Document name');
    const docinfo = boundedText(body, 'docinfo', 1000, 'Document information', true);
    const typeId = readWholeNumber(body.docTypeId);
    const fileName = textOf(nestedOf(body, 'req'), 'fileName') || textOf(body, 'fileName');
    const missing = [
      ...(docname ? [] : ['docname']),
      ...(docinfo ? [] : ['docinfo']),
      ...(typeId === null ? ['docTypeId'] : []),
      ...(fileName ? [] : ['file']),
    ];
    if (missing.length > 0) throw badRequest(ALL_FIELDS_MANDATORY, missing);
    const type = await findDocumentType(deps.db, typeId as number, 'preapproval');
    if (!type) throw badRequest(ALL_FIELDS_MANDATORY, ['docTypeId']);
    const slot = await findCallersSlot(deps.db, user.id, { target: fileName });
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
        docname,
        docinfo,
        fields: null,
        formId: null,
        formVersion: null,
        uploadedBy: user.id,
        submitted: true,
        requestId: request?.id ?? null,
      });
      return row.id;
    });
    const document = await findDocument(deps.db, documentId);
    if (!document) throw notFound();
    ctx.body = success(presentPreapprovalDocument(document), 'Upload Successful');
  });

  router.delete('/pre/document/:id', borrower, async (ctx) => {
    const user = signedInUser(ctx);
    const document = await findDocument(deps.db, pathIdOf(ctx));
    if (!document || document.preapproval_id === null) throw notFound();
    await inTransaction(deps, async (trx) => {
      await authorizePreapproval(trx, ctx, 'fill', document.preapproval_id as number);
      if (!isDeletable(document, user.id)) throw new ApiError(409, DOCUMENT_KEPT);
      if (await markDocumentDeleted(trx, document.id, user.id)) await markFileDeleted(trx, document.file_id);
    });
    ctx.body = success({ id: document.id }, 'Document deleted.');
  });
}
