import { answerCodeRequest, CODE_REQUEST_JOB } from '../commands/accounts/codeSender.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { sendEmail } from '../mail/sendEmail.ts';
import type { MailTransport } from '../mail/transport.ts';
import type { Keys } from '../security/crypto.ts';
import { PermanentJobError } from './jobErrors.ts';
import type { JobPayload, QueueName } from './outbox.ts';

/** What a processor may use. It holds no transaction: a processor opens its own, briefly, if it needs one. */
export interface JobContext {
  config: Config;
  db: Db;
  keys: Keys;
  logger: Logger;
  mail: MailTransport;
}

/**
 * Does one job's work from the ids in its payload. It must be idempotent (a job can run twice after a
 * crash or a retry) and throws PermanentJobError when retrying cannot help.
 */
export type JobProcessor = (payload: JobPayload, ctx: JobContext) => Promise<void>;

/** Processors by queue, then by job name. */
export type ProcessorRegistry = Record<QueueName, Record<string, JobProcessor>>;

/** Every job the product runs. The pdf queue's letter job plugs in here. */
export const jobProcessors: ProcessorRegistry = {
  email: { send: sendEmail, [CODE_REQUEST_JOB]: answerCodeRequest },
  pdf: {},
};

/** The processor for a queue and job name; an unknown name is a permanent failure. */
export function findProcessor(registry: ProcessorRegistry, queue: QueueName, name: string): JobProcessor {
  const processor = Object.hasOwn(registry[queue] ?? {}, name) ? registry[queue][name] : undefined;
  if (!processor) throw new PermanentJobError(`No processor for job ${queue}/${name}`);
  return processor;
}
