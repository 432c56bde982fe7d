import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { createMailTransport, type MailTransport } from '../mail/transport.ts';
import type { Keys } from '../security/crypto.ts';
import { DEFAULT_QUEUE_PREFIX, QUEUE_NAMES, type RelayedJobData } from './bullmqSettings.ts';
import { PermanentJobError, safeErrorMessage } from './jobErrors.ts';
import type { QueueName } from './outbox.ts';
import { findOutboxRow, markJobDone, markJobFailed } from './outboxStore.ts';
import { findProcessor, jobProcessors, type JobContext, type ProcessorRegistry } from './processors.ts';

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

const CONCURRENCY: Record<QueueName, number> = { email: 5, pdf: 2 };

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
  connection.on('error', (error: Error) => logger.warn({ reason: safeErrorMessage(error) }, 'Redis connection error'));

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
      const reason = safeErrorMessage(error);
      const permanent = error instanceof PermanentJobError;
      if (permanent || attempt >= (job.opts.attempts ?? 1)) {
        await markJobFailed(db, outboxId, reason);
        logger.error({ ...about, reason }, 'job failed for good');
      } else {
        await db('job_outbox').where({ id: outboxId }).update({ state: 'relayed', last_error: reason });
        logger.warn({ ...about, reason }, 'job failed; it will be retried');
      }
      throw permanent ? new UnrecoverableError(reason) : new Error(reason);
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
    worker.on('error', (error: Error) => logger.warn({ queue, reason: safeErrorMessage(error) }, 'worker error'));
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
