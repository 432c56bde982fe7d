import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { expectNoAxeViolations, openPage, type TestPage } from './support/browser.ts';
import { completeProfile } from './support/profile.ts';
import { staffToken } from './support/staff.ts';

/**
 * Issue 20: a loan officer reaches a borrower only through the borrower's act. The officer invites a borrower from
 * the staff pipeline; the borrower reads the officer's name and NMLS id on the dashboard and accepts (the officer
 * then sees the loan) or declines (the officer sees nothing). At 1280 and 360 px, axe-checked, nothing scrolling
 * sideways.
 */

const PASSWORD = 'correct horse battery';
let officerToken: string;

beforeAll(async () => {
  officerToken = await staffToken();
});

/** The staff area as the test officer, signed in (staff sign-in itself is e2e/staff.test.ts's). */
async function openAsOfficer(width: number): Promise<TestPage> {
  const t = await openPage({ width });
  await t.page.addInitScript((token) => window.sessionStorage?.setItem('staffToken', token), officerToken);
  return t;
}

async function noSidewaysScroll(page: Page, label: string): Promise<void> {
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** A borrower signed up (on the desktop header) with a completed profile. */
async function newBorrower(first: string): Promise<{ t: TestPage; email: string }> {
  const t = await openPage();
  const email = uniqueEmail(first.toLowerCase());
  await signUp(t.page, email, first, PASSWORD);
  await t.page.waitForURL((url) => url.pathname === '/profile');
  await completeProfile(t.page);
  return { t, email };
}

/** The borrower opens the dashboard from the header, then uses it at the width under test. */
async function openDashboard(page: Page, width: number): Promise<void> {
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.setViewportSize({ width, height: 900 });
}

/**
 * How many rows of the officer's pipeline table name the address, once the pipeline has loaded: it is read apart
 * from the invitations, so until then a count of none says nothing.
 */
async function pipelineRows(officer: Page, email: string): Promise<number> {
  await officer
    .getByRole('table', { name: 'Loans in your pipeline' })
    .or(officer.getByText('No loans in your pipeline yet.'))
    .waitFor();
  return officer.locator('table tr').filter({ hasText: email }).count();
}

/** The officer sends an invitation from the pipeline page, as a person types it. */
async function invite(officer: Page, email: string, message: string): Promise<void> {
  await officer.goto('/staff');
  await officer.getByRole('heading', { name: 'Invite a borrower' }).waitFor();
  await officer.getByLabel('Borrower email').fill(email);
  await officer.getByLabel('Property address (optional)').fill('31 Palmetto Row');
  await officer.getByLabel('Message (optional)').fill(message);
  await officer.getByRole('button', { name: 'Send invitation' }).click();
  await officer
    .getByText(`We sent an invitation to ${email}. You will see the loan once the borrower accepts it.`)
    .waitFor();
}

describe.each([1280, 360])('loan officer invitations at %ipx', (width) => {
  const pages: TestPage[] = [];
  afterEach(async () => {
    while (pages.length) await pages.pop()?.close();
  });

  it('an officer invites a borrower, the borrower accepts on the dashboard, and the officer then sees the loan', async () => {
    const { t: borrower, email } = await newBorrower('Ivy');
    const officer = await openAsOfficer(width);
    pages.push(borrower, officer);

    await invite(officer.page, email, 'We met at the open house on Saturday.');
    await officer.page.getByRole('listitem').filter({ hasText: email }).getByText('Waiting for an answer').waitFor();
    await expectNoAxeViolations(officer.page, `pipeline with an invitation at ${width}px`);
    await noSidewaysScroll(officer.page, `pipeline at ${width}px`);
    // Until the borrower answers, the pipeline holds nothing of theirs.
    expect(await pipelineRows(officer.page, email)).toBe(0);

    await openDashboard(borrower.page, width);
    const card = borrower.page.getByRole('region', { name: 'Loan Officer Invitations' });
    await card.getByText(/^Olivia Officer, loan officer · NMLS ID \d+$/).waitFor();
    await card.getByText('We met at the open house on Saturday.').waitFor();
    await expectNoAxeViolations(borrower.page, `dashboard with an invitation at ${width}px`);
    await noSidewaysScroll(borrower.page, `dashboard with an invitation at ${width}px`);
    await card.getByRole('button', { name: 'Accept the invitation of Olivia Officer' }).click();
    const opened = card.getByText(/^Loan HO\d+ is open with your new loan officer\.$/);
    await opened.waitFor();
    const loanNumber = /HO\d+/.exec((await opened.textContent()) ?? '')?.[0] ?? '';
    // The loan shows on the dashboard at once.
    await borrower.page.getByRole('list', { name: `Status of loan ${loanNumber}` }).waitFor();
    await expectNoAxeViolations(borrower.page, `dashboard after accepting at ${width}px`);

    // The officer now sees the loan: in the invitation's row, the pipeline, and its page.
    await officer.page.reload();
    await officer.page.getByRole('listitem').filter({ hasText: email }).getByText('Accepted').waitFor();
    expect(await pipelineRows(officer.page, email)).toBe(1);
    await officer.page.getByRole('link', { name: loanNumber }).first().click();
    await officer.page.getByRole('heading', { name: `Loan ${loanNumber}`, level: 2 }).waitFor();
    await officer.page.getByText("The borrower accepted the loan officer's invitation").waitFor();
    await expectNoAxeViolations(officer.page, `staff loan page at ${width}px`);
    await noSidewaysScroll(officer.page, `staff loan page at ${width}px`);
    for (const page of [borrower, officer]) expect(page.consoleErrors).toEqual([]);
  });

  it('a declined invitation leaves the officer with nothing', async () => {
    const { t: borrower, email } = await newBorrower('Dev');
    const officer = await openAsOfficer(width);
    pages.push(borrower, officer);

    await invite(officer.page, email, 'Call me any time.');
    await openDashboard(borrower.page, width);
    const card = borrower.page.getByRole('region', { name: 'Loan Officer Invitations' });
    await card.getByRole('button', { name: 'Decline the invitation of Olivia Officer' }).click();
    await card.getByText('You declined the invitation. Nothing of yours is shared.').waitFor();
    await card.getByText('No invitations waiting for your answer.').waitFor();
    await borrower.page.getByText('You have no loan yet.', { exact: false }).waitFor();
    await expectNoAxeViolations(borrower.page, `dashboard after declining at ${width}px`);

    await officer.page.reload();
    const row = officer.page.getByRole('listitem').filter({ hasText: email });
    await row.getByText('Declined').waitFor();
    expect(await row.getByRole('link').count()).toBe(0);
    expect(await pipelineRows(officer.page, email)).toBe(0);
    for (const page of [borrower, officer]) expect(page.consoleErrors).toEqual([]);
  });
});
