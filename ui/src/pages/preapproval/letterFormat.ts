/** The /letter table's formats (part 1 §2): date and time as YYYY-MM-DD HH:mm (local), amounts in US dollars. */

const two = (n: number) => String(n).padStart(2, '0');

/** An ISO moment as YYYY-MM-DD HH:mm in the browser's time zone; '' when it is no date. */
export function letterDateTime(iso: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return '';
  return `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())} ${two(moment.getHours())}:${two(moment.getMinutes())}`;
}

// Made on first use: the first number format a page makes costs tens of milliseconds on a phone.
let usd: Intl.NumberFormat | undefined;

/** An amount in US dollars with cents: $343,000.00. */
export function usDollars(amount: number): string {
  return (usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })).format(amount);
}
