import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { signedInUser } from 'server/http/auth.ts';
import type { AppContext } from 'server/http/context.ts';
import { ApiError, badRequest, notFound } from 'server/http/envelope.ts';
import { tellBorrowers } from 'server/mail/borrowerNotices.ts';
import { documentRejectedMail } from 'server/mail/templates/documentMails.ts';
import { authorizeLoan } from 'server/policies/authorize.ts';
import { authorizePreapproval } from 'server/policies/preapprovalAccess.ts';
import { findDocument, reviewDocument } from 'server/records/documents.ts';
import { createLoanRequest } from 'server/records/loanRequests.ts';
import { touchLoan } from 'server/records/loans.ts';
import { REJECTION_REASON_REQUIRED } from 'common';

/** Said when a rejection gives no reason. */
export const REASON_REQUIRED = REJECTION_REASON_REQUIRED;
/** Said when a document is not waiting for review. */
export const NOT_PENDING_REVIEW = 'This document is not waiting for review.';

/**
 * The loan team reviews a borrower's upload, as work on its loan or on its pre-approval before a loan exists:
 * accepted, or rejected with a reason the borrower sees. A rejected document is owed again: a request of its type
 * (with the reason) that its new version fulfils. The borrowers are told on the dashboard and by e-mail.
 */
export async function reviewUploadedDocument(
  deps: AppDeps,
  ctx: AppContext,
  documentId: number,
  review: { decision: 'accepted' | 'rejected'; reason: string | null },
): Promise<void> {
  const user = signedInUser(ctx);
  const { decision, reason } = review;
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
}
