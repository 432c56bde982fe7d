import { amortizationSchedule } from './mortgageMath.ts';

/** Federal filing status, which sets the standard deduction. */
export type FilingStatus = 'single' | 'married' | 'head';

/** The tax year whose federal figures the estimate uses. */
export const TAX_YEAR = 2026;

/** 2026 federal standard deduction by filing status (IRS inflation adjustments for tax year 2026). */
export const STANDARD_DEDUCTION_2026: Readonly<Record<FilingStatus, number>> = {
  single: 16_100,
  married: 32_200,
  head: 24_150,
};

/** Filing status labels as the page shows them. */
export const FILING_STATUS_LABELS: Readonly<Record<FilingStatus, string>> = {
  single: 'Single',
  married: 'Married filing jointly',
  head: 'Head of household',
};

/** 2026 cap on the state and local tax (SALT) deduction, property tax included (lower for very high incomes). */
export const SALT_CAP_2026 = 40_400;

/** Interest is deductible on acquisition debt up to this amount; above it only the share on this much counts. */
export const MORTGAGE_DEBT_LIMIT = 750_000;

/** A first-year home loan, its property tax and the buyer's other deductions. */
export interface TaxBenefitInput {
  loanAmount: number;
  ratePercent: number;
  years: number;
  yearlyPropertyTax: number;
  marginalRatePercent: number;
  filingStatus: FilingStatus;
  /** State and local income (or sales) taxes paid in the year; they share the SALT cap with property tax. */
  otherStateLocalTaxes: number;
  /** Other itemised deductions, such as gifts to charity. */
  otherDeductions: number;
}

/** The deductions with and without the home and the tax they save. */
export interface TaxBenefitResult {
  firstYearInterest: number;
  deductibleInterest: number;
  /** Property tax + other state and local taxes, capped at the SALT cap. */
  deductibleTaxes: number;
  standardDeduction: number;
  itemizedWithHome: number;
  itemizedWithoutHome: number;
  /** Whether itemising beats the standard deduction once the home is bought. */
  itemizes: boolean;
  /** Extra deduction the home brings over the better choice without it. */
  extraDeduction: number;
  /** extraDeduction × marginal rate: the estimated first-year federal tax saving. */
  taxSaving: number;
}

/**
 * First-year federal tax saving of buying: the better of itemising and the standard deduction, with the
 * home's mortgage interest and property tax and without them; the difference times the marginal rate.
 */
export function taxBenefit(input: TaxBenefitInput): TaxBenefitResult {
  const firstYear = amortizationSchedule(input.loanAmount, input.ratePercent, input.years).slice(0, 12);
  const firstYearInterest = firstYear.reduce((sum, row) => sum + row.interest, 0);
  const debtShare = input.loanAmount > MORTGAGE_DEBT_LIMIT ? MORTGAGE_DEBT_LIMIT / input.loanAmount : 1;
  const deductibleInterest = firstYearInterest * debtShare;
  const deductibleTaxes = Math.min(input.yearlyPropertyTax + input.otherStateLocalTaxes, SALT_CAP_2026);
  const standardDeduction = STANDARD_DEDUCTION_2026[input.filingStatus];
  const itemizedWithHome = deductibleInterest + deductibleTaxes + input.otherDeductions;
  const itemizedWithoutHome = Math.min(input.otherStateLocalTaxes, SALT_CAP_2026) + input.otherDeductions;
  const extraDeduction =
    Math.max(standardDeduction, itemizedWithHome) - Math.max(standardDeduction, itemizedWithoutHome);
  return {
    firstYearInterest,
    deductibleInterest,
    deductibleTaxes,
    standardDeduction,
    itemizedWithHome,
    itemizedWithoutHome,
    itemizes: itemizedWithHome > standardDeduction,
    extraDeduction,
    taxSaving: (extraDeduction * input.marginalRatePercent) / 100,
  };
}
