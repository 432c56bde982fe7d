import Koa from 'koa';
import helmet from 'koa-helmet';
import { type AppState } from './http/context.ts';
import { type AppDeps } from './deps.ts';
import { errorEnvelope, noStore, requestContext } from './http/middleware.ts';
import { inputBoundary } from './http/inputBoundary.ts';
import { liveFormVersions } from './forms/formDefinitionStore.ts';
import { staticUi } from './http/staticUi.ts';
import { buildApiRouter } from './routes/index.ts';

/** Largest JSON body accepted by the API (a whole 1003 record with 7 people fits well within it). */
export const JSON_BODY_LIMIT = '1mb';

/** Builds the Koa application: API under /api and the built UI with the SPA fallback. */
export function createApp(deps: AppDeps): Koa<AppState> {
  // Behind N proxies only the last N X-Forwarded-For entries were written by them (Koa's maxIpsCount).
  const app = new Koa<AppState>({ proxy: deps.config.trustProxy > 0, maxIpsCount: deps.config.trustProxy });
  const api = buildApiRouter(deps);
  app.use(requestContext(deps.logger));
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'frame-src': ["'self'", 'blob:'],
          'object-src': ["'none'"],
          'frame-ancestors': ["'none'"],
          'upgrade-insecure-requests': null,
        },
      },
      strictTransportSecurity: deps.config.publicUrl.startsWith('https:'),
      // One frame policy: no one frames the product (as frame-ancestors 'none' says to newer browsers).
      xFrameOptions: { action: 'deny' },
    }),
  );
  app.use(errorEnvelope());
  app.use(noStore());
  app.use(inputBoundary({ jsonLimit: JSON_BODY_LIMIT }));
  app.use(api.routes());
  app.use(api.allowedMethods());
  app.use(staticUi(deps.config.uiDir, (formIds) => liveFormVersions(deps.db, formIds)));
  return app;
}
