import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { waitForMail } from 'server/mail/readOutbox.ts';
import { uniqueEmail } from './support/accounts.ts';
import { expectNoAxeViolations, openPage, outboxDir, type TestPage } from './support/browser.ts';

const PAUSED = 'Sign-in to this account is paused after too many wrong authenticator codes.';
const FORBIDDEN_LOG = 'Failed to load resource: the server responded with a status of 403 (Forbidden)';

/** The last time step each secret used: a code works once and at most one step ahead of the clock. */
const usedSteps = new Map<string, number>();

/** The authenticator's next code for the secret: the current step, or the next one if that was used. */
async function nextCode(secret: string): Promise<string> {
  const step = () => Math.floor(Date.now() / 30_000);
  while ((usedSteps.get(secret) ?? -1) + 1 > step() + 1) await new Promise((resolve) => setTimeout(resolve, 1000));
  const chosen = Math.max(step(), (usedSteps.get(secret) ?? -1) + 1);
  usedSteps.set(secret, chosen);
  return generate({ secret, epoch: chosen * 30 });
}

/** The API as one client address of its own (so its failures count against nobody else's). */
const apiAddress = `198.18.${randomBytes(1)[0] ?? 0}.${randomBytes(1)[0] ?? 0}`;
async function call<T>(path: string, body: unknown, token?: string) {
  const response = await fetch(`${inject('baseUrl')}/api/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': apiAddress,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { status: number; statusText: string; data: T; token?: string };
}

/** Signs in at /staff as a person does; enrols the app the first time. Returns the authenticator secret. */
async function signInAtStaff(page: Page, email: string, password: string, secret?: string): Promise<string> {
  await page.goto(`${inject('baseUrl')}/staff`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Authenticator code').waitFor();
  const known = secret ?? (await page.locator('.staff-enrol__secret').textContent())?.trim() ?? '';
  await page.getByLabel('Authenticator code').fill(await nextCode(known));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  return known;
}

/** A staff member invited by the admin through the API, with a password set and the app enrolled. */
async function enrolledMember(adminToken: string, width: number) {
  const email = uniqueEmail(`paused${width}`);
  const invited = await call(
    'staff/members',
    { email, first_name: 'Pat', last_name: `Paused${width}`, role: 'processor' },
    adminToken,
  );
  expect(invited.status).toBe(100);
  const mail = await waitForMail(outboxDir(), (m) => m.to.includes(email), 20_000);
  const token = /\/staff\/accept#([\w-]+)/.exec(mail.text)?.[1];
  const password = 'a long processor password';
  expect((await call('staff/accept', { token, password })).status).toBe(100);
  const step = await call<{ challenge: string; enrolment: { secret: string } }>('staff/signin', { email, password });
  const secret = step.data.enrolment.secret;
  expect((await call('staff/verify', { challenge: step.data.challenge, code: await nextCode(secret) })).status).toBe(
    100,
  );
  return { email, password, secret, name: `Pat Paused${width}` };
}

/** 10 wrong authenticator codes over two challenges: the account's second step pauses. */
async function guessCodes(email: string, password: string, secret: string): Promise<void> {
  const right = await Promise.all(
    [-30, 0, 30].map((shift) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + shift })),
  );
  const wrong =
    ['111111', '222222', '333333', '444444', '555555', '666666'].find((code) => !right.includes(code)) ?? '';
  for (let round = 0; round < 2; round += 1) {
    const step = await call<{ challenge: string }>('staff/signin', { email, password });
    for (let i = 0; i < 5; i += 1) await call('staff/verify', { challenge: step.data.challenge, code: wrong });
  }
}

async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}

let adminSecret: string | undefined;

describe.each([1280, 360])('a paused staff sign-in at %ipx', (width) => {
  const pages: TestPage[] = [];
  afterEach(async () => {
    while (pages.length) await pages.pop()?.close();
  });

  it('refuses the right code with the message, and the admin lifts the pause from the staff page', async () => {
    const admin = await openPage({ width });
    const member = await openPage({ width });
    pages.push(admin, member);

    adminSecret = await signInAtStaff(admin.page, inject('pauseAdminEmail'), inject('pauseAdminPassword'), adminSecret);
    await admin.page.getByRole('navigation', { name: 'Staff' }).waitFor();
    const adminToken = await admin.page.evaluate(() => sessionStorage.getItem('staffToken') ?? '');
    const person = await enrolledMember(adminToken, width);
    await guessCodes(person.email, person.password, person.secret);

    // The member's right code is refused with the message, shown above the password form again.
    await signInAtStaff(member.page, person.email, person.password, person.secret);
    await member.page.getByRole('alert').filter({ hasText: PAUSED }).waitFor();
    await member.page.getByLabel('Password', { exact: true }).waitFor();
    await expectNoAxeViolations(member.page, `paused sign-in at ${width}px`);
    await expectNoSidewaysScroll(member.page, 'the paused sign-in');

    // The admin sees the pause on the staff page and lifts it.
    await admin.page.getByRole('link', { name: 'Staff' }).click();
    await admin.page.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();
    await admin.page.getByText('Paused: too many wrong authenticator codes').first().waitFor();
    await expectNoAxeViolations(admin.page, `staff page with a paused account at ${width}px`);
    await expectNoSidewaysScroll(admin.page, 'the staff page');
    await admin.page.getByRole('button', { name: `Lift pause of ${person.name}` }).click();
    await admin.page.getByText(`${person.name}: Sign-in is open again.`).waitFor();
    await expect.poll(() => admin.page.getByRole('button', { name: `Lift pause of ${person.name}` }).count()).toBe(0);

    // The member signs in.
    await signInAtStaff(member.page, person.email, person.password, person.secret);
    await member.page.getByRole('navigation', { name: 'Staff' }).waitFor();
    expect(admin.consoleErrors).toEqual([]);
    expect(member.consoleErrors).toEqual([FORBIDDEN_LOG]);
  });
});
