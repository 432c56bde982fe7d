import {
  answerLoanInvitation,
  invitationSentText,
  pendingInvitations,
  sendLoanInvitation,
  sentInvitations,
} from 'server/commands/loans/loanInvitations.ts';
import type { AppDeps } from 'server/deps.ts';
import { signedIn, signedInUser } from 'server/http/auth.ts';
import { clientIp, type ApiRouter } from 'server/http/context.ts';
import { notFound, success } from 'server/http/envelope.ts';
import { readWholeNumber } from 'server/http/input.ts';
import { parseInvitation } from './invitationInput.ts';

/**
 * A loan officer's invitations to work with a borrower (issue 20): the officer sends and lists theirs (POST and GET
 * /staff/invitations); the borrower lists those sent to their address and accepts or declines each (GET
 * /invitations, POST /invitations/:id/accept | decline). Sending answers the same for every address.
 */
export function registerInvitationRoutes(router: ApiRouter, deps: AppDeps): void {
  const officer = signedIn(deps, ['loan_officer']);
  const borrower = signedIn(deps, ['borrower']);

  router.get('/staff/invitations', officer, async (ctx) => {
    ctx.body = success(await sentInvitations(deps.db, signedInUser(ctx).id));
  });

  router.post('/staff/invitations', officer, async (ctx) => {
    const input = parseInvitation(ctx.request.body);
    await sendLoanInvitation(deps, signedInUser(ctx), input, clientIp(ctx));
    ctx.body = success(null, invitationSentText(input.email));
  });

  router.get('/invitations', borrower, async (ctx) => {
    ctx.body = success(await pendingInvitations(deps.db, signedInUser(ctx)));
  });

  for (const answer of ['accept', 'decline'] as const) {
    router.post(`/invitations/:id/${answer}`, borrower, async (ctx) => {
      const id = readWholeNumber(ctx.params.id);
      if (id === null) throw notFound('This invitation is no longer open.');
      const result = await answerLoanInvitation(deps, signedInUser(ctx), id, answer === 'accept');
      ctx.body = success(
        result,
        result.loanNumber === null
          ? 'You declined the invitation. Nothing of yours is shared.'
          : result.opened
            ? `Loan ${result.loanNumber} is open with your new loan officer.`
            : `Your loan officer now works loan ${result.loanNumber}, your loan in progress.`,
      );
    });
  }
}
