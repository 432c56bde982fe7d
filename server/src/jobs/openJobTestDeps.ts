import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { loadConfig, type Config } from '../config.ts';
import { migrateToLatest, openDatabase, type Db } from '../db/database.ts';
import { createLogger, type Logger } from '../logger.ts';
import { outboxFolder } from '../mail/transport.ts';
import { deriveKeys, type Keys } from '../security/crypto.ts';

/** Dependencies for job tests: a migrated database of their own and a temporary data folder. */
export interface JobTestDeps {
  config: Config;
  db: Db;
  keys: Keys;
  logger: Logger;
  /** The folder the file mail transport writes to. */
  outbox: string;
  close(): Promise<void>;
}

/**
 * Opens PGlite in memory, or a private PostgreSQL schema when DATABASE_URL is set, the way
 * startTestServer does, for tests that build the job runtime and workers by hand.
 */
export async function openJobTestDeps(env: Record<string, string> = {}): Promise<JobTestDeps> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lender-jobs-'));
  // Tests pair Redis with PGlite in one process, which loadConfig refuses for real deployments.
  const { REDIS_URL: redisUrl, ...rest } = env;
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      APP_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      ...rest,
    }),
    ...(redisUrl ? { redisUrl } : {}),
  };
  const databaseUrl = process.env.DATABASE_URL;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = databaseUrl ? knexFactory({ client: 'pg', connection: databaseUrl }) : undefined;
  await admin?.raw(`create schema ${schema}`);
  const db = openDatabase(databaseUrl ? { kind: 'postgres', url: databaseUrl, schema } : { kind: 'memory' });
  await migrateToLatest(db);
  return {
    config,
    db,
    keys: deriveKeys(config.appSecret, config.appSecretPrevious),
    logger: createLogger(config.logLevel, 'jobs-test'),
    outbox: outboxFolder(config),
    async close() {
      await db.destroy();
      await admin?.raw(`drop schema if exists ${schema} cascade`);
      await admin?.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
