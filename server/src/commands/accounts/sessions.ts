import type { Db, Trx } from 'server/db/database.ts';
import { hashToken, newToken } from 'server/security/crypto.ts';

/** A borrower's session, or a staff member's (which exists only after the second factor). */
export type SessionKind = 'borrower' | 'staff';

/**
 * How long a session lives: it ends after `idleMinutes` without a call, and `maxHours` after sign-in however active.
 * Staff sessions reach every borrower they work with, so they are shorter.
 */
export const SESSION_LIMITS: Readonly<Record<SessionKind, { idleMinutes: number; maxHours: number }>> = {
  borrower: { idleMinutes: 30, maxHours: 12 },
  staff: { idleMinutes: 15, maxHours: 8 },
};

/** Where a request came from, kept on the session for the account holder's review. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/** What a borrower's session was opened with (see migration 0024): an e-mailed code or the password. */
export type SessionProof = 'code' | 'password';

/**
 * Opens a session for the user; returns the bearer token, which is never stored (only its SHA-256). A borrower's
 * session keeps what it was opened with (`proof`).
 */
export async function startSession(
  trx: Trx,
  userId: number,
  client: ClientInfo,
  kind: SessionKind = 'borrower',
  proof: SessionProof | null = null,
): Promise<string> {
  const token = newToken();
  await trx('sessions').insert({
    user_id: userId,
    kind,
    proof,
    token_hash: hashToken(token),
    expires_at: trx.raw(`now() + make_interval(hours => ?)`, [SESSION_LIMITS[kind].maxHours]),
    ip: client.ip,
    user_agent: client.userAgent.slice(0, 500),
  });
  return token;
}

/** Ends one session (logout). */
export async function revokeSession(db: Db | Trx, sessionId: number): Promise<void> {
  await db('sessions').where({ id: sessionId }).whereNull('revoked_at').update({ revoked_at: db.fn.now() });
}

/** Ends every session of the user except the one given (after a password change). */
export async function revokeOtherSessions(trx: Trx, userId: number, keepSessionId: number): Promise<void> {
  await trx('sessions')
    .where({ user_id: userId })
    .whereNot({ id: keepSessionId })
    .whereNull('revoked_at')
    .update({ revoked_at: trx.fn.now() });
}
