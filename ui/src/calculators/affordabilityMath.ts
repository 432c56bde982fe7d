import { DEFAULT_BACK_RATIO_PERCENT, DEFAULT_FRONT_RATIO_PERCENT } from './incomeToQualifyMath.ts';
import { paymentFactor } from './mortgageMath.ts';

/** A buyer's income, debts and cash, and the loan and yearly costs of the home. */
export interface AffordabilityInput {
  annualIncome: number;
  monthlyDebts: number;
  downPayment: number;
  ratePercent: number;
  years: number;
  /** Yearly property taxes and home insurance as a percentage of the price. */
  taxesAndInsurancePercent: number;
  frontRatioPercent?: number;
  backRatioPercent?: number;
}

/** The largest price, the loan it needs and the monthly payment it makes. */
export interface AffordabilityResult {
  /** Allowed housing payment H = min(front × income, back × income − debts), never below 0. */
  housingPayment: number;
  price: number;
  loanAmount: number;
  principalAndInterest: number;
  taxesAndInsurance: number;
}

/**
 * The largest home price whose payment fits the debt-to-income limits (shared/reference/underwriting.md):
 * H = k × (P − down) + t × P / 12, so P = (H + k × down) / (k + t / 12), k the payment per dollar and t
 * the yearly taxes-and-insurance rate. When the taxes alone on that price would use up H, no loan fits and
 * the price is what the down payment buys with taxes within H.
 */
export function affordability(input: AffordabilityInput): AffordabilityResult {
  const monthlyIncome = input.annualIncome / 12;
  const front = (input.frontRatioPercent ?? DEFAULT_FRONT_RATIO_PERCENT) / 100;
  const back = (input.backRatioPercent ?? DEFAULT_BACK_RATIO_PERCENT) / 100;
  const housingPayment = Math.max(0, Math.min(front * monthlyIncome, back * monthlyIncome - input.monthlyDebts));
  const k = paymentFactor(input.ratePercent, input.years);
  const t = input.taxesAndInsurancePercent / 100;
  const down = Math.max(0, input.downPayment);
  if (housingPayment === 0 || k <= 0) {
    return { housingPayment, price: 0, loanAmount: 0, principalAndInterest: 0, taxesAndInsurance: 0 };
  }
  let price = (housingPayment + k * down) / (k + t / 12);
  let loanAmount = price - down;
  if (loanAmount < 0) {
    loanAmount = 0;
    price = Math.min(down, t > 0 ? (12 * housingPayment) / t : down);
  }
  return {
    housingPayment,
    price,
    loanAmount,
    principalAndInterest: k * loanAmount,
    taxesAndInsurance: (t * price) / 12,
  };
}
