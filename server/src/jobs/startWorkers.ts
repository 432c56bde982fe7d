import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { createMailTransport, type MailTransport } from '../mail/transport.ts';
import type { Keys } from '../security/crypto.ts';
import { createBullmqRelay } from './bullmqRelay.ts';
import { DEFAULT_QUEUE_PREFIX, QUEUE_NAMES, redisReconnectDelay, type RelayedJobData } from './bullmqSettings.ts';
import { failureReason } from './jobErrors.ts';
import { handleJobFailure } from './jobFailure.ts';
import { PermanentJobError, type JobContext, type ProcessorRegistry, type QueueName } from './jobTypes.ts';
import { findOutboxRow, markJobDone, markJobFailed } from './outboxStore.ts';
import { findProcessor, jobProcessors } from './processors.ts';
import { DEFAULT_RETRY, type RetryPolicy } from './retryPolicy.ts';

/** What the BullMQ workers need; the optional parts let tests swap processors, mail, retries, timing or the prefix. */
export interface WorkerOptions {
  config: Config;
  db: Db;
  keys: Keys;
  logger: Logger;
  processors?: ProcessorRegistry;
  mail?: MailTransport;
  prefix?: string;
  /** Retry policy of the jobs this worker relays (the web processes' own, DEFAULT_RETRY, unless a test says). */
  retry?: RetryPolicy;
  /** How often the worker's relay looks at the outbox besides the kick after each job (default 1 s). */
  relayPollMs?: number;
}

/** Running BullMQ workers for every queue. */
export interface RunningWorkers {
  /** Lets running jobs finish, then disconnects. */
  close(): Promise<void>;
}

const CONCURRENCY: Record<QueueName, number> = { email: 5, pdf: 2, maintenance: 1 };

/**
 * A worker holds each running job's lock for this long, renewing it halfway. A worker that dies (killed, out of
 * memory) leaves its jobs locked until the lock runs out, so it is short: BullMQ's 30 s default and 30 s checks kept a
 * killed worker's PDF waiting up to a minute. Renewals run on the event loop: a job that held it for 10 s would be
 * run again by another worker, which jobs, being idempotent, allow.
 */
const LOCK_MS = 10_000;
/** How often each worker looks for jobs whose lock ran out and puts them back in line (a second look moves them). */
const STALLED_CHECK_MS = 5_000;
/**
 * How long a worker waits after losing Redis before it asks again (for its next job, or to record one it finished).
 * BullMQ's 15 s left mail and PDFs waiting up to 15 s after Redis was back; a try a second is nothing to Redis.
 */
const REDIS_RETRY_MS = 1_000;

/** Starts a BullMQ worker per queue that runs the outbox jobs relayed to Redis and records how they ended. */
export async function startWorkers(options: WorkerOptions): Promise<RunningWorkers> {
  const { config, db, logger } = options;
  if (!config.redisUrl) throw new Error('REDIS_URL is required to run the job workers');
  const processors = options.processors ?? jobProcessors;
  const ctx: JobContext = {
    config,
    db,
    keys: options.keys,
    logger,
    mail: options.mail ?? createMailTransport(config),
  };
  // Workers block on Redis; BullMQ needs commands on this connection to retry for ever.
  const connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null, retryStrategy: redisReconnectDelay });
  connection.on('error', (error: Error) => logger.warn({ err: error }, 'Redis connection error'));
  const prefix = options.prefix ?? DEFAULT_QUEUE_PREFIX;
  // Jobs a job records (a letter's mail, a code request's code mail) are relayed from here as soon as it ends,
  // instead of waiting for a web process's next poll; the claims keep this relay and theirs from doubling any.
  const relay = createBullmqRelay({
    db,
    logger,
    redisUrl: config.redisUrl,
    prefix,
    retry: options.retry ?? DEFAULT_RETRY,
    pollIntervalMs: options.relayPollMs ?? 1_000,
  });

  async function run(queue: QueueName, job: Job<RelayedJobData>): Promise<void> {
    const outboxId = job.data.outboxId;
    const row = await findOutboxRow(db, outboxId);
    if (!row) throw new UnrecoverableError(`Outbox row ${outboxId} is gone`);
    if (row.state === 'done' || row.state === 'failed') return;
    // Starts count from the row too: BullMQ's count misses runs cut off by a dead worker (a stall), and starts again
    // with the new job a resend adds after BullMQ failed one that stalled twice.
    const attempt = Math.max(row.attempts, job.attemptsMade) + 1;
    const about = { outboxId, queue, job: row.name, attempt };
    if (attempt > (job.opts.attempts ?? 1)) {
      // A job that kills its worker every time would otherwise be resent for ever.
      await markJobFailed(db, outboxId, 'Interrupted before it could finish, too many times');
      logger.error(about, 'job failed for good');
      return;
    }
    await db('job_outbox').where({ id: outboxId }).update({ state: 'running', attempts: attempt });
    try {
      await findProcessor(processors, queue, row.name)(row.payload, ctx);
    } catch (error) {
      const failed = { outboxId, queue, name: row.name, attempt, maxAttempts: job.opts.attempts ?? 1 };
      const outcome = await handleJobFailure(db, logger, failed, error, async (reason) => {
        // BullMQ runs the retry; the row waits for it as relayed.
        await db('job_outbox').where({ id: outboxId }).update({ state: 'relayed', last_error: reason });
        return {};
      });
      // BullMQ keeps its own copy of the reason: only the allow-listed one.
      const reason = failureReason(error);
      throw outcome === 'failed' || error instanceof PermanentJobError
        ? new UnrecoverableError(reason)
        : new Error(reason);
    }
    await markJobDone(db, outboxId);
    logger.info(about, 'job done');
  }

  const workers = QUEUE_NAMES.map((queue) => {
    const worker = new Worker<RelayedJobData>(queue, (job) => run(queue, job).finally(relay.kick), {
      connection,
      prefix,
      concurrency: CONCURRENCY[queue],
      lockDuration: LOCK_MS,
      stalledInterval: STALLED_CHECK_MS,
      runRetryDelay: REDIS_RETRY_MS,
    });
    worker.on('error', (error: Error) => logger.warn({ queue, err: error }, 'worker error'));
    return worker;
  });
  await Promise.all(workers.map((worker) => worker.waitUntilReady()));
  await relay.start();
  return {
    async close() {
      await Promise.all(workers.map((worker) => worker.close()));
      // After the workers: jobs finishing during the close still have what they recorded relayed.
      await relay.stop();
      await connection.quit().catch(() => connection.disconnect());
      ctx.mail.close();
    },
  };
}
