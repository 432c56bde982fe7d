import { describe, expect, it } from 'vitest';
import { affordability } from './affordabilityMath.ts';

// Reference values were computed independently with Python's decimal module (40 digits), with a separate
// implementation of the rule (closed forms, a month-by-month loop, bisection for the APR).

describe('affordability', () => {
  const input = {
    annualIncome: 120_000,
    monthlyDebts: 500,
    downPayment: 60_000,
    ratePercent: 6,
    years: 30,
    taxesAndInsurancePercent: 1.5,
  };

  it('affords $436,095.23 on $120,000 a year with $500 of debts, $60,000 down, 6 % and 1.5 % taxes', () => {
    const result = affordability(input);
    // H = min(0.28 × 10,000, 0.36 × 10,000 − 500) = 2,800; P = (H + k × 60,000) / (k + 0.015 / 12)
    expect(result.housingPayment).toBeCloseTo(2800, 10);
    expect(result.price).toBeCloseTo(436095.234963153, 5);
    expect(result.loanAmount).toBeCloseTo(376095.234963153, 5);
    expect(result.principalAndInterest + result.taxesAndInsurance).toBeCloseTo(2800, 8);
  });

  it('is limited by the back-end ratio when debts are high', () => {
    const result = affordability({ ...input, monthlyDebts: 1500 });
    expect(result.housingPayment).toBeCloseTo(2100, 10);
  });

  it('affords nothing when debts already use the back-end limit', () => {
    const result = affordability({ ...input, monthlyDebts: 3600 });
    expect(result.housingPayment).toBe(0);
    expect(result.price).toBe(0);
  });

  it('needs no loan when the down payment alone reaches what the taxes allow', () => {
    const result = affordability({ ...input, downPayment: 5_000_000 });
    expect(result.loanAmount).toBe(0);
    // taxes of 1.5 % a year on the price must fit in H: 12 × 2,800 / 0.015 = 2,240,000
    expect(result.price).toBeCloseTo(2_240_000, 6);
  });
});
