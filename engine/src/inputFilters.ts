/**
 * What an input keeps while a person types (part 1 §5, part 2 §5.6): pure functions from the raw text of an input
 * to the text it shows. They never make a value valid on their own; the formats in formats.ts still decide that.
 */
import { FORMAT_MAX_LENGTH } from './formats.ts';

const MONEY_DECIMALS = 2;
const SSN_DIGITS = 9;
const DATE_DIGITS = 8;

/**
 * Keeps the characters of an amount of money: digits and one decimal point with at most 2 decimals, at most 14
 * characters. Thousands separators and a '$' typed or pasted are dropped; a leading point gets a 0 before it, and
 * zeros before a digit go (typing 30000 after a field's 0 gives 30000, not 030000).
 */
export function filterMoneyKeystrokes(value: string): string {
  const kept = value.replace(/[^\d.]/g, '').replace(/^0+(?=\d)/, '');
  const point = kept.indexOf('.');
  const amount =
    point === -1
      ? kept
      : `${kept.slice(0, point) || '0'}.${kept
          .slice(point + 1)
          .replace(/\./g, '')
          .slice(0, MONEY_DECIMALS)}`;
  return amount.slice(0, FORMAT_MAX_LENGTH.money);
}

/** An amount as it is kept once the field is left: a point with no decimals after it is dropped ('12.' -> '12'). */
export function settleMoney(value: string): string {
  return value.endsWith('.') ? value.slice(0, -1) : value;
}

/** Keeps the digits and dash of a zip code (5 digits or ZIP+4), at most 10 characters. */
export function filterZipKeystrokes(value: string): string {
  return value.replace(/[^\d-]/g, '').slice(0, FORMAT_MAX_LENGTH.zip);
}

/**
 * Joins digit groups with a separator, keeping a separator the person typed after a complete group, so typing
 * '123-' shows '123-' while deleting it back to '123' stays possible.
 */
function joinGroups(digits: string, sizes: readonly number[], separator: string, typedTrailing: boolean): string {
  const groups: string[] = [];
  let start = 0;
  for (const size of sizes) {
    if (start >= digits.length) break;
    groups.push(digits.slice(start, start + size));
    start += size;
  }
  let joined = groups.join(separator);
  let boundary = 0;
  for (const size of sizes.slice(0, -1)) {
    boundary += size;
    if (typedTrailing && digits.length === boundary) joined += separator;
  }
  return joined;
}

/** Shows an SSN as ###-##-#### while it is typed: digits only (at most 9), dashes inserted. */
export function maskSsnKeystrokes(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, SSN_DIGITS);
  return joinGroups(digits, [3, 2, 4], '-', /-\s*$/.test(value));
}

const ISO_DATE = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/;

/**
 * Shows a date as MM/DD/YYYY while it is typed: digits (at most 8) with slashes inserted. A one-digit month or day
 * the person closes with a slash gets its leading zero ('1/5/1990' -> '01/05/1990'); a pasted or autofilled
 * YYYY-MM-DD date is turned around.
 */
export function maskUsDateKeystrokes(value: string): string {
  const iso = ISO_DATE.exec(value);
  if (iso) return `${iso[2]}/${iso[3]}/${iso[1]}`;
  const parts = value.replace(/[^\d/]/g, '').split('/');
  let digits = '';
  parts.forEach((part, index) => {
    const closedBySlash = index < parts.length - 1;
    const atMonthOrDay = digits.length === 0 || digits.length === 2;
    digits += closedBySlash && atMonthOrDay && part.length === 1 ? `0${part}` : part;
  });
  return joinGroups(digits.slice(0, DATE_DIGITS), [2, 2, 4], '/', /\/\s*$/.test(value));
}
