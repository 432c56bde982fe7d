import type { Db } from '../db/database.ts';
import type { JobPayload, OutboxJob, QueueName } from './jobTypes.ts';

/** How long a claimed job may run before another runner may assume its runner died and take it over. */
const LEASE_SECONDS = 600;

interface OutboxRow {
  id: number;
  queue: QueueName;
  name: string;
  payload: JobPayload | string;
  attempts: number;
  state: string;
}

/** The job held by an outbox row, its payload parsed. */
function toOutboxJob(row: OutboxRow): OutboxJob {
  const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as JobPayload) : row.payload;
  return { id: row.id, queue: row.queue, name: row.name, payload, attempts: Number(row.attempts) };
}

/** Reads one outbox row with its state, or undefined when it is gone. */
export async function findOutboxRow(db: Db, id: number): Promise<(OutboxJob & { state: string }) | undefined> {
  const row = (await db('job_outbox').where({ id }).first()) as OutboxRow | undefined;
  return row ? { ...toOutboxJob(row), state: row.state } : undefined;
}

/**
 * Claims the oldest due job in one statement (no transaction stays open while it runs): marks it running,
 * counts the attempt and leases it, so a job whose runner crashed becomes due again when the lease ends.
 */
export async function claimDueJob(db: Db): Promise<OutboxJob | undefined> {
  const result = (await db.raw(
    `update job_outbox
        set state = 'running', attempts = attempts + 1, run_after = now() + make_interval(secs => ?)
      where id = (select id from job_outbox
                   where state in ('pending', 'running') and run_after <= now()
                   order by run_after, id
                   limit 1
                   for update skip locked)
      returning id, queue, name, payload, attempts, state`,
    [LEASE_SECONDS],
  )) as { rows: OutboxRow[] };
  const row = result.rows[0];
  return row ? toOutboxJob(row) : undefined;
}

/** Marks a job finished. */
export async function markJobDone(db: Db, id: number): Promise<void> {
  await db('job_outbox').where({ id }).update({ state: 'done', last_error: null, finished_at: db.fn.now() });
}

/** Marks a job failed for good, keeping the (personal-data-free) reason. */
export async function markJobFailed(db: Db, id: number, reason: string): Promise<void> {
  await db('job_outbox').where({ id }).update({ state: 'failed', last_error: reason, finished_at: db.fn.now() });
}

/** Puts a failed attempt back in the outbox, due again after the delay. */
export async function scheduleRetry(db: Db, id: number, delayMs: number, reason: string): Promise<void> {
  await db('job_outbox')
    .where({ id })
    .update({
      state: 'pending',
      last_error: reason,
      run_after: db.raw('now() + make_interval(secs => ?)', [delayMs / 1000]),
    });
}

/** Counts jobs that are due to run (pending, or running on a lease that has run out). */
export async function countDueJobs(db: Db): Promise<number> {
  const [row] = (await db('job_outbox')
    .whereIn('state', ['pending', 'running'])
    .where('run_after', '<=', db.fn.now())
    .count({ count: '*' })) as { count: string | number }[];
  return Number(row?.count ?? 0);
}
