/** How often and how patiently a failing job is retried. */
export interface RetryPolicy {
  /** Attempts in all, the first included; after the last one the job is marked failed. */
  maxAttempts: number;
  /** Wait before the second attempt; each later wait doubles. */
  baseDelayMs: number;
  /** Longest wait between two attempts. */
  maxDelayMs: number;
}

/** Five attempts, waiting 2 s, 4 s, 8 s and 16 s between them. */
export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 5, baseDelayMs: 2_000, maxDelayMs: 5 * 60_000 };

/** The wait after the given number of failed attempts (1 for the first failure), doubling and capped. */
export function backoffDelay(policy: RetryPolicy, failedAttempts: number): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, failedAttempts - 1), policy.maxDelayMs);
}
