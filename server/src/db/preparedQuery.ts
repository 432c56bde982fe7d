import type { Knex } from 'knex';
import type { Db, Trx } from './database.ts';

/**
 * A hot path's statement, sent as a named prepared statement on PostgreSQL: each pooled connection parses and plans it
 * once, and each call sends only its values (issue 25: a stage save and a stage read were paying knex's query
 * building and PostgreSQL's parsing on every call). The text is written once with `$n` placeholders; on PGlite (the
 * embedded default, one connection, no named statements through knex-pglite) it runs as a knex raw query instead.
 * Outside a transaction, pass the knex instance; inside one, the transaction (its connection is used).
 */

/** One statement: a name unique in the process and its SQL with `$1…$n`. */
export interface PreparedStatement {
  name: string;
  text: string;
}

interface PgConnection {
  query(config: { name: string; text: string; values: readonly unknown[] }): Promise<{ rows: unknown[] }>;
}

interface KnexClientInternals {
  config: { client?: unknown };
  acquireConnection(): Promise<PgConnection>;
  releaseConnection(connection: PgConnection): Promise<void>;
  emit(event: 'query', data: { sql: string; bindings: readonly unknown[] }): void;
}

/** A statement by name; the same text always gives the same object, so a name is never bound to two texts. */
export function preparedStatement(name: string, text: string): PreparedStatement {
  return { name, text };
}

/** `$n` placeholders as knex's `?`, with the values in the order they are used (a value may be used twice). */
function asKnexRaw(text: string, values: readonly unknown[]): { sql: string; bindings: Knex.RawBinding[] } {
  const bindings: Knex.RawBinding[] = [];
  const sql = text.replace(/\$(\d+)/g, (_match, index: string) => {
    bindings.push(values[Number(index) - 1] as Knex.RawBinding);
    return '?';
  });
  return { sql, bindings };
}

/** Runs the statement with its values and returns its rows. */
export async function runPrepared<Row>(
  db: Db | Trx,
  statement: PreparedStatement,
  values: readonly unknown[],
): Promise<Row[]> {
  const client = db.client as unknown as KnexClientInternals;
  if (client.config.client !== 'pg') {
    const { sql, bindings } = asKnexRaw(statement.text, values);
    const result = (await db.raw(sql, bindings)) as { rows: Row[] };
    return result.rows;
  }
  // Listeners of knex's 'query' event (the statement budgets' tests) see these statements as they see knex's own.
  client.emit('query', { sql: statement.text, bindings: values });
  const connection = await client.acquireConnection();
  try {
    const result = await connection.query({ name: statement.name, text: statement.text, values });
    return result.rows as Row[];
  } finally {
    await client.releaseConnection(connection);
  }
}
