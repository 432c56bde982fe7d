import { describe, expect, it } from 'vitest';
import { formatPhone, isValidEmail, isValidPhone, otpInput, phoneInput } from './fieldRules.ts';

describe('fieldRules', () => {
  it('checks e-mail addresses', () => {
    expect(isValidEmail('ana@example.com')).toBe(true);
    expect(isValidEmail('ana@example')).toBe(false);
    expect(isValidEmail('ana example.com')).toBe(false);
  });

  it('accepts only phone characters and formats valid numbers', () => {
    expect(phoneInput('(555) 12a3-4567 ext 9')).toBe('(555) 123-4567');
    expect(isValidPhone('555.123.4567')).toBe(true);
    expect(isValidPhone('055 123 4567')).toBe(false);
    expect(isValidPhone('555 123 456')).toBe(false);
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatPhone('555-123')).toBe('555-123');
  });

  it('keeps six digits of a code', () => {
    expect(otpInput('12a 34567')).toBe('123456');
  });
});
