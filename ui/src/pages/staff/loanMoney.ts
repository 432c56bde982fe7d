/** Dollars with cents and separators ($343,000.00), for a recorded loan amount. */
export function dollarsAndCents(amount: number): string {
  return amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}
