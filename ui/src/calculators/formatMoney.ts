// Each made on first use: the first number format a page makes costs tens of milliseconds on a phone (ICU's data),
// which a page that loads these helpers should not pay before it draws.
let currency: Intl.NumberFormat | undefined;
let wholeDollars: Intl.NumberFormat | undefined;
let percent: Intl.NumberFormat | undefined;

/** US currency with cents, e.g. $1,199.10; a value that rounds to zero cents shows as $0.00 (never -$0.00). */
export function formatMoney(amount: number): string {
  const cents = Math.round(amount * 100) / 100;
  currency ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return currency.format(cents === 0 ? 0 : cents);
}

/** US currency in whole dollars, e.g. $32,200, for fixed figures such as a standard deduction. */
export function formatWholeDollars(amount: number): string {
  wholeDollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  return wholeDollars.format(amount);
}

/** A rate with 3 decimals and a percent sign, e.g. 6.189%. */
export function formatPercent(ratePercent: number): string {
  percent ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
  return `${percent.format(ratePercent)}%`;
}

/** A number of months in words, e.g. '5 years 5 months', '1 year', '7 months'. */
export function formatMonths(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts: string[] = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? 'year' : 'years'}`);
  if (rest > 0 || years === 0) parts.push(`${rest} ${rest === 1 ? 'month' : 'months'}`);
  return parts.join(' ');
}
