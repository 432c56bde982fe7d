import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bootServer } from 'server/boot.ts';
import { loadConfig } from 'server/config.ts';
import type { Envelope } from 'server/http/envelope.ts';
import { captureLog } from 'server/testing/logCapture.ts';
import type { TestServer } from 'server/testing/testServer.ts';
import type { DrillDatabase } from './drillDatabase.ts';

/** One API call as a drill sees it: status, envelope, Retry-After and how long the answer took. */
export interface DrillReply<T> {
  http: number;
  body: Envelope<T>;
  retryAfter: string | null;
  ms: number;
}

/** The product's server for a drill: the test kit's handle (its helpers work on it) and what a drill adds. */
export interface DrillServer extends TestServer {
  /** Calls the API over real HTTP; a reply that is not the JSON envelope fails the call. */
  call<T = unknown>(method: string, apiPath: string, body?: unknown, token?: string): Promise<DrillReply<T>>;
  /** The environment a worker process needs to work for this server (database, Redis, secret, files, mail). */
  workerEnv: Record<string, string>;
}

/** How a drill's server is set up. */
export interface DrillServerOptions {
  database: DrillDatabase;
  /** Connect through this address instead of straight to PostgreSQL (a proxy the drill can cut). */
  connectVia?: { host: string; port: number };
  /** REDIS_URL, S3_URL, SMTP_URL… as in production. */
  env?: Record<string, string>;
}

/**
 * Starts the product as `npm start` does in the production shape (PostgreSQL, and Redis, S3 or SMTP when given), in
 * this process on a free port, on the drill's own database. Its log is kept and scanned for personal data on close.
 */
export async function startDrillServer(options: DrillServerOptions): Promise<DrillServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lender-drill-'));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: options.database.url,
    APP_SECRET: randomBytes(32).toString('hex'),
    HOST: '127.0.0.1',
    UI_DIR: path.join(dataDir, 'no-ui'),
    ...options.env,
  };
  const config = { ...loadConfig({ ...env, LOG_LEVEL: 'silent' }), passwordDelayBaseMs: 10 };
  const log = captureLog('info');
  const via = options.connectVia;
  const url = via ? options.database.urlVia(via.host, via.port) : options.database.url;
  const running = await bootServer(config, { database: { kind: 'postgres', url }, port: 0, logger: log.logger });

  async function call<T>(method: string, apiPath: string, body?: unknown, token?: string): Promise<DrillReply<T>> {
    const started = performance.now();
    const response = await fetch(`${running.url}/api/${apiPath.replace(/^\//, '')}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let envelope: Envelope<T>;
    try {
      envelope = JSON.parse(text) as Envelope<T>;
    } catch {
      throw new Error(`${method} ${apiPath} answered ${response.status} without the envelope: ${text.slice(0, 200)}`);
    }
    return {
      http: response.status,
      body: envelope,
      retryAfter: response.headers.get('retry-after'),
      ms: performance.now() - started,
    };
  }

  return {
    ...running,
    config,
    log,
    workerEnv: { ...env, LOG_LEVEL: 'info' },
    call,
    async api(method, apiPath, body, token) {
      const reply = await call(method, apiPath, body, token);
      return { http: reply.http, body: reply.body as never };
    },
    async close() {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
      const leaked = log.personalData();
      if (leaked.length > 0) {
        throw new Error(
          `The server log holds personal data, e.g. a ${leaked[0]?.kind}: ${leaked[0]?.line.slice(0, 300)}`,
        );
      }
    },
  };
}
