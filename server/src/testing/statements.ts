import type { Db } from 'server/db/database.ts';

/** One SQL statement a piece of work sent, as knex reported it. */
export interface SentStatement {
  sql: string;
  /** The transaction it ran in (knex's id), if any. */
  tx: string | undefined;
}

/**
 * The statements `work` sends through `db` (the prepared ones included), those `keep` accepts: the statement budgets'
 * tests count them. What the server's background work sends meanwhile (the job relay, retention) is the caller's to
 * leave out with `keep`.
 */
export async function statementsOf(
  db: Db,
  work: () => Promise<unknown>,
  keep: (sql: string) => boolean = () => true,
): Promise<SentStatement[]> {
  const sent: SentStatement[] = [];
  const listener = (query: { sql: string; __knexTxId?: string }) => {
    const sql = query.sql.trim();
    if (keep(sql)) sent.push({ sql, tx: query.__knexTxId });
  };
  db.on('query', listener);
  try {
    await work();
  } finally {
    db.off('query', listener);
  }
  return sent;
}
