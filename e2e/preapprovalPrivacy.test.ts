import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import source from 'forms/preapproval/v1/definition.json' with { type: 'json' };
import { codeSentBy, uniqueEmail } from './support/accounts.ts';
import { expectNoAxeViolations, openPage, type TestPage } from './support/browser.ts';

/**
 * Issue 20, point 4: a visitor's date of birth, incomes, debts and other amounts are never left in localStorage
 * (where the next person at a shared computer could read them); they stay in the tab (sessionStorage) until the
 * visitor signs in at step 6, and a visitor who comes back after closing the tab is asked for them again.
 */

const ALL_MANDATORY = (source as { formMessage: string }).formMessage;
const NOT_KEPT = /not kept on this device once the browser tab is closed/;

/**
 * The personal answers and amounts typed in this test: none may ever be in localStorage. Each is long enough that no
 * other stored value (a session token) holds it by chance.
 */
const PRIVATE = {
  borrowerBirthDate: '04/12/1985',
  downPayment: '61234.56',
  income: '123457.89',
  debts: '1987.65',
  coBirthDate: '07/01/1986',
  coIncome: '64321.12',
  coDebts: '2213.45',
  ssn: '219-09-9997',
};
const PRIVATE_VALUES = Object.values(PRIVATE);

let tab: TestPage | undefined;

afterEach(async () => {
  await tab?.close();
  tab = undefined;
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

async function choose(page: Page, question: string | RegExp, answer: string) {
  await page.getByRole('group', { name: question }).getByRole('radio', { name: answer, exact: true }).check();
}

/** Every key and value of a storage, as one text. */
function storageText(page: Page, storage: 'localStorage' | 'sessionStorage'): Promise<string> {
  return page.evaluate((name) => {
    const store = window[name];
    return Array.from({ length: store.length }, (_, i) => store.key(i) ?? '')
      .map((key) => `${key}=${store.getItem(key) ?? ''}`)
      .join('\n');
  }, storage);
}

/** The private values found in a storage (none is the only right answer for localStorage). */
async function privateValuesIn(page: Page, storage: 'localStorage' | 'sessionStorage'): Promise<string[]> {
  const text = await storageText(page, storage);
  return PRIVATE_VALUES.filter((value) => text.includes(value));
}

/** After a step: nothing private on the device; what was typed so far is kept in the tab. */
async function expectKeptInTabOnly(page: Page, typed: string[]) {
  expect(await privateValuesIn(page, 'localStorage')).toEqual([]);
  expect(await storageText(page, 'localStorage')).toContain('stages=');
  expect(await privateValuesIn(page, 'sessionStorage')).toEqual(typed);
}

/** Checks the page with axe at 360 px and 1280 px wide, with no sideways scrolling, then returns to its width. */
async function axeAtBothWidths(page: Page, label: string) {
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${label} at ${width}px`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(size);
}

async function fillPerson(page: Page, first: string, phone: string, birthDate: string) {
  await page.getByLabel(/^First name/).fill(first);
  await page.getByLabel(/^Last name/).fill('Privett');
  await page.getByLabel(/^Date of birth/).fill(birthDate);
  await page.getByLabel(/^Phone \*?$/).fill(phone);
  await choose(page, /Phone type/, 'Mobile');
  await choose(page, /military/, 'No');
}

async function fillIncome(page: Page) {
  await page.getByLabel(/^Your total annual gross income/).fill(PRIVATE.income);
  await page.getByLabel(/^Your total monthly debt payments/).fill(PRIVATE.debts);
}

async function fillCoBorrower(page: Page) {
  await fillPerson(page, 'Sam', '8135550177', PRIVATE.coBirthDate);
  await page.getByLabel(/^Total annual gross income/).fill(PRIVATE.coIncome);
  await page.getByLabel(/^Total monthly debt payments/).fill(PRIVATE.coDebts);
}

describe('a visitor’s personal answers on a shared computer', () => {
  it('never reach localStorage, stay in the tab until sign-in, and are asked for again after the tab was closed', async () => {
    tab = await openPage({ width: 360 });
    const { page } = tab;
    await page.goto('/');
    await page.getByRole('button', { name: 'Get Pre-Qualified' }).click();
    const zip = page.getByRole('dialog', { name: 'Where are you looking?' });
    await zip.getByLabel('City or zip code').fill('33607');
    await zip.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'Home Purchase').waitFor();

    await choose(page, 'Where are you in the home-buying process?', 'Making offers');
    await choose(page, 'When do you plan to purchase?', '0-3 months');
    await choose(page, 'How can we help?', 'Get a pre-approval letter');
    await next(page).click();
    await heading(page, 'Property Details').waitFor();
    await expectKeptInTabOnly(page, []);

    await page.getByLabel(/^Property address/).fill('TBD');
    await page.getByLabel(/^Property type/).selectOption({ label: 'Single Family' });
    await page.getByLabel(/^How will you use the property/).selectOption({ label: 'Primary Residence' });
    await page.getByLabel(/^Price range/).selectOption({ label: '$300,001 to $500,000' });
    await page.getByLabel(/^Down payment/).fill(PRIVATE.downPayment);
    await page.getByLabel(/^Which mortgage are you applying for/).selectOption({ label: 'Conventional' });
    await choose(page, /Are you working with one of our loan officers/, 'No');
    await next(page).click();
    await heading(page, 'About Yourself').waitFor();
    await expectKeptInTabOnly(page, [PRIVATE.downPayment]);

    await fillPerson(page, 'Priya', '8135550166', PRIVATE.borrowerBirthDate);
    await next(page).click();
    await heading(page, 'Income Details').waitFor();
    await expectKeptInTabOnly(page, [PRIVATE.borrowerBirthDate, PRIVATE.downPayment]);

    await fillIncome(page);
    await choose(page, /Will anyone apply with you/, 'Yes');
    await page.getByLabel(/^Co-borrower's address/).fill('12 Bay St, Tampa, FL 33607');
    await page.getByLabel(/^Co-borrower's e-mail/).fill('sam.privett@example.com');
    await choose(page, /Relationship to you/, 'Spouse');
    await page.getByLabel(/I agree to be contacted/).check();
    await next(page).click();
    await heading(page, 'Co-Borrower').waitFor();
    await expectKeptInTabOnly(page, [PRIVATE.borrowerBirthDate, PRIVATE.downPayment, PRIVATE.income, PRIVATE.debts]);

    await fillCoBorrower(page);
    await next(page).click();
    await heading(page, 'Confirm Account').waitFor();
    await expectKeptInTabOnly(
      page,
      PRIVATE_VALUES.filter((value) => value !== PRIVATE.ssn),
    );

    // Another person at this computer later: the tab (and with it sessionStorage) is gone, the device's record stays.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    // The wizard goes back to the first step missing an answer (step 2's down payment), and says why.
    await heading(page, 'Property Details').waitFor();
    await page.getByText(NOT_KEPT).waitFor();
    expect(await page.getByLabel(/^Property address/).inputValue()).toBe('TBD');
    expect(await page.getByLabel(/^Down payment/).inputValue()).toBe('');
    await page.screenshot({ path: '/tmp/wiz-privacy-note.png', fullPage: true });
    await axeAtBothWidths(page, 'step 2 asking again for the down payment');
    // Nothing incomplete goes on: Next asks for it.
    await next(page).click();
    await page.getByText(ALL_MANDATORY).waitFor();
    await page.getByLabel(/^Down payment/).fill(PRIVATE.downPayment);
    await next(page).click();

    await heading(page, 'About Yourself').waitFor();
    await page.getByText(NOT_KEPT).waitFor();
    expect(await page.getByLabel(/^First name/).inputValue()).toBe('Priya');
    expect(await page.getByLabel(/^Date of birth/).inputValue()).toBe('');
    await next(page).click();
    await page.getByText(ALL_MANDATORY).waitFor();
    await page.getByLabel(/^Date of birth/).fill(PRIVATE.borrowerBirthDate);
    await next(page).click();

    await heading(page, 'Income Details').waitFor();
    await page.getByText(NOT_KEPT).waitFor();
    expect(await page.getByLabel(/^Your total annual gross income/).inputValue()).toBe('');
    await next(page).click();
    await page.getByText(ALL_MANDATORY).waitFor();
    await fillIncome(page);
    await next(page).click();

    await heading(page, 'Co-Borrower').waitFor();
    expect(await page.getByLabel(/^First name/).inputValue()).toBe('Sam');
    expect(await page.getByLabel(/^Date of birth/).inputValue()).toBe('');
    await fillCoBorrower(page);
    await next(page).click();

    // Back at the step reached before: no note any more, and still nothing private on the device.
    await heading(page, 'Confirm Account').waitFor();
    expect(await page.getByText(NOT_KEPT).count()).toBe(0);
    await expectKeptInTabOnly(page, [
      PRIVATE.borrowerBirthDate,
      PRIVATE.downPayment,
      PRIVATE.income,
      PRIVATE.debts,
      PRIVATE.coBirthDate,
      PRIVATE.coIncome,
      PRIVATE.coDebts,
    ]);

    // Signing up at step 6 moves every answer to the account: neither storage keeps any of them.
    const email = uniqueEmail('privacy');
    await page.getByLabel('E-mail').fill(email);
    const code = await codeSentBy(email, () => page.getByRole('button', { name: 'Verify Email' }).click());
    await page.getByLabel('Verification code').fill(code);
    await next(page).click();
    await heading(page, 'See how much you can afford').waitFor();
    expect(await privateValuesIn(page, 'localStorage')).toEqual([]);
    expect(await privateValuesIn(page, 'sessionStorage')).toEqual([]);
    expect(
      await page.evaluate(() => [localStorage.getItem('stages'), sessionStorage.getItem('stages.private')]),
    ).toEqual([null, null]);

    // Nor the SSN of step 7, which goes to the server only.
    await page.getByLabel(/^Current street address/).fill('500 Channelside Dr');
    await page.getByLabel(/^Zip code/).fill('33602');
    await page.getByLabel(/^Zip code/).press('Tab');
    await expect.poll(() => page.getByLabel(/^City/).inputValue()).toBe('Tampa');
    await page.getByLabel(/^Phone/).fill('8135550166');
    await choose(page, /Your credit score/, 'Excellent (720+)');
    await page.getByLabel(/^Social Security number/).pressSequentially(PRIVATE.ssn.replace(/-/g, ''));
    await page.getByLabel(/I authorize the credit check/).check();
    await next(page).click();
    await heading(page, 'Your credit score').waitFor();
    expect(await privateValuesIn(page, 'localStorage')).toEqual([]);
    expect(await privateValuesIn(page, 'sessionStorage')).toEqual([]);
    expect(tab.consoleErrors).toEqual([]);
  });
});
