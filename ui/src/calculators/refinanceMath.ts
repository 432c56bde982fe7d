import { monthlyPayment } from './mortgageMath.ts';

/** What a refinance is compared on: the balance owed today, the loan kept and the loan offered. */
export interface RefinanceInput {
  balance: number;
  currentRatePercent: number;
  /** Years left on the current loan. */
  remainingYears: number;
  newRatePercent: number;
  newYears: number;
  closingCosts: number;
}

/** The two payments, the monthly saving and how long the saving takes to repay the closing costs. */
export interface RefinanceResult {
  currentPayment: number;
  newPayment: number;
  /** Current payment − new payment; zero or negative when the new loan costs more each month. */
  monthlySaving: number;
  /** Whole months until the savings cover the closing costs; null when there is no saving. */
  breakEvenMonths: number | null;
}

/** Break-even of a refinance: closing costs / monthly saving, rounded up to whole months. */
export function refinanceBreakEven(input: RefinanceInput): RefinanceResult {
  const currentPayment = monthlyPayment(input.balance, input.currentRatePercent, input.remainingYears);
  const newPayment = monthlyPayment(input.balance, input.newRatePercent, input.newYears);
  const monthlySaving = currentPayment - newPayment;
  const breakEvenMonths =
    monthlySaving > 0 ? Math.max(0, Math.ceil(Math.max(0, input.closingCosts) / monthlySaving)) : null;
  return { currentPayment, newPayment, monthlySaving, breakEvenMonths };
}
