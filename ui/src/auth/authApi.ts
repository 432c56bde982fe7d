import { apiPost, SUCCESS, type Envelope } from '../api/client.ts';
import type { SignInResult } from '../session/SessionContext.ts';

/** The application type the lender's site sends with every account call. */
const APP_TYPE = 'lend';

/** Sign-up details typed by the user (spec part 1 §3). */
export interface SignUpDetails {
  first_name: string;
  last_name: string;
  mobile_number: string;
  work_phone: string;
  email: string;
}

type AccountReply = Envelope<SignInResult['data']>;

/** The session in a successful sign-in or sign-up reply, or null when the reply carries none. */
export function signInResultOf(reply: AccountReply): SignInResult | null {
  if (reply.status !== SUCCESS || typeof reply.token !== 'string' || !reply.data) return null;
  return { token: reply.token, data: reply.data };
}

/** Asks the server to e-mail a code that verifies the sign-up address (POST /api/register/user without otp). */
export function requestSignUpCode(details: SignUpDetails, redirecturl: string): Promise<AccountReply> {
  return apiPost('register/user', { ...details, scope: 'OTP', apptype: APP_TYPE, redirecturl });
}

/** Creates the account with the e-mailed code, and a password when the user chose one (scope EMAIL). */
export function createAccount(
  details: SignUpDetails,
  redirecturl: string,
  otp: string,
  password: string | null,
): Promise<AccountReply> {
  const credentials = password === null ? { scope: 'OTP', otp } : { scope: 'EMAIL', otp, password };
  return apiPost('register/user', { ...details, ...credentials, apptype: APP_TYPE, redirecturl });
}

/** Asks the server to e-mail a sign-in code (POST /api/authenticate with scope OTP and no code). */
export function requestSignInCode(email: string): Promise<AccountReply> {
  return apiPost('authenticate', { email, scope: 'OTP', apptype: APP_TYPE, signupVal: 0 });
}

/** Signs in with the e-mailed code or the password (POST /api/authenticate). */
export function authenticate(email: string, credential: { otp: string } | { password: string }): Promise<AccountReply> {
  const scope = 'otp' in credential ? 'OTP' : 'EMAIL';
  return apiPost('authenticate', { email, scope, apptype: APP_TYPE, ...credential });
}

/** Changes the signed-in user's password (POST /api/profile/password). */
export function changePassword(values: {
  oldpassword: string;
  newpassword: string;
  conpassword: string;
}): Promise<Envelope> {
  return apiPost('profile/password', values);
}
