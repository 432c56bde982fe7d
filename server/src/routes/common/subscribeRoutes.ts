import type { SubscribeV1 } from 'forms/generated/types/index.ts';
import { optionalUser } from 'server/http/auth.ts';
import { clientIp, type ApiRouter } from 'server/http/context.ts';
import { type AppDeps } from 'server/deps.ts';
import { success } from 'server/http/envelope.ts';
import { submissionRateLimit } from 'server/forms/submissionRateLimit.ts';
import { validateSubmission } from 'server/forms/submissionValidation.ts';
import { readFormRequest } from './formRequestBody.ts';
import { subscribe } from './subscriber.ts';
import { SUBSCRIBED_MESSAGE } from './subscribeMails.ts';

/** Subscription requests one client address may make per window. */
export const SUBSCRIBE_LIMIT = { formIds: ['subscribe'], max: 5, windowMinutes: 10 } as const;

/**
 * POST /api/common/subcribeupdates (the spec's spelling): { email, formId 'subscribe', formVersion }. The reply is
 * the same whether the address is new or already subscribed, so it tells no one who is on the list.
 */
export function registerSubscribeRoutes(router: ApiRouter, deps: AppDeps): void {
  router.post(
    '/common/subcribeupdates',
    submissionRateLimit(deps, SUBSCRIBE_LIMIT),
    optionalUser(deps),
    async (ctx) => {
      const { formId, version, fields } = readFormRequest(ctx.request.body, SUBSCRIBE_LIMIT.formIds, 'subscribe');
      const { stored, data } = await validateSubmission<SubscribeV1>(deps.db, formId, version, fields, {
        onRefused: (refused) =>
          ctx.state.log.info({ formId, formVersion: version, ...refused }, 'subscription refused'),
      });
      const outcome = await subscribe(deps, { stored, data, ip: clientIp(ctx), userId: ctx.state.user?.id ?? null });
      ctx.state.log.info({ formId, formVersion: stored.version, ...outcome }, 'subscription saved');
      ctx.body = success(null, SUBSCRIBED_MESSAGE);
    },
  );
}
