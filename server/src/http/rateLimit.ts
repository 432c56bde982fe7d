import type { Db, Trx } from '../db/database.ts';
import { tooManyRequests } from './envelope.ts';

/**
 * One limit of a rate rule: at most `max` recent events of `kinds` per client address, or per pair of e-mail and
 * client address. There is deliberately no limit per e-mail address alone: anyone could reach it from elsewhere and
 * so keep the owner out.
 */
export interface RateLimit {
  per: 'ip' | 'pair';
  /** Event kinds counted together (auth_events.kind). */
  kinds: readonly string[];
  max: number;
}

/** Limits on recent events, all counted within one window. */
export interface RateRule {
  limits: readonly RateLimit[];
  windowMinutes: number;
}

/** Who is acting: the e-mail address concerned (if any) and the client's IP address. */
export interface RateSubject {
  email?: string;
  ip: string;
}

/**
 * Counts the events of the kinds in the last `windowMinutes`, for a client address, an e-mail address, or both
 * together. Counts live in the database, so every server process shares them.
 */
export async function countRecentEvents(
  db: Db | Trx,
  kinds: readonly string[],
  where: { email?: string; ip?: string },
  windowMinutes: number,
): Promise<number> {
  const [row] = await db('auth_events')
    .whereIn('kind', kinds)
    .modify((query) => {
      if (where.email !== undefined) query.where('email', where.email);
      if (where.ip !== undefined) query.where('ip', where.ip);
    })
    .andWhere('created_at', '>', db.raw(`now() - make_interval(mins => ?)`, [windowMinutes]))
    .count<{ count: string | number }[]>({ count: '*' });
  return Number(row?.count ?? 0);
}

/** Whether the subject has reached one of the rule's limits. */
async function isRateLimited(db: Db | Trx, rule: RateRule, subject: RateSubject): Promise<boolean> {
  for (const limit of rule.limits) {
    if (limit.per === 'pair' && subject.email === undefined) continue;
    const where = limit.per === 'ip' ? { ip: subject.ip } : { ip: subject.ip, email: subject.email };
    if ((await countRecentEvents(db, limit.kinds, where, rule.windowMinutes)) >= limit.max) return true;
  }
  return false;
}

/** Throws 429 with the standard message when the subject has reached the rule's limit. */
export async function enforceRateLimit(db: Db | Trx, rule: RateRule, subject: RateSubject): Promise<void> {
  if (await isRateLimited(db, rule, subject)) throw tooManyRequests();
}

/**
 * Takes a slot under a rate rule atomically, so requests running in parallel cannot exceed it: under a lock per
 * client address, refuses with 429 when one of the rule's limits is reached, else records one event of `kind` and
 * returns its id. Before a password, code or second factor is checked the slot counts as a failure, and is released
 * only if the check succeeds.
 */
export async function takeRateSlot(db: Db, rule: RateRule, kind: string, subject: RateSubject): Promise<number> {
  return db.transaction(async (trx) => {
    // Every limit counts rows of one client address (alone or with an e-mail), so one lock per address serializes
    // every slot-taker that counts the same rows, and a single lock can never wait on another in a cycle.
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`rate-slot:ip:${subject.ip}`]);
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
