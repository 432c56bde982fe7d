import { describe, expect, it } from 'vitest';
import { isoDate, ratePercent, ratesDate, ratesDateOf } from './rateFormat.ts';

describe('rate formats', () => {
  it('writes dates as YYYY-MMM-DD', () => {
    expect(ratesDate(new Date(2026, 10, 22))).toBe('2026-Nov-22');
    expect(ratesDate(new Date(2027, 0, 3))).toBe('2027-Jan-03');
    expect(ratesDateOf('2026-12-01')).toBe('2026-Dec-01');
    expect(ratesDateOf('2026-13-01')).toBe('2026-13-01');
    expect(isoDate(new Date(2027, 0, 3))).toBe('2027-01-03');
  });

  it('writes rates with 3 decimals and a percent sign, 0 when missing', () => {
    expect(ratePercent(6.125)).toBe('6.125%');
    expect(ratePercent(6)).toBe('6.000%');
    expect(ratePercent(5.5555)).toBe('5.556%');
    expect(ratePercent(undefined)).toBe('0.000%');
  });
});
