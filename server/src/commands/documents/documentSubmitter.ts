import { tellLoanStaff } from 'server/commands/loans/requestAnswerer.ts';
import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { signedInUser } from 'server/http/auth.ts';
import type { AppContext } from 'server/http/context.ts';
import { badRequest } from 'server/http/envelope.ts';
import { tellBorrowers } from 'server/mail/borrowerNotices.ts';
import { documentsToApproveMail } from 'server/mail/templates/documentMails.ts';
import { authorizeLoan } from 'server/policies/authorize.ts';
import { isStaff } from 'server/policies/roles.ts';
import { findDocumentType, submitDrafts } from 'server/records/documents.ts';
import { touchLoan } from 'server/records/loans.ts';
import { uploadActionOf } from './documentUploader.ts';

/** Said when Submit finds nothing to submit. */
export const NOTHING_TO_SUBMIT = 'There is nothing to submit yet. Upload a document first.';

/**
 * Submits the caller's drafts of a type on a loan. A borrower's go to the loan team for review (its staff e-mailed
 * when one answers a request); the loan team's reach the borrowers, asking their approval when `approval` is 0 (a
 * borrower always submits with approval 1, part 2 §6). Returns how many were submitted.
 */
export async function submitLoanDocuments(
  deps: AppDeps,
  ctx: AppContext,
  submission: { loanId: number; documentTypeId: number; approval: 0 | 1 },
): Promise<number> {
  const user = signedInUser(ctx);
  const { loanId, documentTypeId: typeId, approval } = submission;
  const byStaff = isStaff(user.role);
  return inTransaction(deps, async (trx) => {
    const parties = await authorizeLoan(trx, ctx, uploadActionOf(user.role), loanId, { recordType: 'document' });
    const ids = await submitDrafts(trx, { loanId, documentTypeId: typeId, userId: user.id, approval, byStaff });
    if (ids.length === 0) throw badRequest(NOTHING_TO_SUBMIT, ['typeid']);
    await touchLoan(trx, loanId);
    if (!byStaff) {
      // A document the loan team asked for arrived: its staff are e-mailed (its type, never its content).
      const answering = await trx('documents').whereIn('id', ids).whereNotNull('request_id').first('id');
      if (answering) {
        const type = await findDocumentType(trx, typeId, 'loan');
        await tellLoanStaff(trx, deps, parties, type?.name ?? 'a document');
      }
    }
    if (byStaff) {
      const type = await findDocumentType(trx, typeId, 'loan');
      await tellBorrowers(
        trx,
        deps,
        { userIds: parties.participantIds, loanId },
        approval === 0
          ? {
              title: 'Documents to approve',
              body: `Your loan team sent ${type?.name ?? 'documents'} for you to review and approve.`,
              mail: documentsToApproveMail,
              path: `/docapprove/${loanId}`,
              createdBy: user.id,
            }
          : {
              title: 'New documents from your loan team',
              body: `Your loan team added ${type?.name ?? 'documents'} to your loan.`,
              path: `/docview/${loanId}`,
              createdBy: user.id,
            },
      );
    }
    return ids.length;
  });
}
