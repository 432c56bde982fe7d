import { describe, expect, it } from 'vitest';
import { LOOKUP_LISTS } from 'server/lookups/lookupLists.ts';
import { loadLookupOptions, type LookupRow } from 'server/lookups/lookupOptions.ts';
import { seedLookups } from 'server/lookups/seedLookups.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';
import { LOOKUP_CACHE_CONTROL } from './lookupRoutes.ts';
import type { ZipReply } from 'common';

const server = useTestServer();

async function cacheControl(method: string, apiPath: string, body?: unknown): Promise<string | null> {
  const response = await fetch(`${server.url}/api/${apiPath}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.headers.get('cache-control');
}

const allRows = async () =>
  (await server.deps.db('lookups').orderBy('id').select('id', 'type', 'value', 'text', 'sort', 'active')) as unknown[];

describe('GET /api/lookups/:name', () => {
  it('answers every list by number and by name, with its rows in order', async () => {
    for (const list of LOOKUP_LISTS) {
      const byNumber = await server.api<LookupRow[]>('GET', `lookups/${list.type}`);
      expect(byNumber.http).toBe(200);
      expect(byNumber.body.status).toBe(100);
      expect(byNumber.body.data?.length).toBeGreaterThan(0);
      expect(byNumber.body.data?.map(({ value, text }) => ({ value, text }))).toEqual(list.options);
      for (const row of byNumber.body.data ?? []) {
        expect(Object.keys(row).sort()).toEqual(['id', 'text', 'type', 'value']);
        expect(row.type).toBe(list.type);
        expect(Number.isInteger(row.id)).toBe(true);
      }
      const byName = await server.api<LookupRow[]>('GET', `lookups/${list.name}`);
      expect(byName.body.data).toEqual(byNumber.body.data);
    }
  });

  it('gives the 56 states and territories by USPS code', async () => {
    const reply = await server.api<LookupRow[]>('GET', 'lookups/states');
    const states = reply.body.data ?? [];
    expect(states).toHaveLength(56);
    const names = new Map(states.map((row) => [row.value, row.text]));
    expect(names.get('DC')).toBe('District of Columbia');
    expect(names.get('PR')).toBe('Puerto Rico');
    expect(names.get('FL')).toBe('Florida');
    expect(names.get('VI')).toBe('U.S. Virgin Islands');
    for (const code of ['AS', 'GU', 'MP', 'WY', 'AK', 'HI']) expect(names.has(code)).toBe(true);
    for (const code of ['AA', 'AE', 'AP', 'FM', 'MH', 'PW']) expect(names.has(code)).toBe(false);
  });

  it('accepts names in any case', async () => {
    const reply = await server.api<LookupRow[]>('GET', 'lookups/LoanPurpose');
    expect(reply.body.data?.map((row) => row.text)).toEqual(['Purchase', 'Refinance', 'Others']);
  });

  it('stores the URLA 2020 MISMO / ULAD values', async () => {
    const expected: [string, string, string][] = [
      ['mortgage', 'USDARuralDevelopment', 'USDA-RD'],
      ['amortization', 'Fixed', 'Fixed Rate'],
      ['amortization', 'AdjustableRate', 'Adjustable Rate'],
      ['loanpurpose', 'Other', 'Others'],
      ['occupancy', 'Investment', 'Investment Property'],
      ['unit', 'STE', 'Suite'],
      ['unit', 'HNGR', 'Hangar'],
      ['gifts', 'GiftOfPropertyEquity', 'Gift of Equity'],
      ['citizenship', 'NonPermanentResidentAlien', 'Non-Permanent Resident Alien'],
      ['housing', 'LivingRentFree', 'No primary housing expense'],
      ['assets', 'CertificateOfDepositTimeDeposit', 'Certificate of Deposit'],
      ['assets', 'BridgeLoanNotDeposited', 'Bridge Loan Proceeds'],
      ['assets', 'LifeInsurance', 'Cash Value of Life Insurance (used for the transaction)'],
      [
        'otherassets',
        'PendingNetSaleProceedsFromRealEstateAssets',
        'Proceeds from Real Estate Property to be sold on or before closing',
      ],
      ['otherassets', 'ProceedsFromUnsecuredLoan', 'Unsecured Borrowed Funds'],
      ['othercredits', 'EmployerAssistedHousing', 'Employer Assistance'],
      ['othercredits', 'LeasePurchaseFund', 'Rent Credit'],
      ['liabilities', 'Open30DayChargeAccount', 'Open 30-Day (balance paid monthly)'],
      ['liabilities', 'LeasePayment', 'Lease (not real estate)'],
      ['otherliabilities', 'SeparateMaintenanceExpense', 'Separate Maintenance'],
      ['sources', 'CommunityNonProfit', 'Community Nonprofit'],
      ['sources', 'ReligiousNonProfit', 'Religious Nonprofit'],
      ['reostatus', 'Retain', 'Retained'],
      ['reostatus', 'PendingSale', 'Pending Sale'],
      [
        'marital',
        'Unmarried',
        'Unmarried (Single, Divorced, Widowed, Civil Union, Domestic Partnership, Registered Reciprocal Beneficiary Relationship)',
      ],
      ['income', 'DividendsInterest', 'Interest and Dividends'],
      ['income', 'HousingAllowance', 'Housing or Parsonage'],
      ['income', 'VABenefitsNonEducational', 'VA Compensation'],
      ['income', 'Pension', 'Retirement (e.g., Pension, IRA)'],
      ['reooccupancy', 'PrimaryResidence', 'Primary Residence'],
    ];
    for (const [name, value, text] of expected) {
      const reply = await server.api<LookupRow[]>('GET', `lookups/${name}`);
      expect(reply.body.data?.find((row) => row.value === value)?.text, `${name} ${value}`).toBe(text);
    }
    const counts = Object.fromEntries(LOOKUP_LISTS.map((list) => [list.name, list.options.length]));
    expect(counts).toMatchObject({ assets: 13, income: 21, othercredits: 8, unit: 23, sources: 10, states: 56 });
  });

  it('answers 404 for an unknown list', async () => {
    for (const name of ['9', '17', '0', 'nope', 'list']) {
      const reply = await server.api('GET', `lookups/${name}`);
      expect(reply.http).toBe(404);
      expect(reply.body).toEqual({ status: 404, statusText: 'Unknown lookup list.', data: null, errors: [] });
    }
  });

  it('lets lists be cached publicly for an hour, but not errors or the POST', async () => {
    expect(await cacheControl('GET', 'lookups/18')).toBe(LOOKUP_CACHE_CONTROL);
    expect(await cacheControl('GET', 'lookups/nope')).toBe('no-store');
    expect(await cacheControl('POST', 'lookups/list', [18])).toBe('no-store');
    expect(await cacheControl('GET', 'forms/contact')).toBe('no-store');
  });
});

describe('POST /api/lookups/list', () => {
  it('answers the rows of every listed type, in either body shape, ignoring unknown types', async () => {
    const asArray = await server.api<LookupRow[]>('POST', 'lookups/list', [3, 4, 99, 18]);
    expect(asArray.http).toBe(200);
    const rows = asArray.body.data ?? [];
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set([3, 4, 18]));
    expect(rows).toHaveLength(3 + 3 + 56);
    expect(rows.filter((row) => row.type === 4).map((row) => row.value)).toEqual([
      'PrimaryResidence',
      'SecondHome',
      'Investment',
    ]);
    const asObject = await server.api<LookupRow[]>('POST', 'lookups/list', { types: ['18', 4, 3, 3] });
    expect(asObject.body.data).toEqual(rows);
    const none = await server.api<LookupRow[]>('POST', 'lookups/list', { types: [99] });
    expect(none.body).toMatchObject({ status: 100, data: [] });
  });

  it('refuses a body that is not a list of type numbers', async () => {
    for (const body of [{}, { types: 'states' }, [1.5], ['states'], [-1], { types: [null] }, Array(51).fill(1)]) {
      const reply = await server.api('POST', 'lookups/list', body);
      expect(reply.http, JSON.stringify(body)).toBe(400);
      expect(reply.body).toEqual({
        status: 400,
        statusText: 'Send a list of lookup types.',
        data: null,
        errors: ['types'],
      });
    }
  });
});

describe('GET /api/lookups/list', () => {
  it('answers as POST does, the types given in the address (the page asks so, and its hints preload it)', async () => {
    const posted = await server.api<LookupRow[]>('POST', 'lookups/list', [3, 4, 18]);
    const got = await server.api<LookupRow[]>('GET', 'lookups/list?types=3,4,18');
    expect(got.http).toBe(200);
    expect(got.body.data).toEqual(posted.body.data);
    expect((await server.api<LookupRow[]>('GET', 'lookups/list?types=99')).body).toMatchObject({
      status: 100,
      data: [],
    });
    // Not taken for a list named 'list'.
    expect((await server.api<LookupRow[]>('GET', 'lookups/list?types=4')).body.data).toHaveLength(3);
  });

  it('refuses types that are not type numbers', async () => {
    for (const query of ['types=states', 'types=1.5', 'types=-1', 'types=1,,2', 'types=1&types=x']) {
      const reply = await server.api('GET', `lookups/list?${query}`);
      expect(reply.http, query).toBe(400);
      expect(reply.body).toMatchObject({ statusText: 'Send a list of lookup types.', errors: ['types'] });
    }
  });
});

describe('GET /api/lookups/zip/:zip', () => {
  it('gives city, state and country of a known zip', async () => {
    const cases: [string, Omit<ZipReply, 'country'>][] = [
      ['33607', { zip: '33607', city: 'Tampa', state: 'FL', stateName: 'Florida' }],
      ['10001', { zip: '10001', city: 'New York', state: 'NY', stateName: 'New York' }],
      ['90210', { zip: '90210', city: 'Beverly Hills', state: 'CA', stateName: 'California' }],
      ['33607-1234', { zip: '33607', city: 'Tampa', state: 'FL', stateName: 'Florida' }],
      ['00601', { zip: '00601', city: 'Adjuntas', state: 'PR', stateName: 'Puerto Rico' }],
    ];
    for (const [zip, place] of cases) {
      const reply = await server.api<ZipReply>('GET', `lookups/zip/${zip}`);
      expect(reply.http).toBe(200);
      expect(reply.body.data).toEqual({ ...place, country: 'US' });
    }
    expect(await cacheControl('GET', 'lookups/zip/33607')).toBe(LOOKUP_CACHE_CONTROL);
    // Not found is as stable as found: it changes only with the data set.
    expect(await cacheControl('GET', 'lookups/zip/00000')).toBe(LOOKUP_CACHE_CONTROL);
  });

  it("answers 404 'Enter valid zip code' for an unknown or malformed zip", async () => {
    for (const zip of ['00000', '99999', '3360', '336077', 'abcde', '33607-12', '09001']) {
      const reply = await server.api('GET', `lookups/zip/${zip}`);
      expect(reply.http, zip).toBe(404);
      expect(reply.body).toEqual({ status: 404, statusText: 'Enter valid zip code', data: null, errors: ['zip'] });
    }
  });
});

describe('seedLookups', () => {
  it('changes nothing when run again', async () => {
    const before = await allRows();
    expect(before).toHaveLength(LOOKUP_LISTS.reduce((sum, list) => sum + list.options.length, 0));
    await seedLookups(server.deps.db);
    await seedLookups(server.deps.db);
    expect(await allRows()).toEqual(before);
  });

  it('restores changed labels, deactivates values no longer listed and refreshes the cache', async () => {
    const db = server.deps.db;
    expect((await loadLookupOptions(db, [19])).get(19)?.[2]).toEqual({ value: 'Retain', text: 'Retained' });
    await db('lookups').where({ type: 19, value: 'Retain' }).update({ text: 'Kept' });
    await db('lookups').insert({ type: 19, value: 'Foreclosed', text: 'Foreclosed', sort: 4 });
    await seedLookups(db);
    const options = await loadLookupOptions(db, [19, 99]);
    expect(options.get(19)).toEqual([
      { value: 'Sold', text: 'Sold' },
      { value: 'PendingSale', text: 'Pending Sale' },
      { value: 'Retain', text: 'Retained' },
    ]);
    expect(options.get(99)).toEqual([]);
    expect(await db('lookups').where({ type: 19, value: 'Foreclosed' }).first('active')).toEqual({ active: false });
    const reply = await server.api<LookupRow[]>('GET', 'lookups/reostatus');
    expect(reply.body.data?.map((row) => row.value)).toEqual(['Sold', 'PendingSale', 'Retain']);
  });
});
