import { describe, expect, it } from 'vitest';
import { BRANCH_OFFICES, branchAddress, directionsUrl } from './branchOffices.ts';

describe('branch offices', () => {
  it('lists nine branches in FL, TX, SC, MS, TN and CA with fictional phone numbers', () => {
    expect(BRANCH_OFFICES).toHaveLength(9);
    expect(new Set(BRANCH_OFFICES.map((office) => office.state))).toEqual(
      new Set(['FL', 'TX', 'SC', 'MS', 'TN', 'CA']),
    );
    for (const office of BRANCH_OFFICES) {
      expect(office.phone).toMatch(/^\(\d{3}\) 555-01\d\d$/);
      expect(office.zip).toMatch(/^\d{5}$/);
    }
    expect(new Set(BRANCH_OFFICES.map((office) => office.nmlsId)).size).toBe(9);
  });

  it('builds an encoded Google Maps directions link', () => {
    const office = BRANCH_OFFICES[4];
    expect(office && branchAddress(office)).toBe('145 King Street, Suite 305, Charleston, SC 29401');
    expect(directionsUrl('145 King Street, Suite 305, Charleston, SC 29401')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=145%20King%20Street%2C%20Suite%20305%2C%20Charleston%2C%20SC%2029401',
    );
  });
});
