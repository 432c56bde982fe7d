import type { Db } from '../db/database.ts';
import { seedLoanOfficers } from './loanOfficerSeed.ts';
import { seedRates } from './seedRates.ts';

/** Starting data of the public rates and officer finder, written only into empty tables. */
export async function seedRatesAndOfficers(db: Db): Promise<void> {
  await seedRates(db);
  await seedLoanOfficers(db);
}
