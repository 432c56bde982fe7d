/** The two rate tables of the Mortgage Rates page (part 2 §3.12). */
export const RATE_TYPES = ['purchase', 'refinance'] as const;

/** A rate table: purchase or refinance. */
export type RateType = (typeof RATE_TYPES)[number];

/** The order id of a product within its table. */
export type RateOrderId = 1 | 2 | 3 | 4;

/** The four products of each table by order id (part 2 §2.9). */
export const RATE_PRODUCTS: Readonly<Record<RateOrderId, string>> = {
  1: '30-Yr Fixed',
  2: '30-Yr Fixed FHA',
  3: '20-Yr Fixed',
  4: '15-Yr Fixed',
};

// Rates change on the lender's business day, which runs on Eastern time (the hours say EST).
const LENDER_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date on the lender's clock as YYYY-MM-DD. */
export function lenderToday(now: Date = new Date()): string {
  return LENDER_DAY.format(now);
}
