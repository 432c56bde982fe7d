import { mkdirSync } from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from '../logger.ts';
import { PrivateNodeFS } from './privateNodeFs.ts';
import { migrationSource } from './migrations/index.ts';

export type Db = Knex;
export type Trx = Knex.Transaction;

/** Where the database lives: a PostgreSQL URL, a PGlite folder, or PGlite in memory (tests). */
export type DatabaseTarget =
  { kind: 'postgres'; url: string; schema?: string } | { kind: 'pglite'; dir: string } | { kind: 'memory' };

/** Chooses the database for a configuration: PostgreSQL when a URL is given, else PGlite under the data folder. */
export function databaseTarget(databaseUrl: string | undefined, dataDir: string): DatabaseTarget {
  return databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dir: path.join(dataDir, 'pg') };
}

interface PgLiteQuery {
  method?: string;
  returning?: unknown;
}

/**
 * knex-pglite names a delete's command "DEL" instead of "DELETE", so knex hands back the raw reply where it gives a
 * row count (or the returned rows) on PostgreSQL. This client gives the same answer as PostgreSQL.
 */
class SamePgLite extends (ClientPgLite as unknown as new (config: Knex.Config) => {
  processResponse(obj: PgLiteQuery, runner: unknown): unknown;
}) {
  override processResponse(obj: PgLiteQuery, runner: unknown): unknown {
    const result = super.processResponse(obj, runner);
    if (obj.method !== 'del' || result === null || typeof result !== 'object' || Array.isArray(result)) return result;
    const reply = result as { rows?: unknown[]; affectedRows?: number; rowCount?: number };
    return obj.returning ? (reply.rows ?? []) : (reply.affectedRows ?? reply.rowCount ?? 0);
  }
}

/**
 * knex's own messages (its pool's warnings while the database is away) as lines of the process's JSON log: knex
 * prints them to stdout as text with stack traces otherwise. Their first line only, which names no data.
 */
function knexLog(logger: Logger): Knex.Config['log'] {
  const about = (message: unknown) => ({
    driver: String(message instanceof Error ? message.message : message)
      .split('\n')[0]
      ?.slice(0, 300),
  });
  return {
    warn: (message: unknown) => logger.warn(about(message), 'database driver warning'),
    error: (message: unknown) => logger.error(about(message), 'database driver error'),
    deprecate: (message: unknown) => logger.warn(about(message), 'database driver deprecation'),
    debug: (message: unknown) => logger.debug(about(message), 'database driver'),
  };
}

/**
 * Opens a knex instance on the target; PostgreSQL and PGlite share every query and migration. With a logger, knex's
 * own messages go to it.
 */
export function openDatabase(target: DatabaseTarget, logger?: Logger): Db {
  const log = logger ? knexLog(logger) : undefined;
  if (target.kind === 'postgres') {
    return knexFactory({
      client: 'pg',
      log,
      connection: {
        connectionString: target.url,
        // A server that takes the connection but never answers (a host gone from the network) fails the connect
        // in 5 s, so a caller gets 503 instead of waiting for the pool's own timeout.
        connectionTimeoutMillis: 5_000,
        // A connection cut without a word (a failover, a dropped NAT entry) is found by the kernel and discarded.
        keepAlive: true,
      },
      searchPath: target.schema ? [target.schema] : undefined,
      // No idle minimum: after an outage every connection is made anew on demand, none is kept broken (knex drops
      // a connection that errored or ended), and a failed connect refuses its waiting caller at once.
      pool: { min: 0, max: 10 },
      acquireConnectionTimeout: 10_000,
    });
  }
  if (target.kind === 'pglite') mkdirSync(target.dir, { recursive: true, mode: 0o700 });
  return knexFactory({
    client: SamePgLite as unknown as typeof knexFactory.Client,
    dialect: 'postgres',
    log,
    connection: target.kind === 'pglite' ? { pglite: new PGlite({ fs: new PrivateNodeFS(target.dir) }) } : {},
    // PGlite has one connection: a query issued outside a running transaction waits for it.
    acquireConnectionTimeout: 10_000,
  } as Knex.Config);
}

/** Applies every pending migration; safe to call at each start. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const [, applied] = (await db.migrate.latest({ migrationSource })) as [number, string[]];
  return applied;
}

/** Node's codes for a peer that cannot be reached or went away mid-conversation. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for a server that is not there for now: class 08 (connection exception), a shutdown or
 * restart under way (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now) and a full server (53300).
 */
function isUnavailableState(code: string): boolean {
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';
}

/**
 * What node-postgres says, with no code, of a connection that ended, broke or could not be made in time. Not
 * anchored: knex puts the query's text in front of the driver's message.
 */
const LOST_CONNECTION =
  /Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect|timeout expired/;

/**
 * True for an error that means the database is out of reach for now (refused, cut, restarting, or no connection
 * free in time), as opposed to a fault of the query or the data: the caller may try the same request again.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, name, message, errors, cause } = error as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    errors?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || isUnavailableState(code))) return true;
  // knex's pool gave up waiting for a connection (all busy, or none could be made).
  if (name === 'KnexTimeoutError') return true;
  if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
  // A connect tried on several addresses fails with each address's error (AggregateError).
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return cause !== undefined && isDatabaseUnavailable(cause, depth + 1);
}
