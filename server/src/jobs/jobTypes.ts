import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import type { MailTransport } from '../mail/transport.ts';
import type { Keys } from '../security/crypto.ts';

/**
 * What a job is, for everyone who records, runs or processes one: the queues, the payload, the processor's
 * signature and its context. Nothing here imports a processor, so processors (mail, accounts, PDFs) and the
 * runtimes import this module and the registry (processors.ts) imports them, with no cycle.
 */

/** The queues jobs run on. */
export type QueueName = 'email' | 'pdf' | 'maintenance';

/** Every queue, in the order workers start. */
export const QUEUE_NAMES: readonly QueueName[] = ['email', 'pdf', 'maintenance'];

/** A job's payload holds identifiers only, never personal data. */
export type JobPayload = Record<string, number | string>;

/** One row of the job outbox. */
export interface OutboxJob {
  id: number;
  queue: QueueName;
  name: string;
  payload: JobPayload;
  attempts: number;
}

/** What a processor may use. It holds no transaction: a processor opens its own, briefly, if it needs one. */
export interface JobContext {
  config: Config;
  db: Db;
  keys: Keys;
  logger: Logger;
  mail: MailTransport;
}

/**
 * Does one job's work from the ids in its payload. It must be idempotent (a job can run twice after a crash or a
 * retry) and throws PermanentJobError when retrying cannot help.
 */
export type JobProcessor = (payload: JobPayload, ctx: JobContext) => Promise<void>;

/** Processors by queue, then by job name. */
export type ProcessorRegistry = Record<QueueName, Record<string, JobProcessor>>;

/**
 * A job failure that retrying cannot fix (the record it points at is gone, its name is unknown): fail at once. Its
 * message names ids and job names only, so it may be logged and kept (`safeForLogs`, see logger.ts).
 */
export class PermanentJobError extends Error {
  readonly safeForLogs = true;
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}
