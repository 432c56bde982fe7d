import { monthlyPayment } from './mortgageMath.ts';

/** The conventional rule of thumb: housing at most 28 % of gross monthly income, all debts at most 36 %. */
export const DEFAULT_FRONT_RATIO_PERCENT = 28;
/** Back-end limit of the rule of thumb: housing plus other monthly debts at most 36 % of gross income. */
export const DEFAULT_BACK_RATIO_PERCENT = 36;

/** The loan and the monthly costs that come with it. */
export interface IncomeToQualifyInput {
  loanAmount: number;
  ratePercent: number;
  years: number;
  monthlyTaxes: number;
  monthlyInsurance: number;
  monthlyHoa: number;
  /** Other monthly debt payments: car loans, student loans, card minimums. */
  monthlyDebts: number;
  frontRatioPercent?: number;
  backRatioPercent?: number;
}

/** The housing payment and the gross income each ratio asks for; the larger one is needed. */
export interface IncomeToQualifyResult {
  principalAndInterest: number;
  /** Principal and interest + taxes + insurance + HOA. */
  housingPayment: number;
  incomeForFrontRatio: number;
  incomeForBackRatio: number;
  requiredMonthlyIncome: number;
  requiredAnnualIncome: number;
  /** Which ratio sets the income: 'front' (housing) or 'back' (all debts). */
  limitingRatio: 'front' | 'back';
}

/**
 * Gross income needed so that housing / income ≤ front ratio and (housing + debts) / income ≤ back
 * ratio: the larger of housing / front and (housing + debts) / back.
 */
export function incomeToQualify(input: IncomeToQualifyInput): IncomeToQualifyResult {
  const front = (input.frontRatioPercent ?? DEFAULT_FRONT_RATIO_PERCENT) / 100;
  const back = (input.backRatioPercent ?? DEFAULT_BACK_RATIO_PERCENT) / 100;
  const principalAndInterest = monthlyPayment(input.loanAmount, input.ratePercent, input.years);
  const housingPayment = principalAndInterest + input.monthlyTaxes + input.monthlyInsurance + input.monthlyHoa;
  const incomeForFrontRatio = housingPayment / front;
  const incomeForBackRatio = (housingPayment + input.monthlyDebts) / back;
  const requiredMonthlyIncome = Math.max(incomeForFrontRatio, incomeForBackRatio);
  return {
    principalAndInterest,
    housingPayment,
    incomeForFrontRatio,
    incomeForBackRatio,
    requiredMonthlyIncome,
    requiredAnnualIncome: requiredMonthlyIncome * 12,
    limitingRatio: incomeForBackRatio > incomeForFrontRatio ? 'back' : 'front',
  };
}
