/**
 * The calculator input rules (spec part 1 §5 and §9): money is digits and a point with at most 2 decimals
 * and 14 characters; a rate is at most 5 characters, above 0; a term is 1 to 30 whole years. A keystroke that
 * breaks a rule is refused (the field keeps its value); a value that is complete but out of range gets a
 * message.
 */

/** The kinds of calculator inputs. */
export type InputKind = 'money' | 'rate' | 'years' | 'percent';

/** Longest money entry. */
export const MONEY_MAX_LENGTH = 14;
/** Longest rate entry, e.g. 6.125. */
export const RATE_MAX_LENGTH = 5;
/** Longest term entry. */
export const YEARS_MAX_LENGTH = 2;
/** Shortest and longest loan term. */
export const MIN_YEARS = 1;
/** Longest loan term (spec: term up to 30 years). */
export const MAX_YEARS = 30;

/** The message shown for a term outside 1 to 30 years. */
export const YEARS_MESSAGE = `Enter a term from ${MIN_YEARS} to ${MAX_YEARS} years.`;
/** The message shown for a percentage above 100 (points, taxes: 0 is a real answer). */
export const PERCENT_MESSAGE = 'Enter a percentage from 0 to 100.';
/** The message shown for an interest rate of 0 or above 100: no loan is repaid at 0 %, and the results need one. */
export const RATE_MESSAGE = 'Enter an interest rate above 0 and up to 100.';

const PATTERNS: Readonly<Record<InputKind, RegExp>> = {
  money: /^\d*(\.\d{0,2})?$/,
  rate: /^\d*(\.\d*)?$/,
  percent: /^\d*(\.\d*)?$/,
  years: /^\d*$/,
};

/** Most characters an input of this kind accepts. */
export function maxLengthFor(kind: InputKind): number {
  if (kind === 'money') return MONEY_MAX_LENGTH;
  if (kind === 'years') return YEARS_MAX_LENGTH;
  return RATE_MAX_LENGTH;
}

/** Whether a typed value may stand in a field of this kind (characters and length only). */
export function acceptsKeystroke(kind: InputKind, value: string): boolean {
  return value.length <= maxLengthFor(kind) && PATTERNS[kind].test(value);
}

/** The number in a field; an empty, partial ('.') or unreadable entry is 0. */
export function parseInput(value: string | null | undefined): number {
  if (!value) return 0;
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
}

/** The message for a complete value that breaks a range rule, or null when it is fine (or empty). */
export function rangeMessage(kind: InputKind, value: string): string | null {
  if (value === '' || value === '.') return null;
  const number = parseInput(value);
  if (kind === 'years' && (number < MIN_YEARS || number > MAX_YEARS)) return YEARS_MESSAGE;
  if (kind === 'rate' && (number <= 0 || number > 100)) return RATE_MESSAGE;
  if (kind === 'percent' && number > 100) return PERCENT_MESSAGE;
  return null;
}

/** A value read from a shared address: kept when it obeys the field's rules, else the default. */
export function acceptedOrDefault(kind: InputKind, value: string | null, fallback: string): string {
  if (value === null) return fallback;
  return acceptsKeystroke(kind, value) ? value : fallback;
}
