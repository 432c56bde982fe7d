import { describe, expect, it } from 'vitest';
import { refinanceBreakEven } from './refinanceMath.ts';

// Reference values were computed independently with Python's decimal module (40 digits), with a separate
// implementation of the rule (closed forms, a month-by-month loop, bisection for the APR).

describe('refinanceBreakEven', () => {
  it('takes 25 months to recover $4,000 when 7 % → 6 % on $250,000 over 30 years saves $164.38 a month', () => {
    const result = refinanceBreakEven({
      balance: 250_000,
      currentRatePercent: 7,
      remainingYears: 30,
      newRatePercent: 6,
      newYears: 30,
      closingCosts: 4000,
    });
    expect(result.currentPayment).toBeCloseTo(1663.25623794796, 8);
    expect(result.newPayment).toBeCloseTo(1498.87631288188, 8);
    expect(result.monthlySaving).toBeCloseTo(164.379925066077, 8);
    // 4,000 / 164.3799 = 24.33 → 25 whole months
    expect(result.breakEvenMonths).toBe(25);
  });

  it('never breaks even when the new payment is not lower', () => {
    const result = refinanceBreakEven({
      balance: 250_000,
      currentRatePercent: 6,
      remainingYears: 20,
      newRatePercent: 6,
      newYears: 20,
      closingCosts: 3000,
    });
    expect(result.monthlySaving).toBeCloseTo(0, 10);
    expect(result.breakEvenMonths).toBeNull();
  });

  it('breaks even at once with no closing costs', () => {
    const result = refinanceBreakEven({
      balance: 100_000,
      currentRatePercent: 8,
      remainingYears: 25,
      newRatePercent: 6,
      newYears: 25,
      closingCosts: 0,
    });
    expect(result.breakEvenMonths).toBe(0);
  });
});
