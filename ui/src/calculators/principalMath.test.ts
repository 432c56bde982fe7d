import { describe, expect, it } from 'vitest';
import { monthlyPayment } from './mortgageMath.ts';
import { principalFromPayment } from './principalMath.ts';

// Reference values were computed independently with Python's decimal module (40 digits), with a separate
// implementation of the rule (closed forms, a month-by-month loop, bisection for the APR).

describe('principalFromPayment', () => {
  it('finds $250,187.42 behind $1,500 a month at 6 % over 30 years', () => {
    expect(principalFromPayment(1500, 6, 30)).toBeCloseTo(250187.421588503, 6);
  });

  it('finds $130,720.10 behind $1,000 a month at 4.5 % over 15 years', () => {
    expect(principalFromPayment(1000, 4.5, 15)).toBeCloseTo(130720.101028737, 6);
  });

  it('inverts monthlyPayment', () => {
    expect(monthlyPayment(principalFromPayment(1234.56, 7.25, 20), 7.25, 20)).toBeCloseTo(1234.56, 8);
  });

  it('is payment × months at 0 % and 0 without a payment', () => {
    expect(principalFromPayment(1000, 0, 10)).toBeCloseTo(120_000, 8);
    expect(principalFromPayment(0, 6, 30)).toBe(0);
  });
});
