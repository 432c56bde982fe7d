import path from 'node:path';
import { startSession } from 'server/commands/accounts/sessions.ts';
import { migrateToLatest, openDatabase } from 'server/db/database.ts';

/**
 * Prepares the studio bench's data folder before the product starts on it (the embedded database has one user at a
 * time): two compliance members, an author and a reviewer, each with a signed-in staff session. Prints
 * { author, reviewer } (their bearer tokens) as JSON.
 * Usage: node --import tsx scripts/bench/studio/seedStudioBench.ts <data folder>
 */
async function main(): Promise<void> {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('Name the data folder');
  const db = openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'pg') });
  try {
    await migrateToLatest(db);
    const tokens = await db.transaction(async (trx) => {
      const member = async (firstName: string) => {
        const [user] = (await trx('users')
          .insert({
            email: `bench.${firstName.toLowerCase()}@example.com`,
            first_name: firstName,
            last_name: 'Compliance',
            status: 1,
            role: 'compliance',
            email_verified_at: trx.fn.now(),
          })
          .returning('id')) as { id: number }[];
        if (!user) throw new Error('No user was made');
        return startSession(trx, user.id, { ip: '127.0.0.1', userAgent: 'studio bench' }, 'staff');
      };
      return { author: await member('Avery'), reviewer: await member('Blake') };
    });
    process.stdout.write(`${JSON.stringify(tokens)}\n`);
  } finally {
    await db.destroy();
  }
}

await main();
