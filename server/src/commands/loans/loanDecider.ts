import { tellBorrowers } from 'server/mail/borrowerNotices.ts';
import type { Trx } from 'server/db/database.ts';
import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { signedInUser } from 'server/http/auth.ts';
import type { AppContext } from 'server/http/context.ts';
import { badRequest } from 'server/http/envelope.ts';
import { loanDecisionMail } from 'server/mail/templates/loanMails.ts';
import { authorizeLoan } from 'server/policies/authorize.ts';
import { findDocumentType } from 'server/records/documents.ts';
import { createLoanRequest } from 'server/records/loanRequests.ts';
import {
  loanStatusName,
  LOAN_STATUS_NAMES,
  recordDecision,
  type LoanRow,
  type LoanStatus,
} from 'server/records/loans.ts';
import { staleSave } from 'server/records/revisions.ts';

/**
 * The lender's decision on a loan (issue 21): recorded by the loan's staff at the revision they read, chosen on
 * purpose (there is no default) after a confirmation that names what is still owed. "Approved with conditions" lists
 * its conditions, each a request the borrower sees and fulfils (a document of a type, or a written answer); the loan
 * is approved once none is open. The borrower (and every participant) is told on the dashboard and by e-mail.
 */

/** A condition of an approval with conditions. */
export type Condition =
  | { kind: 'document'; documentTypeId: number; details: string | null }
  | { kind: 'information'; title: string; details: string | null };

/** Said when "Approved with conditions" comes without a condition. */
export const CONDITIONS_NEEDED = 'List at least one condition the borrower must meet.';
/** Said when a loan approved with conditions is approved while some are still open. */
export function conditionsOpen(count: number): string {
  return `${count === 1 ? '1 condition is' : `${count} conditions are`} still open: the loan can be approved once the borrower has met them.`;
}

async function openConditions(trx: Trx, loanId: number): Promise<number> {
  const [row] = await trx('loan_requests')
    .where({ loan_id: loanId, is_condition: true, status: 'open' })
    .count<{ count: string | number }[]>({ count: '*' });
  return Number(row?.count ?? 0);
}

/** Records the decision (see the top of this file); returns the loan's new revision. */
export async function decideLoan(
  deps: AppDeps,
  ctx: AppContext,
  loanId: number,
  input: { status: LoanStatus; revision: number; conditions: Condition[] },
): Promise<number> {
  const user = signedInUser(ctx);
  if (input.status === 'conditional' && input.conditions.length === 0) {
    throw badRequest(CONDITIONS_NEEDED, ['conditions']);
  }
  return inTransaction(deps, async (trx) => {
    const parties = await authorizeLoan(trx, ctx, 'work', loanId, { details: { fields: ['status'] } });
    const loan = (await trx('loans')
      .where({ id: loanId })
      .forUpdate()
      .first('id', 'status', 'decided_at', 'revision', 'loan_number')) as Pick<
      LoanRow,
      'id' | 'status' | 'decided_at' | 'revision' | 'loan_number'
    >;
    if (loan.revision !== input.revision) throw staleSave();
    if (input.status === 'approved' && loan.status === 'conditional') {
      const open = await openConditions(trx, loanId);
      if (open > 0) throw badRequest(conditionsOpen(open), ['status']);
    }
    const next = await recordDecision(trx, loan, input.revision, input.status, user.id);
    if (next === undefined) {
      const current = loanStatusName(loan.status);
      throw badRequest(
        `A loan that is ${current.toLowerCase()} cannot be marked ${LOAN_STATUS_NAMES[input.status].toLowerCase()}.`,
        ['status'],
      );
    }
    for (const [index, condition] of input.conditions.entries()) {
      if (condition.kind === 'document') {
        const type = await findDocumentType(trx, condition.documentTypeId, 'loan');
        if (!type) throw badRequest('Choose the document each condition asks for.', [`conditions.${index}`]);
        await createLoanRequest(trx, {
          loanId,
          kind: 'document',
          title: type.name,
          details: condition.details,
          documentTypeId: type.id,
          isCondition: true,
          createdBy: user.id,
        });
      } else {
        await createLoanRequest(trx, {
          loanId,
          kind: 'information',
          title: condition.title,
          details: condition.details,
          isCondition: true,
          createdBy: user.id,
        });
      }
    }
    const statusName = LOAN_STATUS_NAMES[input.status];
    await tellBorrowers(
      trx,
      deps,
      { userIds: parties.participantIds, loanId },
      {
        title: `Your loan is ${statusName.toLowerCase()}`,
        body:
          input.conditions.length > 0
            ? `Your loan officer approved your loan with ${input.conditions.length === 1 ? 'a condition' : `${input.conditions.length} conditions`}: each is under Requests. Once they are met, your loan can be approved.`
            : `Your loan officer recorded this decision on loan ${loan.loan_number}. Contact your loan officer with any question.`,
        mail: (to, firstName, publicUrl) =>
          loanDecisionMail(
            to,
            firstName,
            { loanNumber: loan.loan_number, statusName, conditions: input.conditions.length },
            publicUrl,
          ),
        path: '/dashboard',
        createdBy: user.id,
      },
    );
    return next;
  });
}
