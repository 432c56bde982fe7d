import { startSession } from 'server/commands/accounts/sessions.ts';
import { createLoan } from 'server/records/loans.ts';
import { insertBenchUser, seedBenchDataDir } from '../seedBench.ts';

/**
 * Prepares the upload bench's data folder: a borrower with a loan and a signed-in session. Prints
 * { token, loanNumber } as JSON.
 * Usage: node --import tsx scripts/bench/uploads/seedUploadBench.ts <data folder>
 */
await seedBenchDataDir(async (trx) => {
  const userId = await insertBenchUser(trx, {
    email: 'bench.borrower@example.com',
    firstName: 'Bench',
    lastName: 'Borrower',
    role: 'borrower',
  });
  const loan = await createLoan(trx, { borrowerUserId: userId, createdBy: null });
  const token = await startSession(trx, userId, { ip: '127.0.0.1', userAgent: 'upload bench' }, 'borrower');
  return { token, loanNumber: loan.loan_number };
});
