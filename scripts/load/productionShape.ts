import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import pg from 'pg';
import { childPids } from './processMemory.ts';
import { startSmtpSink, type SmtpSink } from './smtpSink.ts';

/**
 * The production shape on this machine (README, The production shape), each part its own: a PostgreSQL database made
 * for the run and dropped after it, a Redis database number nobody else uses (its keys removed after), an S3-protocol
 * store (s3rver, in a process of its own), an SMTP sink for the mail, the built server as WEB_CONCURRENCY web
 * processes behind one port, and a job worker as a separate process. The product runs as shipped (NODE_ENV
 * production, the default log level) with one documented setting for the run: TRUST_PROXY=1, the load driver being
 * the one proxy in front, so each simulated borrower has its own client address as behind a load balancer and the
 * per-address limits (sign-in codes: 20 per address in 15 minutes) hold per borrower, as they would in production.
 */

/** Where the shape's parts run and what the run reads of them. */
export interface ShapeSettings {
  /** The build folder with server/main.js, server/worker.js and ui/ (LOAD_DIST, else dist). */
  dist: string;
  /** A PostgreSQL URL whose server gets the run's database (made and dropped here). */
  adminDatabaseUrl: string;
  /** A Redis URL whose server gets the run's database number. */
  redisUrl: string;
  webConcurrency: number;
  logLevel: string;
}

/** The running shape. */
export interface ProductionShape {
  url: string;
  databaseUrl: string;
  /** The redis database number the run uses. */
  redisDb: number;
  mail: SmtpSink;
  /** The cluster's primary (it forks the web processes) and the web processes serving. */
  primaryPid: number;
  webPids: number[];
  workerPid: number;
  /** The folder of the processes' logs (web.log, worker.log, s3rver.log). */
  logDir: string;
  /** Whether a web process or the worker ended during the run. */
  ended(): string[];
  /** Stops everything and removes what the run made; `keepLogs` leaves the log folder for a look. */
  stop(keepLogs: boolean): Promise<void>;
}

/** A free local port. */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

/** Resolves once something accepts connections on the port. */
async function waitForPort(port: number, child: ChildProcess, name: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`${name} exited (code ${child.exitCode})`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`${name} did not listen on ${port}`);
}

/** A database of the run's own on the server of `adminUrl`; returns its URL and how to drop it. */
async function createRunDatabase(adminUrl: string, runId: string) {
  const name = `load_${runId}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * A Redis database number of the run's own: the highest one that holds no key, claimed with a marker key so a run
 * beside it picks another. The product's queues use BullMQ's default prefix, so a number, not a prefix, keeps runs
 * apart. Released by removing the queues' keys and the marker (never FLUSHDB: nothing else is touched).
 */
async function claimRedisDb(baseUrl: string, runId: string) {
  const probe = new Redis(baseUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await probe.connect();
  const keyspace = String(await probe.info('keyspace'));
  const used = new Set([...keyspace.matchAll(/^db(\d+):/gm)].map((match) => Number(match[1])));
  const databases = Number((await probe.config('GET', 'databases'))[1] ?? 16);
  await probe.quit();
  const marker = `lender-load-run:${runId}`;
  for (let db = databases - 1; db >= 1; db -= 1) {
    if (used.has(db)) continue;
    const url = new URL(baseUrl);
    url.pathname = `/${db}`;
    const redis = new Redis(url.toString(), { maxRetriesPerRequest: 1 });
    const claimed = (await redis.set(marker, '1', 'EX', 3600, 'NX')) === 'OK' && (await redis.dbsize()) === 1;
    if (!claimed) {
      await redis.del(marker);
      await redis.quit();
      continue;
    }
    return {
      db,
      url: url.toString(),
      async release() {
        for (let cursor = '0'; ;) {
          const [next, keys] = await redis.scan(cursor, 'MATCH', 'bull:*', 'COUNT', 1000);
          if (keys.length > 0) await redis.del(...keys);
          cursor = next;
          if (cursor === '0') break;
        }
        await redis.del(marker);
        await redis.quit();
      },
    };
  }
  throw new Error('No free Redis database number for the run');
}

/** Starts a process with its output appended to a log file of the run. */
function startLogged(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  const fd = openSync(logFile, 'a');
  const child = spawn(command, args, { env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  return child;
}

/** Stops a process with SIGTERM (as its service manager would) and waits for it to end. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const ended = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await ended;
  clearTimeout(timer);
}

/** Resolves once the log file has a JSON line with this message (pino's `msg`). */
async function waitForLogLine(logFile: string, message: string, child: ChildProcess, name: string): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`${name} exited (code ${child.exitCode}); see ${logFile}`);
    if (existsSync(logFile) && readFileSync(logFile, 'utf8').includes(`"msg":"${message}"`)) return;
    await sleep(100);
  }
  throw new Error(`${name} did not say "${message}" within 30 s; see ${logFile}`);
}

/** Starts every part of the shape; on a failure, stops what had started. */
export async function startProductionShape(settings: ShapeSettings): Promise<ProductionShape> {
  const main = path.join(settings.dist, 'server', 'main.js');
  const worker = path.join(settings.dist, 'server', 'worker.js');
  if (!existsSync(main) || !existsSync(worker)) {
    throw new Error(`${main} or ${worker} is missing: run npm run build first (or name a build in LOAD_DIST)`);
  }
  const runId = randomBytes(5).toString('hex');
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'lender-load-'));
  const logDir = path.join(runDir, 'logs');
  const dataDir = path.join(runDir, 'data');
  const s3Dir = path.join(runDir, 's3');
  for (const dir of [logDir, dataDir, s3Dir]) mkdirSync(dir);
  const cleanups: (() => Promise<void>)[] = [];
  const cleanUp = async (keepLogs: boolean) => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    cleanups.length = 0;
    if (!keepLogs) rmSync(runDir, { recursive: true, force: true });
    else for (const dir of [dataDir, s3Dir]) rmSync(dir, { recursive: true, force: true });
  };
  try {
    const database = await createRunDatabase(settings.adminDatabaseUrl, runId);
    cleanups.push(database.drop);
    const redis = await claimRedisDb(settings.redisUrl, runId);
    cleanups.push(redis.release);

    const s3Port = await freePort();
    const s3rver = startLogged(
      process.execPath,
      [
        path.resolve('node_modules/s3rver/bin/s3rver.js'),
        ...['-d', s3Dir, '-a', '127.0.0.1', '-p', String(s3Port), '-s', '--configure-bucket', 'load-files'],
      ],
      process.env,
      path.join(logDir, 's3rver.log'),
    );
    cleanups.push(() => stopProcess(s3rver));
    await waitForPort(s3Port, s3rver, 's3rver');

    const mail = await startSmtpSink();
    cleanups.push(mail.close);

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      S3_URL: `http://S3RVER:S3RVER@127.0.0.1:${s3Port}/load-files`,
      SMTP_URL: mail.url,
      APP_SECRET: randomBytes(32).toString('hex'),
      APP_SECRET_PREVIOUS: '',
      LOG_LEVEL: settings.logLevel,
      TRUST_PROXY: '1',
      WEB_CONCURRENCY: String(settings.webConcurrency),
      UI_DIR: path.join(settings.dist, 'ui'),
    };
    const web = startLogged(process.execPath, [main], env, path.join(logDir, 'web.log'));
    cleanups.push(() => stopProcess(web));
    for (let i = 0; ; i += 1) {
      if (web.exitCode !== null) throw new Error(`The web server exited (code ${web.exitCode}); see ${logDir}`);
      const healthy = await fetch(`${url}/api/health`).then(
        (reply) => reply.ok,
        () => false,
      );
      const pids = settings.webConcurrency > 1 ? childPids(web.pid ?? 0) : [];
      if (healthy && (settings.webConcurrency === 1 || pids.length === settings.webConcurrency)) break;
      if (i > 600) throw new Error(`The web server did not answer within 60 s; see ${logDir}`);
      await sleep(100);
    }

    const workerLog = path.join(logDir, 'worker.log');
    const jobs = startLogged(process.execPath, [worker], env, workerLog);
    cleanups.push(() => stopProcess(jobs));
    if (['info', 'debug', 'trace'].includes(settings.logLevel))
      await waitForLogLine(workerLog, 'worker ready', jobs, 'The worker');
    else await sleep(2000);

    const primaryPid = web.pid ?? 0;
    const webPids = settings.webConcurrency > 1 ? childPids(primaryPid) : [primaryPid];
    return {
      url,
      databaseUrl: database.url,
      redisDb: redis.db,
      mail,
      primaryPid,
      webPids,
      workerPid: jobs.pid ?? 0,
      logDir,
      ended() {
        const alive = settings.webConcurrency > 1 ? childPids(primaryPid) : [];
        return [
          ...webPids.filter((pid) => settings.webConcurrency > 1 && !alive.includes(pid)).map((pid) => `web ${pid}`),
          ...(web.exitCode !== null ? ['the web primary'] : []),
          ...(jobs.exitCode !== null ? ['the worker'] : []),
        ];
      },
      stop: cleanUp,
    };
  } catch (error) {
    await cleanUp(true);
    throw error;
  }
}
