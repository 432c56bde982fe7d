import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { createMailTransport, type MailTransport } from '../mail/transport.ts';
import type { Keys } from '../security/crypto.ts';
import { createBullmqRelay } from './bullmqRelay.ts';
import { DEFAULT_QUEUE_PREFIX } from './bullmqSettings.ts';
import { createInProcessRuntime } from './inProcessRuntime.ts';
import type { ProcessorRegistry } from './jobTypes.ts';
import { jobProcessors } from './processors.ts';
import { DEFAULT_RETRY, type RetryPolicy } from './retryPolicy.ts';
import type { JobRuntime } from './runtime.ts';

/** What the job runtime needs; the optional parts let tests swap processors, mail, timing or the key prefix. */
export interface JobRuntimeOptions {
  config: Config;
  db: Db;
  keys: Keys;
  logger: Logger;
  /** Run jobs here (no Redis); otherwise only relay them to BullMQ for `npm run worker`. */
  runInProcess: boolean;
  processors?: ProcessorRegistry;
  mail?: MailTransport;
  retry?: RetryPolicy;
  /** How often the outbox is looked at besides each kick (default 1 s). */
  pollIntervalMs?: number;
  prefix?: string;
}

/** Builds the runtime the configuration asks for: in-process runner, or relay to BullMQ. */
export function createJobRuntime(options: JobRuntimeOptions): JobRuntime {
  const { config, db, logger } = options;
  const retry = options.retry ?? DEFAULT_RETRY;
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  if (options.runInProcess) {
    return createInProcessRuntime({
      ctx: { config, db, keys: options.keys, logger, mail: options.mail ?? createMailTransport(config) },
      processors: options.processors ?? jobProcessors,
      retry,
      pollIntervalMs,
    });
  }
  if (!config.redisUrl) throw new Error('REDIS_URL is required to relay jobs to BullMQ');
  return createBullmqRelay({
    db,
    logger,
    redisUrl: config.redisUrl,
    prefix: options.prefix ?? DEFAULT_QUEUE_PREFIX,
    retry,
    pollIntervalMs,
  });
}
