import type { Db, Trx } from '../db/database.ts';
import { RATE_PRODUCTS, type RateOrderId, type RateType } from './rateProducts.ts';

/** One published rate: its table, its order id (product), rate and APR in percent, and its effective date. */
export interface RateRow {
  type: RateType;
  orderid: number;
  rate: number;
  apr: number;
  /** YYYY-MM-DD. */
  effectiveDate: string;
}

/** A rate to record: table, order id, rate and APR in percent (3 decimals). */
export interface NewRate {
  type: RateType;
  orderid: RateOrderId;
  rate: number;
  apr: number;
}

interface StoredRate {
  type: RateType;
  orderid: number | string;
  rate: number | string;
  apr: number | string;
  effective_date: string;
}

/**
 * The rates in force on `today` (YYYY-MM-DD): the rows of the latest effective date that has begun, newest row per
 * product when a date was set more than once, purchase before refinance and by order id. Products not set on that
 * date are absent; rates set for a later date are not shown before it.
 */
export async function latestRates(db: Db | Trx, today: string): Promise<RateRow[]> {
  const latestDate = db('mortgage_rates').max('effective_date').where('effective_date', '<=', today);
  const rows = await db('mortgage_rates')
    .distinctOn(['type', 'orderid'])
    .select<StoredRate[]>(
      'type',
      'orderid',
      'rate',
      'apr',
      db.raw(`to_char(effective_date, 'YYYY-MM-DD') as effective_date`),
    )
    .where('effective_date', latestDate)
    .orderBy([{ column: 'type' }, { column: 'orderid' }, { column: 'id', order: 'desc' }]);
  // numeric comes back as text from PostgreSQL.
  return rows.map((row) => ({
    type: row.type,
    orderid: Number(row.orderid),
    rate: Number(row.rate),
    apr: Number(row.apr),
    effectiveDate: row.effective_date,
  }));
}

/** Records a set of rates effective on a date (YYYY-MM-DD), keeping earlier rows as history. */
export async function recordRates(
  db: Db | Trx,
  input: { effectiveDate: string; setBy: number | null; rates: readonly NewRate[] },
): Promise<void> {
  if (input.rates.length === 0) return;
  await db('mortgage_rates').insert(
    input.rates.map((rate) => ({
      type: rate.type,
      orderid: rate.orderid,
      product: RATE_PRODUCTS[rate.orderid],
      rate: rate.rate,
      apr: rate.apr,
      effective_date: input.effectiveDate,
      set_by: input.setBy,
    })),
  );
}
