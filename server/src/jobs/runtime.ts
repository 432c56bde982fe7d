/** Runs recorded jobs: relays the outbox to BullMQ, or runs them in-process when there is no Redis. */
export interface JobRuntime {
  /** Asks the relay to look at the outbox now (called after a transaction that recorded jobs commits). */
  kick(): void;
  /** Starts relaying (and, in-process, running) jobs. */
  start(): Promise<void>;
  /** Stops taking new work and waits for running jobs to finish. */
  stop(): Promise<void>;
  /** Resolves when the outbox has no pending or running job (tests and graceful shutdown). */
  drain(timeoutMs?: number): Promise<void>;
}
