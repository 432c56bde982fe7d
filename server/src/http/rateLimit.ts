import type { Db, Trx } from '../db/database.ts';
import { tooManyRequests } from './envelope.ts';

/** A limit on recent events of some kinds, counted per e-mail address and per client address. */
export interface RateRule {
  /** Event kinds counted together (auth_events.kind). */
  kinds: readonly string[];
  /** Most events allowed per e-mail address within the window. */
  perEmail: number;
  /** Most events allowed per client IP address within the window. */
  perIp: number;
  windowMinutes: number;
}

/** Who is acting: the e-mail address concerned (if any) and the client's IP address. */
export interface RateSubject {
  email?: string;
  ip: string;
}

async function countRecent(db: Db | Trx, rule: RateRule, column: 'email' | 'ip', value: string): Promise<number> {
  const [row] = await db('auth_events')
    .whereIn('kind', rule.kinds)
    .andWhere(column, value)
    .andWhere('created_at', '>', db.raw(`now() - make_interval(mins => ?)`, [rule.windowMinutes]))
    .count<{ count: string | number }[]>({ count: '*' });
  return Number(row?.count ?? 0);
}

/**
 * Whether the subject has reached the rule's limit. Counts live in the database, so every
 * server process shares them.
 */
async function isRateLimited(db: Db | Trx, rule: RateRule, subject: RateSubject): Promise<boolean> {
  if ((await countRecent(db, rule, 'ip', subject.ip)) >= rule.perIp) return true;
  return subject.email !== undefined && (await countRecent(db, rule, 'email', subject.email)) >= rule.perEmail;
}

/** Throws 429 with the standard message when the subject has reached the rule's limit. */
export async function enforceRateLimit(db: Db | Trx, rule: RateRule, subject: RateSubject): Promise<void> {
  if (await isRateLimited(db, rule, subject)) throw tooManyRequests();
}

/**
 * Takes a slot under a rate rule atomically, so requests running in parallel cannot exceed it: under a lock per
 * client address and per e-mail address, refuses with 429 when the rule's limit is reached, else records one event
 * of `kind` and returns its id. Before a password, code or second factor is checked the slot counts as a failure,
 * and is released only if the check succeeds.
 */
export async function takeRateSlot(db: Db, rule: RateRule, kind: string, subject: RateSubject): Promise<number> {
  return db.transaction(async (trx) => {
    // Always the client address first, then the e-mail, so two slot-takers never wait on each other in a cycle.
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`rate-slot:ip:${subject.ip}`]);
    if (subject.email !== undefined) {
      await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`rate-slot:email:${subject.email}`]);
    }
    if (await isRateLimited(trx, rule, subject)) throw tooManyRequests();
    const [row] = await trx('auth_events')
      .insert({ kind, email: subject.email ?? null, ip: subject.ip })
      .returning('id');
    return (row as { id: number }).id;
  });
}

/** Gives back a slot whose check succeeded: a success is not a failure. */
export async function releaseRateSlot(db: Db | Trx, slotId: number): Promise<void> {
  await db('auth_events').where({ id: slotId }).del();
}

/** Records one event that rate rules count. */
export async function recordRateEvent(db: Db | Trx, kind: string, subject: RateSubject): Promise<void> {
  await db('auth_events').insert({ kind, email: subject.email ?? null, ip: subject.ip });
}
