import path from 'node:path';
import { migrateToLatest, openDatabase, type Trx } from 'server/db/database.ts';

/**
 * A bench's data folder prepared before the product starts on it (the embedded database has one user at a time): the
 * folder named on the command line gets the migrated database, `seed` writes in one transaction, and what it returns
 * is printed as one JSON line (scripts/bench/product.mjs, seededDataDir, reads it).
 */
export async function seedBenchDataDir(seed: (trx: Trx) => Promise<Record<string, unknown>>): Promise<void> {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('Name the data folder');
  const db = openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'pg') });
  try {
    await migrateToLatest(db);
    process.stdout.write(`${JSON.stringify(await db.transaction(seed))}\n`);
  } finally {
    await db.destroy();
  }
}

/** A user of a bench with a verified e-mail and a complete profile; returns its id. */
export async function insertBenchUser(
  trx: Trx,
  user: { email: string; firstName: string; lastName: string; role: string },
): Promise<number> {
  const [row] = (await trx('users')
    .insert({
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      status: 1,
      role: user.role,
      email_verified_at: trx.fn.now(),
    })
    .returning('id')) as { id: number }[];
  if (!row) throw new Error('No user was made');
  return row.id;
}
