import { filterPhoneKeystrokes, formatPhone } from 'engine';

/** Messages of the sign-in and sign-up popup (spec part 1 §5 and §8), word for word. */
export const AUTH_MESSAGES = {
  invalidEmail: 'Enter valid email',
  emptyOtp: 'Enter Valid OTP',
  emptyPassword: 'Enter Valid Password',
  invalidPhone: 'Enter valid phone number',
  mandatory: 'All fields are mandatory',
  passwordChanged: 'Password changed successfully',
} as const;

/** Longest phone entry accepted, e.g. "(555) 123-4567". */
export const PHONE_MAX_LENGTH = 14;
/** Length of an e-mailed sign-in code. */
export const OTP_LENGTH = 6;
/** Shortest password accepted at sign-up. */
export const PASSWORD_MIN_LENGTH = 8;

/** Keeps only the characters a phone field accepts (digits, space, parentheses, dash), at most 14. */
export function phoneInput(value: string): string {
  return filterPhoneKeystrokes(value).slice(0, PHONE_MAX_LENGTH);
}

/** Shows a valid phone number as (###) ###-####; anything else is returned unchanged. */
export function displayPhone(value: string): string {
  return formatPhone(value) ?? value;
}

/** Keeps only digits, at most 6, for the one-time code field. */
export function otpInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}
