import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOAN_LIMIT, MAX_LTV, preapprovalAmount, type AmountInput } from './amountRule.ts';

const base: AmountInput = {
  creditBand: 'Good',
  annualIncome: 120_000,
  monthlyDebts: 500,
  downPayment: 60_000,
  propertyUse: 'primary',
  ratePercent: 6.5,
};

/**
 * The worked examples of docs/preapproval-amount.md. Each was worked independently of this module (the largest
 * price whose payment fits, found by bisection over the price, then the LTV and loan limits), so a change of the
 * rule's arithmetic shows here as a changed amount.
 */
const WORKED: [string, Partial<AmountInput>, number, string | null][] = [
  ['good credit, DTI-bound, 15 % down (with mortgage insurance)', {}, 343_000, 'dti'],
  [
    'excellent credit, high income: the conforming loan limit',
    { creditBand: 'Excellent', annualIncome: 300_000, monthlyDebts: 0, downPayment: 200_000, ratePercent: 6.25 },
    832_000,
    'loan-limit',
  ],
  [
    'average credit, small down payment (mortgage insurance)',
    { creditBand: 'Average', annualIncome: 90_000, monthlyDebts: 400, downPayment: 10_000, ratePercent: 6.75 },
    249_000,
    'dti',
  ],
  [
    'below-average credit: 28/36 manual limits',
    { creditBand: 'BelowAverage', annualIncome: 70_000, monthlyDebts: 300, downPayment: 30_000, ratePercent: 7 },
    181_000,
    'dti',
  ],
  [
    'second home: 90 % LTV caps the loan',
    {
      creditBand: 'Excellent',
      annualIncome: 150_000,
      monthlyDebts: 300,
      downPayment: 20_000,
      propertyUse: 'second-home',
    },
    180_000,
    'ltv',
  ],
  [
    'investment: 85 % LTV caps the loan',
    { annualIncome: 150_000, monthlyDebts: 300, downPayment: 30_000, propertyUse: 'investment' },
    170_000,
    'ltv',
  ],
  ['excellent credit, no debts', { creditBand: 'Excellent', annualIncome: 100_000, monthlyDebts: 0 }, 322_000, 'dti'],
  [
    'good credit at 6.875 %',
    { annualIncome: 85_000, monthlyDebts: 650, downPayment: 25_000, ratePercent: 6.875 },
    238_000,
    'dti',
  ],
  ['exactly 80 % LTV: cheaper than the price with mortgage insurance', { downPayment: 85_000 }, 340_000, 'dti'],
];

const REFUSED: [string, Partial<AmountInput>, string][] = [
  ['credit under 580', { creditBand: 'Poor', annualIncome: 150_000, downPayment: 100_000 }, 'credit'],
  [
    'debts already above the back-end limit',
    { annualIncome: 60_000, monthlyDebts: 2_200, downPayment: 20_000 },
    'debts',
  ],
  ['no income', { annualIncome: 0 }, 'income'],
  [
    'a loan under $50,000',
    { creditBand: 'Average', annualIncome: 15_000, monthlyDebts: 0, downPayment: 5_000 },
    'minimum',
  ],
  ['no usable rate', { ratePercent: 0 }, 'rate'],
];

describe('the pre-approval amount rule', () => {
  it.each(WORKED)('%s', (_name, change, amount, limitedBy) => {
    const result = preapprovalAmount({ ...base, ...change });
    expect(result).toMatchObject({ amount, limitedBy, refusal: null });
    expect(result.price).toBe(amount + (change.downPayment ?? base.downPayment));
  });

  it.each(REFUSED)('approves nothing for %s', (_name, change, refusal) => {
    expect(preapprovalAmount({ ...base, ...change })).toMatchObject({ amount: 0, price: 0, refusal });
  });

  it('keeps the housing payment within the band limits, with mortgage insurance only above 80 % LTV', () => {
    const result = preapprovalAmount({ ...base, downPayment: 10_000 });
    const income = base.annualIncome / 12;
    expect(result.monthly.total).toBeLessThanOrEqual(0.28 * income);
    expect(result.monthly.total + base.monthlyDebts).toBeLessThanOrEqual(0.43 * income);
    expect(result.monthly.mortgageInsurance).toBeGreaterThan(0);
    expect(preapprovalAmount({ ...base, downPayment: 85_000 }).monthly.mortgageInsurance).toBe(0);
  });

  it('never exceeds the limits, and more income or a lower rate never approves less', () => {
    const band = fc.constantFrom('Excellent', 'Good', 'Average', 'BelowAverage' as const);
    const use = fc.constantFrom('primary', 'second-home', 'investment' as const);
    fc.assert(
      fc.property(
        band,
        use,
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 600_000 }),
        fc.double({ min: 2, max: 12, noNaN: true }),
        (creditBand, propertyUse, annualIncome, monthlyDebts, downPayment, ratePercent) => {
          const input = {
            creditBand,
            propertyUse,
            annualIncome,
            monthlyDebts,
            downPayment,
            ratePercent,
          } as AmountInput;
          const result = preapprovalAmount(input);
          expect(result.amount).toBeLessThanOrEqual(LOAN_LIMIT);
          if (result.amount > 0) {
            expect(result.amount).toBeLessThanOrEqual(MAX_LTV[propertyUse] * result.price + 1);
            expect(result.amount % 1000).toBe(0);
          }
          const richer = preapprovalAmount({ ...input, annualIncome: annualIncome + 10_000 });
          expect(richer.amount).toBeGreaterThanOrEqual(result.amount);
          const cheaper = preapprovalAmount({ ...input, ratePercent: ratePercent - 0.5 });
          expect(cheaper.amount).toBeGreaterThanOrEqual(result.amount);
        },
      ),
      { numRuns: 500 },
    );
  });
});
