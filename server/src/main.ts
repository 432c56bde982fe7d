// First: the manifest named by APPLICATION_MANIFEST_FILE, set before any module reads one.
import './forms/runningManifest.ts';
import { ConfigError, loadConfig } from './config.ts';
import cluster from 'node:cluster';
import { bootServer } from './boot.ts';
import { runPrimary } from './cluster.ts';
import { createLogger } from './logger.ts';

/**
 * Entry point of `npm start`: serves the API, the built UI and (without Redis) the jobs, in WEB_CONCURRENCY processes
 * with DATABASE_URL (cluster.ts), in this one on the embedded database.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    // Several processes on one port: this one prepares the database and runs them (cluster.ts).
    await runPrimary(config, logger);
    return;
  }
  // A process the primary started finds the database prepared (only runPrimary forks this entry).
  const running = await bootServer(config, { logger, databasePrepared: cluster.isWorker });
  logger.info(
    {
      url: config.publicUrl,
      database: config.databaseUrl ? 'postgresql' : `pglite (${config.dataDir}/pg)`,
      jobs: config.redisUrl ? 'bullmq (run npm run worker)' : 'in-process',
      mail: config.smtpUrl ? 'smtp' : `${config.dataDir}/outbox`,
    },
    `Listening on port ${config.port}`,
  );
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
