import path from 'node:path';
import { startSession } from 'server/commands/accounts/sessions.ts';
import { migrateToLatest, openDatabase } from 'server/db/database.ts';
import { createLoan } from 'server/records/loans.ts';

/**
 * Prepares the upload bench's data folder before the product starts on it (the embedded database has one user at a
 * time): a borrower with a loan and a signed-in session. Prints { token, loanNumber } as JSON.
 * Usage: node --import tsx scripts/bench/uploads/seedUploadBench.ts <data folder>
 */
async function main(): Promise<void> {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('Name the data folder');
  const db = openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'pg') });
  try {
    await migrateToLatest(db);
    const seeded = await db.transaction(async (trx) => {
      const [user] = (await trx('users')
        .insert({
          email: 'bench.borrower@example.com',
          first_name: 'Bench',
          last_name: 'Borrower',
          status: 1,
          role: 'borrower',
          email_verified_at: trx.fn.now(),
        })
        .returning('id')) as { id: number }[];
      if (!user) throw new Error('No user was made');
      const loan = await createLoan(trx, { borrowerUserId: user.id, createdBy: null });
      const token = await startSession(trx, user.id, { ip: '127.0.0.1', userAgent: 'upload bench' }, 'borrower');
      return { token, loanNumber: loan.loan_number };
    });
    process.stdout.write(`${JSON.stringify(seeded)}\n`);
  } finally {
    await db.destroy();
  }
}

await main();
