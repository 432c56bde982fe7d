import { monthlyPayment } from './mortgageMath.ts';

/** A loan with its note rate and the up-front charges that count toward the APR. */
export interface AprInput {
  amount: number;
  ratePercent: number;
  years: number;
  /** Discount points, each 1 % of the amount. */
  points: number;
  /** Other prepaid finance charges (origination, processing, underwriting fees). */
  fees: number;
}

/** The APR and the figures it is worked out from. */
export interface AprResult {
  payment: number;
  financeCharges: number;
  /** Amount − finance charges: what the borrower actually receives. */
  amountFinanced: number;
  aprPercent: number;
}

// Bisection to a millionth of a percent: far finer than the 3 decimals an APR is shown with.
const TOLERANCE = 1e-7;
const MAX_STEPS = 200;

/**
 * The APR: the annual rate at which the payment on (amount − charges) equals the payment on the amount,
 * found by bisection (the payment rises with the rate, so the root is bracketed between the note rate and
 * a rate high enough that its payment on the smaller amount exceeds the loan's payment).
 */
export function aprFromFees(input: AprInput): AprResult {
  const payment = monthlyPayment(input.amount, input.ratePercent, input.years);
  const financeCharges = (input.amount * input.points) / 100 + input.fees;
  const amountFinanced = input.amount - financeCharges;
  if (financeCharges <= 0 || amountFinanced <= 0 || payment <= 0) {
    return { payment, financeCharges, amountFinanced, aprPercent: input.ratePercent };
  }
  let low = input.ratePercent;
  let high = Math.max(input.ratePercent * 2, input.ratePercent + 1);
  while (monthlyPayment(amountFinanced, high, input.years) < payment) high *= 2;
  for (let step = 0; step < MAX_STEPS && high - low > TOLERANCE; step += 1) {
    const middle = (low + high) / 2;
    if (monthlyPayment(amountFinanced, middle, input.years) > payment) high = middle;
    else low = middle;
  }
  return { payment, financeCharges, amountFinanced, aprPercent: (low + high) / 2 };
}
