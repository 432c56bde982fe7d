import type { Db } from '../db/database.ts';
import { lenderToday } from '../rates/rateProducts.ts';
import { recordRates, type NewRate } from '../rates/rateStore.ts';

/**
 * Starting rates for a new installation: late-2026 market levels for a $350,000 loan, 740+ credit score, 20% down
 * (3.5% for FHA, whose APR carries the mortgage insurance premium), primary residence, no points. Staff replace
 * them from the rates screen.
 */
export const STARTING_RATES: readonly NewRate[] = [
  { type: 'purchase', orderid: 1, rate: 6.125, apr: 6.254 },
  { type: 'purchase', orderid: 2, rate: 5.75, apr: 6.612 },
  { type: 'purchase', orderid: 3, rate: 5.875, apr: 6.031 },
  { type: 'purchase', orderid: 4, rate: 5.375, apr: 5.568 },
  { type: 'refinance', orderid: 1, rate: 6.25, apr: 6.383 },
  { type: 'refinance', orderid: 2, rate: 5.875, apr: 6.741 },
  { type: 'refinance', orderid: 3, rate: 6.0, apr: 6.158 },
  { type: 'refinance', orderid: 4, rate: 5.5, apr: 5.694 },
];

/** Records STARTING_RATES effective today when no rate was ever recorded; otherwise changes nothing. */
export async function seedRates(db: Db, today: string = lenderToday()): Promise<void> {
  await db.transaction(async (trx) => {
    // Two processes starting together must not both seed.
    await trx.raw('lock table mortgage_rates in share row exclusive mode');
    if (await trx('mortgage_rates').first('id')) return;
    await recordRates(trx, { effectiveDate: today, setBy: null, rates: STARTING_RATES });
  });
}
