import { afterAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { applicationMenu, axeAtBothWidths, group, PASSWORD } from './support/application.ts';
import { openPage, type TestPage } from './support/browser.ts';
import { completeProfile } from './support/profile.ts';

/**
 * The short application (part 2 §2.5, §3.8, §5.5): '1003 Form - Short Application', the names read-only from the
 * profile, one Submit that sends it and goes to /thank; it is then listed as submitted, and a stage page says there
 * is no application in progress and offers to start one.
 */

const tabs: TestPage[] = [];
afterAll(async () => {
  for (const tab of tabs) await tab.close();
});

describe('the short application', () => {
  it('prefills the names read-only, refuses an incomplete one, submits and thanks', async () => {
    const tab = await openPage();
    tabs.push(tab);
    const { page } = tab;
    const email = uniqueEmail('sol');
    await signUp(page, email, 'Sol', PASSWORD);
    await page.waitForURL((url) => url.pathname === '/profile');
    await completeProfile(page);

    // Nothing saved yet: /saved says so, and a stage page offers Complete Application.
    await applicationMenu(page, 'Saved & Completed Applications');
    await page.getByText('No application data available').waitFor();
    await axeAtBothWidths(page, '/saved empty');
    await page.goto('/stage3');
    await page.getByText('You have no application in progress.').waitFor();
    await page.getByRole('heading', { level: 1, name: '1003 Form - Complete Application' }).waitFor();

    await applicationMenu(page, 'Short Application');
    await page.getByRole('heading', { level: 1, name: '1003 Form - Short Application' }).waitFor();
    const details = group(page, /^Your Details/);
    const first = details.getByLabel(/^First Name/);
    await first.waitFor();
    expect(await first.inputValue()).toBe('Sol');
    expect(await first.getAttribute('readonly')).not.toBeNull();
    expect(await details.getByLabel(/^Last Name/).getAttribute('readonly')).not.toBeNull();
    expect(await details.getByLabel(/^Email-Id/).inputValue()).toBe(email);
    expect(await details.getByLabel(/^Phone \*?$/).inputValue()).toBe('(555) 123-4567');
    await axeAtBothWidths(page, '/short empty');

    const submit = page.getByRole('button', { name: 'Submit', exact: true });
    await submit.click();
    await page.getByText('You have some errors. Please fix and proceed.').first().waitFor();
    await axeAtBothWidths(page, '/short with errors');

    // A bad zip is said as the field is left.
    const zip = page.getByLabel(/^Zip Code/);
    await zip.fill('336');
    await zip.blur();
    await page.getByText('Enter Valid Zip Code').waitFor();
    await zip.fill('33629');
    await zip.blur();
    await expect.poll(() => page.getByLabel(/^City/).inputValue()).toBe('Tampa');
    await group(page, /^Is there a Co-Borrower/)
      .getByRole('radio', { name: 'No', exact: true })
      .check();
    await group(page, /^Are you working with one of our loan officers/)
      .getByRole('radio', { name: 'No', exact: true })
      .check();
    await page.getByLabel(/^Street/).fill('2201 W Swann Ave');
    await page.getByLabel(/^Estimated Property Value/).fill('410000');
    await group(page, /^Loan Purpose/)
      .getByRole('radio', { name: 'Refinance', exact: true })
      .check();
    await group(page, /^Occupancy/)
      .getByRole('radio', { name: 'Primary Residence', exact: true })
      .check();
    await axeAtBothWidths(page, '/short filled');
    await submit.click();

    await page.waitForURL((url) => url.pathname === '/thank');
    await page.getByRole('heading', { level: 1, name: 'Thank you, Sol Tester!' }).waitFor();

    await page.goto('/saved');
    const row = page.getByRole('row').nth(1);
    await row.getByRole('cell', { name: 'Submitted' }).waitFor();
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells.slice(2, 7)).toEqual([
      'Sol Tester',
      '(555) 123-4567',
      email,
      '2201 W Swann Ave, Tampa, FL 33629',
      'Submitted',
    ]);
    expect(tab.consoleErrors).toEqual([]);
  });
});
