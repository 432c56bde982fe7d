import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { bootServer, type RunningServer } from '../boot.ts';
import { loadConfig, type Config } from '../config.ts';
import type { DatabaseTarget } from '../db/database.ts';
import type { Envelope } from '../http/envelope.ts';
import { captureLog, type CapturedLog } from './logCapture.ts';

/** A server on a free port with its own database (PGlite in memory, or a private PostgreSQL schema). */
export interface TestServer extends RunningServer {
  config: Config;
  /** Everything the server logged (at debug level); closing fails when it holds an e-mail or phone number. */
  log: CapturedLog;
  /** Calls the API over real HTTP and returns the HTTP status and the envelope. */
  api<T = unknown>(
    method: string,
    apiPath: string,
    body?: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<{ http: number; body: Envelope<T> & Record<string, unknown> }>;
}

export interface TestServerOptions {
  /** Extra environment for loadConfig (REDIS_URL for the BullMQ path, and so on). */
  env?: Record<string, string>;
  /** The first delay of a password answer under guessing (config.passwordDelayBaseMs); 10 ms unless given. */
  passwordDelayBaseMs?: number;
}

/**
 * Starts a real server for API tests. With DATABASE_URL set it runs on PostgreSQL in a fresh schema
 * (dropped on close), otherwise on PGlite in memory; jobs run in-process unless env gives REDIS_URL.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lender-test-'));
  // Tests may pair Redis with PGlite in one process, which loadConfig refuses for real deployments.
  const { REDIS_URL: redisUrl, ...env } = options.env ?? {};
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      APP_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      UI_DIR: path.resolve('dist/ui'),
      HOST: '127.0.0.1',
      ...env,
    }),
    ...(redisUrl ? { redisUrl } : {}),
    // Short, so tests that guess passwords stay fast, yet long enough for a test to see the delay.
    passwordDelayBaseMs: options.passwordDelayBaseMs ?? 10,
  };
  const databaseUrl = process.env.DATABASE_URL;
  let database: DatabaseTarget = { kind: 'memory' };
  let dropSchema: (() => Promise<void>) | undefined;
  if (databaseUrl) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = knexFactory({ client: 'pg', connection: databaseUrl });
    await admin.raw(`create schema ${schema}`);
    await admin.destroy();
    database = { kind: 'postgres', url: databaseUrl, schema };
    dropSchema = async () => {
      const cleaner = knexFactory({ client: 'pg', connection: databaseUrl });
      await cleaner.raw(`drop schema if exists ${schema} cascade`);
      await cleaner.destroy();
    };
  }
  const log = captureLog();
  const running = await bootServer(config, { database, port: 0, logger: log.logger });
  return {
    ...running,
    config,
    log,
    async api(method, apiPath, body, token, headers = {}) {
      const response = await fetch(`${running.url}/api/${apiPath.replace(/^\//, '')}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { http: response.status, body: (await response.json()) as never };
    },
    async close() {
      await running.close();
      await dropSchema?.();
      rmSync(dataDir, { recursive: true, force: true });
      // Every API test file is also a log scan: no request's e-mail or phone may reach the log.
      const leaked = log.personalData();
      if (leaked.length > 0) {
        throw new Error(
          `The server log holds personal data (${leaked.length} lines), e.g. a ${leaked[0]?.kind}: ${leaked[0]?.line.slice(0, 300)}`,
        );
      }
    },
  };
}
