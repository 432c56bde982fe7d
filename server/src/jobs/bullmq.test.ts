import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { queueMail } from '../mail/queueMail.ts';
import { readOutbox, waitForMail } from '../mail/readOutbox.ts';
import { sendEmail } from '../mail/sendEmail.ts';
import { createJobRuntime } from './createJobRuntime.ts';
import { openJobTestDeps, type JobTestDeps } from './openJobTestDeps.ts';
import { recordJob } from './outbox.ts';
import type { JobProcessor } from './jobTypes.ts';
import type { JobRuntime } from './runtime.ts';
import { startWorkers, type RunningWorkers } from './startWorkers.ts';

// Redis runs on this machine and in CI; this path is tested for real, never skipped.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const message = { template: 'test', to: 'borrower@example.com', subject: 'Your code', text: 'Your code is 654321.' };
const fastRetry = { maxAttempts: 3, baseDelayMs: 50, maxDelayMs: 1_000 };

describe('BullMQ mode', () => {
  let deps: JobTestDeps | undefined;
  let relay: JobRuntime | undefined;
  let workers: RunningWorkers | undefined;
  let usedPrefix: string | undefined;

  afterEach(async () => {
    await workers?.close();
    await relay?.stop();
    await deps?.close();
    if (usedPrefix) {
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${usedPrefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
    workers = relay = deps = usedPrefix = undefined;
  });

  async function open(redisUrl: string) {
    deps = await openJobTestDeps({ REDIS_URL: redisUrl });
    // A prefix of its own, so parallel runs sharing this Redis never take each other's jobs.
    const prefix = `test-${randomBytes(6).toString('hex')}`;
    if (redisUrl === REDIS_URL) usedPrefix = prefix;
    relay = createJobRuntime({ ...deps, runInProcess: false, retry: fastRetry, pollIntervalMs: 25, prefix });
    await relay.start();
    return { deps, relay, prefix };
  }

  it('keeps jobs pending while Redis is unreachable', async () => {
    const { deps, relay } = await open('redis://127.0.0.1:1');
    const emailId = await deps.db.transaction((trx) => queueMail(trx, deps.keys, message));
    relay.kick();
    await expect(relay.drain(400)).rejects.toThrow('still outstanding');
    const job = await deps.db('job_outbox').first();
    expect([job.state, job.attempts, job.relayed_at, job.payload]).toEqual(['pending', 0, null, { emailId }]);
    expect(await readOutbox(deps.outbox)).toEqual([]);
  });

  it('relays a committed mail to the worker, which writes it to the outbox', async () => {
    const { deps, relay, prefix } = await open(REDIS_URL);
    workers = await startWorkers({ ...deps, prefix, retry: fastRetry });
    const emailId = await deps.db.transaction((trx) => queueMail(trx, deps.keys, message));
    relay.kick();
    await relay.drain(15_000);
    const mail = await waitForMail(deps.outbox, (m) => m.to === message.to);
    expect([mail.subject, mail.text]).toEqual([message.subject, message.text]);
    const job = await deps.db('job_outbox').first();
    expect([job.state, job.attempts, job.last_error]).toEqual(['done', 1, null]);
    expect(job.relayed_at).not.toBeNull();
    const email = await deps.db('outbound_emails').where({ id: emailId }).first();
    expect(email.sent_at).not.toBeNull();
  });

  it('retries in the worker with backoff, then records success or a permanent failure', async () => {
    const { deps, relay, prefix } = await open(REDIS_URL);
    let flakyCalls = 0;
    const flaky: JobProcessor = async (payload, ctx) => {
      flakyCalls += 1;
      if (flakyCalls < 3) throw new Error('the mail server is busy');
      await sendEmail(payload, ctx);
    };
    workers = await startWorkers({
      ...deps,
      prefix,
      retry: fastRetry,
      processors: { email: { send: flaky }, pdf: {}, maintenance: {} },
    });
    await deps.db.transaction(async (trx) => {
      await queueMail(trx, deps.keys, message);
      await recordJob(trx, 'pdf', 'no-such-job', { letterId: 1 });
    });
    relay.kick();
    await relay.drain(15_000);
    const rows = await deps.db('job_outbox').orderBy('id');
    expect(rows.map((r) => [r.state, r.attempts, r.last_error])).toEqual([
      ['done', 3, null],
      ['failed', 1, 'PermanentJobError: No processor for job pdf/no-such-job'],
    ]);
    expect(flakyCalls).toBe(3);
    expect(await readOutbox(deps.outbox)).toHaveLength(1);
  });
});
