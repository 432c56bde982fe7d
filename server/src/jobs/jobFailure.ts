import type { Db } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { failureReason } from './jobErrors.ts';
import { PermanentJobError, type QueueName } from './jobTypes.ts';
import { markJobFailed } from './outboxStore.ts';

/** The attempt that failed. */
export interface FailedAttempt {
  outboxId: number;
  queue: QueueName;
  name: string;
  attempt: number;
  maxAttempts: number;
}

/**
 * What both runtimes do with a failed attempt: a permanent error or the last attempt marks the job failed for
 * good; otherwise `retry` puts it back (the in-process runner reschedules it in the outbox, a BullMQ worker leaves
 * the retry to BullMQ). Either way the log and last_error say the error's class, code and constraint, never its
 * data (see failureReason and describeError). Returns whether the job will run again.
 */
export async function handleJobFailure(
  db: Db,
  logger: Logger,
  failed: FailedAttempt,
  error: unknown,
  retry: (reason: string) => Promise<Record<string, unknown>>,
): Promise<'failed' | 'retry'> {
  const reason = failureReason(error);
  const about = { outboxId: failed.outboxId, queue: failed.queue, job: failed.name, attempt: failed.attempt };
  if (error instanceof PermanentJobError || failed.attempt >= failed.maxAttempts) {
    await markJobFailed(db, failed.outboxId, reason);
    logger.error({ ...about, err: error }, 'job failed for good');
    return 'failed';
  }
  const details = await retry(reason);
  logger.warn({ ...about, err: error, ...details }, 'job failed; it will be retried');
  return 'retry';
}
