import { paymentFactor } from './mortgageMath.ts';

/** The loan amount a monthly payment repays over years at a rate: payment / (r / (1 − (1 + r)^−n)). */
export function principalFromPayment(payment: number, annualRatePercent: number, years: number): number {
  const factor = paymentFactor(annualRatePercent, years);
  if (payment <= 0 || factor <= 0) return 0;
  return payment / factor;
}
