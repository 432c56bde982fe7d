import path from 'node:path';
import { readOutbox, type OutboxMail } from 'server/mail/readOutbox.ts';
import type { TestServer } from 'server/testing/testServer.ts';

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

/** Every mail delivered to the address so far, oldest first (waits for queued mail jobs). */
export async function mailsTo(server: TestServer, email: string): Promise<OutboxMail[]> {
  await server.deps.jobs.drain();
  return (await readOutbox(path.join(server.config.dataDir, 'outbox'))).filter((mail) => mail.to.includes(email));
}

/** The 6-digit code in the newest mail to the address. */
export async function latestCode(server: TestServer, email: string): Promise<string> {
  const mail = (await mailsTo(server, email)).at(-1);
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error('No code mail reached the address');
  return code;
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
