import { LENDER } from 'common';

/**
 * Loan program facts the site states; every page reads them from here. The spec's figures (part 2 §9) are used
 * where they are still true; where US rules have moved on, the current figure is used (docs/decisions.md).
 */
export const LOAN_FACTS = {
  fhaMinDownPaymentPercent: 3.5,
  /** HUD's upfront premium since 2012 (the spec's 1.5 % predates it). */
  fhaUpfrontMipPercent: 1.75,
  /** Annual premium of most 30-year FHA loans since March 2023. */
  fhaAnnualMipPercent: 0.55,
  /** Our VA programme's no-money-down amount (the VA itself has no limit with full entitlement). */
  vaMaxNoMoneyDownLoan: 417_000,
  vaFundingFeePercentRange: [0.5, 3.3] as const,
  vaStreamlineCloseDays: '7 to 10',
  /** FHFA's 2026 baseline conforming loan limit for a one-unit home (the spec's $417,000 is the 2016 figure). */
  conformingLoanLimit: 832_750,
  maxLtvWithoutPmiPercent: 80,
  goodFaithEstimateBusinessDays: 3,
  closingDays: '30 to 45',
  averagePurchaseCloseDays: 30,
  nonQm: { minFico: 620, maxLoan: 2_000_000, maxLtvPercent: 90, maxCashOut: 1_000_000 },
  investment: { minFico: 640, maxLtvWithDscrPercent: 80, maxLtvWithoutDscrPercent: 75 },
  reverseMortgageMinAge: 62,
  /** Our limited renovation programme. */
  renovation: { maxPercentOfAsCompletedValue: 35, maxAmount: 35_000 },
  maxTermYears: 30,
  fastProcessDays: 7,
  lookBackYears: { foreclosureShortSaleDeedInLieuBankruptcy: 7, priorOwnership: 3 },
  employmentHistoryYears: 2,
} as const;

/** Years the lender has been in business (spec: current year minus 2013). */
export function yearsOfExperience(today: Date = new Date()): number {
  return today.getFullYear() - LENDER.foundedYear;
}

/** The why-choose-us figures of the home and about pages (spec part 1 §9). */
export const MARKETING_FIGURES = [
  { value: String(LENDER.foundedYear), label: 'Lending since' },
  { value: '25,000+', label: 'Families financed' },
  { value: '8,184', label: 'Loans closed last year' },
  { value: '110+', label: 'Loan officers' },
  { value: '115+', label: 'Partner branches and agents' },
] as const;

/** Formats whole dollars as US currency without cents, e.g. $417,000. */
export function wholeDollars(amount: number): string {
  return amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
}
