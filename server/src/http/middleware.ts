import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logger.ts';
import { ApiError, type Envelope } from './envelope.ts';
import { isApiPath, type AppState } from './context.ts';

/** Gives each request an id (echoed as X-Request-Id) and a child logger, and logs one line when it ends. */
export function requestContext(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      // The path only: query strings can carry e-mail addresses.
      ctx.state.log.info(
        { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) },
        'request',
      );
    }
  };
}

/** Said for a method the path does not take (the reply's Allow header names those it does). */
export const METHOD_NOT_ALLOWED = 'This call does not take this method.';
/** Said for a method no route takes. */
export const NOT_IMPLEMENTED = 'This method is not supported.';

/** Turns every failure into the spec's envelope; clients never see a stack trace. */
export function errorEnvelope(): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && isApiPath(ctx.path)) {
        throw new ApiError(404, 'This call does not exist.');
      }
      // The router's replies for a method the path does not take (405, its Allow header kept) or no route knows (501).
      if ((ctx.status === 405 || ctx.status === 501) && isApiPath(ctx.path)) {
        throw new ApiError(ctx.status, ctx.status === 405 ? METHOD_NOT_ALLOWED : NOT_IMPLEMENTED);
      }
    } catch (error) {
      let body: Envelope<null>;
      if (error instanceof ApiError) {
        ctx.status = error.httpStatus;
        body = { status: error.httpStatus, statusText: error.statusText, data: null, errors: error.errors };
        if (error.fieldErrors.length > 0) body.fieldErrors = error.fieldErrors;
      } else if (isHttpError(error) && error.status < 500) {
        // Body parser and similar: payload too large, malformed JSON.
        ctx.status = error.status;
        const statusText =
          error.status === 413 ? 'The request is too large.' : 'The request could not be read. Please try again.';
        body = { status: error.status, statusText, data: null, errors: [] };
      } else {
        ctx.status = 500;
        ctx.state.log?.error({ err: error }, 'unhandled error');
        body = {
          status: 500,
          statusText: 'Something went wrong on our side. Please try again.',
          data: null,
          errors: [],
        };
      }
      ctx.body = body;
    }
  };
}

function isHttpError(error: unknown): error is { status: number; expose?: boolean } {
  return typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number';
}

/** API replies are personal: never cached by the browser or a proxy, unless the route chose its own policy. */
export function noStore(): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      // Error replies too (the envelope is written further out).
      if (isApiPath(ctx.path) && !ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-store');
    }
  };
}
