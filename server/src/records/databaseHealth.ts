import type { Db } from 'server/db/database.ts';

/** Asks the database the smallest question: resolves once it answers, throws when it cannot be reached. */
export async function checkDatabaseAnswers(db: Db): Promise<void> {
  await db.raw('select 1');
}
