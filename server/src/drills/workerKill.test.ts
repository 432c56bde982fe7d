import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileMissingError, fileStoreFor } from 'server/files/fileStore.ts';
import { disposeDocuments, UNATTACHED_PDF_HOURS } from 'server/jobs/documentDisposal.ts';
import { APPLICATION_PDF_JOB } from 'server/application/applicationPdfJob.ts';
import { applicationRecordFixture } from 'server/testing/applications.ts';
import { drillBorrowers, submitApplication, type DrillBorrower } from './drillBorrowers.ts';
import { createDrillDatabase, type DrillDatabase } from './drillDatabase.ts';
import { startDrillServer, type DrillServer } from './drillServer.ts';
import { startRedisProcess, type RedisProcess } from './redisProcess.ts';
import { startWorkerProcess, type WorkerProcess } from './workerProcess.ts';

/**
 * Outage drill (issue 25, item 5): the worker is killed in the middle of an application's PDF. It is killed at the
 * worst moment, found without a hook in the product: both copies rendered and stored, not yet attached. The drill
 * holds the application's row lock, so the worker's attaching transaction waits on it where the drill can see it
 * (pg_stat_activity), and SIGKILLs the worker there. Another worker must then make the PDF, once: one pair attached
 * and served, the outbox job done, and the killed run's copies, which nothing points at, disposed of by the daily
 * disposal once they are old enough.
 */

const SAVED_STAGES = ['stageOne', 'stageTwo', 'stageThree', 'stageFour', 'stageFive'] as const;
/** Longest the next worker may take to make the PDF: the killed worker's lock runs out, then a stalled check. */
const REMADE_LIMIT_MS = 30_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: DrillDatabase;
let redis: RedisProcess;
let server: DrillServer;
let borrower: DrillBorrower;
const workers: WorkerProcess[] = [];

async function poll<T>(what: string, read: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await pause(50);
  }
}

beforeAll(async () => {
  database = await createDrillDatabase('drill_worker');
  redis = await startRedisProcess();
  server = await startDrillServer({ database, env: { REDIS_URL: redis.url } });
  const record = applicationRecordFixture();
  [borrower] = (await drillBorrowers(
    server,
    1,
    SAVED_STAGES.map((key) => ({ key, value: record[key] as Record<string, unknown> })),
  )) as [DrillBorrower];
}, 60_000);

afterAll(async () => {
  for (const worker of workers) await worker.stop('SIGKILL');
  await server?.close();
  await redis?.close();
  await database?.drop();
});

describe('the worker killed in the middle of a PDF', () => {
  it('makes the PDF once: the next worker makes and attaches it, and the dead run’s copies are disposed of', async () => {
    const db = server.deps.db;
    const submitted = await submitApplication(server, borrower);
    expect(submitted.body.status).toBe(100);
    const job = (await db('job_outbox').where({ queue: 'pdf', name: APPLICATION_PDF_JOB }).first('id')) as {
      id: number;
    };

    // The drill holds the application's row, so the worker's attaching transaction waits where it can be seen.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select id from applications where id = $1 for update', [borrower.applicationId]);
    const first = startWorkerProcess(server.workerEnv);
    workers.push(first);
    await first.ready;
    await poll(
      'the worker waiting to attach the PDF',
      async () => {
        const rows = (await database.admin(
          `select count(*)::int as waiting from pg_stat_activity
            where datname = $1 and wait_event_type = 'Lock' and query ilike '%applications%for update%'`,
          [database.name],
        )) as { waiting: number }[];
        return (rows[0]?.waiting ?? 0) > 0 ? true : undefined;
      },
      30_000,
    );
    const deadRun = (await db('stored_files').where({ purpose: 'application-pdf' }).select('id', 'key')) as {
      id: number;
      key: string;
    }[];
    expect(deadRun).toHaveLength(2);

    // Killed mid-PDF: rendered and stored, not attached.
    expect(await first.stop('SIGKILL')).toBe('SIGKILL');
    const killedAt = performance.now();
    await holder.query('rollback');
    await holder.end();
    expect(await db('job_outbox').where({ id: job.id }).first('state')).toEqual({ state: 'running' });
    const unattached = (await db('applications').where({ id: borrower.applicationId }).first('pdf_file_id')) as {
      pdf_file_id: number | null;
    };
    expect(unattached.pdf_file_id).toBeNull();

    // The next worker takes the job over once the dead one's lock has run out, and makes the PDF.
    const second = startWorkerProcess(server.workerEnv);
    workers.push(second);
    await second.ready;
    await poll(
      'the PDF job done',
      async () =>
        ((await db('job_outbox').where({ id: job.id }).first('state')) as { state: string }).state === 'done'
          ? true
          : undefined,
      REMADE_LIMIT_MS,
    );
    const remadeMs = performance.now() - killedAt;
    const application = (await db('applications')
      .where({ id: borrower.applicationId })
      .first('revision', 'pdf_revision', 'pdf_file_id', 'lender_pdf_file_id')) as Record<string, number | null>;
    expect(application.pdf_revision).toBe(application.revision);
    const attached = [application.pdf_file_id, application.lender_pdf_file_id].map(Number);
    expect(attached.filter((id) => !id || deadRun.some((file) => file.id === id))).toEqual([]);

    // Served as it is: the owner's download makes nothing more.
    const download = await fetch(`${server.url}/api/eloan/pdf/${borrower.applicationId}`, {
      headers: { authorization: `Bearer ${borrower.token}` },
    });
    expect(download.status).toBe(200);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const made = (await db('stored_files').where({ purpose: 'application-pdf' }).orderBy('id').select('id')) as {
      id: number;
    }[];
    const everyCopy = [...deadRun.map((file) => file.id), ...attached].sort((a, b) => a - b);
    expect(made.map((file) => file.id)).toEqual(everyCopy);

    // The dead run's copies: kept while a run might still attach them, disposed of once they are a day old.
    expect((await disposeDocuments(db, server.config)).neverAttached).toBe(0);
    await db('stored_files')
      .whereIn(
        'id',
        deadRun.map((file) => file.id),
      )
      .update({ created_at: db.raw(`now() - make_interval(hours => ?)`, [UNATTACHED_PDF_HOURS + 1]) });
    expect((await disposeDocuments(db, server.config)).neverAttached).toBe(2);
    for (const file of deadRun) {
      await expect(fileStoreFor(server.config).get(file.key)).rejects.toBeInstanceOf(FileMissingError);
    }
    const kept = (await db('stored_files').whereIn('id', attached).select('disposed_at')) as {
      disposed_at: Date | null;
    }[];
    expect(kept.map((file) => file.disposed_at)).toEqual([null, null]);

    console.info(`Worker drill: killed mid-PDF; the next worker made and attached it ${Math.round(remadeMs)} ms later`);
  }, 90_000);
});
