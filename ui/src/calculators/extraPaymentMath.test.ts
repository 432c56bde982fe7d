import { describe, expect, it } from 'vitest';
import { extraPaymentSavings } from './extraPaymentMath.ts';

// Reference values were computed independently with Python's decimal module (40 digits), with a separate
// implementation of the rule (closed forms, a month-by-month loop, bisection for the APR).

describe('extraPaymentSavings', () => {
  it('saves 65 months and $49,138.41 of interest with $100 extra on $200,000 at 6 % over 30 years', () => {
    const result = extraPaymentSavings({ amount: 200_000, ratePercent: 6, years: 30, extraMonthly: 100 });
    expect(result.payment).toBeCloseTo(1199.1010503055, 8);
    expect(result.baseMonths).toBe(360);
    expect(result.newMonths).toBe(295);
    expect(result.monthsSaved).toBe(65);
    expect(result.baseInterest).toBeCloseTo(231676.378109982, 4);
    expect(result.newInterest).toBeCloseTo(182537.969797561, 4);
    expect(result.interestSaved).toBeCloseTo(49138.4083124204, 4);
  });

  it('saves nothing without an extra payment', () => {
    const result = extraPaymentSavings({ amount: 200_000, ratePercent: 6, years: 30, extraMonthly: 0 });
    expect(result.monthsSaved).toBe(0);
    expect(result.interestSaved).toBeCloseTo(0, 4);
  });
});
