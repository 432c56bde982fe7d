import { describe, expect, it } from 'vitest';
import { ALL_STATES, groupOfficers, officersIn, phoneHref, stateOptions } from './officerGroups.ts';
import type { OfficerLicense } from 'ui/api/officerQueries.ts';

const row = (id: number, fullname: string, state: string, statename: string, license: string): OfficerLicense => ({
  id,
  fullname,
  email: `${fullname.split(' ')[0]?.toLowerCase()}@harboroakmortgage.com`,
  work_phone: '(813) 555-0111',
  nmls_id: String(1000 + id),
  state,
  statename,
  license,
});

const rows = [
  row(1, 'Ana Diaz', 'FL', 'Florida', 'LO1'),
  row(1, 'Ana Diaz', 'TX', 'Texas', '1001'),
  row(2, 'Ben Cole', 'GA', 'Georgia', '1002'),
  row(3, 'Cy Ford', 'TX', 'Texas', '1003'),
];

describe('officer finder data', () => {
  it('groups licences by e-mail, keeping every state', () => {
    const groups = groupOfficers(rows);
    expect(groups.map((group) => group.fullname)).toEqual(['Ana Diaz', 'Ben Cole', 'Cy Ford']);
    expect(groups[0]?.licenses).toEqual([
      { state: 'FL', statename: 'Florida', license: 'LO1' },
      { state: 'TX', statename: 'Texas', license: '1001' },
    ]);
  });

  it('offers All States, then the licensed states by name', () => {
    expect(stateOptions(rows)).toEqual([
      { id: '0', value: 'All States' },
      { id: 'FL', value: 'Florida' },
      { id: 'GA', value: 'Georgia' },
      { id: 'TX', value: 'Texas' },
    ]);
    expect(stateOptions([])).toEqual([{ id: '0', value: 'All States' }]);
  });

  it('filters officers by a licensed state', () => {
    const groups = groupOfficers(rows);
    expect(officersIn(groups, 'TX').map((group) => group.fullname)).toEqual(['Ana Diaz', 'Cy Ford']);
    expect(officersIn(groups, ALL_STATES)).toHaveLength(3);
    expect(officersIn(groups, 'CA')).toEqual([]);
  });

  it('links phone numbers', () => {
    expect(phoneHref('(813) 555-0111')).toBe('tel:+18135550111');
    expect(phoneHref('+1 813 555 0111')).toBe('tel:+18135550111');
  });
});
