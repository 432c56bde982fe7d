import { publicRoute } from 'server/http/auth.ts';
import { type ApiRouter } from 'server/http/context.ts';
import { type AppDeps } from 'server/deps.ts';
import { success } from 'server/http/envelope.ts';
import { checkDatabaseAnswers } from 'server/records/databaseHealth.ts';

/** GET /api/health: the process answers and the database is reachable. */
export function registerHealthRoutes(router: ApiRouter, deps: AppDeps): void {
  const open = publicRoute(deps);
  router.get('/health', open, async (ctx) => {
    await checkDatabaseAnswers(deps.db);
    ctx.body = success({
      database: deps.config.databaseUrl ? 'postgresql' : 'pglite',
      jobs: deps.config.redisUrl ? 'bullmq' : 'in-process',
    });
  });
}
