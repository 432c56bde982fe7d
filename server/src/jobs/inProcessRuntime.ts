import { handleJobFailure } from './jobFailure.ts';
import type { JobContext, OutboxJob, ProcessorRegistry } from './jobTypes.ts';
import { claimDueJob, countDueJobs, markJobDone, markJobFailed, scheduleRetry } from './outboxStore.ts';
import { findProcessor } from './processors.ts';
import { backoffDelay, type RetryPolicy } from './retryPolicy.ts';
import type { JobRuntime } from './runtime.ts';

/** What the in-process runner needs. */
export interface InProcessRuntimeOptions {
  ctx: JobContext;
  processors: ProcessorRegistry;
  retry: RetryPolicy;
  pollIntervalMs: number;
}

/** Runs outbox jobs inside the web process, one at a time, when there is no Redis. */
export function createInProcessRuntime(options: InProcessRuntimeOptions): JobRuntime {
  const { ctx, processors, retry } = options;
  const { db, logger } = ctx;
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;
  let again = false;

  async function runJob(job: OutboxJob): Promise<void> {
    const about = { outboxId: job.id, queue: job.queue, job: job.name, attempt: job.attempts };
    if (job.attempts > retry.maxAttempts) {
      await markJobFailed(db, job.id, 'Interrupted before it could finish, too many times');
      logger.error(about, 'job failed for good');
      return;
    }
    try {
      await findProcessor(processors, job.queue, job.name)(job.payload, ctx);
      await markJobDone(db, job.id);
      logger.info(about, 'job done');
    } catch (error) {
      const failed = { outboxId: job.id, queue: job.queue, name: job.name, attempt: job.attempts };
      await handleJobFailure(db, logger, { ...failed, maxAttempts: retry.maxAttempts }, error, async (reason) => {
        const delayMs = backoffDelay(retry, job.attempts);
        await scheduleRetry(db, job.id, delayMs, reason);
        return { delayMs };
      });
    }
  }

  async function runDueJobs(): Promise<void> {
    do {
      again = false;
      try {
        while (started) {
          const job = await claimDueJob(db);
          if (!job) break;
          await runJob(job);
        }
      } catch (error) {
        logger.error({ err: error }, 'job runner could not reach the outbox');
      }
    } while (again && started);
  }

  function tick(): void {
    if (!started) return;
    if (pass) {
      again = true;
      return;
    }
    pass = runDueJobs().finally(() => {
      pass = undefined;
    });
  }

  return {
    kick: tick,
    async start() {
      if (started) return;
      started = true;
      timer = setInterval(tick, options.pollIntervalMs);
      timer.unref();
      tick();
    },
    async stop() {
      started = false;
      clearInterval(timer);
      await pass;
      ctx.mail.close();
    },
    async drain(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        tick();
        await pass;
        if ((await countDueJobs(db)) === 0 && !pass) return;
        if (Date.now() > deadline) throw new Error(`Jobs were still due after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
