import { type ApiRouter } from 'server/http/context.ts';
import { type AppDeps } from 'server/deps.ts';
import { registerBranchRoutes } from './branchRoutes.ts';
import { registerCallbackRoutes } from './callbackRoutes.ts';
import { registerContactRoutes } from './contactRoutes.ts';
import { registerQuoteRoutes } from './quoteRoutes.ts';
import { registerSubscribeRoutes } from './subscribeRoutes.ts';

/**
 * The public forms under /api/common: contactus, quote, callback, subcribeupdates and branch. Each validates with
 * its definition version before anything is written, is limited per client address, and answers in the envelope.
 */
export function registerCommonRoutes(router: ApiRouter, deps: AppDeps): void {
  registerContactRoutes(router, deps);
  registerQuoteRoutes(router, deps);
  registerCallbackRoutes(router, deps);
  registerSubscribeRoutes(router, deps);
  registerBranchRoutes(router, deps);
}
