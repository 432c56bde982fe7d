import { amortizationSchedule, monthlyPayment, totalInterest } from './mortgageMath.ts';

/** A loan and the extra principal paid with every monthly payment. */
export interface ExtraPaymentInput {
  amount: number;
  ratePercent: number;
  years: number;
  extraMonthly: number;
}

/** The loan paid as agreed against the loan paid with the extra: months and interest. */
export interface ExtraPaymentResult {
  payment: number;
  baseMonths: number;
  newMonths: number;
  monthsSaved: number;
  baseInterest: number;
  newInterest: number;
  interestSaved: number;
}

/** How many months and how much interest a fixed extra monthly principal payment saves. */
export function extraPaymentSavings(input: ExtraPaymentInput): ExtraPaymentResult {
  const payment = monthlyPayment(input.amount, input.ratePercent, input.years);
  const baseMonths = Math.round(input.years * 12);
  const baseInterest = totalInterest(input.amount, input.ratePercent, input.years);
  const schedule = amortizationSchedule(input.amount, input.ratePercent, input.years, input.extraMonthly);
  const newMonths = schedule.length;
  const newInterest = schedule.at(-1)?.cumulativeInterest ?? 0;
  return {
    payment,
    baseMonths,
    newMonths,
    monthsSaved: baseMonths - newMonths,
    baseInterest,
    newInterest,
    interestSaved: baseInterest - newInterest,
  };
}
