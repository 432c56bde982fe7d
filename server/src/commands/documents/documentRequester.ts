import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { signedInUser } from 'server/http/auth.ts';
import type { AppContext } from 'server/http/context.ts';
import { badRequest } from 'server/http/envelope.ts';
import { tellBorrowers } from 'server/mail/borrowerNotices.ts';
import { documentsRequestedMail } from 'server/mail/templates/documentMails.ts';
import { authorizeLoan } from 'server/policies/authorize.ts';
import { authorizePreapproval } from 'server/policies/preapprovalAccess.ts';
import { findDocumentType } from 'server/records/documents.ts';
import { createLoanRequest } from 'server/records/loanRequests.ts';
import { touchLoan } from 'server/records/loans.ts';
import { SELECT_DOCUMENT_TYPE } from './documentUploader.ts';

/**
 * The loan team asks a loan's borrowers for a document of a type (designed after Floify and Blend): a request shown
 * on their dashboard and mailed as a sign-in link. Returns the request's id.
 */
export async function requestLoanDocument(
  deps: AppDeps,
  ctx: AppContext,
  loanId: number,
  request: { documentTypeId: number; details: string | null },
): Promise<number> {
  const user = signedInUser(ctx);
  const { details } = request;
  return inTransaction(deps, async (trx) => {
    const parties = await authorizeLoan(trx, ctx, 'work', loanId, { recordType: 'loan request' });
    const type = await findDocumentType(trx, request.documentTypeId, 'loan');
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
        body: details ? `Your loan team asked for ${type.name}: ${details}` : `Your loan team asked for ${type.name}.`,
        mail: documentsRequestedMail,
        path: `/docupload/${loanId}`,
        createdBy: user.id,
      },
    );
    return requestId;
  });
}

/**
 * A pre-approval's loan officer asks its borrower for documents of several types: each type is checked on the
 * pre-approval and requested, and the borrower is told once. Returns how many types were asked for.
 */
export async function requestPreapprovalDocuments(
  deps: AppDeps,
  ctx: AppContext,
  preapprovalId: number,
  request: { documentTypeIds: readonly number[]; details: string | null },
): Promise<number> {
  const user = signedInUser(ctx);
  const { details } = request;
  return inTransaction(deps, async (trx) => {
    const preapproval = await authorizePreapproval(trx, ctx, 'work', preapprovalId, {
      fields: ['document requests'],
    });
    const names: string[] = [];
    for (const typeId of request.documentTypeIds) {
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
}
