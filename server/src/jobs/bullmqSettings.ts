import type { JobsOptions } from 'bullmq';
import type { RetryPolicy } from './retryPolicy.ts';

/** The queues in Redis, one per outbox queue name. */
export { QUEUE_NAMES } from './jobTypes.ts';

/**
 * How long a lost Redis connection waits before its next try: 100 ms more each time, a second at most. ioredis's
 * default doubles to 5 s (and BullMQ's own to 20 s), so mail and PDFs waited that much longer once Redis was back; a
 * try a second while Redis is away costs it nothing.
 */
export function redisReconnectDelay(attempts: number): number {
  return Math.min(attempts * 100, 1_000);
}

/** Key prefix of the queues in Redis (tests pass their own so parallel runs never meet). */
export const DEFAULT_QUEUE_PREFIX = 'bull';

/** A relayed job carries its outbox row's id only; the worker reads name and payload from the row. */
export interface RelayedJobData {
  outboxId: number;
}

/** The BullMQ job id of an outbox row: the same for every relay of the row. */
export function relayedJobId(outboxId: number): string {
  return `outbox-${outboxId}`;
}

/** Options of a relayed job: the id makes a second relay of the same row (after a crash) a no-op. */
export function relayedJobOptions(outboxId: number, retry: RetryPolicy): JobsOptions {
  return {
    jobId: relayedJobId(outboxId),
    attempts: retry.maxAttempts,
    backoff: { type: 'exponential', delay: retry.baseDelayMs },
    removeOnComplete: { age: 24 * 3600 },
    removeOnFail: { age: 7 * 24 * 3600 },
  };
}
