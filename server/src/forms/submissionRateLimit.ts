import type { Middleware } from 'koa';
import { clientIp, type AppState } from '../http/context.ts';
import { type AppDeps } from '../deps.ts';
import { tooManyRequests } from '../http/envelope.ts';

/** How many submissions of some forms one client address may make within a window. */
export interface SubmissionLimit {
  formIds: readonly string[];
  max: number;
  windowMinutes: number;
}

/**
 * Refuses (429) a client address that already saved `max` submissions of these forms within the window.
 * Counted from form_submissions, so every server process shares the count and refused payloads cost nothing.
 */
export function submissionRateLimit(deps: AppDeps, limit: SubmissionLimit): Middleware<AppState> {
  return async (ctx, next) => {
    const [row] = await deps
      .db('form_submissions')
      .whereIn('form_id', limit.formIds)
      .andWhere('ip', clientIp(ctx))
      .andWhere('created_at', '>', deps.db.raw('now() - make_interval(mins => ?)', [limit.windowMinutes]))
      .count<{ count: string | number }[]>({ count: '*' });
    if (Number(row?.count ?? 0) >= limit.max) throw tooManyRequests();
    await next();
  };
}
