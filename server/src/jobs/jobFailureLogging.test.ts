import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { captureLog } from 'server/testing/logCapture.ts';
import { createJobRuntime } from './createJobRuntime.ts';
import type { JobProcessor, ProcessorRegistry } from './jobTypes.ts';
import { QUEUE_NAMES } from './jobTypes.ts';
import { openJobTestDeps, type JobTestDeps } from './openJobTestDeps.ts';
import { recordJob } from './outbox.ts';
import type { JobRuntime } from './runtime.ts';
import { startWorkers, type RunningWorkers } from './startWorkers.ts';

/**
 * A failing job on every queue, in both runtimes, whose database error quotes a person's e-mail and phone (as
 * PostgreSQL does: "invalid input syntax for type integer: …"): the log and last_error keep the error's class and
 * code, never the data.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const EMAIL = 'leak.test@example.com';
const PHONE = '(555) 013-2468';
const once = { maxAttempts: 1, baseDelayMs: 10, maxDelayMs: 10 };

const failing: JobProcessor = async (_payload, ctx) => {
  await ctx.db.raw('select cast(? as integer)', [`${EMAIL} ${PHONE}`]);
};
// Every queue there is, so a queue added later is tested too.
const processors = Object.fromEntries(
  QUEUE_NAMES.map((queue) => [queue, { fails: failing }]),
) as unknown as ProcessorRegistry;

async function expectNoPersonalData(deps: JobTestDeps, log: ReturnType<typeof captureLog>) {
  const rows = (await deps.db('job_outbox').orderBy('id')) as { queue: string; state: string; last_error: string }[];
  expect(rows.map((row) => [row.queue, row.state])).toEqual(QUEUE_NAMES.map((queue) => [queue, 'failed']));
  for (const row of rows) {
    expect(row.last_error).toMatch(/^\w+ 22P02/);
    expect(row.last_error).not.toContain('example.com');
    expect(row.last_error).not.toContain('013-2468');
  }
  const failures = log.lines().filter((line) => line.includes('job failed for good'));
  expect(failures).toHaveLength(QUEUE_NAMES.length);
  expect(failures.every((line) => line.includes('"code":"22P02"'))).toBe(true);
  expect(log.personalData()).toEqual([]);
}

describe('a failing job on each queue logs no personal data', () => {
  let deps: JobTestDeps | undefined;
  let runtime: JobRuntime | undefined;
  let workers: RunningWorkers | undefined;
  let prefix: string | undefined;

  afterEach(async () => {
    await workers?.close();
    await runtime?.stop();
    await deps?.close();
    if (prefix) {
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
    deps = runtime = workers = prefix = undefined;
  });

  async function recordFailingJobs(db: JobTestDeps['db']) {
    await db.transaction(async (trx) => {
      for (const queue of QUEUE_NAMES) await recordJob(trx, queue, 'fails', { recordId: 1 });
    });
  }

  it('in-process', async () => {
    deps = await openJobTestDeps();
    const log = captureLog('debug', 'jobs-test');
    runtime = createJobRuntime({
      ...deps,
      logger: log.logger,
      runInProcess: true,
      processors,
      retry: once,
      pollIntervalMs: 20,
    });
    await runtime.start();
    await recordFailingJobs(deps.db);
    runtime.kick();
    await runtime.drain();
    await expectNoPersonalData(deps, log);
  });

  it('on BullMQ workers', async () => {
    deps = await openJobTestDeps({ REDIS_URL });
    prefix = `test-${randomBytes(6).toString('hex')}`;
    const log = captureLog('debug', 'jobs-test');
    runtime = createJobRuntime({
      ...deps,
      logger: log.logger,
      runInProcess: false,
      retry: once,
      pollIntervalMs: 20,
      prefix,
    });
    await runtime.start();
    // The workers relay jobs too (those a job records), and may be the ones that relay these: with the same retry
    // policy, or a failing job would wait out the default backoff (2 s, 4 s, 8 s, 16 s) before it failed for good.
    workers = await startWorkers({ ...deps, logger: log.logger, processors, prefix, retry: once });
    await recordFailingJobs(deps.db);
    runtime.kick();
    await runtime.drain(15_000);
    await expectNoPersonalData(deps, log);
  });
});
