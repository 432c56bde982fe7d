// `npm run load`: 200 simulated borrowers for 60 s through the real journey on the production shape (issue 25,
// item 6): each goes through the whole journey (borrowerJourney.ts), however long the load makes it, then repeats
// stage pages and the dashboard until the 60 s are up. Needs a build (npm run build, or a private one named in
// LOAD_DIST) and PostgreSQL and Redis to run on (LOAD_DATABASE_URL or DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test; LOAD_REDIS_URL or REDIS_URL, else redis://127.0.0.1:6379); everything
// else it starts itself (productionShape.ts). Prints a table of every call's p50/p95/p99, the processes' memory and
// CPU and the errors, then one JSON line; exits 1 on any unexpected reply, a lost save, a process that ended, a
// failed job or an error logged. Settings (environment): LOAD_BORROWERS (200), LOAD_SECONDS (60), LOAD_THINK_MS
// (mean pause between pages, 1000), LOAD_RAMP_SECONDS (borrowers' starts spread over, 5), LOAD_UPLOAD_KB (the
// document's size, 256), LOAD_LOG_LEVEL (the product's, info), WEB_CONCURRENCY (the product's default with
// DATABASE_URL: one per core).
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { samplePdf } from 'server/testing/sampleFiles.ts';
import { BorrowerClient } from './apiClient.ts';
import { BORROWER_PROFILE, runBorrower, type JourneyOutcome } from './borrowerJourney.ts';
import { CallLog, percentile, summarizeCalls, type CallSummary } from './callStats.ts';
import { formatCallTable, formatMs } from './loadReport.ts';
import { DatabaseCpu } from './databaseCpu.ts';
import { busyShare, cpuSecondsOf, machineTicks } from './processCpu.ts';
import { MemorySampler, type ProcessMemory } from './processMemory.ts';
import { startProductionShape, type ProductionShape } from './productionShape.ts';

/** A whole number from the environment, or the default. */
function setting(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number (got "${raw}")`);
  return value;
}

const settings = {
  borrowers: setting('LOAD_BORROWERS', 200),
  seconds: setting('LOAD_SECONDS', 60),
  thinkMs: setting('LOAD_THINK_MS', 1000),
  rampSeconds: setting('LOAD_RAMP_SECONDS', 5),
  uploadKb: setting('LOAD_UPLOAD_KB', 256),
  webConcurrency: setting('WEB_CONCURRENCY', os.availableParallelism()),
  logLevel: process.env.LOAD_LOG_LEVEL || 'info',
  dist: path.resolve(process.env.LOAD_DIST || 'dist'),
  adminDatabaseUrl:
    process.env.LOAD_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  redisUrl: process.env.LOAD_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379',
};

/** How long a borrower waits for its code mail before the run counts it as lost. */
const CODE_MAIL_TIMEOUT_MS = 60_000;
/** How often the processes' memory is read. */
const MEMORY_SAMPLE_MS = 250;
/** How long the machine's own load is read before the run, with the product started and idle. */
const QUIET_READING_MS = 5000;

/** The borrowers' accounts, as existing customers have them (e-mail proven, profile complete). */
async function seedBorrowers(databaseUrl: string, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => `load.borrower.${i + 1}@example.com`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into users (email, first_name, last_name, mobile_number, status, role, email_verified_at)
       select email, $2, $3, $4, 1, 'borrower', now() from unnest($1::text[]) as email`,
      [emails, BORROWER_PROFILE.firstName, BORROWER_PROFILE.lastName, BORROWER_PROFILE.mobile],
    );
  } finally {
    await client.end();
  }
  return emails;
}

/** A PDF of about `kb` KiB, as a scanned pay stub might be: a real one-page PDF, padded with PDF comment lines. */
async function uploadFile(kb: number): Promise<Buffer> {
  const pdf = await samplePdf('Pay stub, load run');
  const line = Buffer.from(`%${'0'.repeat(78)}\n`);
  const lines = Math.max(0, Math.ceil((kb * 1024 - pdf.length) / line.length));
  return Buffer.concat([pdf, ...Array.from({ length: lines }, () => line)]);
}

/** The client address of borrower i: 198.18.0.0/15 is set aside for benchmarks (RFC 2544). */
function addressOf(index: number): string {
  return `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

/** One kind of job over the run: how many, how many not done, and where its time went (milliseconds). */
interface JobFigures {
  name: string;
  count: number;
  notDone: number;
  failed: number;
  /** Recorded to relayed to Redis (the web processes' relay, on a kick after commit or its 1 s poll). */
  relayP50: number;
  relayP95: number;
  /** Relayed to finished by the worker (waiting in the queue, then running). */
  workerP50: number;
  workerP95: number;
}

/** Each job's figures from the run's outbox at the end (did the worker keep up, did any fail, where mail waits). */
async function jobFigures(databaseUrl: string): Promise<JobFigures[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const ms = (from: string, to: string) => `extract(epoch from ${to} - ${from}) * 1000`;
  const quantile = (q: number, from: string, to: string) =>
    `coalesce(percentile_disc(${q}) within group (order by ${ms(from, to)}), 0)::float`;
  try {
    const { rows } = await client.query<JobFigures>(
      `select name, count(*)::int as count,
              (count(*) filter (where state <> 'done'))::int as "notDone",
              (count(*) filter (where state = 'failed'))::int as failed,
              ${quantile(0.5, 'created_at', 'relayed_at')} as "relayP50",
              ${quantile(0.95, 'created_at', 'relayed_at')} as "relayP95",
              ${quantile(0.5, 'relayed_at', 'finished_at')} as "workerP50",
              ${quantile(0.95, 'relayed_at', 'finished_at')} as "workerP95"
       from job_outbox group by name order by count(*) desc, name`,
    );
    return rows;
  } finally {
    await client.end();
  }
}

/**
 * What the processes logged: warnings and errors (with the first few of each), and other output (Node's own
 * warnings, each text once). A crash is not missed here: its process ends (shape.ended()).
 */
function readLogs(logDir: string) {
  const problems: { level: string; file: string; line: string }[] = [];
  const counts = { warn: 0, error: 0 };
  const otherOutput = new Set<string>();
  for (const file of ['web.log', 'worker.log']) {
    const logFile = path.join(logDir, file);
    if (!existsSync(logFile)) continue;
    const text = readFileSync(logFile, 'utf8');
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      let entry: { level?: number };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        // Not pino's: printed by Node or a library (a deprecation notice), the same by every process.
        otherOutput.add(`${file}: ${line.replace(/^\(node:\d+\) /, '').slice(0, 200)}`);
        continue;
      }
      const level = entry.level ?? 0;
      if (level < 40) continue;
      const kind = level >= 50 ? 'error' : 'warn';
      counts[kind] += 1;
      if (problems.length < 10) problems.push({ level: kind, file, line: line.slice(0, 300) });
    }
  }
  return { counts, problems, otherOutput: [...otherOutput] };
}

/** After the run: each application's revision as the server has it, against the one its last save answered. */
async function lostSaves(shape: ProductionShape, finished: { token: string | undefined; outcome: JourneyOutcome }[]) {
  const log = new CallLog(performance.now());
  const lost: string[] = [];
  for (const [index, { token, outcome }] of finished.entries()) {
    const application = outcome.application;
    if (!application || !token) continue;
    const client = new BorrowerClient(new URL(shape.url), addressOf(index), `load-check-${index + 1}`, log);
    client.token = token;
    try {
      const page = await client.json<{ revision: number }>('check', 'GET', `eloan/form1003/1/${application.id}`);
      if (page.data.revision !== application.revision) {
        lost.push(
          `application ${application.id}: revision ${page.data.revision}, last save answered ${application.revision}`,
        );
      }
    } catch (error) {
      lost.push(`application ${application.id}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      client.close();
    }
  }
  return lost;
}

const mb = (value: number) => `${value.toFixed(0)} MB`;
const memoryLine = (figure: Pick<ProcessMemory, 'start' | 'peak' | 'end'>) =>
  `before ${mb(figure.start)}, peak ${mb(figure.peak)}, end ${mb(figure.end)}`;

async function main(): Promise<void> {
  console.log(
    `Load run: ${settings.borrowers} borrowers for ${settings.seconds} s (starts spread over ${settings.rampSeconds} s, ` +
      `pauses of ${settings.thinkMs / 2}-${(settings.thinkMs * 3) / 2} ms between pages; each finishes the journey, then ` +
      `repeats stage pages and the dashboard until ${settings.seconds} s), ${settings.webConcurrency} web ` +
      `process(es) and 1 worker, build ${settings.dist}, on ${os.availableParallelism()} cores ` +
      `(${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}).`,
  );
  console.log(
    'Rate limits: as shipped. TRUST_PROXY=1 (README, Environment variables): the driver is the one proxy in front and ' +
      'gives each borrower its own client address (198.18.0.0/15), so the per-address limits hold per borrower.',
  );
  const shape = await startProductionShape(settings);
  let failed = true;
  try {
    console.log(
      `Started: web ${shape.url} (primary ${shape.primaryPid}, processes ${shape.webPids.join(', ')}), worker ` +
        `${shape.workerPid}, PostgreSQL ${new URL(shape.databaseUrl).pathname.slice(1)}, Redis db ${shape.redisDb}, ` +
        `s3rver, SMTP sink ${shape.mail.url}; logs in ${shape.logDir}.`,
    );
    const emails = await seedBorrowers(shape.databaseUrl, settings.borrowers);
    const upload = await uploadFile(settings.uploadKb);
    const webMemory = new MemorySampler(shape.webPids);
    const workerMemory = new MemorySampler([shape.workerPid]);
    // The other work on the machine: what is busy while the product sits idle.
    const quietStart = machineTicks();
    await sleep(QUIET_READING_MS);
    const cores = os.availableParallelism();
    const busyBefore = busyShare(quietStart, machineTicks()) * cores;
    const loadBefore = os.loadavg()[0] ?? 0;
    let loadPeak = loadBefore;
    const loadTimer = setInterval(() => (loadPeak = Math.max(loadPeak, os.loadavg()[0] ?? 0)), 1000);
    const cpuOf = (pids: readonly number[]) => pids.reduce((sum, pid) => sum + (cpuSecondsOf(pid) ?? 0), 0);
    const cpuStart = { machine: machineTicks(), web: cpuOf(shape.webPids), worker: cpuOf([shape.workerPid]) };
    const driverStart = process.cpuUsage();
    const databaseCpu = new DatabaseCpu(shape.databaseUrl, new URL(shape.databaseUrl).pathname.slice(1));
    await databaseCpu.start(1000);

    const startedAt = performance.now();
    const deadline = startedAt + settings.seconds * 1000;
    const log = new CallLog(startedAt);
    const codeMs: number[] = [];
    const letterMs: number[] = [];
    let lettersLate = 0;
    webMemory.start(MEMORY_SAMPLE_MS);
    workerMemory.start(MEMORY_SAMPLE_MS);
    const finished = await Promise.all(
      emails.map(async (email, index) => {
        await new Promise((resolve) => setTimeout(resolve, (index / settings.borrowers) * settings.rampSeconds * 1000));
        const client = new BorrowerClient(new URL(shape.url), addressOf(index), `load-${index + 1}`, log);
        const outcome = await runBorrower({
          client,
          email,
          readCode: (address) => shape.mail.nextCode(address, CODE_MAIL_TIMEOUT_MS),
          deadline,
          thinkMs: settings.thinkMs,
          upload,
          onCodeDelivered: (ms) => codeMs.push(ms),
          onLetter: (ms) => (ms === undefined ? (lettersLate += 1) : letterMs.push(ms)),
        });
        return { token: client.token, outcome };
      }),
    );
    const elapsed = (performance.now() - startedAt) / 1000;
    webMemory.stop();
    workerMemory.stop();
    clearInterval(loadTimer);
    const loadAfter = os.loadavg()[0] ?? 0;
    const driverUsage = process.cpuUsage(driverStart);
    await databaseCpu.stop();
    // Each part's CPU as cores used on average over the run.
    const cpu = {
      cores,
      busyBefore,
      busy: busyShare(cpuStart.machine, machineTicks()) * cores,
      web: (cpuOf(shape.webPids) - cpuStart.web) / elapsed,
      worker: (cpuOf([shape.workerPid]) - cpuStart.worker) / elapsed,
      driver: (driverUsage.user + driverUsage.system) / 1e6 / elapsed,
      database: databaseCpu.seconds() / elapsed,
    };

    const lost = await lostSaves(shape, finished);
    const ended = shape.ended();
    const jobs = await jobFigures(shape.databaseUrl);
    const jobsFailed = jobs.reduce((sum, job) => sum + job.failed, 0);
    const logs = readLogs(shape.logDir);
    const summaries: CallSummary[] = summarizeCalls(log.samples, log.sentOrder);
    const requests = log.samples.length;
    const errors = log.errorCount;
    const stopped = finished.filter(({ outcome }) => outcome.stoppedBy !== undefined);
    const completed = finished.filter(({ outcome }) => outcome.completed).length;
    const journeyMs = finished
      .flatMap(({ outcome }) => (outcome.journeyMs === undefined ? [] : [outcome.journeyMs]))
      .sort((a, b) => a - b);
    const loopSaves = finished.reduce((sum, { outcome }) => sum + outcome.loopSaves, 0);
    const web = webMemory.result();
    const worker = workerMemory.result();
    const sortedCode = codeMs.sort((a, b) => a - b);
    const sortedLetter = letterMs.sort((a, b) => a - b);

    console.log(`\n${formatCallTable(summaries)}\n`);
    console.log(
      `Requests: ${requests} in ${elapsed.toFixed(1)} s = ${(requests / elapsed).toFixed(0)} per second; ` +
        `unexpected replies: ${errors}; borrowers through the whole journey: ${completed} of ${settings.borrowers} ` +
        `(in ${(percentile(journeyMs, 50) / 1000).toFixed(1)} s at the median, ` +
        `${((journeyMs.at(-1) ?? 0) / 1000).toFixed(1)} s at most); ` +
        `stage saves in the loop after it: ${loopSaves}; lost saves: ${lost.length}.`,
    );
    const resent = [...log.resent].map(([call, count]) => `${call} ${count}`).join(', ');
    console.log(
      `Sent again on a new connection, as a browser does, after the server closed a kept-alive one as it was reused ` +
        `(its idle timeout): ${resent || 'none'}.`,
    );
    console.log(
      `Sign-in code mail (code asked to code read, through the worker and SMTP): p50 ${formatMs(percentile(sortedCode, 50))} ms, ` +
        `p95 ${formatMs(percentile(sortedCode, 95))} ms, p99 ${formatMs(percentile(sortedCode, 99))} ms; ` +
        `${shape.mail.counts().messages} mails delivered. Pre-approval letter (submitted to ready, polled every 2 s): ` +
        `p50 ${formatMs(percentile(sortedLetter, 50))} ms, p95 ${formatMs(percentile(sortedLetter, 95))} ms` +
        `${lettersLate > 0 ? `, ${lettersLate} not ready within 30 s` : ''}.`,
    );
    console.log(`Web processes' memory (resident, sum of ${web.processes.length}): ${memoryLine(web.total)}.`);
    for (const each of web.processes) console.log(`  web ${each.pid}: ${memoryLine(each)}`);
    console.log(`Worker's memory: ${memoryLine(worker.total)}.`);
    console.log(
      `CPU, as cores busy on average (of ${cores}): ${cpu.busyBefore.toFixed(2)} in the ${QUIET_READING_MS / 1000} s ` +
        `before the run (other work on the machine); during it ${cpu.busy.toFixed(2)}: web processes ` +
        `${cpu.web.toFixed(2)}, PostgreSQL on the run's database ${cpu.database.toFixed(2)}, worker ` +
        `${cpu.worker.toFixed(2)}, load driver (with the SMTP sink) ${cpu.driver.toFixed(2)}, the rest (Redis, ` +
        `s3rver, other work) ${Math.max(0, cpu.busy - cpu.web - cpu.database - cpu.worker - cpu.driver).toFixed(2)}.`,
    );
    console.log(
      `Machine load average (1 min): ${loadBefore.toFixed(1)} before, ${loadPeak.toFixed(1)} at most during, ` +
        `${loadAfter.toFixed(1)} after. Log lines: ${logs.counts.error} errors, ${logs.counts.warn} warnings.`,
    );
    console.log('Jobs (recorded to relayed to Redis; relayed to done by the worker: p50 / p95 ms):');
    for (const job of jobs) {
      console.log(
        `  ${job.name}: ${job.count}, ${job.notDone} not done (${job.failed} failed); relayed ` +
          `${formatMs(job.relayP50)} / ${formatMs(job.relayP95)}; worker ${formatMs(job.workerP50)} / ` +
          `${formatMs(job.workerP95)}`,
      );
    }
    for (const reply of log.unexpected) {
      console.log(
        `  unexpected at ${reply.atSeconds.toFixed(1)} s: ${reply.request} -> ${reply.status || 'no reply'} ` +
          `"${reply.reply}" (request id ${reply.requestId})`,
      );
    }
    for (const { outcome } of stopped.slice(0, 10)) console.log(`  a borrower stopped: ${outcome.stoppedBy}`);
    for (const line of lost.slice(0, 10)) console.log(`  lost save: ${line}`);
    for (const name of ended) console.log(`  ended during the run: ${name}`);
    for (const problem of logs.problems) console.log(`  ${problem.level} in ${problem.file}: ${problem.line}`);
    if (logs.otherOutput.length > 0) console.log(`Other output of the processes:\n  ${logs.otherOutput.join('\n  ')}`);

    failed =
      errors > 0 ||
      stopped.length > 0 ||
      lost.length > 0 ||
      ended.length > 0 ||
      jobsFailed > 0 ||
      logs.counts.error > 0;
    console.log(
      JSON.stringify({
        kind: 'load-run',
        ok: !failed,
        settings: { ...settings, cores: os.availableParallelism() },
        seconds: Number(elapsed.toFixed(1)),
        requests,
        requestsPerSecond: Number((requests / elapsed).toFixed(1)),
        errors,
        resent: Object.fromEntries(log.resent),
        borrowersCompleted: completed,
        journeySeconds: roundAll({ p50: percentile(journeyMs, 50) / 1000, max: (journeyMs.at(-1) ?? 0) / 1000 }),
        borrowersStopped: stopped.length,
        loopSaves,
        lostSaves: lost.length,
        calls: Object.fromEntries(summaries.map(({ call, ...figures }) => [call, roundAll(figures)])),
        codeMailMs: roundAll({
          p50: percentile(sortedCode, 50),
          p95: percentile(sortedCode, 95),
          p99: percentile(sortedCode, 99),
        }),
        letterMs: roundAll({ p50: percentile(sortedLetter, 50), p95: percentile(sortedLetter, 95) }),
        lettersLate,
        memoryMb: {
          web: roundAll(web.total),
          webProcesses: web.processes.map((each) => roundAll({ ...each })),
          worker: roundAll(worker.total),
        },
        cpuCores: roundAll({ ...cpu }, 2),
        loadAverage: roundAll({ before: loadBefore, peak: loadPeak, after: loadAfter }, 2),
        jobs: jobs.map(({ name, ...figures }) => ({ name, ...roundAll(figures) })),
        logLines: logs.counts,
        ended,
      }),
    );
  } finally {
    await shape.stop(failed);
    if (failed) console.log(`Logs kept in ${shape.logDir}`);
  }
  process.exitCode = failed ? 1 : 0;
}

/** Every figure rounded to `digits` decimals (one by default), for the JSON line. */
function roundAll<T extends Record<string, number>>(figures: T, digits = 1): T {
  const scale = 10 ** digits;
  return Object.fromEntries(
    Object.entries(figures).map(([key, value]) => [key, Math.round(value * scale) / scale]),
  ) as T;
}

main().catch((error: unknown) => {
  console.error(`Load run failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
