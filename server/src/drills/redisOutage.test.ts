import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationRecordFixture, stageFixture } from 'server/testing/applications.ts';
import {
  drillBorrowers,
  replySeen,
  saveMarked,
  submitApplication,
  type DrillBorrower,
  type ReplySeen,
} from './drillBorrowers.ts';
import { createDrillDatabase, type DrillDatabase } from './drillDatabase.ts';
import { startDrillServer, type DrillServer } from './drillServer.ts';
import { startRedisProcess, type RedisProcess } from './redisProcess.ts';
import { startSmtpSink, type SmtpSink } from './smtpSink.ts';
import { startWorkerProcess, type WorkerProcess } from './workerProcess.ts';

/**
 * Outage drill (issue 25, item 5): Redis stops for 30 s while borrowers make 1,000 saves and 50 submissions. The
 * product runs in its production shape: the web server relays jobs to a Redis of the drill's own, which the drill
 * kills (a crash) and starts again on the same port, and the worker process delivers mail over SMTP to a sink that
 * counts every message. Every save and submission must be answered at once while Redis is away (the save path never
 * waits on it), and once Redis is back every mail must arrive exactly once and every application's PDF be made once.
 */

const SAVERS = 10;
const SAVES = 1_000;
const SUBMISSIONS = 50;
/** The load's length: the saves are spread evenly over it, the submissions over its first 37 s. */
const RUN_MS = 40_000;
const REDIS_DOWN_AT_MS = 3_000;
const REDIS_DOWN_MS = 30_000;
/** Longest a save or a submission may take: far below any Redis timeout, so a path waiting on Redis fails here. */
const ANSWER_LIMIT_MS = 3_000;
/** Longest wait, once Redis is back, for the first mail held back by the outage. */
const FIRST_MAIL_LIMIT_MS = 4_000;

/** The stages a submitter has saved before the run: all but the last, of the fixtures' three-person application. */
const SAVED_STAGES = ['stageOne', 'stageTwo', 'stageThree', 'stageFour', 'stageFive'] as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = (at: number) => pause(Math.max(0, at - performance.now()));

let database: DrillDatabase;
let redis: RedisProcess;
let smtp: SmtpSink;
let server: DrillServer;
let worker: WorkerProcess;
let savers: DrillBorrower[];
let submitters: DrillBorrower[];

beforeAll(async () => {
  database = await createDrillDatabase('drill_redis');
  redis = await startRedisProcess();
  smtp = await startSmtpSink();
  server = await startDrillServer({ database, env: { REDIS_URL: redis.url, SMTP_URL: smtp.url } });
  worker = startWorkerProcess(server.workerEnv);
  savers = await drillBorrowers(server, SAVERS, [{ key: 'stageOne', value: stageFixture('application-stage1') }]);
  const record = applicationRecordFixture();
  submitters = await drillBorrowers(
    server,
    SUBMISSIONS,
    SAVED_STAGES.map((key) => ({ key, value: record[key] as Record<string, unknown> })),
  );
  await worker.ready;
}, 120_000);

afterAll(async () => {
  await worker?.stop('SIGTERM');
  await server?.close();
  await smtp?.close();
  await redis?.close();
  await database?.drop();
});

describe('Redis stopped for 30 s during 1,000 saves and 50 submissions', () => {
  it('answers every save at once, then makes every mail and PDF exactly once after Redis returns', async () => {
    const seen: ReplySeen[] = [];
    const submitted: ReplySeen[] = [];
    const start = performance.now();
    let failed = false;
    let nextSave = 0;
    const saving = savers.map(async (borrower) => {
      for (let index = nextSave++; index < SAVES && !failed; index = nextSave++) {
        await until(start + (index * RUN_MS) / SAVES);
        await saveMarked(server, borrower, 200_000 + index, seen, 100).catch((error: unknown) => {
          failed = true;
          throw error;
        });
      }
    });
    const submitting = submitters.map(async (borrower, index) => {
      await until(start + 1_000 + (index * (RUN_MS - 4_000)) / SUBMISSIONS);
      submitted.push(replySeen(await submitApplication(server, borrower)));
    });
    const load = Promise.all([...saving, ...submitting]);
    load.catch(() => undefined);

    await until(start + REDIS_DOWN_AT_MS);
    await redis.kill();
    const downAt = performance.now();
    await until(downAt + REDIS_DOWN_MS);
    await redis.start();
    const backAt = performance.now();
    await load;

    // Every save and submission was answered, at once, Redis or not.
    expect(seen.filter((reply) => reply.http !== 200 || reply.status !== 100)).toEqual([]);
    expect(seen).toHaveLength(SAVES);
    expect(submitted.filter((reply) => reply.status !== 100)).toEqual([]);
    expect(submitted).toHaveLength(SUBMISSIONS);
    const whileDown = (reply: ReplySeen) => reply.at > downAt && reply.at < backAt;
    expect(seen.filter(whileDown).length).toBeGreaterThan(SAVES / 2);
    expect(submitted.filter(whileDown).length).toBeGreaterThan(SUBMISSIONS / 2);
    const slowest = Math.max(...[...seen, ...submitted].map((reply) => reply.ms));
    expect(slowest).toBeLessThan(ANSWER_LIMIT_MS);

    // Once Redis is back the outbox empties: every job relayed and done, none failed; the first mail goes out soon.
    await server.deps.jobs.drain(60_000);
    const doneAt = performance.now();
    const firstMailAfter = (smtp.arrivals().find((at) => at > backAt) ?? Number.POSITIVE_INFINITY) - backAt;
    expect(firstMailAfter).toBeLessThan(FIRST_MAIL_LIMIT_MS);
    const jobs = (await server.deps.db('job_outbox').select('queue', 'state')) as { queue: string; state: string }[];
    expect(jobs.filter((job) => job.state !== 'done')).toEqual([]);

    // Every mail arrived exactly once.
    const mails = (await server.deps.db('outbound_emails').select('id', 'message_id', 'sent_at')) as {
      id: number;
      message_id: string | null;
      sent_at: Date | null;
    }[];
    expect(mails.length).toBeGreaterThanOrEqual(SUBMISSIONS);
    expect(mails.filter((mail) => !mail.sent_at || !mail.message_id)).toEqual([]);
    const deliveries = smtp.deliveries();
    expect([...deliveries.values()].filter((count) => count !== 1)).toEqual([]);
    expect(new Set(deliveries.keys())).toEqual(new Set(mails.map((mail) => mail.message_id)));

    // Every submitted application has its two PDFs, each made once.
    const applications = (await server.deps
      .db('applications')
      .whereIn(
        'id',
        submitters.map((borrower) => borrower.applicationId),
      )
      .select('revision', 'pdf_revision', 'pdf_file_id', 'lender_pdf_file_id')) as Record<string, number | null>[];
    expect(
      applications.filter((row) => row.pdf_revision !== row.revision || !row.pdf_file_id || !row.lender_pdf_file_id),
    ).toEqual([]);
    const pdfs = (await server.deps.db('stored_files').where({ purpose: 'application-pdf' }).select('deleted_at')) as {
      deleted_at: Date | null;
    }[];
    expect({ made: pdfs.length, deleted: pdfs.filter((pdf) => pdf.deleted_at).length }).toEqual({
      made: 2 * SUBMISSIONS,
      deleted: 0,
    });

    // Nothing failed on the way: no 500 in the server, and the worker rode out the outage.
    expect(server.log.lines().filter((line) => line.includes('"unhandled error"'))).toEqual([]);
    expect(await Promise.race([worker.exited, pause(0).then(() => 'running')])).toBe('running');

    const sorted = [...seen].map((reply) => reply.ms).sort((a, b) => a - b);
    console.info(
      `Redis drill: ${seen.length} saves (${seen.filter(whileDown).length} while Redis was down) and ` +
        `${submitted.length} submissions answered; save p50 ${Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0)} ms, ` +
        `p99 ${Math.round(sorted[Math.floor(sorted.length * 0.99)] ?? 0)} ms, slowest answer ${Math.round(slowest)} ms; ` +
        `first mail ${Math.round(firstMailAfter)} ms and all ${mails.length} mails and ${pdfs.length} PDFs ` +
        `${Math.round(doneAt - backAt)} ms after Redis returned`,
    );
  }, 150_000);
});
