import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { signedInUser } from 'server/http/auth.ts';
import type { AppContext } from 'server/http/context.ts';
import { queueMail } from 'server/mail/queueMail.ts';
import { loanMilestoneMail } from 'server/mail/templates/loanMails.ts';
import { authorizeLoan } from 'server/policies/authorize.ts';
import { moveMilestone } from 'server/records/loans.ts';
import { MILESTONES, type Milestone } from 'server/records/milestones.ts';
import { postNotification } from 'server/records/notifications.ts';
import { wantsServiceMail } from 'server/records/subscriptions.ts';

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
    const people = (await trx('users')
      .whereIn('id', parties.participantIds)
      .whereNull('disabled_at')
      .select('id', 'email', 'first_name')) as { id: number; email: string; first_name: string }[];
    for (const person of people) {
      await postNotification(trx, {
        userId: person.id,
        loanId,
        title: `Your loan is at ${name}`,
        body: `Your loan moved to ${name}.`,
        createdBy: user.id,
      });
      if (await wantsServiceMail(trx, person.id, 'loan-updates')) {
        await queueMail(
          trx,
          deps.keys,
          loanMilestoneMail(
            person.email,
            person.first_name,
            { loanNumber: loan.loan_number, milestoneName: name },
            deps.config.publicUrl,
          ),
        );
      }
    }
    return next;
  });
}
