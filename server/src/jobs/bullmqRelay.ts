import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { Db } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { QUEUE_NAMES, redisReconnectDelay, relayedJobOptions, type RelayedJobData } from './bullmqSettings.ts';
import { failureReason } from './jobErrors.ts';
import type { QueueName } from './jobTypes.ts';
import { markJobFailed } from './outboxStore.ts';
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

/** A relayed job not finished after this long is relayed again: a no-op unless Redis lost it. */
const RESEND_AFTER_SECONDS = 900;
const BATCH = 100;
const ADD_TIMEOUT_MS = 5_000;

interface RelayRow {
  id: number;
  queue: string;
  name: string;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The web process's half of BullMQ mode: moves committed outbox rows to their Redis queue and marks them
 * relayed. While Redis is unreachable the rows simply stay pending, so nothing is lost.
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

  async function relayDueRows(): Promise<void> {
    if (!connection || !queues) return;
    // Not connected (yet, or any more): the connection's error events say why; try again next tick.
    if (connection.status !== 'ready') return;
    const rows = (await db('job_outbox')
      .where((q) => q.where('state', 'pending').andWhere('run_after', '<=', db.fn.now()))
      .orWhere((q) =>
        q
          .whereIn('state', ['relayed', 'running'])
          .andWhere('relayed_at', '<', db.raw('now() - make_interval(secs => ?)', [RESEND_AFTER_SECONDS])),
      )
      .orderBy('id')
      .limit(BATCH)
      .select('id', 'queue', 'name')) as RelayRow[];
    for (const row of rows) {
      const queue = queues.get(row.queue as QueueName);
      if (!queue) {
        await markJobFailed(db, row.id, `Unknown queue ${row.queue}`);
        continue;
      }
      await withTimeout(
        queue.add(row.name, { outboxId: row.id }, relayedJobOptions(row.id, options.retry)),
        ADD_TIMEOUT_MS,
      );
      // Guarded by state: a worker may already have started or finished the job.
      await db('job_outbox')
        .where({ id: row.id })
        .whereIn('state', ['pending', 'relayed', 'running'])
        .update({
          state: db.raw("case when state = 'pending' then 'relayed' else state end"),
          relayed_at: db.fn.now(),
        });
    }
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
      });
      redis.on('error', (error: Error) => warn(failureReason(error)));
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
        // Relayed rows count too: drain waits for the worker to finish them.
        const [row] = (await db('job_outbox')
          .where((q) =>
            q
              .whereIn('state', ['relayed', 'running'])
              .orWhere((p) => p.where('state', 'pending').andWhere('run_after', '<=', db.fn.now())),
          )
          .count({ count: '*' })) as { count: string | number }[];
        if (Number(row?.count ?? 0) === 0) return;
        if (Date.now() > deadline) throw new Error(`Jobs were still outstanding after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
