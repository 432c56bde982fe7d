import { startSession } from 'server/commands/accounts/sessions.ts';
import { insertBenchUser, seedBenchDataDir } from '../seedBench.ts';

/**
 * Prepares the studio bench's data folder: two compliance members, an author and a reviewer, each with a signed-in
 * staff session. Prints { author, reviewer } (their bearer tokens) as JSON.
 * Usage: node --import tsx scripts/bench/studio/seedStudioBench.ts <data folder>
 */
await seedBenchDataDir(async (trx) => {
  const member = async (firstName: string) => {
    const userId = await insertBenchUser(trx, {
      email: `bench.${firstName.toLowerCase()}@example.com`,
      firstName,
      lastName: 'Compliance',
      role: 'compliance',
    });
    return startSession(trx, userId, { ip: '127.0.0.1', userAgent: 'studio bench' }, 'staff');
  };
  return { author: await member('Avery'), reviewer: await member('Blake') };
});
