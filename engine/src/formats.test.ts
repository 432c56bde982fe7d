import { describe, expect, it } from 'vitest';
import {
  filterPhoneKeystrokes,
  formatPhone,
  isDateOfBirth,
  isEmail,
  isMoney,
  isPhone,
  isSsn,
  isUsDate,
  isZip,
  parseUsDate,
} from './formats.ts';

describe('phone', () => {
  it.each(['(813) 555-0199', '813-555-0199', '813.555.0199', '813 555 0199', '8135550199', '(813)555-0199'])(
    'accepts %s',
    (value) => expect(isPhone(value)).toBe(true),
  );
  it.each(['013-555-0199', '813-555-019', '813-555-01999', '(813 555-0199', '813)555-0199', '813_555_0199', 'abc', ''])(
    'refuses %s',
    (value) => expect(isPhone(value)).toBe(false),
  );
  it('formats a valid number as (###) ###-####', () => {
    expect(formatPhone(' 813.555.0199 ')).toBe('(813) 555-0199');
    expect(formatPhone('8135550199')).toBe('(813) 555-0199');
    expect(formatPhone('813555019')).toBeUndefined();
  });
  it('keeps only digits, spaces, parentheses and dashes while typing', () => {
    expect(filterPhoneKeystrokes('(813) 555.0199x')).toBe('(813) 5550199');
  });
});

describe('email', () => {
  it.each(['maria@example.com', 'first.last+tag@mail.example.co.uk', "o'neil@example.org"])('accepts %s', (value) =>
    expect(isEmail(value)).toBe(true),
  );
  it.each(['maria.example.com', 'maria@', '@example.com', 'maria@example', 'ma ria@example.com', 'maria@-x.com', ''])(
    'refuses %s',
    (value) => expect(isEmail(value)).toBe(false),
  );
  it('refuses addresses over 254 characters', () => {
    expect(isEmail(`${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.com`)).toBe(true);
    expect(isEmail(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`)).toBe(false);
  });
});

describe('zip', () => {
  it.each(['33607', '33607-1234'])('accepts %s', (value) => expect(isZip(value)).toBe(true));
  it.each(['3360', '336071', '33607-123', '33607 1234', 'ABCDE', ''])('refuses %s', (value) =>
    expect(isZip(value)).toBe(false),
  );
});

describe('SSN', () => {
  it.each(['123-45-6789', '665-01-0001', '899-99-9999'])('accepts %s', (value) => expect(isSsn(value)).toBe(true));
  it.each([
    '000-12-3456',
    '666-12-3456',
    '900-12-3456',
    '999-12-3456',
    '123-00-4567',
    '123-45-0000',
    '123456789',
    '123-45-678',
  ])('refuses %s', (value) => expect(isSsn(value)).toBe(false));
});

describe('date MM/DD/YYYY', () => {
  it('reads month, day and year', () => {
    expect(parseUsDate('07/04/1990')).toEqual({ year: 1990, month: 7, day: 4 });
  });
  it.each(['02/29/2024', '02/29/2000', '12/31/1999', '04/30/2020'])('accepts %s', (value) =>
    expect(isUsDate(value)).toBe(true),
  );
  it.each([
    '02/29/2023',
    '02/29/1900',
    '04/31/2020',
    '13/01/2020',
    '00/10/2020',
    '01/00/2020',
    '1/5/2020',
    '2020-01-05',
  ])('refuses %s', (value) => expect(isUsDate(value)).toBe(false));
});

describe('date of birth', () => {
  const today = new Date(2026, 5, 15); // 15 June 2026
  it('accepts someone turning 21 today and refuses someone turning 21 tomorrow', () => {
    expect(isDateOfBirth('06/15/2005', today)).toBe(true);
    expect(isDateOfBirth('06/16/2005', today)).toBe(false);
  });
  it('accepts a birth exactly 100 years ago and refuses one a day earlier', () => {
    expect(isDateOfBirth('06/15/1926', today)).toBe(true);
    expect(isDateOfBirth('06/14/1926', today)).toBe(false);
  });
  it('treats a 29 February birthday as reached on 1 March in other years', () => {
    expect(isDateOfBirth('02/29/2004', new Date(2025, 1, 28))).toBe(false);
    expect(isDateOfBirth('02/29/2004', new Date(2025, 2, 1))).toBe(true);
  });
  it('refuses dates that do not exist', () => {
    expect(isDateOfBirth('02/30/1980', today)).toBe(false);
  });
});

describe('money', () => {
  it.each(['0', '250000', '250000.5', '250000.55', '12345678901.99'])('accepts %s', (value) =>
    expect(isMoney(value)).toBe(true),
  );
  it.each(['250,000', '250000.555', '.5', '5.', '-5', '$5', '123456789012.99', ''])('refuses %s', (value) =>
    expect(isMoney(value)).toBe(false),
  );
});
