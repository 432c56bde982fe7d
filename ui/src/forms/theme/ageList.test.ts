import { describe, expect, it } from 'vitest';
import { agesOf, filterAgeKeystrokes, joinAges } from './ageList.ts';

describe('dependents ages', () => {
  it('splits the comma-joined value into ages, one empty age when there is none', () => {
    expect(agesOf('4,7')).toEqual(['4', '7']);
    expect(agesOf(undefined)).toEqual(['']);
    expect(agesOf('')).toEqual(['']);
  });

  it('joins ages back, keeping an empty one added so the check can name it', () => {
    expect(joinAges(['4', '7'])).toBe('4,7');
    expect(joinAges(['4', ''])).toBe('4,');
    expect(joinAges([''])).toBeUndefined();
  });

  it('keeps at most two digits while typing', () => {
    expect(filterAgeKeystrokes('1a23')).toBe('12');
    expect(filterAgeKeystrokes('-5')).toBe('5');
  });
});
