import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { readOutbox, waitForMail } from 'server/mail/readOutbox.ts';
import { outboxDir } from './browser.ts';

/** Accessible name of the sign-in / sign-up popup. */
export const SIGN_IN_DIALOG = 'Welcome to Harbor Oak Mortgage';

/** An e-mail address no other test uses. */
export function uniqueEmail(label: string): string {
  return `${label}.${randomBytes(4).toString('hex')}@example.com`;
}

/** Runs an action that e-mails a code to the address and returns that new code. */
export async function codeSentBy(email: string, action: () => Promise<void>): Promise<string> {
  const seen = new Set((await readOutbox(outboxDir())).map((mail) => mail.file));
  await action();
  const mail = await waitForMail(outboxDir(), (m) => m.to.includes(email) && !seen.has(m.file), 20_000);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error('The mail holds no 6-digit code');
  return code;
}

/** The sign-in / sign-up popup. */
export function signInDialog(page: Page) {
  return page.getByRole('dialog', { name: SIGN_IN_DIALOG });
}

/** Opens the sign-in popup from the header on the home page, on the given tab. */
export async function openSignIn(page: Page, tab: 'Sign In' | 'Sign Up') {
  await page.goto('/');
  await page.getByRole('button', { name: /Hello, Sign In/ }).click();
  await page.getByRole('button', { name: 'Login/Signup' }).click();
  await signInDialog(page).waitFor();
  await signInDialog(page).getByRole('tab', { name: tab }).click();
}

/** Fills the sign-up details in the open popup. */
export async function fillSignUp(page: Page, email: string, first: string) {
  const d = signInDialog(page);
  await d.getByLabel('First Name').fill(first);
  await d.getByLabel('Last Name').fill('Tester');
  await d.getByLabel('Mobile Number').fill('5551234567');
  await d.getByLabel('Email').fill(email);
}

/** Signs up through the popup with an e-mailed code; with a password when given. */
export async function signUp(page: Page, email: string, first: string, password?: string) {
  await openSignIn(page, 'Sign Up');
  await fillSignUp(page, email, first);
  const d = signInDialog(page);
  const code = await codeSentBy(email, () => d.getByRole('button', { name: 'Verify Email' }).click());
  await d.getByLabel('Verification code').fill(code);
  if (password) {
    await d.getByLabel('Use Password').check();
    await d.getByLabel('Password', { exact: true }).fill(password);
  }
  await d.getByRole('button', { name: 'Create My Account' }).click();
  await d.waitFor({ state: 'detached' });
}

/** Signs in with an e-mailed code in the open popup. */
export async function signInWithCode(page: Page, email: string) {
  const d = signInDialog(page);
  await d.getByLabel('Email').fill(email);
  const code = await codeSentBy(email, () => d.getByRole('button', { name: 'Login with OTP' }).click());
  await d.getByLabel('Verification code').fill(code);
  await d.getByRole('button', { name: 'LOGIN', exact: true }).click();
  await d.waitFor({ state: 'detached' });
}

/** Signs in with a password in the open popup. */
export async function signInWithPassword(page: Page, email: string, password: string) {
  const d = signInDialog(page);
  await d.getByLabel('Email').fill(email);
  await d.getByRole('button', { name: 'Login with Password' }).click();
  await d.getByLabel('Password', { exact: true }).fill(password);
  await d.getByRole('button', { name: 'LOGIN', exact: true }).click();
  await d.waitFor({ state: 'detached' });
}

/** Signs out from the Account menu and waits for the signed-out header. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: /Account/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: /Hello, Sign In/ }).waitFor();
  // Signing out lands on the home page as it is: no ?q= and no sign-in popup (part 1 §4).
  if (new URL(page.url()).search !== '') throw new Error(`Signing out landed on ${page.url()}`);
  const popupOpened = await signInDialog(page)
    .waitFor({ state: 'visible', timeout: 750 })
    .then(
      () => true,
      () => false,
    );
  if (popupOpened) throw new Error('Signing out opened the sign-in popup');
}
