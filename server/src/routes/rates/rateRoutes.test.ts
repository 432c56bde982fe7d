import { beforeEach, describe, expect, it } from 'vitest';
import { lenderToday } from 'server/rates/rateProducts.ts';
import { recordRates, type NewRate } from 'server/rates/rateStore.ts';
import { seedRates, STARTING_RATES } from 'server/seeds/seedRates.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';
import type { MortgageRateReply, RatesCreditReply } from 'common';
import { RATES_CACHE_CONTROL } from './rateRoutes.ts';

const server = useTestServer();
const today = lenderToday();

/** The date `days` away from a YYYY-MM-DD date. */
function shift(date: string, days: number): string {
  const moved = new Date(`${date}T12:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

const rates = async () => {
  const reply = await server.api<MortgageRateReply[]>('GET', 'eloan/mortgagerates');
  expect(reply.http).toBe(200);
  expect(reply.body.status).toBe(100);
  return reply.body.data ?? [];
};

const rateRows = async () => (await server.deps.db('mortgage_rates').count<{ count: string }[]>({ count: '*' }))[0];

beforeEach(async () => {
  await server.deps.db('mortgage_rates').del();
  await seedRates(server.deps.db, today);
});

describe('GET /api/eloan/mortgagerates', () => {
  it('answers the eight seeded rates of today, with the spec’s keys and the effective date only', async () => {
    const rows = await rates();
    expect(rows).toEqual(STARTING_RATES.map((rate) => ({ ...rate, effectiveDate: today })));
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual(['apr', 'effectiveDate', 'orderid', 'rate', 'type']);
    expect(rows.filter((row) => row.type === 'purchase').map((row) => row.orderid)).toEqual([1, 2, 3, 4]);
    expect(rows.filter((row) => row.type === 'refinance').map((row) => row.orderid)).toEqual([1, 2, 3, 4]);
  });

  it('answers the latest date that has begun, and only the products set on it', async () => {
    const db = server.deps.db;
    await db('mortgage_rates').del();
    const full = (rate: number): NewRate[] => STARTING_RATES.map((row) => ({ ...row, rate, apr: rate + 0.1 }));
    await recordRates(db, { effectiveDate: shift(today, -9), setBy: null, rates: full(7) });
    const partial: NewRate[] = [
      { type: 'purchase', orderid: 1, rate: 6.5, apr: 6.625 },
      { type: 'purchase', orderid: 4, rate: 5.625, apr: 5.812 },
      { type: 'refinance', orderid: 2, rate: 6.0, apr: 6.875 },
    ];
    await recordRates(db, { effectiveDate: shift(today, -2), setBy: null, rates: partial });
    // Set ahead of time: not shown before its date.
    await recordRates(db, { effectiveDate: shift(today, 1), setBy: null, rates: full(4) });
    expect(await rates()).toEqual(partial.map((rate) => ({ ...rate, effectiveDate: shift(today, -2) })));
  });

  it('shows the newest row of a product when its date was set twice', async () => {
    await recordRates(server.deps.db, {
      effectiveDate: today,
      setBy: null,
      rates: [{ type: 'refinance', orderid: 3, rate: 5.99, apr: 6.101 }],
    });
    const rows = await rates();
    expect(rows).toHaveLength(8);
    expect(rows.find((row) => row.type === 'refinance' && row.orderid === 3)).toEqual({
      type: 'refinance',
      orderid: 3,
      rate: 5.99,
      apr: 6.101,
      effectiveDate: today,
    });
    expect(Number((await rateRows())?.count)).toBe(9);
  });

  it('answers an empty list when no rate is in force', async () => {
    await server.deps.db('mortgage_rates').del();
    await recordRates(server.deps.db, { effectiveDate: shift(today, 3), setBy: null, rates: STARTING_RATES });
    expect(await rates()).toEqual([]);
  });

  it('may be cached publicly for five minutes', async () => {
    const response = await fetch(`${server.url}/api/eloan/mortgagerates`);
    await response.arrayBuffer();
    expect(response.headers.get('cache-control')).toBe(RATES_CACHE_CONTROL);
  });
});

describe('GET /api/common/ratescredit', () => {
  it('answers one item with the 30-year fixed purchase rate and the credit scores we lend from', async () => {
    const reply = await server.api<RatesCreditReply[]>('GET', 'common/ratescredit');
    expect(reply.http).toBe(200);
    expect(reply.body.data).toEqual([
      {
        rates: 6.125,
        apr: 6.254,
        effectiveDate: today,
        credit: 580,
        creditProgram: 'FHA',
        conventionalCredit: 620,
      },
    ]);
  });

  it('shows rate 0 when no 30-year fixed purchase rate is in force', async () => {
    await server.deps.db('mortgage_rates').where({ type: 'purchase', orderid: 1 }).del();
    const reply = await server.api<RatesCreditReply[]>('GET', 'common/ratescredit');
    expect(reply.body.data?.[0]).toMatchObject({ rates: 0, apr: 0, effectiveDate: null, credit: 580 });
  });
});

describe('seedRates', () => {
  it('seeds only an empty table', async () => {
    await seedRates(server.deps.db, shift(today, -1));
    expect(Number((await rateRows())?.count)).toBe(8);
    expect((await rates())[0]?.effectiveDate).toBe(today);
  });

  it('refuses a row outside the tables and order ids', async () => {
    const db = server.deps.db;
    const row = { type: 'purchase', orderid: 1, product: 'x', rate: 6, apr: 6, effective_date: today };
    await expect(db('mortgage_rates').insert({ ...row, type: 'heloc' })).rejects.toThrow();
    await expect(db('mortgage_rates').insert({ ...row, orderid: 5 })).rejects.toThrow();
    await expect(db('mortgage_rates').insert({ ...row, rate: -1 })).rejects.toThrow();
  });
});
