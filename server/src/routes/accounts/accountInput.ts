import type { PasswordChange } from 'server/commands/accounts/passwordChanger.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from 'server/commands/accounts/passwords.ts';
import { formatPhone, isAcceptedText, isEmail, TEXT_MESSAGE, trimSpace } from 'engine';
import { badRequest } from 'server/http/envelope.ts';

/** How the caller proves the e-mail: an e-mailed code only (OTP) or a password as well (EMAIL). */
export type Scope = 'OTP' | 'EMAIL';

/** Checked sign-up details. */
export interface AccountDetails {
  firstName: string;
  lastName: string;
  /** Formatted (###) ###-####. */
  mobileNumber: string;
  workPhone: string | null;
  /** Trimmed and lower-cased. */
  email: string;
}

/** POST /api/register/user: ask for a code (no otp), or create the account with it. */
export type SignUpInput =
  | { step: 'requestCode'; details: AccountDetails }
  | { step: 'create'; details: AccountDetails; scope: Scope; code: string; password: string | null };

/** POST /api/authenticate: ask for a code, or sign in with a code or a password. */
export type SignInInput =
  | { step: 'requestCode'; email: string }
  | { step: 'code'; email: string; code: string }
  | { step: 'password'; email: string; password: string };

const MANDATORY = 'All fields are mandatory';
const NAME_MAX_LENGTH = 50;

interface Issue {
  field: string;
  message: string;
}

/**
 * Collects field problems; reports 'All fields are mandatory' first, else the first other message, with each
 * field's own message in `fieldErrors`.
 */
class Issues {
  private readonly list: Issue[] = [];

  add(field: string, message: string): void {
    this.list.push({ field, message });
  }

  throwIfAny(): void {
    if (this.list.length === 0) return;
    const first = this.list.find((issue) => issue.message === MANDATORY) ?? this.list[0];
    throw badRequest(
      first?.message ?? MANDATORY,
      this.list.map((issue) => ({ path: issue.field, message: issue.message })),
    );
  }
}

// Trimmed of white space only: a byte-order mark at either end stays, to be refused by lineText.
function text(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (typeof value === 'string') return trimSpace(value);
  return typeof value === 'number' ? String(value) : '';
}

/**
 * A single-line text (a name, an e-mail): null, with the field's message, when it holds characters single-line text
 * refuses (direction controls, zero-width characters, a byte-order mark: engine/src/text.ts), so a name cannot read
 * otherwise in a mail or on a letter than it is. Refused, never stripped.
 */
function lineText(body: Record<string, unknown>, key: string, issues: Issues): string | null {
  const value = text(body, key);
  if (isAcceptedText(value, false)) return value;
  issues.add(key, TEXT_MESSAGE);
  return null;
}

// Passwords are taken exactly as typed: spaces count.
function secret(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value : '';
}

function asBody(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

function readEmail(body: Record<string, unknown>, issues: Issues): string {
  const email = lineText(body, 'email', issues)?.toLowerCase();
  if (email === undefined) return '';
  if (email === '') issues.add('email', MANDATORY);
  else if (!isEmail(email)) issues.add('email', 'Enter valid email');
  return email;
}

function readName(body: Record<string, unknown>, key: string, label: string, issues: Issues): string {
  // Checked before runs of spaces are joined, so no refused character is turned into a space unseen.
  const name = lineText(body, key, issues)?.replace(/\s+/g, ' ');
  if (name === undefined) return '';
  if (name === '') issues.add(key, MANDATORY);
  else if (name.length > NAME_MAX_LENGTH) issues.add(key, `${label} must be at most ${NAME_MAX_LENGTH} characters.`);
  return name;
}

function readPhone(body: Record<string, unknown>, key: string, required: boolean, issues: Issues): string | null {
  const raw = text(body, key);
  if (raw === '') {
    if (required) issues.add(key, MANDATORY);
    return null;
  }
  const phone = formatPhone(raw);
  if (!phone) issues.add(key, 'Enter valid phone number');
  return phone ?? null;
}

function readScope(body: Record<string, unknown>, issues: Issues): Scope {
  const scope = text(body, 'scope').toUpperCase();
  if (scope === 'OTP' || scope === 'EMAIL') return scope;
  issues.add('scope', MANDATORY);
  return 'OTP';
}

function readCode(body: Record<string, unknown>, issues: Issues): string {
  const code = text(body, 'otp');
  if (!/^\d{6}$/.test(code)) issues.add('otp', 'Enter Valid OTP');
  return code;
}

function checkNewPassword(password: string, field: string, issues: Issues): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    issues.add(field, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`);
  } else if (password.length > PASSWORD_MAX_LENGTH) {
    issues.add(field, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
  }
}

function hasValue(body: Record<string, unknown>, key: string): boolean {
  return text(body, key) !== '';
}

/** Checks a sign-up body; throws 400 with the first message and every failing field. */
export function parseSignUp(rawBody: unknown): SignUpInput {
  const body = asBody(rawBody);
  const issues = new Issues();
  const firstName = readName(body, 'first_name', 'First name', issues);
  const lastName = readName(body, 'last_name', 'Last name', issues);
  const mobileNumber = readPhone(body, 'mobile_number', true, issues) ?? '';
  const workPhone = readPhone(body, 'work_phone', false, issues);
  const email = readEmail(body, issues);
  const scope = readScope(body, issues);
  const details = { firstName, lastName, mobileNumber, workPhone, email };
  if (!hasValue(body, 'otp')) {
    issues.throwIfAny();
    return { step: 'requestCode', details };
  }
  const code = readCode(body, issues);
  let password: string | null = null;
  if (scope === 'EMAIL') {
    password = secret(body, 'password');
    if (password === '') issues.add('password', 'Enter Valid Password');
    else checkNewPassword(password, 'password', issues);
  }
  issues.throwIfAny();
  return { step: 'create', details, scope, code, password };
}

/** Checks a sign-in body; throws 400 with the first message and every failing field. */
export function parseSignIn(rawBody: unknown): SignInInput {
  const body = asBody(rawBody);
  const issues = new Issues();
  const email = readEmail(body, issues);
  const scope = readScope(body, issues);
  if (scope === 'EMAIL') {
    const password = secret(body, 'password');
    if (password === '') issues.add('password', 'Enter Valid Password');
    issues.throwIfAny();
    return { step: 'password', email, password };
  }
  if (!hasValue(body, 'otp')) {
    issues.throwIfAny();
    return { step: 'requestCode', email };
  }
  const code = readCode(body, issues);
  issues.throwIfAny();
  return { step: 'code', email, code };
}

/**
 * Checks a password change body. An account without a password sets its first one, so the
 * current password is neither asked nor read.
 */
export function parsePasswordChange(rawBody: unknown, hasPassword: boolean): PasswordChange {
  const body = asBody(rawBody);
  const issues = new Issues();
  const oldPassword = hasPassword ? secret(body, 'oldpassword') : '';
  const newPassword = secret(body, 'newpassword');
  const confirmPassword = secret(body, 'conpassword');
  if (hasPassword && oldPassword === '') issues.add('oldpassword', MANDATORY);
  if (newPassword === '') issues.add('newpassword', MANDATORY);
  if (confirmPassword === '') issues.add('conpassword', MANDATORY);
  issues.throwIfAny();
  if (newPassword !== confirmPassword) issues.add('conpassword', 'Password does not match');
  else checkNewPassword(newPassword, 'newpassword', issues);
  issues.throwIfAny();
  return { oldPassword, newPassword };
}
