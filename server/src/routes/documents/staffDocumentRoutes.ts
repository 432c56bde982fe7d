import type {
  DocumentRequestReply,
  DocumentRequestState,
  DocumentTypeReply,
  StaffLoanDocumentsReply,
  StaffPreapprovalDocumentsReply,
} from 'common';
import type { Db, Trx } from 'server/db/database.ts';
import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { signedIn, signedInUser } from 'server/http/auth.ts';
import type { ApiRouter } from 'server/http/context.ts';
import { ApiError, badRequest, notFound, success } from 'server/http/envelope.ts';
import { readWholeNumber } from 'server/http/input.ts';
import { documentRejectedMail, documentsRequestedMail } from 'server/mail/templates/documentMails.ts';
import { authorizeLoan, loanPathGate, mayActOnLoan, pathGate } from 'server/policies/authorize.ts';
import { loansByIds } from 'server/policies/loanParties.ts';
import { can, type Actor } from 'server/policies/policy.ts';
import { STAFF_ROLES, typeIndexOf } from 'server/policies/roles.ts';
import {
  documentTypesFor,
  findDocument,
  findDocumentType,
  loanDocuments,
  openRequestCounts,
  preapprovalDocuments,
  reviewDocument,
} from 'server/records/documents.ts';
import { createLoanRequest } from 'server/records/loanRequests.ts';
import { PREAPPROVAL_SUBMITTED } from 'server/records/preapprovals.ts';
import { touchLoan } from 'server/records/loans.ts';
import {
  authorizePreapproval,
  mayActOnPreapproval,
  preapprovalPathGate,
} from 'server/routes/predocs/preapprovalAccess.ts';
import { bodyOf, boundedText, pathIdOf, requiredId, textOf } from './documentInput.ts';
import { tellBorrowers } from 'server/mail/borrowerNotices.ts';
import {
  DefinitionCache,
  presentDocumentType,
  presentLoanDocuments,
  presentPreapprovalDocument,
} from './documentPresenter.ts';
import { SELECT_DOCUMENT_TYPE } from './documentUploadRoutes.ts';

/** Said when a rejection gives no reason. */
export const REASON_REQUIRED = 'Please give the reason the borrower will see.';
/** Said when a document is not waiting for review. */
export const NOT_PENDING_REVIEW = 'This document is not waiting for review.';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : '');

interface RequestRow {
  id: number;
  title: string;
  details: string | null;
  document_type_id: number | null;
  status: 'open' | 'fulfilled' | 'cancelled';
  created_at: Date;
}

/**
 * Where each document request stands: fulfilled is accepted (an upload for it was accepted), cancelled stays so,
 * open is pending while an upload for it awaits review and owed otherwise (with the last rejection's reason).
 */
async function requestStates(
  db: Db | Trx,
  parent: { loanId: number } | { preapprovalId: number },
): Promise<DocumentRequestReply[]> {
  const where = 'loanId' in parent ? { loan_id: parent.loanId } : { preapproval_id: parent.preapprovalId };
  const requests = (await db('loan_requests')
    .where(where)
    .whereIn('kind', ['document', 'preapproval-document'])
    .orderBy('id', 'desc')) as RequestRow[];
  const answers = (await db('documents')
    .whereIn(
      'request_id',
      requests.map((request) => request.id),
    )
    .whereNull('deleted_at')
    .whereNotNull('submitted_at')
    .orderBy('id', 'desc')
    .select('request_id', 'review_status', 'review_reason')) as {
    request_id: number;
    review_status: string;
    review_reason: string | null;
  }[];
  return requests.map((request) => {
    const mine = answers.filter((answer) => answer.request_id === request.id);
    let state: DocumentRequestState = 'owed';
    if (request.status === 'fulfilled') state = 'accepted';
    else if (request.status === 'cancelled') state = 'cancelled';
    else if (mine.some((answer) => answer.review_status === 'pending')) state = 'pending';
    const latest = mine[0];
    return {
      id: request.id,
      title: request.title,
      details: request.details,
      typeId: request.document_type_id,
      state,
      createdAt: iso(request.created_at),
      rejectedReason: state === 'owed' && latest?.review_status === 'rejected' ? latest.review_reason : null,
    };
  });
}

/** The borrower's submitted pre-approvals the staff member may read (the policy decides, as for each one's page). */
async function readablePreapprovals(
  db: Db | Trx,
  actor: Actor,
  borrowerId: number,
): Promise<{ id: number; refNumber: string }[]> {
  const rows = (await db('preapprovals')
    .where({ user_id: borrowerId, status_indicator: PREAPPROVAL_SUBMITTED })
    .orderBy('id', 'desc')
    .select('id', 'ref_number', 'loan_id', 'officer_user_id')) as {
    id: number;
    ref_number: string;
    loan_id: number | null;
    officer_user_id: number | null;
  }[];
  const readable: { id: number; refNumber: string }[] = [];
  for (const row of rows) {
    const loans = await loansByIds(db, row.loan_id ? [row.loan_id] : []);
    const subject = {
      type: 'borrowerRecord',
      ownerId: borrowerId,
      loans,
      assignedStaffId: row.officer_user_id,
    } as const;
    if (can(actor, 'read', subject)) readable.push({ id: row.id, refNumber: row.ref_number });
  }
  return readable;
}

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
    if (!document) return false;
    return document.loan_id !== null
      ? mayActOnLoan(deps.db, ctx, 'work', document.loan_id)
      : mayActOnPreapproval(deps.db, ctx, 'work', document.preapproval_id as number);
  });

  router.get('/staff/loans/:id/documents', staff, async (ctx) => {
    const loanId = pathIdOf(ctx);
    const parties = await authorizeLoan(deps.db, ctx, 'read', loanId, {
      recordType: 'document',
      details: { view: 'staff loan documents' },
    });
    const user = signedInUser(ctx);
    const loan = (await deps.db('loans').where({ id: loanId }).first('loan_number')) as { loan_number: string };
    const definitions = new DefinitionCache(deps.db);
    const requested = await openRequestCounts(deps.db, { loanId });
    const types: DocumentTypeReply[] = [];
    for (const type of await documentTypesFor(deps.db, 'loan')) {
      const presented = await presentDocumentType(definitions, type, requested.get(type.id) ?? 0);
      if (presented) types.push(presented);
    }
    const documents = await presentLoanDocuments(
      { ring: deps.keys.personal, definitions, parties, viewerId: user.id },
      await loanDocuments(deps.db, loanId, { userId: user.id }),
    );
    const requests = await requestStates(deps.db, { loanId });
    const preapprovals = await readablePreapprovals(deps.db, { id: user.id, role: user.role }, parties.borrowerUserId);
    const fromBorrowers = documents.filter((document) => document.submitted && !document.fromLender);
    const reply: StaffLoanDocumentsReply = {
      loanId,
      loanNumber: loan.loan_number,
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
    };
    ctx.body = success(reply);
  });

  router.post('/staff/loans/:id/document-requests', staff, loanPathGate(deps, 'work'), async (ctx) => {
    const loanId = pathIdOf(ctx);
    const body = bodyOf(ctx);
    const user = signedInUser(ctx);
    const typeId = requiredId(body, 'documentTypeId', SELECT_DOCUMENT_TYPE);
    const details = boundedText(body, 'details', 2000, 'Details', true) || null;
    const id = await inTransaction(deps, async (trx) => {
      const parties = await authorizeLoan(trx, ctx, 'work', loanId, { recordType: 'loan request' });
      const type = await findDocumentType(trx, typeId, 'loan');
      if (!type) throw badRequest(SELECT_DOCUMENT_TYPE, ['documentTypeId']);
      const requestId = await createLoanRequest(trx, {
        loanId,
        kind: 'document',
        title: type.name,
        details,
        documentTypeId: type.id,
        createdBy: user.id,
      });
      await touchLoan(trx, loanId);
      await tellBorrowers(
        trx,
        deps,
        { userIds: parties.participantIds, loanId },
        {
          title: `Please upload: ${type.name}`,
          body: details
            ? `Your loan team asked for ${type.name}: ${details}`
            : `Your loan team asked for ${type.name}.`,
          mail: documentsRequestedMail,
          path: `/docupload/${loanId}`,
          createdBy: user.id,
        },
      );
      return requestId;
    });
    ctx.body = success({ id }, 'Document requested.');
  });

  router.post('/staff/documents/:id/review', staff, documentReviewGate, async (ctx) => {
    const documentId = pathIdOf(ctx);
    const body = bodyOf(ctx);
    const user = signedInUser(ctx);
    const decision = textOf(body, 'decision');
    if (decision !== 'accepted' && decision !== 'rejected') {
      throw badRequest('Choose to accept or reject the document.', ['decision']);
    }
    const reason = boundedText(body, 'reason', 500, 'The reason', true) || null;
    const document = await findDocument(deps.db, documentId);
    if (!document) throw notFound();
    await inTransaction(deps, async (trx) => {
      const audit = { recordType: 'document', details: { fields: ['review_status'], documentId } };
      let people: { userIds: readonly number[]; loanId: number | null; path: string };
      if (document.loan_id !== null) {
        const parties = await authorizeLoan(trx, ctx, 'work', document.loan_id, audit);
        people = { userIds: parties.participantIds, loanId: document.loan_id, path: `/docupload/${document.loan_id}` };
      } else {
        const preapproval = await authorizePreapproval(trx, ctx, 'work', document.preapproval_id as number, {
          fields: ['review_status'],
          documentId,
        });
        people = { userIds: [preapproval.user_id], loanId: null, path: `/predocs/${preapproval.id}` };
      }
      if (decision === 'rejected' && !reason) throw badRequest(REASON_REQUIRED, ['reason']);
      const fromBorrower = document.uploader_role === 'borrower';
      if (!fromBorrower || !(await reviewDocument(trx, { documentId, decision, reason, reviewerId: user.id }))) {
        throw new ApiError(409, NOT_PENDING_REVIEW);
      }
      // A rejected document is owed again: a request of its type (with the reason) that its new version fulfils.
      if (decision === 'rejected' && document.request_id === null) {
        const requestId = await createLoanRequest(trx, {
          loanId: document.loan_id,
          preapprovalId: document.loan_id === null ? document.preapproval_id : null,
          kind: document.loan_id === null ? 'preapproval-document' : 'document',
          title: document.type_name,
          details: reason,
          documentTypeId: document.document_type_id,
          createdBy: user.id,
        });
        await trx('documents').where({ id: documentId }).update({ request_id: requestId });
      }
      if (document.loan_id !== null) await touchLoan(trx, document.loan_id);
      await tellBorrowers(
        trx,
        deps,
        people,
        decision === 'rejected'
          ? {
              title: `${document.type_name}: please upload a new version`,
              body: `Your loan team could not use "${document.docname}". Reason: ${reason ?? ''}`,
              mail: documentRejectedMail,
              path: people.path,
              createdBy: user.id,
            }
          : {
              title: `${document.type_name} accepted`,
              body: `Your loan team accepted "${document.docname}".`,
              path: people.path,
              createdBy: user.id,
            },
      );
    });
    ctx.body = success({ id: documentId, reviewStatus: decision }, decision === 'accepted' ? 'Accepted.' : 'Rejected.');
  });

  router.get('/staff/preapprovals/:id/documents', staff, async (ctx) => {
    const preapproval = await authorizePreapproval(deps.db, ctx, 'read', pathIdOf(ctx), {
      view: 'staff pre-approval documents',
    });
    const checked = new Set(
      (
        (await deps.db('preapproval_document_types').where({ preapproval_id: preapproval.id })) as {
          document_type_id: number;
        }[]
      ).map((row) => row.document_type_id),
    );
    const reply: StaffPreapprovalDocumentsReply = {
      preapprovalId: preapproval.id,
      refNumber: preapproval.ref_number,
      types: (await documentTypesFor(deps.db, 'preapproval')).map((type) => ({
        _id: type.id,
        name: type.name,
        description: type.description,
        checked: checked.has(type.id),
      })),
      requests: await requestStates(deps.db, { preapprovalId: preapproval.id }),
      documents: (await preapprovalDocuments(deps.db, preapproval.id)).map(presentPreapprovalDocument),
    };
    ctx.body = success(reply);
  });

  router.post('/staff/preapprovals/:id/document-requests', staff, preapprovalPathGate(deps, 'work'), async (ctx) => {
    const preapprovalId = pathIdOf(ctx);
    const body = bodyOf(ctx);
    const user = signedInUser(ctx);
    const list = Array.isArray(body.documentTypeIds) ? (body.documentTypeIds as unknown[]).slice(0, 50) : [];
    const typeIds = [...new Set(list.map((value) => readWholeNumber(value)))];
    if (typeIds.length === 0 || typeIds.includes(null)) throw badRequest(SELECT_DOCUMENT_TYPE, ['documentTypeIds']);
    const details = boundedText(body, 'details', 2000, 'Details', true) || null;
    const requested = await inTransaction(deps, async (trx) => {
      const preapproval = await authorizePreapproval(trx, ctx, 'work', preapprovalId, {
        fields: ['document requests'],
      });
      const names: string[] = [];
      for (const typeId of typeIds as number[]) {
        const type = await findDocumentType(trx, typeId, 'preapproval');
        if (!type) throw badRequest(SELECT_DOCUMENT_TYPE, ['documentTypeIds']);
        await trx('preapproval_document_types')
          .insert({ preapproval_id: preapproval.id, document_type_id: type.id, requested_by: user.id })
          .onConflict(['preapproval_id', 'document_type_id'])
          .ignore();
        await createLoanRequest(trx, {
          preapprovalId: preapproval.id,
          kind: 'preapproval-document',
          title: type.name,
          details,
          documentTypeId: type.id,
          createdBy: user.id,
        });
        names.push(type.name);
      }
      await tellBorrowers(
        trx,
        deps,
        { userIds: [preapproval.user_id], loanId: null },
        {
          title: 'Documents for your pre-approval',
          body: `Your loan officer asked for ${names.join(', ')} for pre-approval ${preapproval.ref_number}.`,
          mail: documentsRequestedMail,
          path: `/predocs/${preapproval.id}`,
          createdBy: user.id,
        },
      );
      return names.length;
    });
    ctx.body = success({ requested }, 'Documents requested.');
  });
}
