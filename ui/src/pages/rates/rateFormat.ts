const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The rates page's date format (part 2 §9), YYYY-MMM-DD, e.g. 2026-Nov-22, of a local date. */
export function ratesDate(date: Date): string {
  return `${date.getFullYear()}-${MONTHS[date.getMonth()]}-${String(date.getDate()).padStart(2, '0')}`;
}

/** A YYYY-MM-DD date as YYYY-MMM-DD; the text unchanged when it is not such a date. */
export function ratesDateOf(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${match[1]}-${month}-${match[3]}` : isoDate;
}

/** A local date as YYYY-MM-DD, for a <time> element. */
export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** A rate or APR with 3 decimals and a percent sign; a missing one shows 0 (part 2 §2.9). */
export function ratePercent(value: number | undefined): string {
  return `${(value ?? 0).toFixed(3)}%`;
}
