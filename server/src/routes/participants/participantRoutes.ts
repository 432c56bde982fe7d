import {
  answerParticipantInvitation,
  applicationPeopleOf,
  authorizeParticipation,
  INVITATION_CLOSED,
  inviteParticipant,
  participantInvitationSentText,
  participationsOf,
  pendingParticipantInvitations,
} from 'server/commands/loans/participantInvitations.ts';
import type { AppDeps } from 'server/deps.ts';
import { signedIn, signedInUser } from 'server/http/auth.ts';
import { clientIp, type ApiRouter } from 'server/http/context.ts';
import { notFound, success } from 'server/http/envelope.ts';
import { readWholeNumber } from 'server/http/input.ts';
import { readAgreement, readBody } from 'server/routes/eloan/eloanInput.ts';
import { parseParticipantInvitation } from './participantInput.ts';

/**
 * Co-borrowers and co-applicants who take part in an application themselves (issue 21, point 6):
 * - the owner lists the people named with an e-mail on their applications (GET eloan/participants) and invites one,
 *   consenting to what is shared (POST eloan/participants/invite); the reply is the same for every address;
 * - the invited person lists the invitations sent to their address (GET participant-invitations) and accepts or
 *   declines each (POST participant-invitations/:id/accept | decline);
 * - a participant lists the applications they joined (GET eloan/participation) and gives their own credit
 *   authorization on one (POST eloan/participation/:id/authorization) before filling their parts.
 */
export function registerParticipantRoutes(router: ApiRouter, deps: AppDeps): void {
  const borrower = signedIn(deps, ['borrower']);

  router.get('/eloan/participants', borrower, async (ctx) => {
    ctx.body = success(await applicationPeopleOf(deps.db, signedInUser(ctx)));
  });

  router.post('/eloan/participants/invite', borrower, async (ctx) => {
    const input = parseParticipantInvitation(ctx.request.body);
    const email = await inviteParticipant(deps, signedInUser(ctx), input, clientIp(ctx));
    ctx.body = success(null, participantInvitationSentText(email));
  });

  router.get('/participant-invitations', borrower, async (ctx) => {
    ctx.body = success(await pendingParticipantInvitations(deps.db, signedInUser(ctx)));
  });

  for (const answer of ['accept', 'decline'] as const) {
    router.post(`/participant-invitations/:id/${answer}`, borrower, async (ctx) => {
      const id = readWholeNumber(ctx.params.id);
      if (id === null) throw notFound(INVITATION_CLOSED);
      const result = await answerParticipantInvitation(deps, signedInUser(ctx), id, answer === 'accept');
      ctx.body = success(
        result,
        result.applicationId
          ? 'You take part in the application. Give your own authorization, then fill in your part.'
          : 'You declined the invitation. Nothing is shared with you.',
      );
    });
  }

  router.get('/eloan/participation', borrower, async (ctx) => {
    ctx.body = success(await participationsOf(deps.db, signedInUser(ctx)));
  });

  router.post('/eloan/participation/:id/authorization', borrower, async (ctx) => {
    const id = readWholeNumber(ctx.params.id);
    if (id === null) throw notFound();
    readAgreement(readBody(ctx.request.body));
    await authorizeParticipation(deps, signedInUser(ctx), id, {
      ip: clientIp(ctx),
      userAgent: ctx.get('user-agent') || null,
    });
    ctx.body = success(null, 'Thank you. Your authorization is recorded.');
  });
}
