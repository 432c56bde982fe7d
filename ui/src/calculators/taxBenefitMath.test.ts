import { describe, expect, it } from 'vitest';
import { taxBenefit } from './taxBenefitMath.ts';

// Reference values were computed independently with Python's decimal module (40 digits), with a separate
// implementation of the rule (closed forms, a month-by-month loop, bisection for the APR).

describe('taxBenefit', () => {
  const input = {
    loanAmount: 400_000,
    ratePercent: 6,
    years: 30,
    yearlyPropertyTax: 6000,
    marginalRatePercent: 24,
    filingStatus: 'married' as const,
    otherStateLocalTaxes: 8000,
    otherDeductions: 2000,
  };

  it('saves $1,839.93 for a married couple: $23,866.38 interest + $14,000 taxes + $2,000 over $32,200', () => {
    const result = taxBenefit(input);
    expect(result.firstYearInterest).toBeCloseTo(23866.3783582252, 5);
    expect(result.deductibleTaxes).toBe(14_000);
    expect(result.standardDeduction).toBe(32_200);
    expect(result.itemizedWithHome).toBeCloseTo(39866.3783582252, 5);
    expect(result.itemizes).toBe(true);
    expect(result.extraDeduction).toBeCloseTo(7666.3783582252, 5);
    expect(result.taxSaving).toBeCloseTo(1839.93080597406, 5);
  });

  it('saves nothing when the standard deduction is still larger', () => {
    const result = taxBenefit({ ...input, loanAmount: 100_000, yearlyPropertyTax: 2000, otherStateLocalTaxes: 0 });
    expect(result.itemizes).toBe(false);
    expect(result.taxSaving).toBe(0);
  });

  it('uses the 2026 single standard deduction and caps state and local taxes at $40,400', () => {
    const result = taxBenefit({
      ...input,
      filingStatus: 'single',
      yearlyPropertyTax: 30_000,
      otherStateLocalTaxes: 20_000,
    });
    expect(result.standardDeduction).toBe(16_100);
    expect(result.deductibleTaxes).toBe(40_400);
    // Without the home: 20,000 + 2,000 = 22,000 itemised beats 16,100
    expect(result.itemizedWithoutHome).toBe(22_000);
    expect(result.extraDeduction).toBeCloseTo(23866.3783582252 + 40_400 + 2000 - 22_000, 5);
  });

  it('counts interest only on the first $750,000 of the loan', () => {
    const result = taxBenefit({ ...input, loanAmount: 1_000_000 });
    expect(result.deductibleInterest).toBeCloseTo(result.firstYearInterest * 0.75, 8);
    expect(result.firstYearInterest).toBeCloseTo(23866.3783582252 * 2.5, 4);
  });
});
