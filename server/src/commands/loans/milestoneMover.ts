import { tellBorrowers } from 'server/mail/borrowerNotices.ts';
import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { signedInUser } from 'server/http/auth.ts';
import type { AppContext } from 'server/http/context.ts';
import { loanMilestoneMail } from 'server/mail/templates/loanMails.ts';
import { authorizeLoan } from 'server/policies/authorize.ts';
import { moveMilestone } from 'server/records/loans.ts';
import { MILESTONES, type Milestone } from 'server/records/milestones.ts';

/**
 * The loan's staff move it to a milestone at the revision they read: dated in its history (the ladder shows what
 * happened, nothing more), the loan's borrowers told on the dashboard and, unless they turned loan updates off under
 * Subscriptions, by e-mail.
 */
export async function moveLoanMilestone(
  deps: AppDeps,
  ctx: AppContext,
  loanId: number,
  input: { milestone: Milestone; revision: number },
): Promise<number> {
  const user = signedInUser(ctx);
  return inTransaction(deps, async (trx) => {
    const parties = await authorizeLoan(trx, ctx, 'work', loanId, { details: { fields: ['milestone'] } });
    const next = await moveMilestone(trx, loanId, input.revision, input.milestone, user.id);
    const name = MILESTONES.find((step) => step.milestone === input.milestone)?.name ?? input.milestone;
    const loan = (await trx('loans').where({ id: loanId }).first('loan_number')) as { loan_number: string };
    await tellBorrowers(
      trx,
      deps,
      { userIds: parties.participantIds, loanId },
      {
        title: `Your loan is at ${name}`,
        body: `Your loan moved to ${name}.`,
        mail: (to, firstName, publicUrl) =>
          loanMilestoneMail(to, firstName, { loanNumber: loan.loan_number, milestoneName: name }, publicUrl),
        path: '/dashboard',
        mailTopic: 'loan-updates',
        createdBy: user.id,
      },
    );
    return next;
  });
}
