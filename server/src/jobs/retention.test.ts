import { mkdirSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seedFormDefinitions } from '../forms/seedFormDefinitions.ts';
import { outboxFolder } from '../mail/transport.ts';
import { openJobTestDeps, type JobTestDeps } from './openJobTestDeps.ts';
import { applyRetention, RETENTION } from './retention.ts';
import { startScheduler } from './scheduler.ts';

const DAY = 24 * 3600 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describe('retention', () => {
  let deps: JobTestDeps | undefined;
  afterEach(async () => {
    await deps?.close();
    deps = undefined;
  });

  it('deletes what is past its retention and keeps what is not', async () => {
    deps = await openJobTestDeps();
    const { db } = deps;
    await seedFormDefinitions(db);
    const folder = outboxFolder(deps.config);
    mkdirSync(folder, { recursive: true });
    const oldFile = path.join(folder, 'old.eml');
    const newFile = path.join(folder, 'new.eml');
    writeFileSync(oldFile, 'Your code is 123456');
    writeFileSync(newFile, 'Your code is 654321');
    utimesSync(oldFile, daysAgo(RETENTION.outboxFileDays + 1), daysAgo(RETENTION.outboxFileDays + 1));

    const mail = (sentDaysAgo: number | null, createdDaysAgo: number) => ({
      template: 't',
      to_address: 'someone@example.com',
      subject_enc: 'x',
      text_enc: 'x',
      sent_at: sentDaysAgo === null ? null : daysAgo(sentDaysAgo),
      created_at: daysAgo(createdDaysAgo),
    });
    await db('outbound_emails').insert([mail(8, 8), mail(1, 1), mail(null, 31), mail(null, 2)]);
    const submission = (days: number) => ({
      form_id: 'contact',
      form_version: 1,
      data: JSON.stringify({}),
      ip: '127.0.0.1',
      created_at: daysAgo(days),
    });
    await db('form_submissions').insert([submission(731), submission(729)]);
    const job = (state: string, days: number) => ({
      queue: 'email',
      name: 'send',
      payload: JSON.stringify({ emailId: 1 }),
      state,
      finished_at: daysAgo(days),
    });
    await db('job_outbox').insert([job('done', 31), job('failed', 31), job('done', 2)]);
    await db('auth_events').insert([
      { kind: 'code_sent', ip: '1.2.3.4', created_at: daysAgo(31) },
      { kind: 'code_sent', ip: '1.2.3.4', created_at: daysAgo(1) },
    ]);

    const report = await applyRetention(db, deps.config.dataDir);
    expect(report).toMatchObject({
      outboxFiles: 1,
      sentMails: 1,
      unsentMails: 1,
      formSubmissions: 1,
      finishedJobs: 2,
      authEvents: 1,
    });
    expect(existsSync(oldFile)).toBe(false);
    expect(existsSync(newFile)).toBe(true);
    const count = async (table: string) =>
      Number((await db(table).count<{ count: string }[]>({ count: '*' }))[0]?.count);
    expect(await count('outbound_emails')).toBe(2);
    expect(await count('form_submissions')).toBe(1);
    expect(await count('job_outbox')).toBe(1);
    expect(await count('auth_events')).toBe(1);
  });

  it('is scheduled once per interval however many processes start the scheduler', async () => {
    deps = await openJobTestDeps();
    const { db, logger } = deps;
    const schedules = [
      { name: 'retention', queue: 'maintenance', jobName: 'retention', intervalSeconds: 3600 },
    ] as const;
    const [first, second] = await Promise.all([
      startScheduler({ db, logger, schedules, tickMs: 60_000 }),
      startScheduler({ db, logger, schedules, tickMs: 60_000 }),
    ]);
    expect(await Promise.all([first?.runDue(), second?.runDue()])).toEqual([[], []]);
    first?.stop();
    second?.stop();
    const jobs = await db('job_outbox').where({ queue: 'maintenance', name: 'retention' });
    expect(jobs).toHaveLength(1);
    const [schedule] = await db('job_schedules').where({ name: 'retention' });
    expect(new Date(schedule.next_run_at).getTime() - new Date(schedule.last_run_at).getTime()).toBe(3600 * 1000);

    // Due again: recorded again, once.
    await db('job_schedules').update({ next_run_at: daysAgo(1) });
    const third = await startScheduler({ db, logger, schedules, tickMs: 60_000 });
    third.stop();
    expect(await db('job_outbox').where({ queue: 'maintenance' })).toHaveLength(2);
  });
});
