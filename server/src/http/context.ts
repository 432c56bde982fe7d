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

/** The caller's address, honouring a trusted proxy only when configured. */
export function clientIp(ctx: AppContext): string {
  return ctx.ip || ctx.request.socket.remoteAddress || 'unknown';
}
