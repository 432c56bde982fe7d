import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { TEXT_MESSAGE } from 'engine';
import { readOutbox, waitForMail } from 'server/mail/readOutbox.ts';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { expectNoAxeViolations, openPage, outboxDir, type TestPage } from './support/browser.ts';
import { completeProfile } from './support/profile.ts';

const UNAUTHORIZED_LOG = 'Failed to load resource: the server responded with a status of 401 (Unauthorized)';

/** The last time step each secret used: an authenticator code works once, so a second sign-in waits for a new one. */
const usedSteps = new Map<string, number>();

/** The code the authenticator app would show now for the secret (a fresh one if the current one was used). */
async function authenticatorCode(secret: string): Promise<string> {
  let step = Math.floor(Date.now() / 30_000);
  while (step <= (usedSteps.get(secret) ?? -1)) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    step = Math.floor(Date.now() / 30_000);
  }
  usedSteps.set(secret, step);
  return generate({ secret, epoch: step * 30 });
}

/**
 * Signs in at /staff as a person does: e-mail and password, then (first time) reads the key shown beside the QR
 * code into the "app", and types the app's code. Returns the authenticator secret.
 */
async function staffSignIn(page: Page, email: string, password: string, knownSecret?: string): Promise<string> {
  await page.goto(`${inject('baseUrl')}/staff`);
  await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Authenticator code').waitFor();
  let secret = knownSecret;
  if (!secret) {
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    secret = (await page.locator('.staff-enrol__secret').textContent())?.trim() ?? '';
    await expectNoAxeViolations(page, 'staff enrolment');
  }
  await page.getByLabel('Authenticator code').fill(await authenticatorCode(secret));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('navigation', { name: 'Staff' }).waitFor();
  return secret;
}

describe.each([1280, 360])('staff at %ipx', (width) => {
  const pages: TestPage[] = [];
  afterEach(async () => {
    while (pages.length) await pages.pop()?.close();
  });

  it('an admin invites an officer, who sets a password, enrols an authenticator and works a borrower loan', async () => {
    // The borrower signs up on the desktop header, then uses the site at the width under test.
    const borrower = await openPage();
    const admin = await openPage({ width });
    const officer = await openPage({ width });
    pages.push(borrower, admin, officer);

    // A new borrower signs up and completes the profile.
    const borrowerEmail = uniqueEmail('staffed');
    await signUp(borrower.page, borrowerEmail, 'Bea', 'correct horse battery');
    await borrower.page.waitForURL((url) => url.pathname === '/profile');
    await completeProfile(borrower.page);

    // A wrong password is refused without saying which part was wrong.
    await admin.page.goto(`${inject('baseUrl')}/staff`);
    await admin.page.getByLabel('Email', { exact: true }).fill(inject('adminEmail'));
    await admin.page.getByLabel('Password', { exact: true }).fill('not the password');
    await admin.page.getByRole('button', { name: 'Continue' }).click();
    await admin.page.getByText('The e-mail or password is incorrect.').waitFor();
    await expectNoAxeViolations(admin.page, 'staff sign-in');

    // The admin enrols at the first sign-in (only once: the second viewport signs in with the known app).
    adminSecret = await staffSignIn(admin.page, inject('adminEmail'), inject('adminPassword'), adminSecret);
    await admin.page.getByRole('link', { name: 'Staff' }).click();
    await admin.page.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();
    const officerEmail = uniqueEmail('officer');
    const seen = new Set((await readOutbox(outboxDir())).map((mail) => mail.file));
    // A name holding a direction override is refused under its field, and nothing is sent.
    await admin.page.getByLabel('First name').fill('Lena\u202Egnp.exe');
    await admin.page.getByLabel('Last name').fill(`Lender${width}`);
    await admin.page.getByLabel('Email', { exact: true }).fill(officerEmail);
    await admin.page.getByLabel('NMLS ID').fill(`77${width}01`);
    await admin.page.getByRole('button', { name: 'Send invitation' }).click();
    const firstName = admin.page.getByLabel('First name');
    await expect.poll(() => firstName.getAttribute('aria-invalid')).toBe('true');
    const firstNameError = admin.page.locator(`[id="${await firstName.getAttribute('aria-describedby')}"]`);
    expect(await firstNameError.innerText()).toBe(TEXT_MESSAGE);
    await expectNoAxeViolations(admin.page, 'an invitation with a refused name');
    await admin.page.getByLabel('First name').fill('Lena');
    await admin.page.getByLabel('Last name').fill(`Lender${width}`);
    await admin.page.getByLabel('Email', { exact: true }).fill(officerEmail);
    await admin.page.getByLabel('Role').selectOption({ label: 'Loan officer' });
    await admin.page.getByRole('button', { name: 'Send invitation' }).click();
    await admin.page.getByText(`We sent an invitation to ${officerEmail}.`).waitFor();
    await admin.page.getByRole('cell', { name: new RegExp(`^Lena Lender${width}`) }).waitFor();
    // The admin's own row offers nothing: the server refuses changing one's own account here.
    await admin.page.getByText('Your account', { exact: true }).waitFor();
    expect(await admin.page.getByRole('button', { name: /^(Disable|Reset) Adam Admin$/ }).count()).toBe(0);
    expect(await admin.page.getByRole('button', { name: `Disable Lena Lender${width}` }).count()).toBe(1);
    await expectNoAxeViolations(admin.page, 'staff accounts');

    // The officer opens the invitation's link and sets a password.
    const invite = await waitForMail(outboxDir(), (m) => m.to.includes(officerEmail) && !seen.has(m.file), 20_000);
    const token = /\/staff\/accept#([\w-]+)/.exec(invite.text)?.[1];
    expect(token).toBeTruthy();
    await officer.page.goto(`${inject('baseUrl')}/staff/accept#${token}`);
    const officerPassword = 'a long officer password';
    await officer.page.getByLabel('New password').fill(officerPassword);
    await officer.page.getByLabel('Confirm password').fill(officerPassword);
    await officer.page.getByRole('button', { name: 'Set password' }).click();
    await officer.page.getByText('Your password is set.').waitFor();
    await officer.page.getByRole('link', { name: 'Go to staff sign-in' }).click();

    // Enrolment: QR code and key, then the app's code. The pipeline is empty.
    await staffSignIn(officer.page, officerEmail, officerPassword);
    await officer.page.getByText('No loans in your pipeline yet.').waitFor();
    await expectNoAxeViolations(officer.page, 'empty pipeline');

    // The officer invites the borrower, who accepts on the dashboard: then the loan is the officer's to work.
    await officer.page.getByLabel('Borrower email').fill(borrowerEmail);
    await officer.page.getByLabel('Property address (optional)').fill('88 Harbor Oak Way');
    await officer.page.getByRole('button', { name: 'Send invitation' }).click();
    await officer.page.getByText(`We sent an invitation to ${borrowerEmail}.`, { exact: false }).waitFor();
    await borrower.page.getByRole('link', { name: 'Dashboard' }).first().click();
    await borrower.page
      .getByRole('region', { name: 'Loan Officer Invitations' })
      .getByText(`Lena Lender${width}, loan officer · NMLS ID 77${width}01`)
      .waitFor();
    await borrower.page.getByRole('button', { name: `Accept the invitation of Lena Lender${width}` }).click();
    await borrower.page.getByText(/is open with your new loan officer\.$/).waitFor();
    await borrower.page.getByRole('link', { name: 'Harbor Oak Mortgage' }).first().click();
    await officer.page.reload();
    await officer.page.getByRole('listitem').filter({ hasText: borrowerEmail }).getByRole('link').click();
    await officer.page.waitForURL((url) => /^\/staff\/loans\/\d+$/.test(url.pathname));
    const loanHeading = officer.page.getByRole('heading', { name: /^Loan HO\d+/, level: 2 });
    await loanHeading.waitFor();
    const loanNumber = ((await loanHeading.textContent()) ?? '').replace('Loan ', '').trim();

    await officer.page.getByLabel('Milestone', { exact: true }).selectOption({ label: 'Rate Lock' });
    await officer.page.getByRole('button', { name: 'Move', exact: true }).click();
    await officer.page.getByText('Move milestone: done.').waitFor();
    await officer.page.locator('.staff-ladder__step--current', { hasText: 'Rate Lock' }).waitFor();
    await officer.page.getByLabel('Title', { exact: true }).first().fill('Appraisal booked');
    await officer.page.getByLabel('Message', { exact: true }).fill('The appraiser visits on Monday at 10 am.');
    await officer.page.getByRole('button', { name: 'Post', exact: true }).click();
    await officer.page.getByText('Post a notification: done.').waitFor();
    // One outcome at a time: the last action's, not a pile of earlier ones.
    await expect.poll(() => officer.page.getByText('Move milestone: done.').count()).toBe(0);
    // A decision, dated: the approval the borrower is told of.
    await officer.page.getByLabel('Decision', { exact: true }).selectOption({ label: 'Approved' });
    await officer.page.getByRole('button', { name: 'Record decision' }).click();
    await officer.page
      .getByRole('dialog', { name: `Record "Approved" on loan ${loanNumber}?` })
      .getByRole('button', { name: 'Record Approved' })
      .click();
    await officer.page.getByText('Record a decision: done.').waitFor();
    await officer.page.getByText(/^Approved · decided /).waitFor();
    expect(await officer.page.locator('.message--success').allInnerTexts()).toEqual(['Record a decision: done.']);
    await expectNoAxeViolations(officer.page, 'staff loan page');

    // The pipeline lists it.
    await officer.page.getByRole('link', { name: 'Pipeline' }).click();
    await officer.page
      .getByRole('table', { name: 'Loans in your pipeline' })
      .getByRole('link', { name: loanNumber })
      .waitFor();
    await officer.page.getByRole('cell', { name: 'Rate Lock' }).waitFor();

    // The admin reads the loan and may set its staff, but its work is its officer's: the page offers none of it.
    await admin.page.getByRole('link', { name: 'Pipeline' }).click();
    await admin.page.getByRole('link', { name: loanNumber }).click();
    await admin.page.getByRole('heading', { name: `Loan ${loanNumber}`, level: 2 }).waitFor();
    await admin.page.getByText('You can read this loan. Its loan officer and processor work it').waitFor();
    await admin.page.getByRole('heading', { name: 'Set the processor' }).waitFor();
    await admin.page.getByText(/^Owed: \d+$/).waitFor();
    const workHeadings = [
      'Move milestone',
      'Post a notification',
      'Request a document',
      'Record a decision',
      'Upload a document for the borrower',
    ];
    for (const work of workHeadings) {
      expect(await admin.page.getByRole('heading', { name: work }).count(), work).toBe(0);
    }
    expect(await admin.page.getByRole('button', { name: /^(Move|Post|Request document|Accept|Upload)/ }).count()).toBe(
      0,
    );
    expect(await admin.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(admin.page, 'staff loan page, read by an admin');

    // The borrower sees the loan at Rate Lock and the notification on the dashboard.
    await borrower.page.getByRole('link', { name: 'Dashboard' }).first().click();
    await borrower.page.waitForURL((url) => url.pathname === '/dashboard');
    await borrower.page.setViewportSize({ width, height: 900 });
    await borrower.page.getByText('Appraisal booked').first().waitFor();
    await borrower.page.getByText('Your loan is approved').first().waitFor();
    // Each notification names its loan (a borrower may have more than one).
    await borrower.page.getByText(`Loan ${loanNumber} · `, { exact: false }).first().waitFor();
    const ladder = borrower.page.getByRole('list', { name: `Status of loan ${loanNumber}` });
    await ladder.waitFor();
    await ladder.locator('[aria-current="step"]', { hasText: 'Rate Lock' }).waitFor();
    await expectNoAxeViolations(borrower.page, `dashboard with the officer's loan at ${width}px`);

    // Signing out ends the staff session: the sign-in shows again.
    await officer.page.getByRole('button', { name: 'Sign out' }).click();
    await officer.page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    for (const t of [borrower, officer]) expect(t.consoleErrors).toEqual([]);
    // The refused password is a 401 reply, which the browser reports.
    expect(admin.consoleErrors).toEqual([UNAUTHORIZED_LOG]);
  });
});

/** The admin's authenticator secret, once enrolled by the first viewport's test. */
let adminSecret: string | undefined;
