import { latestCode } from './mail.ts';
import type { TestServer } from './testServer.ts';

/** Sign-up details that pass every check. */
export function newPerson(email: string) {
  return {
    first_name: 'Dana',
    last_name: 'Reyes',
    mobile_number: '(813) 555-0199',
    work_phone: '',
    email,
    scope: 'OTP',
    apptype: 'lend',
  };
}

/** Signs up by e-mailed code (with a password when given) and returns the session token. */
export async function signUp(server: TestServer, email: string, password?: string): Promise<string> {
  const person = { ...newPerson(email), ...(password ? { scope: 'EMAIL', password } : {}) };
  const asked = await server.api('POST', 'register/user', person);
  if (asked.body.status !== 100) throw new Error(`Code request failed: ${asked.body.statusText}`);
  const otp = await latestCode(server, email);
  const created = await server.api('POST', 'register/user', { ...person, otp });
  if (typeof created.body.token !== 'string') throw new Error(`Sign-up failed: ${created.body.statusText}`);
  return created.body.token;
}

/** Forgets every rate-limit event, so each test starts under the limits. */
export async function clearRateEvents(server: TestServer): Promise<void> {
  await server.deps.db('auth_events').del();
}
