import type { Db } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import type { QueueName } from './jobTypes.ts';
import { recordJob } from './outbox.ts';

/** A job that runs every `intervalSeconds`, wherever jobs run. */
export interface Schedule {
  name: string;
  queue: QueueName;
  jobName: string;
  intervalSeconds: number;
}

/** Every recurring job of the product. */
export const SCHEDULES: readonly Schedule[] = [
  // Deletes what is kept only for a while (docs/decisions.md, Retention).
  { name: 'retention', queue: 'maintenance', jobName: 'retention', intervalSeconds: 24 * 3600 },
  // Disposes of documents and letters past their retention (docs/decisions.md, Documents; jobs/documentDisposal.ts).
  { name: 'document-disposal', queue: 'maintenance', jobName: 'documents.dispose', intervalSeconds: 24 * 3600 },
];

/** A running scheduler. */
export interface RunningScheduler {
  /** Claims and records every due schedule now (also run on each tick). */
  runDue(): Promise<string[]>;
  stop(): void;
}

/** What the scheduler needs. */
export interface SchedulerOptions {
  db: Db;
  logger: Logger;
  /** Told after a job was recorded, so the runtime looks at the outbox at once. */
  kick?: () => void;
  schedules?: readonly Schedule[];
  /** How often due schedules are looked for (default a minute). */
  tickMs?: number;
}

/**
 * Writes the schedules (a new one is due at once; an existing one keeps its next run), then, every tick, claims
 * each due schedule by moving its next run forward in the same statement that finds it (`for update skip locked`,
 * so two processes never both take it) and records its job in the outbox in that transaction.
 */
export async function startScheduler(options: SchedulerOptions): Promise<RunningScheduler> {
  const { db, logger } = options;
  const schedules = options.schedules ?? SCHEDULES;
  for (const schedule of schedules) {
    await db('job_schedules')
      .insert({
        name: schedule.name,
        queue: schedule.queue,
        job_name: schedule.jobName,
        interval_seconds: schedule.intervalSeconds,
        next_run_at: db.fn.now(),
      })
      .onConflict('name')
      .merge(['queue', 'job_name', 'interval_seconds']);
  }

  async function claimOne(): Promise<string | undefined> {
    return db.transaction(async (trx) => {
      const result = (await trx.raw(
        `update job_schedules
            set last_run_at = now(), next_run_at = now() + make_interval(secs => interval_seconds)
          where name = (select name from job_schedules
                         where next_run_at <= now() and name = any(?)
                         order by next_run_at
                         limit 1
                         for update skip locked)
          returning name, queue, job_name`,
        [schedules.map((schedule) => schedule.name)],
      )) as { rows: { name: string; queue: QueueName; job_name: string }[] };
      const due = result.rows[0];
      if (!due) return undefined;
      await recordJob(trx, due.queue, due.job_name, { schedule: due.name });
      return due.name;
    });
  }

  let running: Promise<string[]> | undefined;
  const runDue = (): Promise<string[]> => {
    running ??= (async () => {
      const claimed: string[] = [];
      try {
        for (let name = await claimOne(); name !== undefined; name = await claimOne()) claimed.push(name);
      } catch (error) {
        logger.error({ err: error }, 'scheduler could not claim due jobs');
      }
      if (claimed.length > 0) {
        logger.info({ schedules: claimed }, 'scheduled jobs recorded');
        options.kick?.();
      }
      return claimed;
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  // The first pass is awaited, so a process that has started has recorded what was due.
  await runDue();
  const timer = setInterval(() => void runDue(), options.tickMs ?? 60_000);
  timer.unref();
  return {
    runDue,
    stop: () => clearInterval(timer),
  };
}
