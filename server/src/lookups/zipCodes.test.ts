import { describe, expect, it } from 'vitest';
import { lookupZip, normalizeZip } from './zipCodes.ts';

describe('normalizeZip', () => {
  it('keeps the 5 digits of a zip or ZIP+4', () => {
    expect(normalizeZip('33607')).toBe('33607');
    expect(normalizeZip(' 33607-1234 ')).toBe('33607');
    for (const bad of ['', '3360', '336071', '33607-12', '33607 1234', 'abcde', '3360a']) {
      expect(normalizeZip(bad), bad).toBeUndefined();
    }
  });
});

describe('lookupZip', () => {
  it('finds states, DC and the territories', () => {
    expect(lookupZip('33607')).toEqual({ city: 'Tampa', state: 'FL', stateName: 'Florida' });
    expect(lookupZip('20001')).toEqual({ city: 'Washington', state: 'DC', stateName: 'District of Columbia' });
    expect(lookupZip('99950')?.state).toBe('AK');
    expect(lookupZip('00601')?.state).toBe('PR');
    expect(lookupZip('96910')?.state).toBe('GU');
    expect(lookupZip('00802')?.state).toBe('VI');
    expect(lookupZip('96950')?.state).toBe('MP');
    expect(lookupZip('96799')?.state).toBe('AS');
    expect(lookupZip('10001-0001')?.city).toBe('New York');
  });

  it('knows nothing of unknown, military or malformed zips', () => {
    for (const zip of ['00000', '99999', '09001', '96201', 'T2P1J9', '1000'])
      expect(lookupZip(zip), zip).toBeUndefined();
  });
});
