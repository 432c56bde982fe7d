/**
 * The spec's field formats as pure predicates (part 1 §5, part 2 §5.6). The ajv configuration registers them as
 * JSON Schema formats, so the browser and the server accept exactly the same values.
 */

/** Names of the formats a definition may use in its schema (`"format": "phone"`). */
export const ENGINE_FORMATS = ['phone', 'email', 'zip', 'ssn', 'us-date', 'date-of-birth', 'money'] as const;
export type EngineFormat = (typeof ENGINE_FORMATS)[number];

/** Longest value each format accepts; definitions set the same maxLength so inputs stop there. */
export const FORMAT_MAX_LENGTH: Readonly<Record<EngineFormat, number>> = {
  phone: 14,
  email: 254,
  zip: 10,
  ssn: 11,
  'us-date': 10,
  'date-of-birth': 10,
  money: 14,
};

// Ten digits, area code not starting with 0, with optional (balanced) parentheses and -, . or space separators.
const PHONE = /^(?:\(([1-9]\d{2})\)|([1-9]\d{2}))[\s.-]?(\d{3})[\s.-]?(\d{4})$/;
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
const ZIP = /^\d{5}(?:-\d{4})?$/;
const SSN = /^(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}$/;
const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const MONEY = /^\d+(?:\.\d{1,2})?$/;

/** True for a US phone number: 10 digits, first digit 1-9, optional parentheses, dashes, dots or spaces. */
export function isPhone(value: string): boolean {
  return PHONE.test(value);
}

/** The phone number shown as (###) ###-####, or undefined when it is not a valid phone number. */
export function formatPhone(value: string): string | undefined {
  const match = PHONE.exec(value.trim());
  if (!match) return undefined;
  return `(${match[1] ?? match[2]}) ${match[3]}-${match[4]}`;
}

/** Keeps only the characters a phone field accepts while typing: digits, space, parentheses and dash. */
export function filterPhoneKeystrokes(value: string): string {
  return value.replace(/[^\d\s()-]/g, '');
}

/** True for an e-mail address of the usual shape (local@domain.tld), at most 254 characters. */
export function isEmail(value: string): boolean {
  return value.length <= FORMAT_MAX_LENGTH.email && EMAIL.test(value);
}

/** True for a 5-digit US zip code or ZIP+4 (#####-####). */
export function isZip(value: string): boolean {
  return ZIP.test(value);
}

/** True for an SSN ###-##-####: area not 000, 666 or 9xx, group not 00, serial not 0000. */
export function isSsn(value: string): boolean {
  return SSN.test(value);
}

/** A calendar day without a time or a time zone. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Reads MM/DD/YYYY with month and day bounds and leap years; undefined when it is not such a date. */
export function parseUsDate(value: string): CalendarDate | undefined {
  const match = US_DATE.exec(value);
  if (!match) return undefined;
  const month = Number(match[1]);
  const day = Number(match[2]);
  const year = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** True for a valid MM/DD/YYYY date. */
export function isUsDate(value: string): boolean {
  return parseUsDate(value) !== undefined;
}

/** The local calendar day of a moment. */
export function calendarDateOf(moment: Date): CalendarDate {
  return { year: moment.getFullYear(), month: moment.getMonth() + 1, day: moment.getDate() };
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Youngest and oldest age a borrower may have (part 1 §9). */
export const BORROWER_AGE = { min: 21, max: 100 } as const;

/**
 * True for a MM/DD/YYYY birth date of someone at least 21 years old and born at most 100 years before `today`
 * (the 21st birthday counts; a 29 February birthday falls on 1 March in other years).
 */
export function isDateOfBirth(value: string, today: Date): boolean {
  const birth = parseUsDate(value);
  if (!birth) return false;
  const now = calendarDateOf(today);
  const latest = { ...now, year: now.year - BORROWER_AGE.min };
  const earliest = { ...now, year: now.year - BORROWER_AGE.max };
  return compareDates(birth, latest) <= 0 && compareDates(birth, earliest) >= 0;
}

/** True for an amount of money: digits with an optional point and at most 2 decimals, at most 14 characters. */
export function isMoney(value: string): boolean {
  return value.length <= FORMAT_MAX_LENGTH.money && MONEY.test(value);
}

/** An ajv format definition: the check applies to strings only. */
export interface StringFormat {
  type: 'string';
  validate: (value: string) => boolean;
}

/**
 * The formats as ajv registers them (and as precompiled validators call them); the date of birth asks `now` for
 * today's date at each check.
 */
export function formatDefinitions(now: () => Date = () => new Date()): Record<EngineFormat, StringFormat> {
  const checks: Record<EngineFormat, (value: string) => boolean> = {
    phone: isPhone,
    email: isEmail,
    zip: isZip,
    ssn: isSsn,
    'us-date': isUsDate,
    'date-of-birth': (value) => isDateOfBirth(value, now()),
    money: isMoney,
  };
  return Object.fromEntries(ENGINE_FORMATS.map((name) => [name, { type: 'string', validate: checks[name] }])) as Record<
    EngineFormat,
    StringFormat
  >;
}
