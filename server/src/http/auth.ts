import type { Middleware } from 'koa';
import { SESSION_IDLE_MINUTES } from '../commands/accounts/sessions.ts';
import { displayName } from '../presenters/userPresenter.ts';
import { hashToken } from '../security/crypto.ts';
import { type AppContext, type AppState, type AuthUser } from './context.ts';
import { type AppDeps } from '../deps.ts';
import { unauthorized } from './envelope.ts';

const ROLES: readonly AuthUser['role'][] = ['borrower', 'loan_officer', 'processor', 'compliance'];

// newToken() gives 43 base64url characters; anything far from that is not worth a query.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,128}$/;

interface SessionUserRow {
  session_id: number;
  stale: boolean;
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  status: number;
  role: string;
}

function bearerToken(ctx: AppContext): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('authorization'));
  return match?.[1] && TOKEN_SHAPE.test(match[1]) ? match[1] : undefined;
}

/**
 * The user of a live session for the request's bearer token: not revoked, before its absolute
 * expiry and used within the idle limit. Refreshes last_seen_at at most once a minute.
 */
async function sessionUser(deps: AppDeps, ctx: AppContext): Promise<AuthUser | undefined> {
  const token = bearerToken(ctx);
  if (!token) return undefined;
  const db = deps.db;
  const row = (await db('sessions as s')
    .join('users as u', 'u.id', 's.user_id')
    .where('s.token_hash', hashToken(token))
    .whereNull('s.revoked_at')
    .andWhere('s.expires_at', '>', db.fn.now())
    .andWhere('s.last_seen_at', '>', db.raw(`now() - make_interval(mins => ?)`, [SESSION_IDLE_MINUTES]))
    .first(
      's.id as session_id',
      db.raw(`s.last_seen_at < now() - interval '1 minute' as stale`),
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.status',
      'u.role',
    )) as SessionUserRow | undefined;
  if (!row || !ROLES.includes(row.role as AuthUser['role'])) return undefined;
  if (row.stale) await db('sessions').where({ id: row.session_id }).update({ last_seen_at: db.fn.now() });
  return {
    id: row.id,
    email: row.email,
    name: displayName(row),
    status: row.status,
    role: row.role as AuthUser['role'],
    sessionId: row.session_id,
  };
}

/** Lets only callers with a live session through (401 'Please sign in to continue.'); sets ctx.state.user. */
export function requireUser(deps: AppDeps): Middleware<AppState> {
  return async (ctx, next) => {
    const user = await sessionUser(deps, ctx);
    if (!user) throw unauthorized();
    ctx.state.user = user;
    await next();
  };
}

/** Sets ctx.state.user when the caller has a live session; lets everyone through. */
export function optionalUser(deps: AppDeps): Middleware<AppState> {
  return async (ctx, next) => {
    const user = await sessionUser(deps, ctx);
    if (user) ctx.state.user = user;
    await next();
  };
}

/** The caller set by requireUser; for handlers behind it. */
export function signedInUser(ctx: AppContext): AuthUser {
  const user = ctx.state.user;
  if (!user) throw unauthorized();
  return user;
}
