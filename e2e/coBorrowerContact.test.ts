import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { atStage, axeAtBothWidths, group, PASSWORD, saveStagesOneToFive } from './support/application.ts';
import { openPage, type TestPage } from './support/browser.ts';
import { press, typeInto } from './support/keyboard.ts';
import { completeProfile } from './support/profile.ts';

/**
 * The co-borrower's name, phones and e-mail are asked on stage 1 and again on stage 4: a correction on either page
 * is what the other shows (and what the PDF and the lender file take from stage 1), and stage 4 refuses another
 * person's e-mail at the field, with stage 1's message, and another person's SSN, keeping everything typed.
 */

const tabs: TestPage[] = [];
afterAll(async () => {
  for (const tab of tabs) await tab.close();
});

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

describe("the co-borrower's contact on stages 1 and 4", () => {
  it('goes from one page to the other, and stage 4 refuses the borrower’s e-mail and SSN for the co-borrower', async () => {
    const tab = await openPage();
    tabs.push(tab);
    const { page } = tab;
    await signUp(page, uniqueEmail('cocontact'), 'Maria', PASSWORD);
    await page.waitForURL((url) => url.pathname === '/profile');
    await completeProfile(page);
    await saveStagesOneToFive(page);

    await page.goto('/stage4');
    await atStage(page, 4, 'Co-Borrower Information', 'Step 4 of 6');
    const main = page.locator('main');
    const firstName = main.getByLabel(/^First Name/);
    const email = main.getByLabel(/^Email-Id/);
    const ssn = main.getByLabel(/^Social Security Number/);
    expect(await firstName.inputValue()).toBe('Daniel');
    await main.getByText('On file: ***-**-9998.', { exact: false }).waitFor();
    await typeInto(page, firstName, 'Danny');
    // The borrower's own e-mail (stage 1's example), typed in another case, and her SSN (stage 3's example).
    await typeInto(page, email, 'Maria.Lopez@example.com');
    await typeInto(page, ssn, '219099999');
    await press(page, continueButton(page));
    await main.getByText('You have some errors. Please fix and proceed.').first().waitFor();
    await main.getByText('Email Id should not be same').waitFor();
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    await main.getByText('This SSN is already given for another person on this application').waitFor();
    await expect.poll(() => ssn.getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/stage4');
    // Nothing typed is lost.
    expect(await firstName.inputValue()).toBe('Danny');
    expect(await ssn.inputValue()).toBe('219-09-9999');
    await axeAtBothWidths(page, "stage 4, the borrower's e-mail and SSN given for the co-borrower");

    await typeInto(page, email, 'danny.lopez@example.com');
    await typeInto(page, ssn, '219099998');
    await press(page, continueButton(page));
    await atStage(page, 5, 'Assets and Liabilities', 'Step 5 of 6');

    // Stage 1 shows the co-borrower as corrected on stage 4.
    await page.goto('/stage1');
    await atStage(page, 1, 'Personal Details', 'Step 1 of 6');
    const coBorrower = group(group(page, 'Applicant 1'), 'Co-Borrower');
    expect(await coBorrower.getByLabel(/^First Name/).inputValue()).toBe('Danny');
    expect(await coBorrower.getByLabel(/^Email-Id/).inputValue()).toBe('danny.lopez@example.com');

    // And a correction on stage 1 is what stage 4 shows.
    await typeInto(page, coBorrower.getByLabel(/^Last Name/), 'Lopez-Reyes');
    await press(page, continueButton(page));
    await atStage(page, 2, 'Loan and Property', 'Step 2 of 6');
    await page.goto('/stage4');
    await atStage(page, 4, 'Co-Borrower Information', 'Step 4 of 6');
    expect(await main.getByLabel(/^Last Name/).inputValue()).toBe('Lopez-Reyes');
    expect(await main.getByLabel(/^First Name/).inputValue()).toBe('Danny');
  });
});
