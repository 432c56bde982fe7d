import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { isDatabaseUnavailable } from '../db/database.ts';
import { FileStoreUnavailableError } from '../files/fileStore.ts';
import type { Logger } from '../logger.ts';
import { ApiError, UnavailableError, type Envelope } from './envelope.ts';
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

/** Said while the database cannot be reached (it restarts, fails over, or has no connection free in time). */
export const DATABASE_UNAVAILABLE = 'We cannot reach our records just now. Please try again in a moment.';
/**
 * Seconds a caller waits before sending a refused (503) request again: the database's connections come back within
 * them after a restart, and other 503s (a PDF still being made) are as brief.
 */
export const RETRY_AFTER_SECONDS = 5;
/** Seconds a caller waits before trying again while the file store is away (its outages last longer). */
export const FILE_STORE_RETRY_SECONDS = 60;

/** The 503 an outage of a service the request needs calls for, or undefined for any other failure. */
function unavailableReply(error: unknown): UnavailableError | undefined {
  if (error instanceof UnavailableError) return error;
  if (error instanceof FileStoreUnavailableError) return new UnavailableError(error.message, FILE_STORE_RETRY_SECONDS);
  if (isDatabaseUnavailable(error)) return new UnavailableError(DATABASE_UNAVAILABLE, RETRY_AFTER_SECONDS);
  return undefined;
}

/** What a route sets to describe a file it sends (sendStoredFile.ts, the lender file), dropped when it fails. */
const FILE_HEADERS = ['Content-Disposition', 'Content-Length', 'Content-Type', 'Content-Encoding'] as const;

/**
 * Turns every failure into the spec's envelope; clients never see a stack trace. An outage of the database or the
 * file store is a 503 with Retry-After, never a 500: the request was sound and may be sent again as it was (a
 * transaction cut off was rolled back; one that committed unanswered makes the resent save stale, 409).
 */
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
    } catch (thrown) {
      let body: Envelope<null>;
      // A route that failed after it described the file it meant to send (a download whose store is down): the
      // envelope goes instead, so nothing says it is that file, that long, or to be saved under its name.
      for (const header of FILE_HEADERS) ctx.remove(header);
      const unavailable = unavailableReply(thrown);
      const error: unknown = unavailable ?? thrown;
      if (unavailable) {
        // The cause's class and code only (describeError): enough to tell a restart from a full pool.
        ctx.state.log?.warn({ err: thrown }, 'a service the request needs is unavailable');
      }
      if (error instanceof ApiError) {
        ctx.status = error.httpStatus;
        // Every 503 says when to come back.
        if (error.httpStatus === 503) {
          const seconds = error instanceof UnavailableError ? error.retryAfterSeconds : RETRY_AFTER_SECONDS;
          ctx.set('Retry-After', String(seconds));
        }
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
