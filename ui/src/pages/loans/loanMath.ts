/** Monthly principal and interest of a fixed-rate loan: standard amortisation, monthly rate = annual / 12 / 100. */
export function monthlyPayment(principal: number, annualRatePercent: number, years: number): number {
  const months = years * 12;
  const rate = annualRatePercent / 12 / 100;
  if (rate === 0) return principal / months;
  return (principal * rate) / (1 - (1 + rate) ** -months);
}

/** Formats dollars with cents, e.g. $1,896.20. */
export function dollarsAndCents(amount: number): string {
  return amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

/** A share of an amount, rounded to the cent (e.g. 3.5 % of a price). */
export function percentOf(amount: number, percent: number): number {
  return Math.round(amount * percent) / 100;
}
