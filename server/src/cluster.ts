import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.ts';
import { prepareDatabase } from './boot.ts';
import { databaseTarget, openDatabase } from './db/database.ts';
import type { Logger } from './logger.ts';

/**
 * Several web processes on one port (WEB_CONCURRENCY, with DATABASE_URL): the API keeps no state between requests,
 * so any process answers any request. This primary process migrates and seeds the database once, then starts the
 * processes that serve (each boots with `databasePrepared`), starts another when one ends unexpectedly, and on
 * SIGTERM or SIGINT stops them all gracefully before it ends.
 */

/**
 * Node's own flags for every web process, whatever started the primary (docs/decisions.md, Web processes' young
 * generation): a 64 MB semi-space (Node 20's is 16 MB) lets a request's short-lived objects die young instead of being
 * copied and promoted. A stage save costs about a tenth less CPU with it, and a process's peak memory under the save
 * bench was lower (299 MB against 393 MB), as less reaches the old generation. `npm start` passes the same to the one
 * process of the embedded default.
 */
export const WEB_PROCESS_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64'];

/** More unexpected ends than this within RESTART_WINDOW_MS is a crash loop: the primary gives up. */
const MAX_RESTARTS = 10;
const RESTART_WINDOW_MS = 60_000;
/** How long the processes get to finish their requests on shutdown. */
const STOP_TIMEOUT_MS = 20_000;

export async function runPrimary(config: Config, logger: Logger): Promise<void> {
  const db = openDatabase(databaseTarget(config.databaseUrl, config.dataDir));
  try {
    await prepareDatabase(db);
  } finally {
    await db.destroy();
  }
  let stopping = false;
  const restarts: number[] = [];
  // The primary's own flags (tsx's loader in development, say), then the web processes' unless already given.
  const given = new Set(process.execArgv.map((flag) => flag.split('=')[0]));
  cluster.setupPrimary({
    execArgv: [...process.execArgv, ...WEB_PROCESS_NODE_FLAGS.filter((flag) => !given.has(flag.split('=')[0]))],
  });
  const start = (): Worker => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    restarts.push(now);
    while (restarts.length > 0 && (restarts[0] ?? now) < now - RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length > MAX_RESTARTS) {
      logger.fatal({ restarts: restarts.length }, 'web processes keep ending: giving up');
      process.exit(1);
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'a web process ended: starting another');
    start();
  });
  for (let index = 0; index < config.webConcurrency; index += 1) start();
  logger.info({ processes: config.webConcurrency, url: config.publicUrl }, `Listening on port ${config.port}`);

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping the web processes');
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    // A process still starting has no handler yet: SIGTERM ends it at once, which is as clean (it had served nothing).
    const ended = workers.map(
      (worker) =>
        new Promise<boolean>((resolve) =>
          worker.once('exit', (code, signal) => resolve(code === 0 || signal === 'SIGTERM')),
        ),
    );
    for (const worker of workers) worker.process.kill('SIGTERM');
    const timer = setTimeout(() => process.exit(1), STOP_TIMEOUT_MS);
    timer.unref();
    void Promise.all(ended).then((clean) => process.exit(clean.every(Boolean) ? 0 : 1));
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
