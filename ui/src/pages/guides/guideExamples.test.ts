import { describe, expect, it } from 'vitest';
import {
  consolidateExample,
  convertExample,
  firstHomeExample,
  foreclosedExample,
  investmentExample,
  lowerPaymentExample,
  newHomeExample,
  nextHomeExample,
  payOffExample,
  prepareExample,
  reduceRateExample,
  stepsExample,
} from './guideExamples.ts';
import { formatMoney } from 'ui/calculators/formatMoney.ts';
import { percent } from './money.ts';

/** The textbook annuity formula, written out here independently of the module under test. */
function textbookPayment(amount: number, annualRatePercent: number, years: number): string {
  const r = annualRatePercent / 1200;
  const n = years * 12;
  return formatMoney(Math.round(((amount * r) / (1 - (1 + r) ** -n)) * 100) / 100);
}

describe('percent', () => {
  it('prints a rate for prose without trailing zeros', () => {
    expect(percent(6.125)).toBe('6.125%');
    expect(percent(6.5)).toBe('6.5%');
    expect(percent(3.5)).toBe('3.5%');
  });
});

describe('textbook payments that the guides quote', () => {
  it.each([
    [300_000, 6.5, 30, '$1,896.20'],
    [300_000, 6.5, 15, '$2,613.32'],
    [200_000, 6, 30, '$1,199.10'],
  ])('%d at %d%% for %d years is %s', (amount, rate, years, expected) => {
    expect(textbookPayment(amount, rate, years)).toBe(expected);
  });
});

describe('Buying Your First Home example', () => {
  it('prices a $350,000 home at 3.5%, 5% and 20% down', () => {
    expect(firstHomeExample.price).toBe('$350,000');
    expect(firstHomeExample.options).toEqual([
      { downPercent: 3.5, down: '$12,250', loan: '$337,750', payment: '$2,134.81', interest: '$430,782' },
      { downPercent: 5, down: '$17,500', loan: '$332,500', payment: '$2,101.63', interest: '$424,085' },
      { downPercent: 20, down: '$70,000', loan: '$280,000', payment: '$1,769.79', interest: '$357,125' },
    ]);
    expect(firstHomeExample.options[0]?.payment).toBe(textbookPayment(337_750, 6.5, 30));
    expect([firstHomeExample.closingCostLow, firstHomeExample.closingCostHigh]).toEqual(['$6,650', '$16,625']);
  });
});

describe('Buying Your Next Home example', () => {
  it('turns the equity of the current home into the next down payment', () => {
    expect(nextHomeExample).toMatchObject({
      sellingCosts: '$29,400',
      equity: '$200,600',
      downPercent: '27.3',
      leftOver: '$50,600',
      loan: '$400,000',
      payment: '$2,528.27',
    });
    expect(nextHomeExample.payment).toBe(textbookPayment(400_000, 6.5, 30));
  });
});

describe('Build a New Home example', () => {
  it('shows interest-only draws, the permanent payment and a 2-1 buydown', () => {
    expect(newHomeExample).toMatchObject({
      completedValue: '$450,000',
      ltvPercent: 80,
      interestHalfDrawn: '$1,087.50',
      interestFullyDrawn: '$2,175.00',
      permanentPayment: '$2,275.44',
    });
    expect(newHomeExample.buydown).toMatchObject({
      yearOneRate: 4.5,
      yearTwoRate: 5.5,
      yearOne: '$2,026.74',
      yearTwo: '$2,271.16',
      full: '$2,528.27',
      subsidy: '$9,104',
    });
    expect(newHomeExample.buydown.yearOne).toBe(textbookPayment(400_000, 4.5, 30));
  });
});

describe('Investment Property example', () => {
  it('works out payment and debt-service coverage at 75% and 80% loan-to-value', () => {
    expect(investmentExample.countedRent).toBe('$1,950');
    expect(investmentExample.options).toEqual([
      {
        downPercent: 25,
        ltvPercent: 75,
        loan: '$240,000',
        payment: '$1,637.22',
        housing: '$2,187.22',
        dscr: '1.19',
      },
      {
        downPercent: 20,
        ltvPercent: 80,
        loan: '$256,000',
        payment: '$1,746.37',
        housing: '$2,296.37',
        dscr: '1.13',
      },
    ]);
  });
});

describe('Buying a Foreclosed Home example', () => {
  it('compares paying repairs in cash with a renovation loan', () => {
    expect(foreclosedExample).toMatchObject({
      contingencyLow: '$3,000',
      contingencyHigh: '$6,000',
      plain: { loan: '$216,000', payment: '$1,400.97', cash: '$54,000' },
      renovation: { total: '$270,000', loan: '$243,000', payment: '$1,576.09', cash: '$27,000' },
    });
  });
});

describe('Lower Your Monthly Payment example', () => {
  it('refinances the balance after 36 payments over 30 and 27 years', () => {
    expect(lowerPaymentExample).toMatchObject({
      oldPayment: '$2,237.49',
      balance: '$310,446',
      oldRemainingInterest: '$414,501',
    });
    expect(lowerPaymentExample.terms).toEqual([
      { years: 30, payment: '$1,911.47', saving: '$326.02', interest: '$377,682', breakEvenMonths: 20 },
      { years: 27, payment: '$1,985.86', saving: '$251.63', interest: '$332,974', breakEvenMonths: 26 },
    ]);
  });
});

describe('Reduce Your Current Rate example', () => {
  it('finds the break-even of one discount point', () => {
    expect(reduceRateExample).toMatchObject({
      pointCost: '$3,500',
      parPayment: '$2,212.24',
      pointPayment: '$2,126.64',
      saving: '$85.60',
      breakEvenMonths: 41,
    });
  });
});

describe('Pay Off Your Loan Sooner example', () => {
  it('compares 30, 20 and 15 years on $300,000', () => {
    expect(payOffExample.terms).toEqual([
      { years: 30, rate: 6.5, payment: '$1,896.20', interest: '$382,633' },
      { years: 15, rate: 6.5, payment: '$2,613.32', interest: '$170,398' },
      { years: 20, rate: 6.125, payment: '$2,170.98', interest: '$221,036' },
      { years: 15, rate: 5.875, payment: '$2,511.36', interest: '$152,044' },
    ]);
    expect(payOffExample.terms[3]?.payment).toBe(textbookPayment(300_000, 5.875, 15));
  });
});

describe('Convert to a Fixed Rate example', () => {
  it('resets a 5/6 ARM by its first cap and compares two fixed-rate loans', () => {
    expect(convertExample).toMatchObject({
      startPayment: '$2,044.04',
      balance: '$332,858',
      resetRate: 7.5,
      resetPayment: '$2,459.79',
      fixed30Payment: '$2,103.89',
      fixed25Payment: '$2,247.48',
    });
  });
});

describe('Debt Consolidation example', () => {
  it('compares a cash-out refinance with a home equity loan', () => {
    expect(consolidateExample).toMatchObject({
      oldPayment: '$1,896.20',
      balance: '$285,179',
      debts: '$40,000',
      before: '$3,036.20',
      closingCosts: '$6,821',
      ltvPercent: '73.8',
      maxCashOutLoan: '$360,000',
      after: '$2,181.00',
      monthlyDifference: '$855.20',
      debtsOver30Payment: '$262.77',
      debtsOver30Interest: '$54,598',
      equityLoanPayment: '$495.94',
      equityLoanInterest: '$19,513',
    });
  });
});

describe('Prepare for Refinancing example', () => {
  it('works out loan-to-value and both debt-to-income ratios', () => {
    expect(prepareExample).toMatchObject({
      ltvPercent: 75,
      payment: '$1,847.15',
      housing: '$2,397.15',
      totalDebts: '$3,047.15',
      housingRatio: '24.0',
      totalRatio: '30.5',
    });
  });
});

describe('Steps to Refinance example', () => {
  it('compares two Loan Estimates over five years', () => {
    expect(stepsExample.offers.map(({ payment, fiveYearCost }) => [payment, fiveYearCost])).toEqual([
      ['$1,871.61', '$117,497'],
      ['$1,847.15', '$118,729'],
    ]);
    expect(stepsExample).toMatchObject({ saving: '$24.46', extraCosts: '$2,700', breakEvenMonths: 111 });
  });
});

describe('calculator panels of the buy guides', () => {
  it('start at each guide’s own example loan', () => {
    expect(firstHomeExample.calculator).toEqual({ amount: 332_500, rate: 6.5, years: 30 });
    expect(nextHomeExample.calculator).toEqual({ amount: 400_000, rate: 6.5, years: 30 });
    expect(newHomeExample.calculator).toEqual({ amount: 360_000, rate: 6.5, years: 30 });
    expect(investmentExample.calculator).toEqual({ amount: 240_000, rate: 7.25, years: 30 });
    expect(foreclosedExample.calculator).toEqual({ amount: 216_000, rate: 6.75, years: 30 });
  });
});
