import { describe, expect, it } from 'vitest';
import type { OfficerLicenseReply } from 'common';
import { officerChoices, officerFillOf, officerFillValues } from './officerChoices.ts';

const row = (id: number, fullname: string, state: string): OfficerLicenseReply => ({
  id,
  fullname,
  email: `${id}@example.com`,
  work_phone: '(555) 010-0000',
  nmls_id: String(100000 + id),
  statename: state === 'FL' ? 'Florida' : 'Texas',
  state,
  license: `LO-${id}-${state}`,
});

describe('loan officer choices', () => {
  const rows = [row(1, 'Dana Whitfield', 'FL'), row(1, 'Dana Whitfield', 'TX'), row(2, 'Marcus Lee', 'TX')];

  it('offers each full name once, in the list order', () => {
    expect(officerChoices(rows).map((officer) => [officer.id, officer.state])).toEqual([
      [1, 'FL'],
      [2, 'TX'],
    ]);
  });

  it('keeps only officers licensed in the state, with that licence', () => {
    expect(officerChoices(rows, 'TX').map((officer) => officer.license)).toEqual(['LO-1-TX', 'LO-2-TX']);
    expect(officerChoices(rows, 'CA')).toEqual([]);
  });

  it('copies the chosen officer into the named fields beside the choice, and empties them when none is chosen', () => {
    const fill = officerFillOf({
      fill: { fullname: 'loanOfficer', email: 'loanOfficerEmail', bogus: 'x', nmls_id: 3 },
    });
    expect(fill).toEqual({ fullname: 'loanOfficer', email: 'loanOfficerEmail' });
    expect(officerFillValues(rows[2], fill, 'stage2.loanOfficerId')).toEqual({
      'stage2.loanOfficer': 'Marcus Lee',
      'stage2.loanOfficerEmail': '2@example.com',
    });
    expect(officerFillValues(undefined, fill, 'loanOfficerId')).toEqual({
      loanOfficer: undefined,
      loanOfficerEmail: undefined,
    });
  });
});
