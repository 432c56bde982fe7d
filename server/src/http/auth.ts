import type { Middleware } from 'koa';
import { SESSION_LIMITS, type SessionKind } from 'server/commands/accounts/sessions.ts';
import { preparedStatement, runPrepared } from 'server/db/preparedQuery.ts';
import type { AppDeps } from 'server/deps.ts';
import { displayName } from 'server/presenters/userPresenter.ts';
import { isRole, isStaff, ROLES, type Role } from 'server/policies/roles.ts';
import { hashToken } from 'server/security/crypto.ts';
import type { AppContext, AppState, AuthUser } from './context.ts';
import { forbidden, notFound, unauthorized } from './envelope.ts';

// newToken() gives 43 base64url characters; anything far from that is not worth a query.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,128}$/;

interface SessionUserRow {
  session_id: number;
  session_kind: SessionKind;
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

/** Every call's read of its session and user, by the token's hash ($1) and the idle limits ($2 staff, $3 borrowers). */
const SESSION_USER = preparedStatement(
  'session_user',
  `select s.id as session_id, s.kind as session_kind, s.last_seen_at < now() - interval '1 minute' as stale,
      u.id, u.email, u.first_name, u.last_name, u.status, u.role
    from sessions s join users u on u.id = s.user_id
    where s.token_hash = $1 and s.revoked_at is null and u.disabled_at is null and s.expires_at > now()
      and s.last_seen_at > now() - make_interval(mins => case when s.kind = 'staff' then $2::int else $3::int end)
    limit 1`,
);

/**
 * The user of a live session for the request's bearer token: not revoked, before its absolute expiry, used
 * within its kind's idle limit, of an account that is not disabled, and of the kind its role needs (staff only
 * through a staff session, which exists only after the second factor). Refreshes last_seen_at at most once a minute.
 */
async function sessionUser(deps: AppDeps, ctx: AppContext): Promise<AuthUser | undefined> {
  const token = bearerToken(ctx);
  if (!token) return undefined;
  const db = deps.db;
  const [row] = await runPrepared<SessionUserRow>(db, SESSION_USER, [
    hashToken(token),
    SESSION_LIMITS.staff.idleMinutes,
    SESSION_LIMITS.borrower.idleMinutes,
  ]);
  if (!row || !isRole(row.role)) return undefined;
  if ((row.session_kind === 'staff') !== isStaff(row.role)) return undefined;
  if (row.stale) await db('sessions').where({ id: row.session_id }).update({ last_seen_at: db.fn.now() });
  return {
    id: row.id,
    email: row.email,
    name: displayName(row),
    status: row.status,
    role: row.role,
    sessionId: row.session_id,
  };
}

/**
 * Who may call a route: anyone (the caller is read when signed in), or signed-in users of some roles; `unseen`
 * routes answer callers who are not staff 404 instead of 401 or 403.
 */
export type RouteGate = { kind: 'public' } | { kind: 'signedIn'; roles: readonly Role[]; unseen?: true };

const gates = new WeakMap<Middleware<AppState>, RouteGate>();

/** The gate a route's middleware declares, if it is one (the authorization matrix and the fuzz test read it). */
export function gateOf(middleware: unknown): RouteGate | undefined {
  return typeof middleware === 'function' ? gates.get(middleware as Middleware<AppState>) : undefined;
}

function declare(gate: RouteGate, middleware: Middleware<AppState>): Middleware<AppState> {
  gates.set(middleware, gate);
  return middleware;
}

/**
 * The gate of a route anyone may call. It reads the caller when signed in (ctx.state.user) and lets everyone
 * through. Every route declares a gate: this one, or signedIn.
 */
export function publicRoute(deps: AppDeps): Middleware<AppState> {
  return declare({ kind: 'public' }, async (ctx, next) => {
    const user = await sessionUser(deps, ctx);
    if (user) ctx.state.user = user;
    await next();
  });
}

/**
 * The gate of a route for signed-in users of the given roles (all roles when omitted): 401 'Please sign in to
 * continue.' without a live session, 403 for another role; sets ctx.state.user. The records a route touches are
 * then checked against the caller by the policy (server/policies).
 */
export function signedIn(deps: AppDeps, roles: readonly Role[] = ROLES): Middleware<AppState> {
  return declare({ kind: 'signedIn', roles }, async (ctx, next) => {
    const user = await sessionUser(deps, ctx);
    if (!user) throw unauthorized();
    if (!roles.includes(user.role)) throw forbidden();
    ctx.state.user = user;
    await next();
  });
}

/**
 * Like signedIn for staff tools whose very existence is nobody else's business (the compliance studio): a caller who
 * is not signed in as staff is told there is no such page (404), not asked to sign in; staff in another role are
 * refused (403).
 */
export function signedInOrUnseen(deps: AppDeps, roles: readonly Role[]): Middleware<AppState> {
  return declare({ kind: 'signedIn', roles, unseen: true }, async (ctx, next) => {
    const user = await sessionUser(deps, ctx);
    if (!user || !isStaff(user.role)) throw notFound();
    if (!roles.includes(user.role)) throw forbidden();
    ctx.state.user = user;
    await next();
  });
}

/** The caller set by signedIn; for handlers behind it. */
export function signedInUser(ctx: AppContext): AuthUser {
  const user = ctx.state.user;
  if (!user) throw unauthorized();
  return user;
}
