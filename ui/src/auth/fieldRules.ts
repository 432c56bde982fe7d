/** Messages of the sign-in and sign-up popup (spec part 1 §5 and §8), word for word. */
export const AUTH_MESSAGES = {
  invalidEmail: 'Enter valid email',
  emptyOtp: 'Enter Valid OTP',
  emptyPassword: 'Enter Valid Password',
  invalidPhone: 'Enter valid phone number',
  mandatory: 'All fields are mandatory',
  passwordMismatch: 'Password does not match',
  passwordChanged: 'Password changed successfully',
} as const;

/** Longest phone entry accepted, e.g. "(555) 123-4567". */
export const PHONE_MAX_LENGTH = 14;
/** Length of an e-mailed sign-in code. */
export const OTP_LENGTH = 6;
/** Shortest password accepted at sign-up. */
export const PASSWORD_MIN_LENGTH = 8;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** True for a plausible e-mail address (the standard local@domain.tld shape). */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Keeps only the characters a phone field accepts (digits, space, parentheses, dash), at most 14. */
export function phoneInput(value: string): string {
  return value.replace(/[^\d ()-]/g, '').slice(0, PHONE_MAX_LENGTH);
}

/** True for a 10-digit US phone number whose first digit is 1-9, with optional parentheses, dashes, dots or spaces. */
export function isValidPhone(value: string): boolean {
  return /^\(?([1-9]\d{2})\)?[-. ]?(\d{3})[-. ]?(\d{4})$/.test(value.trim());
}

/** Shows a valid phone number as (###) ###-####; anything else is returned unchanged. */
export function formatPhone(value: string): string {
  if (!isValidPhone(value)) return value;
  const digits = value.replace(/\D/g, '');
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Keeps only digits, at most 6, for the one-time code field. */
export function otpInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}
