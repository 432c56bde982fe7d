// First: the manifest named by APPLICATION_MANIFEST_FILE, set before any module reads one.
import './forms/runningManifest.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { securePrivateData } from './dataDir.ts';
import { databaseTarget, openDatabase } from './db/database.ts';
import { QUEUE_NAMES } from './jobs/jobTypes.ts';
import { startWorkers } from './jobs/startWorkers.ts';
import { createLogger } from './logger.ts';
import { deriveKeys } from './security/crypto.ts';

function fail(message: string): never {
  process.stderr.write(`Configuration error: ${message}\n`);
  process.exit(1);
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/** Entry point of `npm run worker`: runs the jobs the server relays to Redis, on every queue. */
async function main(): Promise<void> {
  const config = readConfig();
  if (!config.redisUrl) {
    fail('REDIS_URL is required by the worker (without Redis the server runs the jobs itself)');
  }
  const logger = createLogger(config.logLevel, 'worker');
  securePrivateData(config.dataDir);
  const db = openDatabase(databaseTarget(config.databaseUrl, config.dataDir), logger);
  const workers = await startWorkers({
    config,
    db,
    keys: deriveKeys(config.appSecret, config.appSecretPrevious),
    logger,
  });
  logger.info({ queues: QUEUE_NAMES, mail: config.smtpUrl ? 'smtp' : `${config.dataDir}/outbox` }, 'worker ready');
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'worker shutting down');
    const timer = setTimeout(() => process.exit(1), 30_000);
    timer.unref();
    workers
      .close()
      .then(() => db.destroy())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'worker shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Worker start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
