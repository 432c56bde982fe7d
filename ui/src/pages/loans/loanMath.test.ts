import { describe, expect, it } from 'vitest';
import { dollarsAndCents, monthlyPayment, percentOf } from './loanMath.ts';

describe('loan example arithmetic', () => {
  it('amortises a fixed-rate loan with the standard formula', () => {
    expect(monthlyPayment(300_000, 6.5, 30)).toBeCloseTo(1896.2, 2);
    expect(monthlyPayment(300_000, 5.75, 15)).toBeCloseTo(2491.23, 2);
    expect(monthlyPayment(120_000, 0, 10)).toBe(1000);
  });

  it('takes percentages to the cent and formats dollars with cents', () => {
    expect(percentOf(300_000, 3.5)).toBe(10_500);
    expect(percentOf(289_500, 1.5)).toBe(4342.5);
    expect(percentOf(1_001, 0.35)).toBe(3.5);
    expect(dollarsAndCents(1896.204)).toBe('$1,896.20');
  });
});
