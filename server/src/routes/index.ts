import Router from '@koa/router';
import { type ApiRouter, type AppState } from '../http/context.ts';
import { type AppDeps } from '../deps.ts';
import { registerHealthRoutes } from './health/healthRoutes.ts';
import { registerAccountRoutes } from './accounts/accountRoutes.ts';
import { registerFormRoutes } from './forms/formRoutes.ts';
import { registerCommonRoutes } from './common/commonRoutes.ts';
import { registerLookupRoutes } from './lookups/lookupRoutes.ts';
import { registerRateRoutes } from './rates/rateRoutes.ts';
import { registerOfficerRoutes } from './officers/officerRoutes.ts';
import { registerProfileRoutes } from './profile/profileRoutes.ts';

/** Every API resource, each registering its routes from its own folder. */
export function buildApiRouter(deps: AppDeps): ApiRouter {
  const router = new Router<AppState>({ prefix: '/api' });
  registerHealthRoutes(router, deps);
  registerAccountRoutes(router, deps);
  registerFormRoutes(router, deps);
  registerCommonRoutes(router, deps);
  registerLookupRoutes(router, deps);
  registerRateRoutes(router, deps);
  registerOfficerRoutes(router, deps);
  registerProfileRoutes(router, deps);
  return router;
}
