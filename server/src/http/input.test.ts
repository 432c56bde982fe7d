import { describe, expect, it } from 'vitest';
import { INT4_MAX, readWholeNumber, REVISION_RANGE } from './input.ts';

describe('readWholeNumber', () => {
  it('reads ids sent as numbers or digit strings within the column range', () => {
    expect(readWholeNumber(1)).toBe(1);
    expect(readWholeNumber('42')).toBe(42);
    expect(readWholeNumber(INT4_MAX)).toBe(INT4_MAX);
    expect(readWholeNumber(String(INT4_MAX))).toBe(INT4_MAX);
  });

  it('refuses what the database cannot hold or is not a whole number', () => {
    for (const value of [
      0,
      -1,
      1.5,
      INT4_MAX + 1,
      1e20,
      Infinity,
      NaN,
      '2147483648',
      '1e3',
      '01',
      ' 1',
      '+1',
      '',
      null,
      true,
      {},
      [],
    ]) {
      expect(readWholeNumber(value)).toBeNull();
    }
  });

  it('takes zero where the range starts there (revisions)', () => {
    expect(readWholeNumber(0, REVISION_RANGE)).toBe(0);
    expect(readWholeNumber('0', REVISION_RANGE)).toBe(0);
    expect(readWholeNumber(-1, REVISION_RANGE)).toBeNull();
  });
});
