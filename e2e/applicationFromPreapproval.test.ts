import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { atStage, axeAtBothWidths, group, PASSWORD, valueOf } from './support/application.ts';
import { openPage, type TestPage } from './support/browser.ts';
import { completeProfile } from './support/profile.ts';

/**
 * Fill 1003 Form starts the application from the pre-approval (issue 21, point 7): the co-borrower, the officer, the
 * property's place, the program, the amounts, the incomes, the debts, the dates of birth and the phones the wizard
 * was given are already in the stages that ask them, each marked 'From your pre-approval' and editable.
 */

const FROM_PREAPPROVAL = 'From your pre-approval';

const tabs: TestPage[] = [];
afterEach(async () => {
  while (tabs.length) await tabs.pop()?.close();
});

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const choose = (scope: Page | Locator, question: string | RegExp, answer: string) =>
  scope.getByRole('group', { name: question }).getByRole('radio', { name: answer, exact: true }).check();
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true }).waitFor();

/** What describes a field (its aria-describedby lines), once it is there. */
async function descriptionOf(field: Locator): Promise<string> {
  await field.waitFor();
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).innerText()));
  return texts.join(' ');
}

/** The text of the option a select shows. */
const chosenText = (select: Locator) =>
  select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.text ?? '');

/** A signed-in borrower's wizard with a co-borrower and the test officer, to the letter; answers its amount. */
async function preapprovedWithCoBorrower(page: Page, officer: string): Promise<string> {
  const navigation = page.getByRole('navigation', { name: 'Account navigation' });
  await navigation.getByRole('button', { name: 'Pre-Approval' }).click();
  await navigation.getByRole('link', { name: 'Get Pre-Approved', exact: true }).click();
  const zip = page.getByRole('dialog', { name: 'Where are you looking?' });
  await zip.getByLabel('City or zip code').fill('33607');
  await zip.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Home Purchase');
  await choose(page, 'Where are you in the home-buying process?', 'Making offers');
  await choose(page, 'When do you plan to purchase?', '0-3 months');
  await choose(page, 'How can we help?', 'Get a pre-approval letter');
  await next(page).click();

  await heading(page, 'Property Details');
  await page.getByLabel(/^Property address/).fill('TBD');
  await page.getByLabel(/^Property type/).selectOption({ label: 'Single Family' });
  await page.getByLabel(/^How will you use the property/).selectOption({ label: 'Primary Residence' });
  await page.getByLabel(/^Price range/).selectOption({ label: '$300,001 to $500,000' });
  await page.getByLabel(/^Down payment/).fill('60000');
  await page.getByLabel(/^Which mortgage are you applying for/).selectOption({ label: 'Conventional' });
  await choose(page, /Are you working with one of our loan officers/, 'Yes');
  await page.getByLabel(/^Loan officer/).selectOption({ label: officer });
  await next(page).click();

  await heading(page, 'About Yourself');
  await page.getByLabel(/^Date of birth/).fill('04/12/1985');
  await choose(page, /Phone type/, 'Mobile');
  await choose(page, /Have you served in the US military/, 'No');
  await next(page).click();

  await heading(page, 'Income Details');
  await page.getByLabel(/^Your total annual gross income/).fill('120000');
  await page.getByLabel(/^Your total monthly debt payments/).fill('500');
  await choose(page, /Will anyone apply with you/, 'Yes');
  await page.getByLabel(/^Co-borrower's address/).fill('12 Bay St, Tampa, FL 33607');
  await page.getByLabel(/^Co-borrower's e-mail/).fill('sam.lopez@example.com');
  await choose(page, /Relationship to you/, 'Spouse');
  await page.getByLabel(/I agree to be contacted/).check();
  await next(page).click();

  await heading(page, 'Co-Borrower');
  await page.getByLabel(/^First name/).fill('Sam');
  await page.getByLabel(/^Last name/).fill('Lopez');
  await page.getByLabel(/^Date of birth/).fill('09/30/1984');
  await page.getByLabel(/^Phone \*?$/).fill('8135550100');
  await choose(page, /Phone type/, 'Mobile');
  await page.getByLabel(/^Total annual gross income/).fill('60000');
  await page.getByLabel(/^Total monthly debt payments/).fill('200');
  await choose(page, /military/, 'No');
  await next(page).click();

  await heading(page, 'See how much you can afford');
  await page.getByLabel(/^Current street address/).fill('500 Channelside Dr');
  await page.getByLabel(/^Zip code/).fill('33602');
  await page.getByLabel(/^Zip code/).press('Tab');
  await expect.poll(() => page.getByLabel(/^City/).inputValue()).toBe('Tampa');
  await page.getByLabel(/^Phone/).fill('5551234567');
  await choose(page, /Your credit score/, 'Excellent (720+)');
  await page.getByLabel(/^Social Security number/).pressSequentially('123456789');
  await page.getByLabel(/I authorize the credit check/).check();
  await next(page).click();
  await heading(page, 'Your credit score');
  await next(page).click();
  await heading(page, 'Assets');
  await next(page).click();
  await heading(page, 'Congratulations, Maria Tester!');
  return (await page.locator('.wizard-result__amount strong').innerText()).replace(/[$,]/g, '');
}

describe('the 1003 started from a pre-approval', () => {
  it('opens every stage with what the pre-approval answered, marked as from it and editable', async () => {
    const tab = await openPage();
    tabs.push(tab);
    const { page } = tab;
    const officer = inject('staffFinderOfficer');
    await signUp(page, uniqueEmail('maria'), 'Maria', PASSWORD);
    await page.waitForURL((url) => url.pathname === '/profile');
    await completeProfile(page);
    const amount = await preapprovedWithCoBorrower(page, officer.fullname);

    await page.getByRole('button', { name: 'Fill 1003 Form' }).click();
    const agreement = page.getByRole('dialog', { name: 'Authorization Agreement' });
    await agreement.getByLabel('I AGREE').check();
    await agreement.getByRole('button', { name: 'Continue' }).click();

    // Stage 1: the co-borrower, the phones and the officer, each marked; six steps, as there is a co-borrower.
    await atStage(page, 1, 'Personal Details', 'Step 1 of 6');
    const applicant = group(page, 'Applicant 1');
    const coBorrower = group(applicant, 'Co-Borrower');
    expect(await valueOf(coBorrower.getByLabel(/^First Name/))).toBe('Sam');
    expect(await coBorrower.getByLabel(/^Last Name/).inputValue()).toBe('Lopez');
    expect(await coBorrower.getByLabel(/^Cell Phone/).inputValue()).toBe('(813) 555-0100');
    expect(await coBorrower.getByLabel(/^Email-Id/).inputValue()).toBe('sam.lopez@example.com');
    expect(await descriptionOf(coBorrower.getByLabel(/^First Name/))).toContain(FROM_PREAPPROVAL);
    expect(await descriptionOf(applicant.getByLabel(/^Cell Phone/).first())).toContain(FROM_PREAPPROVAL);
    // The profile's names are the profile's, not the pre-approval's.
    expect(await descriptionOf(applicant.getByLabel(/^First Name/).first())).not.toContain(FROM_PREAPPROVAL);
    expect(
      await group(applicant, /^Is there a Co-Borrower/)
        .getByRole('radio', { name: 'Yes', exact: true })
        .isChecked(),
    ).toBe(true);
    expect(await chosenText(page.getByLabel(/^Loan Officer Name/))).toBe(officer.fullname);
    expect(await descriptionOf(page.getByLabel(/^Loan Officer Name/))).toContain(FROM_PREAPPROVAL);
    await axeAtBothWidths(page, 'stage 1 from the pre-approval');

    // Every value stays editable: the co-borrower's e-mail is changed, then the stage saved.
    await coBorrower.getByLabel(/^Email-Id/).fill('sam@lopez.example.com');
    await page
      .getByRole('group', { name: /^Type of Credit/ })
      .getByRole('radio', { name: 'Individual Credit' })
      .check();
    await page.getByLabel(/^How did you hear about us/).selectOption({ label: 'Internet Search' });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // Stage 2: the program, the amounts and the property's place.
    await atStage(page, 2, 'Loan and Property', 'Step 2 of 6');
    const main = page.locator('main');
    expect(await valueOf(main.getByLabel(/^Mortgage Applied For/))).toBe('Conventional');
    expect(await main.getByLabel(/^Loan Amount/).inputValue()).toBe(amount);
    expect(await main.getByLabel(/^Property Value/).inputValue()).toBe(String(Number(amount) + 60000));
    expect(await main.getByLabel(/^City/).inputValue()).toBe('Tampa');
    expect(await main.getByLabel(/^Zip Code/).inputValue()).toBe('33607');
    expect(
      await group(main, /^Occupancy/)
        .getByRole('radio', { name: 'Primary Residence' })
        .isChecked(),
    ).toBe(true);
    for (const label of [/^Mortgage Applied For/, /^Loan Amount/, /^Property Value/, /^City/, /^Zip Code/]) {
      expect(await descriptionOf(main.getByLabel(label)), String(label)).toContain(FROM_PREAPPROVAL);
    }
    await axeAtBothWidths(page, 'stage 2 from the pre-approval');
    await main.getByLabel(/^Loan Term in Months/).fill('360');
    await group(main, /^Amortization Type/)
      .getByRole('radio', { name: 'Fixed Rate' })
      .check();
    await main.getByLabel(/^Street/).fill('31 Magnolia Ct');
    await main.getByLabel(/^Number of Units/).selectOption('1');
    await group(main, /^Mixed-Use Property/)
      .getByRole('radio', { name: 'No' })
      .check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // Stage 3: the Applicant's date of birth on file and income as a current job's base pay.
    await atStage(page, 3, 'Borrower Information', 'Step 3 of 6');
    const maria = group(page, 'Maria Tester (Borrower)');
    expect(await descriptionOf(maria.getByLabel(/^Date of Birth/))).toContain('On file: **/**/1985');
    expect(await descriptionOf(maria.getByLabel(/^Date of Birth/))).toContain(FROM_PREAPPROVAL);
    const job = group(maria, 'Employment 1');
    expect(await valueOf(job.getByLabel(/^Gross Monthly Income: Base/))).toBe('10000');
    expect(await descriptionOf(job.getByLabel(/^Gross Monthly Income: Base/))).toContain(FROM_PREAPPROVAL);
    await axeAtBothWidths(page, 'stage 3 from the pre-approval');
    // Kept as it is: the job's details are still to be given.
    await page.getByRole('button', { name: 'Save & Finish Later' }).click();
    await page.getByText('Saved. This page is not complete yet: you can finish it later.').waitFor();

    // Stage 4: the co-borrower named on stage 1 (with the e-mail as changed), their date of birth and income.
    await page.goto('/stage4');
    await atStage(page, 4, 'Co-Borrower Information', 'Step 4 of 6');
    expect(await valueOf(main.getByLabel(/^First Name/))).toBe('Sam');
    expect(await main.getByLabel(/^Email-Id/).inputValue()).toBe('sam@lopez.example.com');
    expect(await descriptionOf(main.getByLabel(/^Date of Birth/))).toContain('On file: **/**/1984');
    const hisJob = group(main, 'Employment 1');
    expect(await valueOf(hisJob.getByLabel(/^Gross Monthly Income: Base/))).toBe('5000');
    expect(await descriptionOf(hisJob.getByLabel(/^Gross Monthly Income: Base/))).toContain(FROM_PREAPPROVAL);
    await axeAtBothWidths(page, 'stage 4 from the pre-approval');
    expect(tab.consoleErrors).toEqual([]);
  });
});
