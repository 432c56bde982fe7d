import Router from '@koa/router';
import type { ApiRouter, AppDeps, AppState } from '../http/context.ts';
import { registerHealthRoutes } from './health/healthRoutes.ts';

/** Every API resource, each registering its routes from its own folder. */
export function buildApiRouter(deps: AppDeps): ApiRouter {
  const router = new Router<AppState>({ prefix: '/api' });
  registerHealthRoutes(router, deps);
  return router;
}
