import { describe, expect, it } from 'vitest';
import { aprFromFees } from './aprMath.ts';
import { monthlyPayment } from './mortgageMath.ts';

// Reference values were computed independently with Python's decimal module (40 digits), with a separate
// implementation of the rule (closed forms, a month-by-month loop, bisection for the APR).

describe('aprFromFees', () => {
  it('is 6.189 % for $200,000 at 6 % over 30 years with $4,000 of points and fees', () => {
    // 1 point ($2,000) + $2,000 fees; the payment on $196,000 at 6.18948 % equals $1,199.10
    const result = aprFromFees({ amount: 200_000, ratePercent: 6, years: 30, points: 1, fees: 2000 });
    expect(result.financeCharges).toBe(4000);
    expect(result.amountFinanced).toBe(196_000);
    expect(result.aprPercent).toBeCloseTo(6.18947625712218, 5);
    expect(monthlyPayment(196_000, result.aprPercent, 30)).toBeCloseTo(result.payment, 4);
  });

  it('is 6.679 % for $300,000 at 6.5 % over 30 years with 1 point and $2,500 of fees', () => {
    const result = aprFromFees({ amount: 300_000, ratePercent: 6.5, years: 30, points: 1, fees: 2500 });
    expect(result.aprPercent).toBeCloseTo(6.67879981003468, 5);
  });

  it('equals the note rate without charges', () => {
    expect(aprFromFees({ amount: 200_000, ratePercent: 6, years: 30, points: 0, fees: 0 }).aprPercent).toBe(6);
  });

  it('works from a 0 % note rate', () => {
    const result = aprFromFees({ amount: 120_000, ratePercent: 0, years: 10, points: 0, fees: 6000 });
    expect(result.aprPercent).toBeGreaterThan(0);
    expect(monthlyPayment(114_000, result.aprPercent, 10)).toBeCloseTo(1000, 4);
  });
});
