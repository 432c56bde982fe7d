import type { Db } from '../db/database.ts';
import { seedLoanOfficers, seedOfficerAccounts } from './loanOfficerSeed.ts';
import { seedRates } from './seedRates.ts';
import { seedSubscriptionTopics } from '../records/subscriptions.ts';

/** Starting data of the public rates and officer finder (written only into empty tables), and the officers' accounts. */
export async function seedRatesAndOfficers(db: Db): Promise<void> {
  await seedRates(db);
  await seedLoanOfficers(db);
  await seedOfficerAccounts(db);
  await seedSubscriptionTopics(db);
}
