import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { createMailTransport, type MailTransport } from '../mail/transport.ts';
import type { Keys } from '../security/crypto.ts';
import { DEFAULT_QUEUE_PREFIX, QUEUE_NAMES, type RelayedJobData } from './bullmqSettings.ts';
import { failureReason } from './jobErrors.ts';
import { handleJobFailure } from './jobFailure.ts';
import { PermanentJobError, type JobContext, type ProcessorRegistry, type QueueName } from './jobTypes.ts';
import { findOutboxRow, markJobDone } from './outboxStore.ts';
import { findProcessor, jobProcessors } from './processors.ts';

/** What the BullMQ workers need; the optional parts let tests swap processors, mail or the key prefix. */
export interface WorkerOptions {
  config: Config;
  db: Db;
  keys: Keys;
  logger: Logger;
  processors?: ProcessorRegistry;
  mail?: MailTransport;
  prefix?: string;
}

/** Running BullMQ workers for every queue. */
export interface RunningWorkers {
  /** Lets running jobs finish, then disconnects. */
  close(): Promise<void>;
}

const CONCURRENCY: Record<QueueName, number> = { email: 5, pdf: 2, maintenance: 1 };

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
  const connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
  connection.on('error', (error: Error) => logger.warn({ err: error }, 'Redis connection error'));

  async function run(queue: QueueName, job: Job<RelayedJobData>): Promise<void> {
    const outboxId = job.data.outboxId;
    const row = await findOutboxRow(db, outboxId);
    if (!row) throw new UnrecoverableError(`Outbox row ${outboxId} is gone`);
    if (row.state === 'done' || row.state === 'failed') return;
    const attempt = job.attemptsMade + 1;
    const about = { outboxId, queue, job: row.name, attempt };
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
    const worker = new Worker<RelayedJobData>(queue, (job) => run(queue, job), {
      connection,
      prefix: options.prefix ?? DEFAULT_QUEUE_PREFIX,
      concurrency: CONCURRENCY[queue],
    });
    worker.on('error', (error: Error) => logger.warn({ queue, err: error }, 'worker error'));
    return worker;
  });
  await Promise.all(workers.map((worker) => worker.waitUntilReady()));
  return {
    async close() {
      await Promise.all(workers.map((worker) => worker.close()));
      await connection.quit().catch(() => connection.disconnect());
      ctx.mail.close();
    },
  };
}
