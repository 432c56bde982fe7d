import { constants } from 'node:zlib';
import Koa from 'koa';
import compress from 'koa-compress';
import helmet from 'koa-helmet';
import { jsonBody } from './http/jsonBody.ts';
import { type AppState } from './http/context.ts';
import { type AppDeps } from './deps.ts';
import { errorEnvelope, noStore, requestContext } from './http/middleware.ts';
import { inputBoundary } from './http/inputBoundary.ts';
import { liveFormHints } from './forms/formDefinitionStore.ts';
import { staticUi } from './http/staticUi.ts';
import { buildApiRouter } from './routes/index.ts';

/** Largest JSON body accepted by the API (a whole 1003 record with 7 people fits well within it). */
export const JSON_BODY_LIMIT = '1mb';

/** How a reply's stream ends when the caller closed the connection first. */
const CALLER_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

/**
 * Replies smaller than this go as they are: compressed per request, a small reply would cost CPU on every call to save
 * a few hundred bytes (the built files are compressed once, however small: scripts/precompress.ts).
 */
export const COMPRESS_MIN_BYTES = 1024;

/** Builds the Koa application: API under /api and the built UI with the SPA fallback. */
export function createApp(deps: AppDeps): Koa<AppState> {
  // Behind N proxies only the last N X-Forwarded-For entries were written by them (Koa's maxIpsCount).
  const app = new Koa<AppState>({ proxy: deps.config.trustProxy > 0, maxIpsCount: deps.config.trustProxy });
  const api = buildApiRouter(deps);
  app.use(requestContext(deps.logger));
  // JSON, the page and other text replies over 1 KB, in Brotli or gzip as the browser accepts (fast settings: they are
  // made per request). The built files are compressed once at build time (scripts/precompress.ts) and sent as they are.
  app.use(
    compress({
      threshold: COMPRESS_MIN_BYTES,
      br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      gzip: { level: 6 },
      deflate: false,
    }),
  );
  app.use(jsonBody());
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
  app.use(staticUi(deps.config.uiDir, (formIds) => liveFormHints(deps.db, formIds)));
  // What fails after a reply has started streaming (its status is sent: the envelope cannot answer) reaches Koa's
  // error event: a caller who went away mid-reply (a page left while a compressed reply streams) is no fault of ours.
  app.on('error', (error: NodeJS.ErrnoException) => {
    if (CALLER_GONE.has(error.code ?? ''))
      deps.logger.debug({ code: error.code }, 'the caller left before the reply ended');
    else deps.logger.error({ err: error }, 'a reply failed after it started');
  });
  return app;
}
