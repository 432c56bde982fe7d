import { describe, expect, it } from 'vitest';
import { LOAN_OFFICER_SEED, seedLoanOfficers, seedOfficerAccounts } from 'server/seeds/loanOfficerSeed.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';
import type { OfficerLicenseReply } from 'common';
import { OFFICERS_CACHE_CONTROL } from './officerRoutes.ts';

const server = useTestServer();

const list = async (apiPath: string) => {
  const reply = await server.api<OfficerLicenseReply[]>('GET', apiPath);
  expect(reply.http, apiPath).toBe(200);
  expect(reply.body.status).toBe(100);
  return reply.body.data ?? [];
};

/** The finder's grouping (part 2 §4.7): one entry per e-mail with its states joined by commas. */
function groupByEmail(rows: readonly OfficerLicenseReply[]): Map<string, string> {
  const groups = new Map<string, string[]>();
  for (const row of rows) groups.set(row.email, [...(groups.get(row.email) ?? []), row.statename]);
  return new Map([...groups].map(([email, states]) => [email, states.join(', ')]));
}

const seededLicenses = LOAN_OFFICER_SEED.flatMap(({ officer, licenses }) =>
  licenses.map((license) => ({ email: officer.email, ...license })),
);

describe('GET /api/loan/allofficers', () => {
  it('answers one row per officer licence with only the public fields', async () => {
    const rows = await list('loan/allofficers');
    expect(rows).toHaveLength(seededLicenses.length);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual([
        'email',
        'fullname',
        'id',
        'license',
        'nmls_id',
        'state',
        'statename',
        'work_phone',
      ]);
      expect(row.email).toMatch(/^[a-z.]+@harboroakmortgage\.com$/);
      expect(row.work_phone).toMatch(/^\(\d{3}\) 555-01\d\d$/);
      expect(Number.isInteger(row.id)).toBe(true);
    }
    const stored = new Set(seededLicenses.map((l) => `${l.email} ${l.state} ${l.license_id}`));
    expect(new Set(rows.map((row) => `${row.email} ${row.state} ${row.license}`))).toEqual(stored);
    expect(JSON.stringify(rows)).not.toContain('555-016');
  });

  it('groups into the seeded officers, states by name in order', async () => {
    const groups = groupByEmail(await list('loan/allofficers'));
    expect(groups.size).toBe(LOAN_OFFICER_SEED.length);
    expect(groups.get('rebecca.lindqvist@harboroakmortgage.com')).toBe(
      'Alabama, California, Florida, Georgia, Mississippi, North Carolina, South Carolina, Tennessee, Texas',
    );
    expect(groups.get('priya.raman@harboroakmortgage.com')).toBe('Florida, Georgia, South Carolina');
    expect(groups.get('caleb.whitfield@harboroakmortgage.com')).toBe('Texas');
  });

  it('leaves out inactive officers', async () => {
    const db = server.deps.db;
    const email = 'derek.holloway@harboroakmortgage.com';
    await db('loan_officers').where({ email }).update({ active: false });
    try {
      const rows = await list('loan/allofficers');
      expect(rows.some((row) => row.email === email)).toBe(false);
      expect(rows).toHaveLength(seededLicenses.length - 1);
    } finally {
      await db('loan_officers').where({ email }).update({ active: true });
    }
  });

  it('may be cached publicly for five minutes', async () => {
    const response = await fetch(`${server.url}/api/loan/allofficers`);
    await response.arrayBuffer();
    expect(response.headers.get('cache-control')).toBe(OFFICERS_CACHE_CONTROL);
  });
});

describe('GET /api/loan/officers', () => {
  it('answers every licence without a state, or with All States (0)', async () => {
    const all = await list('loan/allofficers');
    expect(await list('loan/officers')).toEqual(all);
    expect(await list('loan/officers?state=0')).toEqual(all);
  });

  it('answers only the licences in the chosen state, in any case', async () => {
    const texas = await list('loan/officers?state=tx');
    const expected = seededLicenses.filter((license) => license.state === 'TX');
    expect(texas).toHaveLength(expected.length);
    expect(new Set(texas.map((row) => row.email))).toEqual(new Set(expected.map((license) => license.email)));
    for (const row of texas) expect(row).toMatchObject({ state: 'TX', statename: 'Texas' });
    expect(await list('loan/officers?state=WY')).toEqual([]);
  });

  it('refuses a state that is not a USPS code', async () => {
    for (const query of ['state=ZZ', 'state=Texas', 'state=T', 'state=AA', 'state=tx&state=fl']) {
      const reply = await server.api('GET', `loan/officers?${query}`);
      expect(reply.http, query).toBe(400);
      expect(reply.body).toEqual({ status: 400, statusText: 'Choose a valid state.', data: null, errors: ['state'] });
    }
  });
});

describe('seedLoanOfficers', () => {
  it('changes nothing when officers exist', async () => {
    const before = await server.deps.db('officer_licenses').count<{ count: string }[]>({ count: '*' });
    await seedLoanOfficers(server.deps.db);
    const after = await server.deps.db('officer_licenses').count<{ count: string }[]>({ count: '*' });
    expect(after).toEqual(before);
    expect(Number(after[0]?.count)).toBe(seededLicenses.length);
  });
});

describe('seedOfficerAccounts', () => {
  it('gives every seeded officer a loan officer account without a password, once, and one default officer', async () => {
    const linked = (await server.deps
      .db('loan_officers as o')
      .join('users as u', 'u.id', 'o.user_id')
      .select('o.email as officerEmail', 'u.email', 'u.role', 'u.password_hash', 'o.is_default')) as {
      officerEmail: string;
      email: string;
      role: string;
      password_hash: string | null;
      is_default: boolean;
    }[];
    expect(linked).toHaveLength(LOAN_OFFICER_SEED.length);
    for (const row of linked) {
      expect(row.email).toBe(row.officerEmail.toLowerCase());
      expect(row.role).toBe('loan_officer');
      expect(row.password_hash).toBeNull();
    }
    expect(linked.filter((row) => row.is_default)).toHaveLength(1);
    const [users] = await server.deps
      .db('users')
      .where({ role: 'loan_officer' })
      .count<{ count: string }[]>({ count: '*' });
    await seedOfficerAccounts(server.deps.db);
    const [again] = await server.deps
      .db('users')
      .where({ role: 'loan_officer' })
      .count<{ count: string }[]>({ count: '*' });
    expect(again).toEqual(users);
  });
});
