import { describe, expect, it } from 'vitest';
import { formatMoney, formatMonths, formatPercent, formatWholeDollars } from './formatMoney.ts';

describe('formatting', () => {
  it('shows US currency with cents', () => {
    expect(formatMoney(1199.1010503055)).toBe('$1,199.10');
    expect(formatMoney(231676.378109982)).toBe('$231,676.38');
    expect(formatMoney(-0.001)).toBe('$0.00');
  });

  it('shows whole dollars', () => {
    expect(formatWholeDollars(32_200)).toBe('$32,200');
    expect(formatWholeDollars(750_000)).toBe('$750,000');
  });

  it('shows a rate with 3 decimals', () => {
    expect(formatPercent(6.18947625712218)).toBe('6.189%');
  });

  it('puts months into words', () => {
    expect(formatMonths(65)).toBe('5 years 5 months');
    expect(formatMonths(12)).toBe('1 year');
    expect(formatMonths(25)).toBe('2 years 1 month');
    expect(formatMonths(7)).toBe('7 months');
    expect(formatMonths(0)).toBe('0 months');
  });
});
