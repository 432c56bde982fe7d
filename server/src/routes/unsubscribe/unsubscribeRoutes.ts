import { unsubscribe } from 'server/commands/publicForms/subscriber.ts';
import type { AppDeps } from 'server/deps.ts';
import { publicRoute } from 'server/http/auth.ts';
import type { ApiRouter } from 'server/http/context.ts';
import { badRequest, success } from 'server/http/envelope.ts';
import { readWholeNumber } from 'server/http/input.ts';
import { isUnsubscribeToken } from 'server/mail/unsubscribe.ts';

/** Said once the address is off the list (also when it already was: the link works any number of times). */
export const UNSUBSCRIBED_MESSAGE = 'You are unsubscribed. We will not send you these updates again.';
/** Said for a link that was changed or cut short. */
export const BAD_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid. Please use the link from our latest e-mail.';

/**
 * POST /unsubscribe?s=<subscriber>&t=<signature>: the one-click unsubscribe of marketing mail (RFC 8058). Mail
 * clients POST to it with `List-Unsubscribe=One-Click`; the /unsubscribe page posts the same two values as JSON.
 * It is a POST only, so link scanners that follow GET links unsubscribe nobody.
 */
export function registerUnsubscribeRoutes(router: ApiRouter, deps: AppDeps): void {
  router.post('/unsubscribe', publicRoute(deps), async (ctx) => {
    const body = (typeof ctx.request.body === 'object' && ctx.request.body !== null ? ctx.request.body : {}) as Record<
      string,
      unknown
    >;
    const subscriberId = readWholeNumber(ctx.query.s ?? body.s);
    const token = ctx.query.t ?? body.t;
    if (subscriberId === null || typeof token !== 'string' || !isUnsubscribeToken(deps.keys, subscriberId, token)) {
      throw badRequest(BAD_UNSUBSCRIBE_LINK, ['t']);
    }
    if (!(await unsubscribe(deps, subscriberId))) throw badRequest(BAD_UNSUBSCRIBE_LINK, ['s']);
    ctx.body = success(null, UNSUBSCRIBED_MESSAGE);
  });
}
