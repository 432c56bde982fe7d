import type { ApiRouter } from './context.ts';
import { gateOf, type RouteGate } from './auth.ts';

/** One route of the API as registered: method, path (with its /api prefix and :params) and declared gate. */
export interface ListedRoute {
  method: string;
  path: string;
  /** The route's declared gate; undefined for a route that declares none (a test fails on it). */
  gate: RouteGate | undefined;
}

/** Every route of the router (HEAD, which Koa adds for each GET, left out), in registration order. */
export function listRoutes(router: ApiRouter): ListedRoute[] {
  return router.stack.flatMap((layer) => {
    const gate = layer.stack.map((middleware) => gateOf(middleware)).find((found) => found !== undefined);
    return layer.methods
      .filter((method) => method !== 'HEAD')
      .map((method) => ({ method, path: String(layer.path), gate }));
  });
}
