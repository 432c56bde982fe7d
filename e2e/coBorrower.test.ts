import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { atStage, fillStageOneAlone, group, PASSWORD, startApplication } from './support/application.ts';
import { expectNoAxeViolations, openPage, type TestPage } from './support/browser.ts';
import { completeProfile } from './support/profile.ts';

/**
 * Issue 21, point 6: a co-borrower takes part with their own account, in two browsers. The owner names the
 * co-borrower with an e-mail on stage 1 and invites them from the dashboard, agreeing to what is shared; the
 * co-borrower signs up with that address, accepts on the dashboard, gives their own authorization and fills in their
 * own information (stage 4, the co-borrower's counterpart of the applicant's stage 3); the owner reloads and sees it,
 * without the co-borrower's personal numbers. At 1280 and 360 px, axe-checked, nothing scrolling sideways.
 */

const pages: TestPage[] = [];
afterEach(async () => {
  while (pages.length) await pages.pop()?.close();
});

async function noSidewaysScroll(page: Page, label: string): Promise<void> {
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** axe and the sideways check on the page as it is now. */
async function checkPage(page: Page, label: string): Promise<void> {
  await expectNoAxeViolations(page, label);
  await noSidewaysScroll(page, label);
}

/** A borrower signed up (on the desktop header) with a completed profile. */
async function newBorrower(first: string, email: string): Promise<TestPage> {
  const t = await openPage();
  pages.push(t);
  await signUp(t.page, email, first, PASSWORD);
  await t.page.waitForURL((url) => url.pathname === '/profile');
  await completeProfile(t.page);
  return t;
}

/** Stage 1 with a co-borrower named with an e-mail, saved with Continue. */
async function saveStageOneWithCoBorrower(page: Page, coBorrowerEmail: string): Promise<void> {
  await fillStageOneAlone(page);
  const applicant = group(page, 'Applicant 1');
  await group(applicant, /^Is there a Co-Borrower/)
    .getByRole('radio', { name: 'Yes', exact: true })
    .check();
  const coBorrower = group(applicant, 'Co-Borrower');
  await coBorrower.getByLabel(/^First Name/).fill('Sam');
  await coBorrower.getByLabel(/^Last Name/).fill('Tester');
  await coBorrower.getByLabel(/^Cell Phone/).fill('8135550111');
  await coBorrower.getByLabel(/^Email-Id/).fill(coBorrowerEmail);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await atStage(page, 2, 'Loan and Property', 'Step 2 of 6');
}

/** The co-borrower's own information on stage 4: personal details, the current address and a current job. */
async function fillStageFour(page: Page): Promise<void> {
  const main = page.locator('main');
  expect(await main.getByLabel(/^First Name/).inputValue()).toBe('Sam');
  await main.getByLabel(/^Social Security Number/).fill('219099998');
  await main.getByLabel(/^Date of Birth/).fill('09301983');
  await group(main, /^Citizenship/)
    .getByRole('radio', { name: 'U.S. Citizen', exact: true })
    .check();
  await group(main, /^Marital Status/)
    .getByRole('radio', { name: 'Married', exact: true })
    .check();
  await group(main, /^Do you have dependents/)
    .getByRole('radio', { name: 'No', exact: true })
    .check();
  const current = group(main, 'Current Address');
  await current.getByLabel(/^Street/).fill('1208 E Henry Ave');
  await current.getByLabel(/^Zip Code/).fill('33604');
  await current.getByLabel(/^Zip Code/).blur();
  await expect.poll(() => current.getByLabel(/^City/).inputValue()).toBe('Tampa');
  await group(current, /^Housing/)
    .getByRole('radio', { name: 'Rent', exact: true })
    .check();
  await current.getByLabel(/^Monthly Rent Amount/).fill('1850');
  await current.getByLabel(/^How Long at Address: Years/).fill('5');
  await main.getByRole('button', { name: 'New employment' }).click();
  const job = group(main, 'Employment 1');
  await group(job, /^Employment Type/)
    .getByRole('radio', { name: 'Current Employment', exact: true })
    .check();
  await job.getByLabel(/^Employer or Business Name/).fill('Port Tampa Bay');
  await job.getByLabel(/^Start Date/).fill('01102019');
  await job.getByLabel(/^How long in this line of work\? Years/).fill('8');
  await group(job, /^I am employed by a family member/)
    .getByRole('radio', { name: 'No', exact: true })
    .check();
  await group(job, /^I am the business owner/)
    .getByRole('radio', { name: 'No', exact: true })
    .check();
  await job.getByLabel(/^Gross Monthly Income: Base/).fill('5200');
}

describe.each([1280, 360])('a co-borrower who takes part at %ipx', (width) => {
  it('is invited by the owner, joins, authorizes, fills their own information, and the owner sees it', async () => {
    const ownerEmail = uniqueEmail('maria');
    const samEmail = uniqueEmail('sam');
    const owner = await newBorrower('Maria', ownerEmail);
    await startApplication(owner.page);
    await saveStageOneWithCoBorrower(owner.page, samEmail);

    // The owner invites the co-borrower from the dashboard, agreeing to what taking part shares.
    await owner.page.setViewportSize({ width, height: 900 });
    await owner.page.goto('/dashboard');
    const people = owner.page.getByRole('region', { name: 'People on Your Applications' });
    const sam = people.getByRole('listitem').filter({ hasText: 'Sam Tester (Co-Borrower)' });
    await sam.getByText(samEmail).waitFor();
    await sam.getByText(/Not invited/).waitFor();
    await checkPage(owner.page, `the owner's dashboard at ${width}px`);
    await sam.getByRole('button', { name: 'Invite Sam Tester to take part' }).click();
    const consent = sam.getByRole('group', { name: 'Invite Sam Tester to take part' });
    await consent
      .getByText(/Sam Tester will see the shared loan, its status, its requests and the pre-approval letter/)
      .waitFor();
    await sam.getByRole('button', { name: 'Send invitation to Sam Tester' }).click();
    await sam.getByText('Please tick the box to agree to what taking part shares.').waitFor();
    await checkPage(owner.page, `the invitation's consent at ${width}px`);
    await consent.getByRole('checkbox').check();
    await sam.getByRole('button', { name: 'Send invitation to Sam Tester' }).click();
    await people
      .getByText(
        `We sent an invitation to ${samEmail}. They take part once they accept it with an account for that address.`,
      )
      .waitFor();
    await sam.getByText(/Invitation sent, waiting for an answer/).waitFor();
    await checkPage(owner.page, `the owner's dashboard after inviting at ${width}px`);

    // The co-borrower signs up with the invited address and accepts on the dashboard.
    const coBorrower = await newBorrower('Sam', samEmail);
    await coBorrower.page.setViewportSize({ width, height: 900 });
    await coBorrower.page.goto('/dashboard');
    const invitations = coBorrower.page.getByRole('region', { name: 'Invitations to Take Part' });
    await invitations
      .getByText(/^Maria Tester invites you to take part in their home loan application as Sam Tester \(Co-Borrower\)$/)
      .waitFor();
    await checkPage(coBorrower.page, `the invitation on the co-borrower's dashboard at ${width}px`);
    await invitations.getByRole('button', { name: 'Accept the invitation of Maria Tester' }).click();
    await invitations
      .getByText('You take part in the application. Give your own authorization, then fill in your part.')
      .waitFor();
    const shared = coBorrower.page.getByRole('region', { name: 'Applications You Take Part In' });
    await shared.getByText('You take part as Sam Tester (Co-Borrower).').waitFor();
    // The shared loan's status shows on their dashboard too.
    await coBorrower.page.getByRole('list', { name: /^Status of loan HO\d+$/ }).waitFor();
    await checkPage(coBorrower.page, `the co-borrower's dashboard after accepting at ${width}px`);

    // Their own authorization first, then their own stage.
    await shared.getByRole('button', { name: /^Give my authorization/ }).click();
    const agreement = coBorrower.page.getByRole('dialog', { name: 'Authorization Agreement' });
    await checkPage(coBorrower.page, `the co-borrower's authorization at ${width}px`);
    await agreement.getByLabel('I AGREE').check();
    await agreement.getByRole('button', { name: 'Continue' }).click();
    await atStage(coBorrower.page, 4, 'Co-Borrower Information', 'Step 4 of 6');
    await coBorrower.page.getByText('You fill in only your own part of this application').waitFor();
    await checkPage(coBorrower.page, `the co-borrower's stage 4 at ${width}px`);
    await fillStageFour(coBorrower.page);
    await coBorrower.page.getByRole('button', { name: 'Continue', exact: true }).click();
    // Their next part is their own entry of stage 5, and nobody else's.
    await coBorrower.page.waitForURL((url) => url.pathname === '/stage5');
    await group(coBorrower.page, 'Sam Tester (Co-Borrower)').waitFor();
    expect(await coBorrower.page.getByText('Maria Tester (Borrower)').count()).toBe(0);
    await checkPage(coBorrower.page, `the co-borrower's stage 5 at ${width}px`);

    // The owner reloads stage 4 and reads what the co-borrower saved, without their personal numbers.
    await owner.page.goto('/stage4');
    await owner.page.getByText('Sam Tester fills in this stage with their own account.').waitFor();
    const main = owner.page.locator('main');
    await expect.poll(() => main.getByLabel(/^Employer or Business Name/).inputValue()).toBe('Port Tampa Bay');
    expect(await main.getByLabel(/^Social Security Number/).inputValue()).toBe('');
    expect(await main.textContent()).not.toContain('9998');
    await checkPage(owner.page, `the owner's stage 4 filled by the co-borrower at ${width}px`);
    for (const page of [owner, coBorrower]) expect(page.consoleErrors).toEqual([]);
  }, 300_000);
});
