import { isEmail } from 'engine';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from 'server/commands/accounts/passwords.ts';
import type { NewStaff } from 'server/commands/staff/staffAccounts.ts';
import { badRequest } from 'server/http/envelope.ts';
import { readText } from 'server/http/input.ts';
import { isRole, isStaff } from 'server/policies/roles.ts';

/** The body as an object of fields (anything else reads as no fields). */
function fieldsOf(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** A single-line field (an e-mail, a name, a token), trimmed; direction or invisible characters are refused. */
function text(body: Record<string, unknown>, key: string): string {
  return readText(body[key], key);
}

const MANDATORY = 'All fields are mandatory';

/** POST /staff/signin: { email, password }. */
export function parseStaffSignIn(rawBody: unknown): { email: string; password: string } {
  const body = fieldsOf(rawBody);
  const email = text(body, 'email').toLowerCase();
  const password = typeof body.password === 'string' ? body.password : '';
  const missing = [...(email ? [] : ['email']), ...(password ? [] : ['password'])];
  if (missing.length > 0) throw badRequest(MANDATORY, missing);
  if (!isEmail(email)) throw badRequest('Enter valid email', ['email']);
  return { email, password: password.slice(0, PASSWORD_MAX_LENGTH + 1) };
}

/** POST /staff/verify: { challenge, code } (6 digits). */
export function parseStaffCode(rawBody: unknown): { challenge: string; code: string } {
  const body = fieldsOf(rawBody);
  const challenge = text(body, 'challenge');
  const code = text(body, 'code').replace(/\s/g, '');
  if (!challenge) throw badRequest('This sign-in has expired. Please sign in again.', ['challenge']);
  if (!/^\d{6}$/.test(code)) throw badRequest('Enter the 6-digit code of your authenticator app.', ['code']);
  return { challenge, code };
}

/** POST /staff/accept: { token, password } with a password of 8 to 128 characters. */
export function parseInviteAcceptance(rawBody: unknown): { token: string; password: string } {
  const body = fieldsOf(rawBody);
  const token = text(body, 'token');
  const password = typeof body.password === 'string' ? body.password : '';
  if (!token)
    throw badRequest('This link has expired or was already used. Ask your administrator for a new one.', ['token']);
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw badRequest(`Choose a password of ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`, ['password']);
  }
  return { token, password };
}

/** Said when a loan officer is invited without a valid NMLS id. */
export const NMLS_ID_MESSAGE = "Enter the loan officer's NMLS ID: 1 to 12 digits.";

/** POST /staff/members: { email, first_name, last_name, role, nmls_id } with a staff role (NMLS id for officers). */
export function parseNewStaff(rawBody: unknown): NewStaff {
  const body = fieldsOf(rawBody);
  const email = text(body, 'email').toLowerCase();
  const firstName = text(body, 'first_name');
  const lastName = text(body, 'last_name');
  const role = text(body, 'role');
  const missing = [
    ...(firstName ? [] : ['first_name']),
    ...(lastName ? [] : ['last_name']),
    ...(email ? [] : ['email']),
    ...(role ? [] : ['role']),
  ];
  if (missing.length > 0) throw badRequest(MANDATORY, missing);
  if (!isEmail(email)) throw badRequest('Enter valid email', ['email']);
  if (firstName.length > 50 || lastName.length > 50) {
    throw badRequest('Names can be at most 50 characters.', firstName.length > 50 ? ['first_name'] : ['last_name']);
  }
  if (!isRole(role) || !isStaff(role)) throw badRequest('Choose a staff role.', ['role']);
  // A loan officer must be licensed (NMLS), and borrowers check whom an invitation comes from by this id.
  const nmlsId = text(body, 'nmls_id');
  if (role === 'loan_officer' && !/^\d{1,12}$/.test(nmlsId)) {
    throw badRequest(NMLS_ID_MESSAGE, [{ path: 'nmls_id', message: NMLS_ID_MESSAGE }]);
  }
  return { email, firstName, lastName, role, nmlsId: role === 'loan_officer' ? nmlsId : null };
}
