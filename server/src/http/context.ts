import type { ParameterizedContext } from 'koa';
import type Router from '@koa/router';
import type { Logger } from '../logger.ts';
import type { Role } from '../policies/roles.ts';

/** The signed-in caller, as the auth middleware puts it on the context. */
export interface AuthUser {
  id: number;
  email: string;
  name: string;
  status: number;
  role: Role;
  sessionId: number;
}

/** Per-request state. */
export interface AppState {
  requestId: string;
  log: Logger;
  user?: AuthUser;
}

export type AppContext = ParameterizedContext<AppState>;
export type ApiRouter = Router<AppState>;

/** Where a request came from: its address and browser, kept on sessions for the account holder's review. */
export function clientInfo(ctx: AppContext): { ip: string; userAgent: string } {
  return { ip: clientIp(ctx), userAgent: ctx.get('user-agent') };
}

/** The caller's address, honouring a trusted proxy only when configured. */
export function clientIp(ctx: AppContext): string {
  return ctx.ip || ctx.request.socket.remoteAddress || 'unknown';
}

/**
 * True for a path under /api, in any letter case: the API's routes match case-sensitively, so `/API/…` reaches no
 * route, but it is still an API call and gets the API's not-found envelope and no-store, never the UI's page.
 */
export function isApiPath(path: string): boolean {
  return /^\/api(\/|$)/i.test(path);
}
