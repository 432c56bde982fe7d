/**
 * The pre-approval amount (spec decision 9; docs/preapproval-amount.md shows the rule and worked examples). A pure
 * function of the wizard's figures and today's 30-year fixed rate: the largest loan whose housing payment stays
 * within the front-end and back-end debt-to-income limits of the borrower's credit band, with estimated taxes and
 * insurance, mortgage insurance above 80 % loan-to-value, the down payment, the program's loan-to-value limit for
 * the property's use and the conforming loan limit. 0, with the reason, where it cannot approve.
 */

/** The wizard's credit bands (stage7.creditScore). */
export type CreditBand = 'Excellent' | 'Good' | 'Average' | 'BelowAverage' | 'Poor';

/** How the property will be used (stage2.propertyUseIndicator 1, 2, 3). */
export type PropertyUse = 'primary' | 'second-home' | 'investment';

export interface AmountInput {
  creditBand: CreditBand;
  /** Gross yearly income of the borrower and any co-borrower, in dollars. */
  annualIncome: number;
  /** Monthly payments on other debts (cards, cars, student loans), borrower and co-borrower, in dollars. */
  monthlyDebts: number;
  downPayment: number;
  propertyUse: PropertyUse;
  /** Today's 30-year fixed rate, in percent (6.5 for 6.5 %). */
  ratePercent: number;
}

/** The limits of a credit band: front-end and back-end DTI, and the yearly mortgage-insurance rate. */
export interface BandPolicy {
  front: number;
  back: number;
  /** Yearly mortgage insurance as a share of the loan, charged while the loan is above 80 % of the price. */
  miRate: number;
}

/**
 * DTI limits per band, inside the agencies' published limits (docs/preapproval-amount.md): strong credit gets the
 * room automated underwriting gives (45 %), a band just above the floor the 28/36 of manual underwriting.
 */
export const BAND_POLICY: Readonly<Record<Exclude<CreditBand, 'Poor'>, BandPolicy>> = {
  Excellent: { front: 0.31, back: 0.45, miRate: 0.003 },
  Good: { front: 0.28, back: 0.43, miRate: 0.005 },
  Average: { front: 0.28, back: 0.41, miRate: 0.008 },
  BelowAverage: { front: 0.28, back: 0.36, miRate: 0.011 },
};

/** Estimated property tax (1.10 %) and homeowners insurance (0.35 %) a year, as a share of the price. */
export const TAX_AND_INSURANCE_RATE = 0.0145;
/** The largest loan-to-value for each use (conventional: 97 % primary, 90 % second home, 85 % investment). */
export const MAX_LTV: Readonly<Record<PropertyUse, number>> = { primary: 0.97, 'second-home': 0.9, investment: 0.85 };
/** The 2026 baseline conforming loan limit for one unit (FHFA). */
export const LOAN_LIMIT = 832_750;
/** Below this a loan is not offered. */
export const MIN_LOAN = 50_000;
/** Term in months: the letter is for a 30-year fixed loan. */
export const TERM_MONTHS = 360;

export type Refusal = 'credit' | 'income' | 'debts' | 'minimum' | 'rate';

export interface AmountResult {
  /** The approved loan amount, rounded down to a thousand dollars; 0 when refused. */
  amount: number;
  /** The price it buys with the down payment (amount + down payment); 0 when refused. */
  price: number;
  refusal: Refusal | null;
  /** What limited the amount: the DTI, the loan-to-value limit or the loan limit. */
  limitedBy: 'dti' | 'ltv' | 'loan-limit' | null;
  /** The monthly housing payment at the amount: principal and interest, taxes and insurance, mortgage insurance. */
  monthly: { principalAndInterest: number; taxesAndInsurance: number; mortgageInsurance: number; total: number };
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** Payment per dollar borrowed each month at the yearly rate over the term. */
export function paymentFactor(ratePercent: number, months = TERM_MONTHS): number {
  const r = ratePercent / 12 / 100;
  return r === 0 ? 1 / months : r / (1 - (1 + r) ** -months);
}

function refused(refusal: Refusal): AmountResult {
  return {
    amount: 0,
    price: 0,
    refusal,
    limitedBy: null,
    monthly: { principalAndInterest: 0, taxesAndInsurance: 0, mortgageInsurance: 0, total: 0 },
  };
}

/** The housing payment of a loan on a price. */
function monthlyOf(loan: number, price: number, k: number, policy: BandPolicy): AmountResult['monthly'] {
  const principalAndInterest = loan * k;
  const taxesAndInsurance = (price * TAX_AND_INSURANCE_RATE) / 12;
  const mortgageInsurance = loan > 0.8 * price ? (loan * policy.miRate) / 12 : 0;
  return {
    principalAndInterest: cents(principalAndInterest),
    taxesAndInsurance: cents(taxesAndInsurance),
    mortgageInsurance: cents(mortgageInsurance),
    total: cents(principalAndInterest + taxesAndInsurance + mortgageInsurance),
  };
}

/** The pre-approval amount for the wizard's figures (see the top of this file). */
export function preapprovalAmount(input: AmountInput): AmountResult {
  if (input.creditBand === 'Poor') return refused('credit');
  if (!(input.ratePercent > 0 && input.ratePercent < 30)) return refused('rate');
  const policy = BAND_POLICY[input.creditBand];
  const income = Math.max(0, input.annualIncome) / 12;
  if (income <= 0) return refused('income');
  const debts = Math.max(0, input.monthlyDebts);
  const down = Math.max(0, input.downPayment);
  // The largest housing payment both ratios allow.
  const housing = Math.min(policy.front * income, policy.back * income - debts);
  if (housing <= 0) return refused('debts');

  const k = paymentFactor(input.ratePercent);
  const t = TAX_AND_INSURANCE_RATE / 12;
  // H = k·(P − D) + t·P, without mortgage insurance, then with it when the loan is above 80 % of the price.
  let price = (housing + k * down) / (k + t);
  if (price - down > 0.8 * price) {
    const km = k + policy.miRate / 12;
    const withMi = (housing + km * down) / (km + t);
    // Where mortgage insurance would bring the loan back under 80 %, the price at exactly 80 % is affordable.
    price = withMi - down > 0.8 * withMi ? withMi : down / 0.2;
  }
  let loan = price - down;
  let limitedBy: AmountResult['limitedBy'] = 'dti';
  const maxLtv = MAX_LTV[input.propertyUse];
  if (loan > maxLtv * price) {
    // Not enough down payment for this price: the price the down payment supports at the largest LTV.
    price = down / (1 - maxLtv);
    loan = price - down;
    limitedBy = 'ltv';
  }
  if (loan > LOAN_LIMIT) {
    loan = LOAN_LIMIT;
    limitedBy = 'loan-limit';
  }
  // To the cent first: 30,000 / 0.15 is 199,999.99999… in floating point, and must buy a 170,000 loan.
  const amount = Math.floor(Math.round(loan * 100) / 100 / 1000) * 1000;
  if (amount < MIN_LOAN) return refused('minimum');
  const finalPrice = amount + down;
  return { amount, price: finalPrice, refusal: null, limitedBy, monthly: monthlyOf(amount, finalPrice, k, policy) };
}
