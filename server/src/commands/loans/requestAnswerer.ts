import type { Trx } from 'server/db/database.ts';
import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { signedInUser } from 'server/http/auth.ts';
import type { AppContext } from 'server/http/context.ts';
import { notFound } from 'server/http/envelope.ts';
import { queueMail } from 'server/mail/queueMail.ts';
import { requestAnsweredMail } from 'server/mail/templates/loanMails.ts';
import { authorizeLoan } from 'server/policies/authorize.ts';
import type { LoanParties } from 'server/policies/policy.ts';
import { fulfilLoanRequest } from 'server/records/loanRequests.ts';
import { touchLoan } from 'server/records/loans.ts';

/**
 * A borrower answers what the loan team asked: a written answer to an information request (a condition of an
 * approval, or a question) fulfils it; the loan's staff are e-mailed that it arrived, as they are when a borrower
 * submits a document a request asked for (tellLoanStaff).
 */

/** E-mails the loan's officer and processor that the borrower sent what a request asked for (no content in it). */
export async function tellLoanStaff(
  trx: Trx,
  deps: Pick<AppDeps, 'keys' | 'config'>,
  parties: Pick<LoanParties, 'loanId' | 'officerUserId' | 'processorUserId'>,
  what: string,
): Promise<void> {
  const staffIds = [parties.officerUserId, parties.processorUserId].filter((id): id is number => id !== null);
  if (staffIds.length === 0) return;
  const loan = (await trx('loans').where({ id: parties.loanId }).first('loan_number')) as { loan_number: string };
  const staff = (await trx('users').whereIn('id', staffIds).whereNull('disabled_at').select('email')) as {
    email: string;
  }[];
  for (const person of staff) {
    await queueMail(
      trx,
      deps.keys,
      requestAnsweredMail(person.email, { loanNumber: loan.loan_number, what }, deps.config.publicUrl),
    );
  }
}

/** Records the borrower's answer to an open information request of one of their loans; 404 for anything else. */
export async function answerLoanRequest(
  deps: AppDeps,
  ctx: AppContext,
  requestId: number,
  answer: string,
): Promise<void> {
  const user = signedInUser(ctx);
  await inTransaction(deps, async (trx) => {
    const request = (await trx('loan_requests')
      .where({ id: requestId })
      .whereNotNull('loan_id')
      .forUpdate()
      .first('id', 'loan_id', 'title', 'kind', 'status')) as
      { id: number; loan_id: number; title: string; kind: string; status: string } | undefined;
    if (!request) throw notFound();
    // Someone with no part in the loan learns nothing of the request, not even whether it is open.
    const parties = await authorizeLoan(trx, ctx, 'fill', request.loan_id, { recordType: 'loan request' });
    if (request.kind !== 'information' || request.status !== 'open') throw notFound('This request is no longer open.');
    await trx('loan_requests')
      .where({ id: request.id })
      .update({ answer, answered_at: trx.fn.now(), answered_by: user.id });
    await fulfilLoanRequest(trx, request.id);
    await touchLoan(trx, request.loan_id);
    await tellLoanStaff(trx, deps, parties, `the answer to "${request.title}"`);
  });
}
