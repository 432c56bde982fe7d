import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { markFileDeleted } from 'server/files/storedFiles.ts';
import { signedInUser } from 'server/http/auth.ts';
import type { AppContext } from 'server/http/context.ts';
import { ApiError, notFound } from 'server/http/envelope.ts';
import { authorizeLoan } from 'server/policies/authorize.ts';
import { authorizePreapproval } from 'server/policies/preapprovalAccess.ts';
import { findDocument, isDeletable, markDocumentDeleted, type DocumentView } from 'server/records/documents.ts';
import { touchLoan } from 'server/records/loans.ts';

/** Said when a document that was acted on is asked to be deleted. */
export const DOCUMENT_KEPT = 'This document has been reviewed and is kept on file.';

/**
 * Deletes a loan's document for its uploader while nobody has acted on it (isDeletable; 409 once it has); its file
 * goes with the purge job. Another's draft, or a loan the caller has no part in, is a 404. Returns the document.
 */
export async function deleteLoanDocument(
  deps: AppDeps,
  ctx: AppContext,
  documentId: number | null,
): Promise<DocumentView> {
  const user = signedInUser(ctx);
  const document = documentId === null ? undefined : await findDocument(deps.db, documentId);
  if (!document || document.loan_id === null) throw notFound();
  await inTransaction(deps, async (trx) => {
    await authorizeLoan(trx, ctx, 'read', document.loan_id as number, { recordType: 'document' });
    if (!document.submitted_at && document.uploaded_by !== user.id) throw notFound();
    if (!isDeletable(document, user.id)) throw new ApiError(409, DOCUMENT_KEPT);
    if (await markDocumentDeleted(trx, document.id, user.id)) await markFileDeleted(trx, document.file_id);
    await touchLoan(trx, document.loan_id as number);
  });
  return document;
}

/** Deletes a pre-approval's document for the borrower who uploaded it while it is not reviewed (409 once it is). */
export async function deletePreapprovalDocument(
  deps: AppDeps,
  ctx: AppContext,
  documentId: number,
): Promise<DocumentView> {
  const user = signedInUser(ctx);
  const document = await findDocument(deps.db, documentId);
  if (!document || document.preapproval_id === null) throw notFound();
  await inTransaction(deps, async (trx) => {
    await authorizePreapproval(trx, ctx, 'fill', document.preapproval_id as number);
    if (!isDeletable(document, user.id)) throw new ApiError(409, DOCUMENT_KEPT);
    if (await markDocumentDeleted(trx, document.id, user.id)) await markFileDeleted(trx, document.file_id);
  });
  return document;
}
