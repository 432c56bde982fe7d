import { describe, expect, it } from 'vitest';
import { isMoney, isSsn, isUsDate } from './formats.ts';
import {
  filterMoneyKeystrokes,
  filterZipKeystrokes,
  maskSsnKeystrokes,
  maskUsDateKeystrokes,
  settleMoney,
} from './inputFilters.ts';

describe('money keystrokes', () => {
  it.each([
    ['1234', '1234'],
    ['030000', '30000'],
    ['00', '0'],
    ['0.50', '0.50'],
    ['00.5', '0.5'],
    ['1,234.50', '1234.50'],
    ['$250,000', '250000'],
    ['12.345', '12.34'],
    ['1.2.3', '1.23'],
    ['.5', '0.5'],
    ['-40abc', '40'],
    ['', ''],
  ])('%s -> %s', (typed, kept) => expect(filterMoneyKeystrokes(typed)).toBe(kept));

  it('stops at 14 characters', () => {
    expect(filterMoneyKeystrokes('123456789012345678')).toBe('12345678901234');
    expect(filterMoneyKeystrokes('12345678901.999')).toBe('12345678901.99');
  });

  it('keeps what isMoney accepts once the field is left', () => {
    for (const typed of ['100', '100.', '99.9', '0.5', '1,000.00']) {
      expect(isMoney(settleMoney(filterMoneyKeystrokes(typed)))).toBe(true);
    }
    expect(settleMoney('12.')).toBe('12');
    expect(settleMoney('12.5')).toBe('12.5');
  });
});

describe('zip keystrokes', () => {
  it('keeps digits and the dash, at most 10 characters', () => {
    expect(filterZipKeystrokes('33602-1234x')).toBe('33602-1234');
    expect(filterZipKeystrokes('3 3 6 0 2')).toBe('33602');
    expect(filterZipKeystrokes('33602-12345')).toBe('33602-1234');
  });
});

describe('SSN keystrokes', () => {
  it.each([
    ['1', '1'],
    ['123', '123'],
    ['123-', '123-'],
    ['1234', '123-4'],
    ['12345', '123-45'],
    ['12345-', '123-45-'],
    ['123456789', '123-45-6789'],
    ['123 45 6789', '123-45-6789'],
    ['123-45-67890', '123-45-6789'],
    ['12-', '12'],
    ['abc', ''],
  ])('%s -> %s', (typed, shown) => expect(maskSsnKeystrokes(typed)).toBe(shown));

  it('lets a dash be deleted', () => {
    expect(maskSsnKeystrokes('123')).toBe('123');
  });

  it('gives what isSsn checks', () => {
    expect(isSsn(maskSsnKeystrokes('219099999'))).toBe(true);
  });
});

describe('date keystrokes', () => {
  it.each([
    ['1', '1'],
    ['12', '12'],
    ['12/', '12/'],
    ['123', '12/3'],
    ['1225', '12/25'],
    ['1225/', '12/25/'],
    ['12252020', '12/25/2020'],
    ['12/25/2020', '12/25/2020'],
    ['12/25/20201', '12/25/2020'],
    ['1/', '01/'],
    ['1/5/1990', '01/05/1990'],
    ['12/5/', '12/05/'],
    ['12-25-2020', '12/25/2020'],
    ['1990-01-05', '01/05/1990'],
    ['ab', ''],
  ])('%s -> %s', (typed, shown) => expect(maskUsDateKeystrokes(typed)).toBe(shown));

  it('never goes past MM/DD/YYYY (10 characters)', () => {
    expect(maskUsDateKeystrokes('1234567890123')).toHaveLength(10);
  });

  it('gives what isUsDate checks', () => {
    expect(isUsDate(maskUsDateKeystrokes('02292024'))).toBe(true);
    expect(isUsDate(maskUsDateKeystrokes('2/29/2023'))).toBe(false);
  });
});
