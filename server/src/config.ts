import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from './dataDir.ts';

/** A configuration problem, reported at start-up as one line naming the variable. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

/** Typed configuration of the server and the worker, read once from the environment. */
export interface Config {
  /** embedded: PGlite, in-process jobs, generated secrets; production: PostgreSQL, secrets required. */
  mode: 'embedded' | 'production';
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; absent means PGlite under `${dataDir}/pg`. */
  databaseUrl: string | undefined;
  /** Redis connection string; absent means jobs run in-process. */
  redisUrl: string | undefined;
  /** SMTP connection string; absent means mail is written as .eml files to `${dataDir}/outbox`. */
  smtpUrl: string | undefined;
  /** Address the product is reached at, used in e-mailed links. */
  publicUrl: string;
  mailFrom: string;
  /** Where contact, branch and quote requests are delivered. */
  lenderInbox: string;
  /** Secret from which token, code and encryption keys are derived (at least 32 bytes). */
  appSecret: Buffer;
  /**
   * Secrets used before APP_SECRET (APP_SECRET_PREVIOUS, comma-separated, newest first): personal fields sealed
   * under them can still be opened, and are sealed again under the current one when their record is saved.
   */
  appSecretPrevious: Buffer[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * How many reverse proxies stand in front (0: none). The client address is the one the outermost of them saw:
   * the entry that many places from the right of X-Forwarded-For, never a client-written one further left.
   */
  trustProxy: number;
  /** Folder holding the built UI (index.html and assets). */
  uiDir: string;
  /** An S3-compatible store for uploads and generated files; absent means encrypted files under `${dataDir}/files`. */
  s3: S3Settings | undefined;
  /**
   * The first delay of a password answer for an account under guessing (signInLimits.ts), in milliseconds: 1000.
   * Not read from the environment; the test server shortens it so API tests stay fast.
   */
  passwordDelayBaseMs: number;
  /**
   * How many web processes serve (WEB_CONCURRENCY): by default one per core with DATABASE_URL, and always one on the
   * embedded database, which one process alone can open.
   */
  webConcurrency: number;
}

/** Where files go when S3_URL is set: `https://KEY:SECRET@host[:port]/bucket[?region=us-east-1]`. */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The most web processes WEB_CONCURRENCY may ask for. */
export const MAX_WEB_CONCURRENCY = 64;

function readWebConcurrency(env: Env, databaseUrl: string | undefined): number {
  const raw = env.WEB_CONCURRENCY;
  if (raw === undefined || raw === '')
    return databaseUrl ? Math.min(os.availableParallelism(), MAX_WEB_CONCURRENCY) : 1;
  const count = Number(raw);
  if (!/^\d+$/.test(raw) || count < 1 || count > MAX_WEB_CONCURRENCY) {
    throw new ConfigError('WEB_CONCURRENCY', `must be a whole number from 1 to ${MAX_WEB_CONCURRENCY} (got "${raw}")`);
  }
  if (count > 1 && !databaseUrl) {
    throw new ConfigError('WEB_CONCURRENCY', 'above 1 needs DATABASE_URL (PGlite can be opened by one process only)');
  }
  return count;
}

function readPort(env: Env): number {
  const raw = env.PORT ?? '3000';
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
    throw new ConfigError('PORT', `must be a whole number from 1 to 65535 (got "${raw}")`);
  }
  return port;
}

function readUrl(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, 'is not a valid URL');
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

function readEmail(env: Env, name: string, fallback: string): string {
  const raw = env[name] ?? fallback;
  if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(raw.replace(/^.*<(.+)>$/, '$1'))) {
    throw new ConfigError(name, `must be an e-mail address (got "${raw}")`);
  }
  return raw;
}

function secretBytes(name: string, raw: string): Buffer {
  const bytes = /^[0-9a-f]+$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (bytes.length < 32) throw new ConfigError(name, 'must hold at least 32 random bytes, hex or base64 encoded');
  return bytes;
}

function readPreviousSecrets(env: Env): Buffer[] {
  const raw = env.APP_SECRET_PREVIOUS ?? '';
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => secretBytes('APP_SECRET_PREVIOUS', part));
}

function readSecret(env: Env, mode: Config['mode'], dataDir: string): Buffer {
  const raw = env.APP_SECRET;
  if (raw !== undefined && raw !== '') return secretBytes('APP_SECRET', raw);
  if (mode === 'production') {
    throw new ConfigError('APP_SECRET', 'is required when DATABASE_URL is set (try: openssl rand -hex 32)');
  }
  // Embedded runs keep a generated secret beside their data so sessions survive a restart.
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { appSecret?: string };
    if (stored.appSecret) return Buffer.from(stored.appSecret, 'hex');
  }
  ensurePrivateDir(dataDir);
  const secret = randomBytes(32);
  writeFileSync(file, JSON.stringify({ appSecret: secret.toString('hex') }, null, 2), { mode: PRIVATE_FILE_MODE });
  return secret;
}

function readS3(env: Env): S3Settings | undefined {
  const raw = readUrl(env, 'S3_URL', ['http:', 'https:']);
  if (!raw) return undefined;
  const url = new URL(raw);
  const bucket = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ''));
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError('S3_URL', 'must name the bucket as its path (https://KEY:SECRET@host/bucket)');
  }
  if (!url.username || !url.password) {
    throw new ConfigError('S3_URL', 'must hold the access key and secret (https://KEY:SECRET@host/bucket)');
  }
  return {
    endpoint: `${url.protocol}//${url.host}`,
    bucket,
    region: url.searchParams.get('region') ?? 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}

/** Reads and checks the configuration; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const port = readPort(env);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const databaseUrl = readUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const redisUrl = readUrl(env, 'REDIS_URL', ['redis:', 'rediss:']);
  const smtpUrl = readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  if (redisUrl && !databaseUrl) {
    // Workers run in their own processes and the embedded database opens in one process only.
    throw new ConfigError('REDIS_URL', 'needs DATABASE_URL as well (PGlite can be opened by one process only)');
  }
  const mode: Config['mode'] = databaseUrl ? 'production' : 'embedded';
  const publicUrl = readUrl(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;
  const logLevel = (env.LOG_LEVEL ?? 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`);
  }
  const trustProxyRaw = env.TRUST_PROXY ?? '0';
  if (!/^\d{1,2}$/.test(trustProxyRaw)) {
    throw new ConfigError(
      'TRUST_PROXY',
      `must be the number of reverse proxies in front, 0 for none (got "${trustProxyRaw}"; one proxy: TRUST_PROXY=1)`,
    );
  }
  return {
    mode,
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    redisUrl,
    smtpUrl,
    publicUrl: publicUrl.replace(/\/$/, ''),
    mailFrom: readEmail(env, 'MAIL_FROM', 'Harbor Oak Mortgage <no-reply@harboroakmortgage.com>'),
    lenderInbox: readEmail(env, 'LENDER_INBOX', 'info@harboroakmortgage.com'),
    appSecret: readSecret(env, mode, dataDir),
    appSecretPrevious: readPreviousSecrets(env),
    logLevel,
    trustProxy: Number(trustProxyRaw),
    uiDir: path.resolve(env.UI_DIR ?? './dist/ui'),
    s3: readS3(env),
    passwordDelayBaseMs: 1000,
    webConcurrency: readWebConcurrency(env, databaseUrl),
  };
}
