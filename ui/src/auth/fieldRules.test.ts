import { describe, expect, it } from 'vitest';
import { displayPhone, otpInput, phoneInput } from './fieldRules.ts';

describe('fieldRules', () => {
  it('accepts only phone characters and formats valid numbers', () => {
    expect(phoneInput('(555) 12a3-4567 ext 9')).toBe('(555) 123-4567');
    expect(displayPhone('5551234567')).toBe('(555) 123-4567');
    expect(displayPhone('555-123')).toBe('555-123');
  });

  it('keeps six digits of a code', () => {
    expect(otpInput('12a 34567')).toBe('123456');
  });
});
