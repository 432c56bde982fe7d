import type { AppDeps } from 'server/deps.ts';
import { publicRoute } from 'server/http/auth.ts';
import type { ApiRouter } from 'server/http/context.ts';
import { listRoutes } from 'server/http/routeList.ts';
import { servedContract } from 'server/openapi/servedContract.ts';

/** Integrators' tools may keep the contract a few minutes: it changes only with a release or a form's publication. */
export const OPENAPI_CACHE_CONTROL = 'public, max-age=300';

/**
 * GET /api/openapi.json: the API's OpenAPI 3.1 contract, generated from this router's routes (read when asked, so
 * every route registered is in it), the replies their code builds and the form definitions served (server/src/openapi).
 */
export function registerOpenApiRoutes(router: ApiRouter, deps: AppDeps): void {
  const contract = servedContract();
  router.get('/openapi.json', publicRoute(deps), async (ctx) => {
    const { document } = await contract(deps.db, listRoutes(router));
    ctx.set('Cache-Control', OPENAPI_CACHE_CONTROL);
    ctx.body = document;
  });
}
