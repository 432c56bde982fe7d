import Router from '@koa/router';
import { type ApiRouter, type AppState } from '../http/context.ts';
import { type AppDeps } from '../deps.ts';
import { registerHealthRoutes } from './health/healthRoutes.ts';
import { registerAccountRoutes } from './accounts/accountRoutes.ts';
import { registerFormRoutes } from './forms/formRoutes.ts';
import { registerPublicFormRoutes } from './publicForms/publicFormRoutes.ts';
import { registerLookupRoutes } from './lookups/lookupRoutes.ts';
import { registerRateRoutes } from './rates/rateRoutes.ts';
import { registerOfficerRoutes } from './officers/officerRoutes.ts';
import { registerPreapprovalRoutes } from './preapproval/preapprovalRoutes.ts';
import { registerProfileDocumentRoutes } from './profile/profileDocumentRoutes.ts';
import { registerProfileRoutes } from './profile/profileRoutes.ts';
import { registerDashboardRoutes } from './dashboard/dashboardRoutes.ts';
import { registerEloanRoutes } from './eloan/eloanRoutes.ts';
import { registerStaffLoanRoutes } from './staff/staffLoanRoutes.ts';
import { registerStaffRoutes } from './staff/staffRoutes.ts';
import { registerUnsubscribeRoutes } from './unsubscribe/unsubscribeRoutes.ts';
import { registerDocumentRoutes } from './documents/documentRoutes.ts';
import { registerDocumentUploadRoutes } from './documents/documentUploadRoutes.ts';
import { registerStaffDocumentRoutes } from './documents/staffDocumentRoutes.ts';
import { registerPreapprovalDocumentRoutes } from './predocs/preapprovalDocumentRoutes.ts';

/** Every API resource, each registering its routes from its own folder. */
export function buildApiRouter(deps: AppDeps): ApiRouter {
  const router = new Router<AppState>({ prefix: '/api', sensitive: true });
  registerHealthRoutes(router, deps);
  registerAccountRoutes(router, deps);
  registerFormRoutes(router, deps);
  registerPublicFormRoutes(router, deps);
  registerLookupRoutes(router, deps);
  registerRateRoutes(router, deps);
  registerOfficerRoutes(router, deps);
  registerProfileRoutes(router, deps);
  registerProfileDocumentRoutes(router, deps);
  registerStaffRoutes(router, deps);
  registerStaffLoanRoutes(router, deps);
  registerDashboardRoutes(router, deps);
  registerUnsubscribeRoutes(router, deps);
  registerPreapprovalRoutes(router, deps);
  registerEloanRoutes(router, deps);
  registerDocumentUploadRoutes(router, deps);
  registerDocumentRoutes(router, deps);
  registerStaffDocumentRoutes(router, deps);
  registerPreapprovalDocumentRoutes(router, deps);
  return router;
}
