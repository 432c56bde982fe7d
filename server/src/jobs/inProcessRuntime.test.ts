import { rm } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queueMail } from '../mail/queueMail.ts';
import { readOutbox } from '../mail/readOutbox.ts';
import { sendEmail } from '../mail/sendEmail.ts';
import type { MailTransport, OutgoingMail } from '../mail/transport.ts';
import { createJobRuntime } from './createJobRuntime.ts';
import { PermanentJobError } from './jobTypes.ts';
import { openJobTestDeps, type JobTestDeps } from './openJobTestDeps.ts';
import { recordJob } from './outbox.ts';
import type { JobRuntime } from './runtime.ts';
import type { JobProcessor, ProcessorRegistry } from './jobTypes.ts';

const message = { template: 'test', to: 'borrower@example.com', subject: 'Your code', text: 'Your code is 123456.' };

function countingTransport(): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
      return { messageId: `<test-${mail.id}@example.com>` };
    },
    close() {},
  };
}

async function outboxRow(deps: JobTestDeps, id: number) {
  return (await deps.db('job_outbox').where({ id }).first()) as {
    state: string;
    attempts: number;
    last_error: string | null;
    finished_at: Date | null;
  };
}

async function waitForState(deps: JobTestDeps, id: number, state: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await outboxRow(deps, id);
    if (row.state === state) return row;
    if (Date.now() > deadline) throw new Error(`job ${id} is ${row.state}, not ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('in-process job runtime', () => {
  let deps: JobTestDeps;
  let runtime: JobRuntime | undefined;

  beforeAll(async () => {
    deps = await openJobTestDeps();
  });

  beforeEach(async () => {
    await deps.db.raw('truncate job_outbox, outbound_emails restart identity');
    await rm(deps.outbox, { recursive: true, force: true });
  });

  afterEach(async () => {
    await runtime?.stop();
    runtime = undefined;
  });

  afterAll(() => deps.close());

  function start(options: { processors?: ProcessorRegistry; mail?: MailTransport } = {}): JobRuntime {
    runtime = createJobRuntime({
      ...deps,
      ...options,
      runInProcess: true,
      retry: { maxAttempts: 3, baseDelayMs: 60, maxDelayMs: 1_000 },
      pollIntervalMs: 20,
    });
    void runtime.start();
    return runtime;
  }

  it('sends nothing for a job recorded in a transaction that rolls back', async () => {
    const jobs = start();
    await expect(
      deps.db.transaction(async (trx) => {
        await queueMail(trx, deps.keys, message);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    jobs.kick();
    await jobs.drain();
    expect(Number((await deps.db('job_outbox').count({ n: '*' }))[0]?.n)).toBe(0);
    expect(await readOutbox(deps.outbox)).toEqual([]);
  });

  it('sends each mail once, even when its job runs twice', async () => {
    const mail = countingTransport();
    const jobs = start({ mail });
    const emailId = await deps.db.transaction((trx) => queueMail(trx, deps.keys, message));
    // A second job for the same mail, as a retry after a crash would give.
    const again = await deps.db.transaction((trx) => recordJob(trx, 'email', 'send', { emailId }));
    jobs.kick();
    await jobs.drain();
    expect(mail.sent.map((m) => [m.id, m.to, m.subject, m.text])).toEqual([
      [emailId, message.to, message.subject, message.text],
    ]);
    expect((await outboxRow(deps, again)).state).toBe('done');
    const ctx = { ...deps, mail };
    await sendEmail({ emailId }, ctx);
    expect(mail.sent).toHaveLength(1);
    const email = await deps.db('outbound_emails').where({ id: emailId }).first();
    expect(email.sent_at).not.toBeNull();
    expect(email.message_id).toBe(`<test-${emailId}@example.com>`);
  });

  it('retries a failing job with growing waits and marks it failed after the last attempt', async () => {
    const calls: number[] = [];
    const flaky: JobProcessor = async () => {
      calls.push(Date.now());
      throw new Error('SMTP refused mail for borrower@example.com');
    };
    const jobs = start({ processors: { email: { flaky }, pdf: {}, maintenance: {} } });
    const id = await deps.db.transaction((trx) => recordJob(trx, 'email', 'flaky', { emailId: 1 }));
    jobs.kick();
    const row = await waitForState(deps, id, 'failed');
    expect(calls).toHaveLength(3);
    expect(row.attempts).toBe(3);
    expect(row.finished_at).not.toBeNull();
    // An error's message can quote data (here the recipient): only its class is kept.
    expect(row.last_error).toBe('Error');
    const [first = 0, second = 0, third = 0] = calls;
    expect(second - first).toBeGreaterThanOrEqual(55);
    expect(third - second).toBeGreaterThanOrEqual(115);
  });

  it('marks a job failed at once when retrying cannot help', async () => {
    let calls = 0;
    const doomed: JobProcessor = async () => {
      calls += 1;
      throw new PermanentJobError('The letter is gone');
    };
    const jobs = start({ processors: { email: { send: sendEmail }, pdf: { doomed }, maintenance: {} } });
    const ids = await deps.db.transaction(async (trx) => [
      await recordJob(trx, 'pdf', 'doomed', { letterId: 7 }),
      await recordJob(trx, 'pdf', 'no-such-job', { letterId: 7 }),
      await recordJob(trx, 'email', 'send', { emailId: 999 }),
    ]);
    jobs.kick();
    await jobs.drain();
    const rows = await Promise.all(ids.map((id) => outboxRow(deps, id)));
    expect(rows.map((r) => [r.state, r.attempts, r.last_error])).toEqual([
      ['failed', 1, 'PermanentJobError: The letter is gone'],
      ['failed', 1, 'PermanentJobError: No processor for job pdf/no-such-job'],
      ['failed', 1, 'PermanentJobError: E-mail 999 no longer exists'],
    ]);
    expect(calls).toBe(1);
  });

  it('takes over a job whose runner died once its lease has run out', async () => {
    const mail = countingTransport();
    const emailId = await deps.db.transaction((trx) => queueMail(trx, deps.keys, message));
    // As a crash mid-job leaves it: running, one attempt counted, lease expired.
    await deps
      .db('job_outbox')
      .update({ state: 'running', attempts: 1, run_after: deps.db.raw("now() - interval '1 second'") });
    const jobs = start({ mail });
    await jobs.drain();
    expect(mail.sent.map((m) => m.id)).toEqual([emailId]);
    expect((await deps.db('job_outbox').first()).state).toBe('done');
  });
});
