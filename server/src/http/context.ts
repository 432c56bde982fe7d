import type { ParameterizedContext } from 'koa';
import type Router from '@koa/router';
import type { Config } from '../config.ts';
import type { Db, Trx } from '../db/database.ts';
import type { JobRuntime } from '../jobs/runtime.ts';
import type { Logger } from '../logger.ts';
import type { Keys } from '../security/crypto.ts';

/** The signed-in caller, as the auth middleware puts it on the context. */
export interface AuthUser {
  id: number;
  email: string;
  name: string;
  status: number;
  role: 'borrower' | 'loan_officer' | 'processor' | 'compliance';
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

/** Everything a route or command needs, built once at start-up. */
export interface AppDeps {
  config: Config;
  db: Db;
  keys: Keys;
  jobs: JobRuntime;
  logger: Logger;
}

/** Runs work in one transaction, then tells the job relay that committed jobs may be waiting. */
export async function inTransaction<T>(deps: AppDeps, work: (trx: Trx) => Promise<T>): Promise<T> {
  const result = await deps.db.transaction(work);
  deps.jobs.kick();
  return result;
}

/** The caller's address, honouring a trusted proxy only when configured. */
export function clientIp(ctx: AppContext): string {
  return ctx.ip || ctx.request.socket.remoteAddress || 'unknown';
}
