import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { Db } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import {
  QUEUE_NAMES,
  redisReconnectDelay,
  relayedJobId,
  relayedJobOptions,
  type RelayedJobData,
} from './bullmqSettings.ts';
import { failureReason } from './jobErrors.ts';
import type { QueueName } from './jobTypes.ts';
import type { RetryPolicy } from './retryPolicy.ts';
import type { JobRuntime } from './runtime.ts';

/** What the relay needs. */
export interface BullmqRelayOptions {
  db: Db;
  logger: Logger;
  redisUrl: string;
  prefix: string;
  retry: RetryPolicy;
  pollIntervalMs: number;
}

/** A relayed job not finished after this long is relayed again: a no-op unless Redis lost it (or failed it). */
const RESEND_AFTER_SECONDS = 900;
/**
 * How long a claim holds rows a relay is adding to Redis. Longer than the add's timeout, so only a relay that died
 * between claim and mark leaves rows waiting this long; a relay that could not reach Redis releases them at once.
 */
const CLAIM_SECONDS = 30;
const BATCH = 500;
const ADD_TIMEOUT_MS = 5_000;

/** A claimed row; `state` is its state when claimed: `pending` for a first relay, else a resend. */
interface ClaimedRow {
  id: number;
  queue: string;
  name: string;
  state: string;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Claims up to `limit` due rows in one statement: pending rows that are due, and relayed or running rows relayed
 * longer than RESEND_AFTER_SECONDS ago. `for update skip locked` and the moved times keep two relays (several web
 * processes, the worker) from taking the same row; a claim that is never marked or released runs out after
 * CLAIM_SECONDS, so a relay that died holding it loses nothing.
 */
async function claimDueRows(db: Db, limit: number): Promise<ClaimedRow[]> {
  const result = (await db.raw(
    `update job_outbox
        set run_after = case when state = 'pending' then now() + make_interval(secs => ?) else run_after end,
            relayed_at = case when state = 'pending' then relayed_at else now() - make_interval(secs => ?) end
      where id in (select id from job_outbox
                    where (state = 'pending' and run_after <= now())
                       or (state in ('relayed', 'running') and relayed_at < now() - make_interval(secs => ?))
                    order by id
                    limit ?
                    for update skip locked)
      returning id, queue, name, state`,
    [CLAIM_SECONDS, RESEND_AFTER_SECONDS - CLAIM_SECONDS, RESEND_AFTER_SECONDS, limit],
  )) as { rows: ClaimedRow[] };
  return result.rows;
}

/** Marks rows that reached Redis relayed. Guarded by state: a worker may already have started or finished one. */
async function markRelayed(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db('job_outbox')
    .whereIn('id', ids)
    .whereIn('state', ['pending', 'relayed', 'running'])
    .update({
      state: db.raw("case when state = 'pending' then 'relayed' else state end"),
      relayed_at: db.fn.now(),
    });
}

/**
 * Makes every row relayed but not yet started due for a resend now. Rows a worker is running are left alone: their
 * worker finishes them, and running them twice could send a mail twice.
 */
async function markRelayedForResend(db: Db): Promise<void> {
  await db('job_outbox')
    .where({ state: 'relayed' })
    .update({ relayed_at: db.raw('now() - make_interval(secs => ?)', [RESEND_AFTER_SECONDS + 1]) });
}

/** Gives back rows that did not reach Redis: due again at once for the next pass, whichever relay runs it. */
async function releaseClaims(db: Db, rows: ClaimedRow[]): Promise<void> {
  if (rows.length === 0) return;
  const resends = rows.filter((row) => row.state !== 'pending').map((row) => row.id);
  await db('job_outbox')
    .whereIn(
      'id',
      rows.map((row) => row.id),
    )
    .whereIn('state', ['pending', 'relayed', 'running'])
    .update({
      run_after: db.raw("case when state = 'pending' then now() else run_after end"),
      relayed_at: db.raw(
        `case when state <> 'pending' and id = any(?::int[]) then now() - make_interval(secs => ?) else relayed_at end`,
        [`{${resends.join(',')}}`, RESEND_AFTER_SECONDS],
      ),
    });
}

/** Fails rows whose queue does not exist (none but after a bad deploy): one statement per such queue. */
async function failUnknownQueues(db: Db, rows: ClaimedRow[]): Promise<void> {
  for (const queue of new Set(rows.map((row) => row.queue))) {
    await db('job_outbox')
      .whereIn(
        'id',
        rows.filter((row) => row.queue === queue).map((row) => row.id),
      )
      .update({ state: 'failed', last_error: `Unknown queue ${queue}`, finished_at: db.fn.now() });
  }
}

/**
 * Before a resend, drops the BullMQ job of a row that is not done when BullMQ has finished with it (failed after
 * stalling twice, or completed): otherwise the re-add with the same job id would be a no-op and the job never run.
 * A job still waiting, delayed or active is left alone, so the re-add stays a no-op for it.
 */
async function clearFinishedJobs(queue: Queue<RelayedJobData>, resends: ClaimedRow[]): Promise<void> {
  await Promise.all(
    resends.map(async (row) => {
      const jobId = relayedJobId(row.id);
      const state = await queue.getJobState(jobId);
      if (state === 'failed' || state === 'completed') await queue.remove(jobId);
    }),
  );
}

/** Adds one queue's claimed rows to Redis in one round trip (plus one per resend, which are rare). */
async function addToQueue(queue: Queue<RelayedJobData>, rows: ClaimedRow[], retry: RetryPolicy): Promise<void> {
  const resends = rows.filter((row) => row.state !== 'pending');
  if (resends.length > 0) await clearFinishedJobs(queue, resends);
  await queue.addBulk(
    rows.map((row) => ({ name: row.name, data: { outboxId: row.id }, opts: relayedJobOptions(row.id, retry) })),
  );
}

/**
 * BullMQ mode's relay, run by every web process and by the worker: claims committed outbox rows, adds them to their
 * Redis queue (one addBulk per queue) and marks them relayed. While Redis is unreachable the rows stay in the outbox,
 * so nothing is lost.
 */
export function createBullmqRelay(options: BullmqRelayOptions): JobRuntime {
  const { db, logger } = options;
  let connection: Redis | undefined;
  let queues: Map<QueueName, Queue<RelayedJobData>> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;
  let again = false;
  let lastWarning = 0;

  function warn(reason: string): void {
    // One line a minute is enough while Redis is down.
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    logger.warn({ reason }, 'cannot relay jobs to Redis; they stay in the outbox and are retried');
  }

  let resendRelayed = false;

  async function relayDueRows(): Promise<void> {
    const known = queues;
    if (!connection || !known) return;
    // Not connected (yet, or any more): the connection's error events say why; try again next tick.
    if (connection.status !== 'ready') return;
    if (resendRelayed) {
      resendRelayed = false;
      await markRelayedForResend(db);
    }
    const rows = await claimDueRows(db, BATCH);
    if (rows.length === 0) return;
    const byQueue = new Map<Queue<RelayedJobData>, ClaimedRow[]>();
    const unknown: ClaimedRow[] = [];
    for (const row of rows) {
      const queue = known.get(row.queue as QueueName);
      if (!queue) unknown.push(row);
      else if (byQueue.has(queue)) byQueue.get(queue)?.push(row);
      else byQueue.set(queue, [row]);
    }
    await failUnknownQueues(db, unknown);
    const outcomes = await Promise.allSettled(
      [...byQueue].map(([queue, queued]) => withTimeout(addToQueue(queue, queued, options.retry), ADD_TIMEOUT_MS)),
    );
    const relayed: number[] = [];
    const notRelayed: ClaimedRow[] = [];
    let failure: unknown;
    [...byQueue.values()].forEach((queued, index) => {
      const outcome = outcomes[index];
      if (outcome?.status === 'fulfilled') relayed.push(...queued.map((row) => row.id));
      else {
        notRelayed.push(...queued);
        failure ??= outcome?.reason;
      }
    });
    await markRelayed(db, relayed);
    await releaseClaims(db, notRelayed);
    if (failure !== undefined) throw failure;
    if (rows.length === BATCH) again = true;
  }

  async function runPasses(): Promise<void> {
    do {
      again = false;
      try {
        await relayDueRows();
      } catch (error) {
        warn(failureReason(error));
      }
    } while (again && timer);
  }

  function tick(): void {
    if (!timer) return;
    if (pass) {
      again = true;
      return;
    }
    pass = runPasses().finally(() => {
      pass = undefined;
    });
  }

  return {
    kick: tick,
    async start() {
      if (timer) return;
      // Fail fast instead of queueing commands while Redis is away; the outbox is the queue meanwhile.
      const redis = new Redis(options.redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        retryStrategy: redisReconnectDelay,
        // Named, so an operator's CLIENT LIST tells the relays apart from the workers.
        connectionName: `${options.prefix}:relay`,
      });
      redis.on('error', (error: Error) => warn(failureReason(error)));
      let connectedBefore = false;
      redis.on('ready', () => {
        // After a lost connection Redis may have come back empty (a restart without persistence, a failover to a
        // replica that was behind): the rows relayed but not started are sent again now rather than after the
        // 15-minute resend. Where Redis kept them, adding them again is a no-op (same job ids).
        if (connectedBefore) resendRelayed = true;
        connectedBefore = true;
        // Rows recorded while Redis was away are relayed as soon as it is back, not at the next poll.
        tick();
      });
      connection = redis;
      queues = new Map();
      for (const name of QUEUE_NAMES) {
        const queue = new Queue<RelayedJobData>(name, { connection: redis, prefix: options.prefix });
        queue.on('error', (error: Error) => warn(failureReason(error)));
        queues.set(name, queue);
      }
      timer = setInterval(tick, options.pollIntervalMs);
      timer.unref();
      tick();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await pass;
      await Promise.allSettled([...(queues?.values() ?? [])].map((queue) => queue.close()));
      connection?.disconnect();
      queues = undefined;
      connection = undefined;
    },
    async drain(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        tick();
        await pass;
        // Relayed rows count too: drain waits for the worker to finish them. So do pending rows another relay has
        // claimed (their run_after moved forward) and has yet to add.
        const [row] = (await db('job_outbox')
          .whereIn('state', ['pending', 'relayed', 'running'])
          .count({ count: '*' })) as { count: string | number }[];
        if (Number(row?.count ?? 0) === 0) return;
        if (Date.now() > deadline) throw new Error(`Jobs were still outstanding after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
