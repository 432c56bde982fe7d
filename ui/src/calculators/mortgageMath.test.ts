import { describe, expect, it } from 'vitest';
import {
  amortizationSchedule,
  monthlyPayment,
  monthlyRate,
  paymentFactor,
  totalInterest,
  yearlySchedule,
} from './mortgageMath.ts';

// Reference values were worked out independently with Python's decimal module (40 significant digits)
// from P × r / (1 − (1 + r)^−n), r = annual / 12 / 100, n = years × 12, and agree with the spreadsheet
// formula =PMT(rate/12, years*12, -amount).

describe('monthlyRate', () => {
  it('is annual / 12 / 100', () => {
    expect(monthlyRate(6)).toBeCloseTo(0.005, 12);
    expect(monthlyRate(0)).toBe(0);
  });
});

describe('monthlyPayment', () => {
  it('is $1,199.10 for $200,000 at 6 % over 30 years', () => {
    // =PMT(0.06/12, 360, -200000) = 1199.101050305...
    expect(monthlyPayment(200_000, 6, 30)).toBeCloseTo(1199.1010503055, 8);
  });

  it('is $1,896.20 for $300,000 at 6.5 % over 30 years', () => {
    expect(monthlyPayment(300_000, 6.5, 30)).toBeCloseTo(1896.20407047889, 8);
  });

  it('is $790.79 for $100,000 at 5 % over 15 years', () => {
    expect(monthlyPayment(100_000, 5, 15)).toBeCloseTo(790.793626741544, 8);
  });

  it('divides the amount evenly when the rate is 0', () => {
    expect(monthlyPayment(120_000, 0, 10)).toBe(1000);
  });

  it('is 0 for no amount or no term', () => {
    expect(monthlyPayment(0, 6, 30)).toBe(0);
    expect(monthlyPayment(200_000, 6, 0)).toBe(0);
    expect(paymentFactor(6, 0)).toBe(0);
  });
});

describe('totalInterest', () => {
  it('is $231,676.38 for $200,000 at 6 % over 30 years', () => {
    // 1199.101050305505 × 360 − 200,000
    expect(totalInterest(200_000, 6, 30)).toBeCloseTo(231676.37810998, 5);
  });

  it('is $42,342.85 for $100,000 at 5 % over 15 years', () => {
    expect(totalInterest(100_000, 5, 15)).toBeCloseTo(42342.852813478, 5);
  });
});

describe('amortizationSchedule', () => {
  const rows = amortizationSchedule(200_000, 6, 30);

  it('has 360 payments that end at a zero balance', () => {
    expect(rows).toHaveLength(360);
    expect(rows.at(-1)?.balance).toBe(0);
    expect(rows.at(-1)?.cumulativeInterest).toBeCloseTo(231676.37810998, 4);
  });

  it('splits the first payment into $1,000.00 interest and $199.10 principal', () => {
    // 200,000 × 0.005 = 1,000 interest; 1,199.10105 − 1,000 = 199.10105 principal
    expect(rows[0]?.interest).toBeCloseTo(1000, 10);
    expect(rows[0]?.principal).toBeCloseTo(199.101050305505, 8);
    expect(rows[0]?.balance).toBeCloseTo(199800.898949694, 6);
  });

  it('leaves $197,543.98 after the first year', () => {
    expect(rows[11]?.balance).toBeCloseTo(197543.976575447, 5);
  });

  it('pays every payment in full except a last one that only clears the balance', () => {
    const withExtra = amortizationSchedule(200_000, 6, 30, 100);
    expect(withExtra).toHaveLength(295);
    expect(withExtra[0]?.payment).toBeCloseTo(1299.1010503055, 8);
    const last = withExtra.at(-1);
    expect(last?.balance).toBe(0);
    expect(last?.payment).toBeLessThan(1299.1);
  });

  it('is empty for no amount', () => {
    expect(amortizationSchedule(0, 6, 30)).toEqual([]);
  });
});

describe('yearlySchedule', () => {
  const years = yearlySchedule(amortizationSchedule(200_000, 6, 30));

  it('groups 360 payments into 30 years of 12', () => {
    expect(years).toHaveLength(30);
    expect(years.every((year) => year.months.length === 12)).toBe(true);
    expect(years.map((year) => year.year)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('sums the interest of each year: $11,933.19 in year 1 and $11,781.71 in year 2', () => {
    expect(years[0]?.interest).toBeCloseTo(11933.1891791126, 5);
    expect(years[1]?.interest).toBeCloseTo(11781.7070283982, 5);
    expect(years[0]?.payment).toBeCloseTo(1199.1010503055 * 12, 6);
    expect(years[0]?.balance).toBeCloseTo(197543.976575447, 5);
    expect(years[1]?.cumulativeInterest).toBeCloseTo(11933.1891791126 + 11781.7070283982, 5);
  });

  it('keeps a short last year', () => {
    const short = yearlySchedule(amortizationSchedule(200_000, 6, 30, 100));
    expect(short).toHaveLength(25);
    expect(short.at(-1)?.months).toHaveLength(7);
  });
});
