import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * The test officer's authenticator, learnt at the first sign-in (enrolment): its secret and the last time step used
 * (a code works once, so each sign-in waits for a fresh one if needed). Kept in the run's data folder, because every
 * test file runs in its own worker and only the first sign-in of the run shows the secret.
 */
interface Authenticator {
  secret?: string;
  lastEpoch: number;
}

/** Whose authenticator: the test officer's, or the phone tables test's admin's. */
type AuthenticatorOwner = 'officer' | 'tables-admin';

const authenticatorFile = (owner: AuthenticatorOwner) =>
  path.join(inject('dataDir'), `e2e-${owner}-authenticator.json`);

function readAuthenticator(owner: AuthenticatorOwner = 'officer'): Authenticator {
  const file = authenticatorFile(owner);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Authenticator) : { lastEpoch: 0 };
}

function keepAuthenticator(authenticator: Authenticator, owner: AuthenticatorOwner = 'officer'): void {
  writeFileSync(authenticatorFile(owner), JSON.stringify(authenticator), { mode: 0o600 });
}

async function freshCode(owner: AuthenticatorOwner = 'officer'): Promise<string> {
  const authenticator = readAuthenticator(owner);
  const nextStep = Math.floor(authenticator.lastEpoch / 30) + 1;
  // The server takes a code one step ahead at most: wait for the clock when two steps were already used.
  while (nextStep > Math.floor(Date.now() / 30_000) + 1) await new Promise((resolve) => setTimeout(resolve, 1000));
  let epoch = Math.floor(Date.now() / 1000);
  if (Math.floor(epoch / 30) < nextStep) epoch = Math.max(epoch, nextStep * 30);
  keepAuthenticator({ ...authenticator, lastEpoch: epoch }, owner);
  // A code of the next step is within the one-step drift the server accepts.
  return generate({ secret: authenticator.secret ?? '', epoch });
}

async function call<T>(
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; statusText: string; data: T; token?: string }> {
  const response = await fetch(`${inject('baseUrl')}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { status: number; statusText: string; data: T; token?: string };
}

/** Signs a staff account in through the API (password, then its authenticator's code) and returns the token. */
async function signedInToken(email: string, password: string, owner: AuthenticatorOwner): Promise<string> {
  const started = await call<{ challenge: string; enrolment: { secret: string } | null }>('staff/signin', {
    email,
    password,
  });
  if (started.status !== 100) throw new Error(`Staff sign-in failed: ${started.statusText}`);
  const enrolled = started.data.enrolment?.secret;
  if (enrolled) keepAuthenticator({ ...readAuthenticator(owner), secret: enrolled }, owner);
  const verified = await call('staff/verify', { challenge: started.data.challenge, code: await freshCode(owner) });
  if (!verified.token) throw new Error(`Staff code refused: ${verified.statusText}`);
  return verified.token;
}

/** Signs the test officer in through the API (password, then the authenticator's code) and returns the token. */
export async function staffToken(): Promise<string> {
  return signedInToken(inject('staffEmail'), inject('staffPassword'), 'officer');
}

/** Signs the phone tables test's admin in through the API and returns the token (the e2e admin enrols in a browser). */
export async function tablesAdminToken(): Promise<string> {
  return signedInToken(inject('tablesAdminEmail'), inject('tablesAdminPassword'), 'tables-admin');
}

/** A staff API call with the officer's token; throws unless it succeeds. */
export async function staffCall<T>(token: string, path: string, body: unknown): Promise<T> {
  const reply = await call<T>(path, body, token);
  if (reply.status !== 100) throw new Error(`${path}: ${reply.statusText}`);
  return reply.data;
}

/** The authenticator code a person would read off the app now (for browser sign-in tests). */
export async function currentStaffCode(knownSecret?: string): Promise<string> {
  if (knownSecret) keepAuthenticator({ ...readAuthenticator(), secret: knownSecret });
  return freshCode();
}

/** A staff GET with the officer's token; throws unless it succeeds. */
export async function staffGet<T>(token: string, path: string): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  const reply = (await response.json()) as { status: number; statusText: string; data: T };
  if (reply.status !== 100) throw new Error(`${path}: ${reply.statusText}`);
  return reply.data;
}

/**
 * The test officer invites the borrower's address and the borrower, signed in on `page`, accepts on the dashboard
 * as a person would: the only way an officer comes to a borrower's loan. Returns the loan the acceptance opened.
 */
export async function loanByInvitation(
  page: Page,
  officerToken: string,
  email: string,
  propertyAddress?: string,
): Promise<{ id: number; loanNumber: string }> {
  await staffCall(officerToken, 'staff/invitations', { email, propertyAddress });
  await page.goto('/dashboard');
  await page
    .getByRole('button', { name: /^Accept the invitation of / })
    .first()
    .click();
  await page.getByText(/^Loan HO\d+ is open with your new loan officer\.$/).waitFor();
  // The borrower moves on, as a person would after reading the answer.
  await page.getByRole('link', { name: 'Harbor Oak Mortgage' }).first().click();
  await page.waitForURL((url) => url.pathname === '/');
  const sent = await staffGet<{ email: string; loanId: number | null; loanNumber: string | null }[]>(
    officerToken,
    'staff/invitations',
  );
  const accepted = sent.find((invitation) => invitation.email === email.toLowerCase() && invitation.loanId !== null);
  if (!accepted?.loanId || !accepted.loanNumber) throw new Error('The accepted invitation opened no loan');
  return { id: accepted.loanId, loanNumber: accepted.loanNumber };
}
