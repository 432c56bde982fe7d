import type { Server } from 'node:http';
import type { Config } from './config.ts';
import { createApp } from './app.ts';
import { securePrivateData } from './dataDir.ts';
import { databaseTarget, migrateToLatest, openDatabase, type DatabaseTarget } from './db/database.ts';
import { type AppDeps } from './deps.ts';
import { startScheduler } from './jobs/scheduler.ts';
import { createJobRuntime } from './jobs/createJobRuntime.ts';
import { createLogger, type Logger } from './logger.ts';
import { assertManifests } from './forms/checkManifests.ts';
import { seedFormDefinitions } from './forms/seedFormDefinitions.ts';
import { seedLookups } from './lookups/seedLookups.ts';
import { seedRatesAndOfficers } from './seeds/seedRatesAndOfficers.ts';
import { deriveKeys } from './security/crypto.ts';

/** A started server: its address, its dependencies and a graceful close. */
export interface RunningServer {
  url: string;
  deps: AppDeps;
  server: Server;
  close(): Promise<void>;
}

export interface BootOptions {
  /** Overrides the database chosen by the configuration (tests use memory or a private schema). */
  database?: DatabaseTarget;
  logger?: Logger;
  /** Listen on this port instead of config.port (0 picks a free one). */
  port?: number;
  /** The database was migrated and seeded already (by the primary of several web processes: cluster.ts). */
  databasePrepared?: boolean;
}

/** Migrations, then the definitions, lookups, rates and officers the product starts with; the manifests checked. */
export async function prepareDatabase(db: AppDeps['db']): Promise<void> {
  await migrateToLatest(db);
  await seedFormDefinitions(db);
  await assertManifests(db);
  await seedLookups(db);
  await seedRatesAndOfficers(db);
}

/**
 * The web server's timeouts. A whole request may take 15 minutes: a 100 MB document from a phone on a slow uplink
 * (1 Mbps) needs about 14. Headers must arrive within a minute. An idle kept-alive connection stays open 75 s, longer
 * than the load balancers in front of it keep theirs (AWS's 60 s, nginx's 60 s), so a balancer never sends a request
 * on a connection this server is closing (which the caller sees as a 502); a connection that sends nothing in the
 * middle of a request is closed after 80 s, after the kept-alive ones.
 */
export const SERVER_TIMEOUTS = {
  keepAliveTimeout: 75_000,
  requestTimeout: 15 * 60_000,
  headersTimeout: 60_000,
  timeout: 80_000,
} as const;

/** How often a closing server looks for kept-alive connections that became idle, and how long it waits for the rest. */
const CLOSE_SWEEP_MS = 50;
const CLOSE_GRACE_MS = 10_000;

/** Opens the database, applies migrations and seeds, starts the jobs and listens. */
export async function bootServer(config: Config, options: BootOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  securePrivateData(config.dataDir);
  const db = openDatabase(options.database ?? databaseTarget(config.databaseUrl, config.dataDir), logger);
  try {
    if (options.databasePrepared) await assertManifests(db);
    else await prepareDatabase(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const keys = deriveKeys(config.appSecret, config.appSecretPrevious);
  const jobs = createJobRuntime({ config, db, keys, logger, runInProcess: !config.redisUrl });
  const deps: AppDeps = { config, db, keys, jobs, logger };
  await jobs.start();
  // Recurring jobs (retention) are recorded by the web processes and run wherever jobs run.
  const scheduler = await startScheduler({ db, logger, kick: () => jobs.kick() });
  const app = createApp(deps);
  const port = options.port ?? config.port;
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(port, config.host, () => resolve(s));
    s.once('error', reject);
  });
  Object.assign(server, SERVER_TIMEOUTS);
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${boundPort}`,
    deps,
    server,
    close: () => {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          // Requests under way finish; each kept-alive connection is closed as soon as it is idle (its keep-alive
          // would hold it open 75 s), and any still open after the grace period is cut.
          const sweep = setInterval(() => server.closeIdleConnections(), CLOSE_SWEEP_MS);
          const cut = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
          server.close(() => {
            clearInterval(sweep);
            clearTimeout(cut);
            resolve();
          });
          server.closeIdleConnections();
        });
        scheduler.stop();
        await jobs.stop();
        await db.destroy();
      })();
      return closing;
    },
  };
}
