import { randomBytes, randomUUID } from 'node:crypto';
import { Queue, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queueMail } from '../mail/queueMail.ts';
import { readOutbox } from '../mail/readOutbox.ts';
import { relayedJobOptions, type RelayedJobData } from './bullmqSettings.ts';
import { createJobRuntime } from './createJobRuntime.ts';
import type { JobProcessor, ProcessorRegistry } from './jobTypes.ts';
import { openJobTestDeps, type JobTestDeps } from './openJobTestDeps.ts';
import { recordJob } from './outbox.ts';
import type { JobRuntime } from './runtime.ts';
import { startWorkers, type RunningWorkers } from './startWorkers.ts';

// Redis runs on this machine and in CI; this path is tested for real, never skipped.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const fastRetry = { maxAttempts: 3, baseDelayMs: 50, maxDelayMs: 1_000 };
const message = { template: 'test', to: 'borrower@example.com', subject: 'Your code', text: 'Your code is 654321.' };
/** Long enough that no poll happens during a test: only kicks move jobs. */
const NO_POLL_MS = 600_000;

/** Waits for a condition the system reaches on its own; the limit is a safety net, not a measurement. */
async function eventually(check: () => Promise<boolean>, limitMs = 15_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not reached within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The outbox ids a spied Queue.add or Queue.addBulk was asked to add, one entry per request. */
function addedIds(add: { mock: { calls: unknown[][] } }, addBulk: { mock: { calls: unknown[][] } }): number[] {
  const single = add.mock.calls.map((call) => (call[1] as RelayedJobData).outboxId);
  const bulk = addBulk.mock.calls.flatMap((call) =>
    (call[0] as { data: RelayedJobData }[]).map((j) => j.data.outboxId),
  );
  return [...single, ...bulk];
}

describe('the BullMQ relay', () => {
  let deps: JobTestDeps | undefined;
  let relays: JobRuntime[] = [];
  let workers: RunningWorkers | undefined;
  let prefix = '';

  afterEach(async () => {
    vi.restoreAllMocks();
    await workers?.close();
    await Promise.all(relays.map((relay) => relay.stop()));
    await deps?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    workers = deps = undefined;
    relays = [];
  });

  async function open(): Promise<JobTestDeps> {
    deps = await openJobTestDeps({ REDIS_URL });
    // A prefix of its own, so parallel runs sharing this Redis never take each other's jobs.
    prefix = `test-${randomBytes(6).toString('hex')}`;
    return deps;
  }

  async function startRelay(pollIntervalMs = NO_POLL_MS): Promise<JobRuntime> {
    if (!deps) throw new Error('open() first');
    const relay = createJobRuntime({ ...deps, runInProcess: false, retry: fastRetry, pollIntervalMs, prefix });
    relays.push(relay);
    await relay.start();
    return relay;
  }

  async function recordRows(db: JobTestDeps['db'], count: number): Promise<number[]> {
    return db.transaction(async (trx) => {
      const ids: number[] = [];
      for (let index = 0; index < count; index += 1) ids.push(await recordJob(trx, 'email', 'noop', { index }));
      return ids;
    });
  }

  async function countByState(db: JobTestDeps['db'], state: string): Promise<number> {
    const [row] = (await db('job_outbox').where({ state }).count({ count: '*' })) as { count: string | number }[];
    return Number(row?.count ?? 0);
  }

  /** Leaves the row's BullMQ job as BullMQ leaves one that stalled twice (its worker died or blocked twice): failed. */
  async function failAsStalledTwice(outboxId: number): Promise<void> {
    const connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue<RelayedJobData>('email', { connection, prefix });
    await queue.add('send', { outboxId }, relayedJobOptions(outboxId, fastRetry));
    const stalling = new Worker<RelayedJobData>('email', null, { connection, prefix });
    const token = randomUUID();
    const job = await stalling.getNextJob(token);
    await job?.moveToFailed(new UnrecoverableError('job stalled more than allowable limit'), token);
    await stalling.close();
    await queue.close();
    await connection.quit();
  }

  async function jobState(outboxId: number): Promise<string> {
    const queue = new Queue('email', { connection: { url: REDIS_URL }, prefix });
    const state = await queue.getJobState(`outbox-${outboxId}`);
    await queue.close();
    return state;
  }

  it('adds each row once when two relays (two web processes) work the same outbox at once', async () => {
    const { db } = await open();
    const add = vi.spyOn(Queue.prototype, 'add');
    const addBulk = vi.spyOn(Queue.prototype, 'addBulk');
    const ids = await recordRows(db, 300);
    const [first, second] = await Promise.all([startRelay(10), startRelay(10)]);
    for (let kicks = 0; kicks < 5; kicks += 1) {
      first?.kick();
      second?.kick();
    }
    await eventually(async () => (await countByState(db, 'relayed')) === ids.length);
    const added = addedIds(add, addBulk);
    expect(added.toSorted((a, b) => a - b)).toEqual(ids);
    const queue = new Queue('email', { connection: { url: REDIS_URL }, prefix });
    expect(await queue.getJobCountByTypes('wait')).toBe(ids.length);
    await queue.close();
  });

  it('relays a batch of 200 rows in one addBulk and a few updates, not two round trips a row', async () => {
    const { db } = await open();
    const add = vi.spyOn(Queue.prototype, 'add');
    const addBulk = vi.spyOn(Queue.prototype, 'addBulk');
    const ids = await recordRows(db, 200);
    let updates = 0;
    db.on('query', (query: { sql: string }) => {
      if (/^\s*update/i.test(query.sql)) updates += 1;
    });
    await startRelay(100);
    await eventually(async () => (await countByState(db, 'relayed')) === ids.length);
    db.removeAllListeners('query');
    expect(add).not.toHaveBeenCalled();
    expect(addBulk).toHaveBeenCalledTimes(1);
    expect(addedIds(add, addBulk)).toEqual(ids);
    // The claim and the mark, and the empty claims of any polls meanwhile; a relay going row by row makes 200.
    expect(updates).toBeLessThan(20);
  });

  it('relays a job the worker records at once, without waiting for a web process to poll', async () => {
    const deps = await open();
    let followUpRan = false;
    const recordsFollowUp: JobProcessor = async (_payload, ctx) => {
      await ctx.db.transaction((trx) => recordJob(trx, 'email', 'follow-up', { step: 2 }));
    };
    const followUp: JobProcessor = async () => {
      followUpRan = true;
    };
    const processors: ProcessorRegistry = {
      email: { first: recordsFollowUp, 'follow-up': followUp },
      pdf: {},
      maintenance: {},
    };
    workers = await startWorkers({ ...deps, prefix, processors, retry: fastRetry, relayPollMs: NO_POLL_MS });
    // No web process runs: the first job is put in Redis by hand, as a web relay would.
    const id = await deps.db.transaction(async (trx) => {
      const recorded = await recordJob(trx, 'email', 'first', { step: 1 });
      await trx('job_outbox').where({ id: recorded }).update({ state: 'relayed', relayed_at: trx.fn.now() });
      return recorded;
    });
    const queue = new Queue<RelayedJobData>('email', { connection: { url: REDIS_URL }, prefix });
    await queue.add('first', { outboxId: id }, relayedJobOptions(id, fastRetry));
    await queue.close();
    await eventually(async () => (await countByState(deps.db, 'done')) === 2);
    expect(followUpRan).toBe(true);
  });

  it('makes a claimed row that could not reach Redis due again at once, then relays it', async () => {
    const deps = await open();
    const addBulk = vi.spyOn(Queue.prototype, 'addBulk').mockRejectedValue(new Error('Connection is closed.'));
    const relay = await startRelay();
    const emailId = await deps.db.transaction((trx) => queueMail(trx, deps.keys, message));
    await expect(relay.drain(300)).rejects.toThrow('still outstanding');
    expect(addBulk).toHaveBeenCalled();
    const [row] = (await deps
      .db('job_outbox')
      .select('state', 'relayed_at', deps.db.raw('run_after <= now() as due'))) as {
      state: string;
      relayed_at: Date | null;
      due: boolean;
    }[];
    expect(row).toEqual({ state: 'pending', relayed_at: null, due: true });

    addBulk.mockRestore();
    workers = await startWorkers({ ...deps, prefix, retry: fastRetry });
    await relay.drain(15_000);
    expect(await deps.db('job_outbox').first('state')).toEqual({ state: 'done' });
    expect(await deps.db('outbound_emails').where({ id: emailId }).first('sent_at')).not.toEqual({ sent_at: null });
  });

  it('runs again, on its resend, a job BullMQ failed after it stalled twice while its row stayed running', async () => {
    const deps = await open();
    const emailId = await deps.db.transaction((trx) => queueMail(trx, deps.keys, message));
    const row = (await deps.db('job_outbox').first('id')) as { id: number };
    await failAsStalledTwice(row.id);
    expect(await jobState(row.id)).toBe('failed');
    // The worker had marked the row running; it was relayed longer ago than the resend waits.
    await deps
      .db('job_outbox')
      .where({ id: row.id })
      .update({ state: 'running', attempts: 1, relayed_at: deps.db.raw("now() - interval '16 minutes'") });

    workers = await startWorkers({ ...deps, prefix, retry: fastRetry, relayPollMs: NO_POLL_MS });
    const relay = await startRelay();
    await relay.drain(15_000);
    expect(await deps.db('job_outbox').first('state', 'attempts', 'last_error')).toEqual({
      state: 'done',
      attempts: 2,
      last_error: null,
    });
    expect(await deps.db('outbound_emails').where({ id: emailId }).first('sent_at')).not.toEqual({ sent_at: null });
    expect(await readOutbox(deps.outbox)).toHaveLength(1);
    expect(await jobState(row.id)).toBe('completed');
  });

  it('fails for good, instead of resending for ever, a job cut off as many times as it may be tried', async () => {
    const deps = await open();
    await deps.db.transaction((trx) => queueMail(trx, deps.keys, message));
    const row = (await deps.db('job_outbox').first('id')) as { id: number };
    await failAsStalledTwice(row.id);
    await deps
      .db('job_outbox')
      .where({ id: row.id })
      .update({
        state: 'running',
        attempts: fastRetry.maxAttempts,
        relayed_at: deps.db.raw("now() - interval '16 minutes'"),
      });
    workers = await startWorkers({ ...deps, prefix, retry: fastRetry, relayPollMs: NO_POLL_MS });
    const relay = await startRelay();
    await relay.drain(15_000);
    expect(await deps.db('job_outbox').first('state', 'last_error')).toEqual({
      state: 'failed',
      last_error: 'Interrupted before it could finish, too many times',
    });
    expect(await readOutbox(deps.outbox)).toEqual([]);
  });

  it('leaves a resent job alone while BullMQ still holds it waiting, so it is not run twice', async () => {
    const deps = await open();
    await deps.db.transaction((trx) => queueMail(trx, deps.keys, message));
    const row = (await deps.db('job_outbox').first('id')) as { id: number };
    const relay = await startRelay();
    await eventually(async () => {
      relay.kick();
      return (await countByState(deps.db, 'relayed')) === 1;
    });
    await deps
      .db('job_outbox')
      .where({ id: row.id })
      .update({ relayed_at: deps.db.raw("now() - interval '16 minutes'") });
    await eventually(async () => {
      relay.kick();
      const current = (await deps
        .db('job_outbox')
        .first(deps.db.raw("relayed_at > now() - interval '1 minute' as fresh"))) as {
        fresh: boolean;
      };
      return current.fresh;
    });
    const queue = new Queue('email', { connection: { url: REDIS_URL }, prefix });
    expect(await queue.getJobCounts('wait', 'failed', 'completed')).toEqual({ wait: 1, failed: 0, completed: 0 });
    await queue.close();
    workers = await startWorkers({ ...deps, prefix, retry: fastRetry });
    await relay.drain(15_000);
    expect(await readOutbox(deps.outbox)).toHaveLength(1);
  });
  it('sends its relayed rows again when its connection comes back to a Redis that lost them', async () => {
    const { db } = await open();
    const ids = await recordRows(db, 3);
    const relay = await startRelay();
    await eventually(async () => {
      relay.kick();
      return (await countByState(db, 'relayed')) === ids.length;
    });
    const admin = new Redis(REDIS_URL);
    const queue = new Queue('email', { connection: { url: REDIS_URL }, prefix });
    try {
      expect(await queue.getJobCountByTypes('wait')).toBe(ids.length);
      // Redis restarted without its data: the queue's keys are gone and the relay's connection is cut.
      const keys = await admin.keys(`${prefix}:*`);
      await admin.del(...keys);
      expect(await queue.getJobCountByTypes('wait')).toBe(0);
      const clients = (await admin.client('LIST')) as string;
      const relayClients = clients
        .split('\n')
        .filter((line) => line.includes(` name=${prefix}:relay `))
        .map((line) => /(?:^| )id=(\d+)/.exec(line)?.[1]);
      expect(relayClients).toHaveLength(1);
      await admin.client('KILL', 'ID', relayClients[0] ?? '');
      // No kick and no poll: the reconnection alone sends them again, long before the 15-minute resend.
      await eventually(async () => (await queue.getJobCountByTypes('wait')) === ids.length);
      expect(await countByState(db, 'relayed')).toBe(ids.length);
    } finally {
      await queue.close();
      await admin.quit();
    }
  });
});
