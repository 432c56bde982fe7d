import { mkdirSync } from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { PGlite } from '@electric-sql/pglite';
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

/** Opens a knex instance on the target; PostgreSQL and PGlite share every query and migration. */
export function openDatabase(target: DatabaseTarget): Db {
  if (target.kind === 'postgres') {
    return knexFactory({
      client: 'pg',
      connection: target.url,
      searchPath: target.schema ? [target.schema] : undefined,
      pool: { min: 0, max: 10 },
      acquireConnectionTimeout: 10_000,
    });
  }
  if (target.kind === 'pglite') mkdirSync(target.dir, { recursive: true, mode: 0o700 });
  return knexFactory({
    client: SamePgLite as unknown as typeof knexFactory.Client,
    dialect: 'postgres',
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
