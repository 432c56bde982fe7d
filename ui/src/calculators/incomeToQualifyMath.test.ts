import { describe, expect, it } from 'vitest';
import { incomeToQualify } from './incomeToQualifyMath.ts';

// Reference values were computed independently with Python's decimal module (40 digits), with a separate
// implementation of the rule (closed forms, a month-by-month loop, bisection for the APR).

describe('incomeToQualify', () => {
  const input = {
    loanAmount: 200_000,
    ratePercent: 6,
    years: 30,
    monthlyTaxes: 250,
    monthlyInsurance: 100,
    monthlyHoa: 0,
    monthlyDebts: 500,
  };

  it('needs $68,303.37 a year for $200,000 at 6 %, $350 taxes and insurance and $500 of debts (28/36)', () => {
    const result = incomeToQualify(input);
    expect(result.principalAndInterest).toBeCloseTo(1199.1010503055, 8);
    expect(result.housingPayment).toBeCloseTo(1549.1010503055, 8);
    // 1,549.10 / 0.28 = 5,532.50; (1,549.10 + 500) / 0.36 = 5,691.95, the larger
    expect(result.incomeForFrontRatio).toBeCloseTo(5532.50375109109, 6);
    expect(result.incomeForBackRatio).toBeCloseTo(5691.94736195974, 6);
    expect(result.limitingRatio).toBe('back');
    expect(result.requiredMonthlyIncome).toBeCloseTo(5691.94736195974, 6);
    expect(result.requiredAnnualIncome).toBeCloseTo(68303.3683435168, 5);
  });

  it('is set by the housing ratio when there are no other debts', () => {
    const result = incomeToQualify({ ...input, monthlyDebts: 0 });
    expect(result.limitingRatio).toBe('front');
    expect(result.requiredMonthlyIncome).toBeCloseTo(5532.50375109109, 6);
  });

  it('honours other ratios', () => {
    const result = incomeToQualify({ ...input, monthlyDebts: 0, frontRatioPercent: 31, backRatioPercent: 43 });
    expect(result.requiredMonthlyIncome).toBeCloseTo(1549.1010503055 / 0.31, 6);
  });
});
