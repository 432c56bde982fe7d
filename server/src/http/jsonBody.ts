import type { Middleware } from 'koa';
import type { AppState } from './context.ts';

/**
 * A JSON reply written out once: Koa serializes an object body when it sends it, and reading the reply's length
 * before then (compression's threshold does) serializes it a second time. Serialized here, below compression, the
 * reply is turned into text once and its length read from that text.
 */
export function jsonBody(): Middleware<AppState> {
  return async (ctx, next) => {
    await next();
    const body: unknown = ctx.body;
    if (body === null || typeof body !== 'object' || ArrayBuffer.isView(body) || isStream(body)) return;
    // Koa's own choice for an object body, kept: the type it would have sent.
    ctx.type = ctx.response.type || 'application/json';
    ctx.body = JSON.stringify(body);
  };
}

/** A stream Koa pipes as it is (a stored file, a PDF being written). */
function isStream(body: object): boolean {
  return typeof (body as { pipe?: unknown }).pipe === 'function';
}
