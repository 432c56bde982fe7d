import type { StaffLoanDocumentsReply, StaffPreapprovalDocumentsReply } from 'common';
import { requestLoanDocument, requestPreapprovalDocuments } from 'server/commands/documents/documentRequester.ts';
import { reviewUploadedDocument } from 'server/commands/documents/documentReviewer.ts';
import { SELECT_DOCUMENT_TYPE } from 'server/commands/documents/documentUploader.ts';
import type { AppDeps } from 'server/deps.ts';
import { DefinitionCache } from 'server/forms/definitionCache.ts';
import { signedIn, signedInUser } from 'server/http/auth.ts';
import type { ApiRouter } from 'server/http/context.ts';
import { badRequest, notFound, success } from 'server/http/envelope.ts';
import { readWholeNumber } from 'server/http/input.ts';
import { authorizeLoan, loanPathGate, loanRefusal, pathGate } from 'server/policies/authorize.ts';
import {
  authorizePreapproval,
  preapprovalRefusal,
  preapprovalPathGate,
  readablePreapprovals,
} from 'server/policies/preapprovalAccess.ts';
import { can } from 'server/policies/policy.ts';
import { STAFF_ROLES, typeIndexOf } from 'server/policies/roles.ts';
import {
  documentTypesFor,
  findDocument,
  loanDocuments,
  openRequestCounts,
  waitingUploadCounts,
  preapprovalDocuments,
  requestedPreapprovalTypeIds,
} from 'server/records/documents.ts';
import { documentRequestStates } from 'server/records/loanRequests.ts';
import { findLoanNumber } from 'server/records/loans.ts';
import { bodyOf, boundedText, pathIdOf, requiredId, textOf } from './documentInput.ts';
import { presentDocumentTypes, presentLoanDocuments, presentPreapprovalDocument } from './documentPresenter.ts';

/**
 * The loan team's side of documents (designed after Floify and Blend): per loan, what is owed, pending review and
 * accepted; requesting a document of a type (shown on the borrower's dashboard and mailed as a sign-in link);
 * reviewing each upload (accept, or reject with a reason the borrower sees); and the same for a pre-approval. Staff
 * upload disclosures through the borrower's upload calls (doc/getsignedurls … doc/submit with approval 0). Every read
 * is audited by the policy.
 */
export function registerStaffDocumentRoutes(router: ApiRouter, deps: AppDeps): void {
  const staff = signedIn(deps, STAFF_ROLES);
  // A document is reviewed as work on its loan, or on its pre-approval before a loan exists.
  const documentReviewGate = pathGate(async (ctx) => {
    const id = readWholeNumber(ctx.params.id);
    const document = id === null ? undefined : await findDocument(deps.db, id);
    if (!document) return notFound();
    return document.loan_id !== null
      ? loanRefusal(deps.db, ctx, 'work', document.loan_id)
      : preapprovalRefusal(deps.db, ctx, 'work', document.preapproval_id as number);
  });

  router.get('/staff/loans/:id/documents', staff, async (ctx) => {
    const loanId = pathIdOf(ctx);
    const parties = await authorizeLoan(deps.db, ctx, 'read', loanId, {
      recordType: 'document',
      details: { view: 'staff loan documents' },
    });
    const user = signedInUser(ctx);
    const loanNumber = (await findLoanNumber(deps.db, loanId)) as string;
    const definitions = new DefinitionCache(deps.db);
    const requested = await openRequestCounts(deps.db, { loanId });
    const waiting = await waitingUploadCounts(deps.db, loanId, user.id);
    const types = await presentDocumentTypes(definitions, await documentTypesFor(deps.db, 'loan'), requested, waiting);
    const documents = await presentLoanDocuments(
      { ring: deps.keys.personal, definitions, parties, viewerId: user.id },
      await loanDocuments(deps.db, loanId, { userId: user.id }),
    );
    const requests = await documentRequestStates(deps.db, { loanId });
    const preapprovals = await readablePreapprovals(deps.db, { id: user.id, role: user.role }, parties.borrowerUserId);
    const fromBorrowers = documents.filter((document) => document.submitted && !document.fromLender);
    const reply: StaffLoanDocumentsReply = {
      loanId,
      loanNumber,
      borrowerId: parties.borrowerUserId,
      lenderId: parties.officerUserId,
      typeindex: typeIndexOf(user.role),
      types,
      requests,
      documents,
      summary: {
        owed: requests.filter((request) => request.state === 'owed').length,
        pending: fromBorrowers.filter((document) => document.reviewStatus === 'pending').length,
        accepted: fromBorrowers.filter((document) => document.reviewStatus === 'accepted').length,
      },
      preapprovals,
      mayWork: can({ id: user.id, role: user.role }, 'work', { type: 'loan', parties }),
    };
    ctx.body = success(reply);
  });

  router.post('/staff/loans/:id/document-requests', staff, loanPathGate(deps, 'work'), async (ctx) => {
    const loanId = pathIdOf(ctx);
    const body = bodyOf(ctx);
    const typeId = requiredId(body, 'documentTypeId', SELECT_DOCUMENT_TYPE);
    const details = boundedText(body, 'details', 2000, 'Details', true) || null;
    const id = await requestLoanDocument(deps, ctx, loanId, { documentTypeId: typeId, details });
    ctx.body = success({ id }, 'Document requested.');
  });

  router.post('/staff/documents/:id/review', staff, documentReviewGate, async (ctx) => {
    const documentId = pathIdOf(ctx);
    const body = bodyOf(ctx);
    const decision = textOf(body, 'decision');
    if (decision !== 'accepted' && decision !== 'rejected') {
      throw badRequest('Choose to accept or reject the document.', ['decision']);
    }
    const reason = boundedText(body, 'reason', 500, 'The reason', true) || null;
    await reviewUploadedDocument(deps, ctx, documentId, { decision, reason });
    ctx.body = success({ id: documentId, reviewStatus: decision }, decision === 'accepted' ? 'Accepted.' : 'Rejected.');
  });

  router.get('/staff/preapprovals/:id/documents', staff, async (ctx) => {
    const preapproval = await authorizePreapproval(deps.db, ctx, 'read', pathIdOf(ctx), {
      view: 'staff pre-approval documents',
    });
    const checked = await requestedPreapprovalTypeIds(deps.db, preapproval.id);
    const reply: StaffPreapprovalDocumentsReply = {
      preapprovalId: preapproval.id,
      refNumber: preapproval.ref_number,
      types: (await documentTypesFor(deps.db, 'preapproval')).map((type) => ({
        _id: type.id,
        name: type.name,
        description: type.description,
        checked: checked.has(type.id),
      })),
      requests: await documentRequestStates(deps.db, { preapprovalId: preapproval.id }),
      documents: (await preapprovalDocuments(deps.db, preapproval.id)).map(presentPreapprovalDocument),
      mayWork: (await preapprovalRefusal(deps.db, ctx, 'work', preapproval.id)) === null,
    };
    ctx.body = success(reply);
  });

  router.post('/staff/preapprovals/:id/document-requests', staff, preapprovalPathGate(deps, 'work'), async (ctx) => {
    const preapprovalId = pathIdOf(ctx);
    const body = bodyOf(ctx);
    const list = Array.isArray(body.documentTypeIds) ? (body.documentTypeIds as unknown[]).slice(0, 50) : [];
    const typeIds = [...new Set(list.map((value) => readWholeNumber(value)))];
    if (typeIds.length === 0 || typeIds.includes(null)) throw badRequest(SELECT_DOCUMENT_TYPE, ['documentTypeIds']);
    const details = boundedText(body, 'details', 2000, 'Details', true) || null;
    const requested = await requestPreapprovalDocuments(deps, ctx, preapprovalId, {
      documentTypeIds: typeIds as number[],
      details,
    });
    ctx.body = success({ requested }, 'Documents requested.');
  });
}
