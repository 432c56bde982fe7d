import type { PreapprovalDocumentTypeReply, PreapprovalReferenceReply } from 'common';
import { deletePreapprovalDocument } from 'server/commands/documents/documentDeleter.ts';
import { addPreapprovalDocument, ALL_FIELDS_MANDATORY } from 'server/commands/documents/documentRegistrar.ts';
import type { AppDeps } from 'server/deps.ts';
import { signedIn, signedInUser } from 'server/http/auth.ts';
import type { ApiRouter } from 'server/http/context.ts';
import { badRequest, notFound, success } from 'server/http/envelope.ts';
import { INT4_MAX, readWholeNumber } from 'server/http/input.ts';
import { authorizePreapproval } from 'server/policies/preapprovalAccess.ts';
import { ROLES } from 'server/policies/roles.ts';
import {
  documentTypesFor,
  openRequestCounts,
  preapprovalDocuments,
  requestedPreapprovalTypeIds,
} from 'server/records/documents.ts';
import { submittedPreapprovalRefs } from 'server/records/preapprovals.ts';
import { bodyOf, boundedText, nestedOf, pathIdOf, textOf } from 'server/routes/documents/documentInput.ts';
import { presentPreapprovalDocument } from 'server/routes/documents/documentPresenter.ts';

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
    const rows = await submittedPreapprovalRefs(deps.db, user.id);
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
    const checked = await requestedPreapprovalTypeIds(deps.db, preapproval.id);
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
    const document = await addPreapprovalDocument(deps, ctx, preapproval, {
      documentTypeId: typeId as number,
      fileName,
      docname,
      docinfo,
    });
    ctx.body = success(presentPreapprovalDocument(document), 'Upload Successful');
  });

  router.delete('/pre/document/:id', borrower, async (ctx) => {
    const document = await deletePreapprovalDocument(deps, ctx, pathIdOf(ctx));
    ctx.body = success({ id: document.id }, 'Document deleted.');
  });
}
