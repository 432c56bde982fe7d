import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, describe, expect, it } from 'vitest';
import { LENDER, LETTER_CONDITIONS, NOT_A_COMMITMENT } from 'engine';
import source from 'forms/preapproval/v1/definition.json' with { type: 'json' };
import { codeSentBy, uniqueEmail } from './support/accounts.ts';
import { expectNoAxeViolations, openPage, type TestPage } from './support/browser.ts';

const ALL_MANDATORY = (source as { formMessage: string }).formMessage;

let tabs: TestPage[] = [];

afterEach(async () => {
  for (const tab of tabs) await tab.close();
  tabs = [];
});

async function open(width = 1280): Promise<TestPage> {
  const tab = await openPage({ width });
  tabs.push(tab);
  return tab;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const group = (page: Page, name: string | RegExp) => page.getByRole('group', { name });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

/** Waits for a step's heading and checks the page with axe at the widths the brief names. */
async function atStep(page: Page, title: string, counter?: string) {
  await heading(page, title).waitFor();
  if (counter) expect(await page.locator('.stepped__counter').innerText()).toContain(counter);
}

/** Checks the page with axe at 360 px and 1280 px wide, then returns to the width it had. */
async function axeAtBothWidths(page: Page, label: string) {
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${label} at ${width}px`);
  }
  await page.setViewportSize(size);
}

async function choose(page: Page, question: string | RegExp, answer: string) {
  await group(page, question).getByRole('radio', { name: answer, exact: true }).check();
}

/** Starts from the home page: Get Pre-Qualified, the zip question, on to step 1. */
async function startFromHome(page: Page, zip = '33607') {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Pre-Qualified' }).click();
  const dialog = page.getByRole('dialog', { name: 'Where are you looking?' });
  await dialog.getByLabel('City or zip code').fill(zip);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/preapprove');
  await atStep(page, 'Home Purchase');
}

async function fillStep1(page: Page) {
  await choose(page, 'Where are you in the home-buying process?', 'Making offers');
  await choose(page, 'When do you plan to purchase?', '0-3 months');
  await choose(page, 'How can we help?', 'Get a pre-approval letter');
}

async function fillStep2(page: Page, withOfficer: boolean) {
  await page.getByLabel(/^Property address/).fill('TBD');
  await page.getByLabel(/^Property type/).selectOption({ label: 'Single Family' });
  await page.getByLabel(/^How will you use the property/).selectOption({ label: 'Primary Residence' });
  await page.getByLabel(/^Price range/).selectOption({ label: '$300,001 to $500,000' });
  await page.getByLabel(/^Down payment/).fill('60000');
  await page.getByLabel(/^Which mortgage are you applying for/).selectOption({ label: 'Conventional' });
  await choose(page, /Are you working with one of our loan officers/, withOfficer ? 'Yes' : 'No');
}

async function fillPerson(page: Page, first: string, last: string, phone: string) {
  await page.getByLabel(/^First name/).fill(first);
  await page.getByLabel(/^Last name/).fill(last);
  await page.getByLabel(/^Date of birth/).fill('04/12/1985');
  await page.getByLabel(/^Phone \*?$/).fill(phone);
  await choose(page, /Phone type/, 'Mobile');
}

describe('the Get Pre-Approved wizard', () => {
  it('takes a visitor with a co-borrower through all ten steps, signing up at step 6, to the letter', async () => {
    const { page } = await open();
    const email = uniqueEmail('wizard');
    await startFromHome(page);
    await atStep(page, 'Home Purchase', '1/5');
    await page.screenshot({ path: '/tmp/wiz-1.png', fullPage: true });

    // Next without answers: the form-level message and each field's own.
    await next(page).click();
    await page.getByText(ALL_MANDATORY).waitFor();
    await axeAtBothWidths(page, 'step 1 with errors');
    await fillStep1(page);
    await next(page).click();

    await atStep(page, 'Property Details', '2/5');
    // The zip question's answer is already here.
    expect(await page.getByLabel(/^Zip code/).inputValue()).toBe('33607');
    expect(await page.getByLabel(/^City/).inputValue()).toBe('Tampa');
    await fillStep2(page, false);
    await page.screenshot({ path: '/tmp/wiz-2.png', fullPage: true });
    await axeAtBothWidths(page, 'step 2');
    await next(page).click();

    await atStep(page, 'About Yourself', '3/5');
    await fillPerson(page, 'Maria', 'Lopez', '8135550199');
    await choose(page, /Have you served in the US military/, 'No');
    await axeAtBothWidths(page, 'step 3');
    await next(page).click();

    await atStep(page, 'Income Details', '4/5');
    await page.getByLabel(/^Your total annual gross income/).fill('120000');
    await page.getByLabel(/^Your total monthly debt payments/).fill('500');
    await choose(page, /Will anyone apply with you/, 'Yes');
    await page.getByLabel(/^Co-borrower's address/).fill('12 Bay St, Tampa, FL 33607');
    await page.getByLabel(/^Co-borrower's e-mail/).fill('sam.lopez@example.com');
    await choose(page, /Relationship to you/, 'Spouse');
    await page.getByLabel(/I agree to be contacted/).check();
    await axeAtBothWidths(page, 'step 4');
    await next(page).click();

    await atStep(page, 'Co-Borrower', '5/6');
    await page.screenshot({ path: '/tmp/wiz-5.png', fullPage: true });
    await fillPerson(page, 'Sam', 'Lopez', '8135550100');
    await page.getByLabel(/^Total annual gross income/).fill('60000');
    await page.getByLabel(/^Total monthly debt payments/).fill('200');
    await choose(page, /military/, 'No');
    await axeAtBothWidths(page, 'step 5');
    await next(page).click();

    await atStep(page, 'Confirm Account', '6/6');
    await page.screenshot({ path: '/tmp/wiz-6.png', fullPage: true });
    await axeAtBothWidths(page, 'step 6');
    await page.getByLabel('E-mail').fill(email);
    const code = await codeSentBy(email, () => page.getByRole('button', { name: 'Verify Email' }).click());
    await page.getByLabel('Verification code').fill(code);
    await next(page).click();

    await atStep(page, 'See how much you can afford');
    // Signed in now: the header says so, and the counter stops after the counted steps.
    await page.getByRole('button', { name: /Hello, Maria/ }).waitFor();
    expect(await page.locator('.stepped__counter').count()).toBe(0);
    await page.screenshot({ path: '/tmp/wiz-7.png', fullPage: true });
    await axeAtBothWidths(page, 'step 7');
    await page.getByLabel(/^Current street address/).fill('500 Channelside Dr');
    await page.getByLabel(/^Zip code/).fill('33602');
    await page.getByLabel(/^Zip code/).press('Tab');
    await expect.poll(() => page.getByLabel(/^City/).inputValue()).toBe('Tampa');
    await page.getByLabel(/^Phone/).fill('8135550199');
    await choose(page, /Your credit score/, 'Excellent (720+)');
    await page.getByLabel(/^Social Security number/).pressSequentially('123456789');
    expect(await page.getByLabel(/^Social Security number/).inputValue()).toBe('123-45-6789');
    expect(await page.getByText(/may carry a fee/).count()).toBe(1);
    await page.getByLabel(/I authorize the credit check/).check();
    await next(page).click();

    await atStep(page, 'Your credit score');
    await page.getByRole('img', { name: 'Credit score gauge: 710, in the Good range' }).waitFor();
    expect(await page.locator('.credit-score__number').innerText()).toBe('710');
    await page.screenshot({ path: '/tmp/wiz-8.png', fullPage: true });
    await axeAtBothWidths(page, 'step 8');
    await next(page).click();

    await atStep(page, 'Assets');
    // Every amount starts at 0, and the total follows what is typed.
    expect(await page.getByLabel(/^Savings and checking/).inputValue()).toBe('0');
    await page.getByLabel(/^Savings and checking/).fill('');
    await page.getByLabel(/^Savings and checking/).pressSequentially('45000');
    await expect.poll(() => page.locator('.df-total').innerText()).toContain('$45,000.00');
    await page.getByLabel(/^Retirement accounts/).fill('15000.50');
    await expect.poll(() => page.locator('.df-total').innerText()).toContain('$60,000.50');
    await page.screenshot({ path: '/tmp/wiz-9.png', fullPage: true });
    await axeAtBothWidths(page, 'step 9');
    await next(page).click();

    await page.getByRole('heading', { level: 2, name: 'Congratulations, Maria Lopez!' }).waitFor();
    expect(new URL(page.url()).searchParams.get('id')).toMatch(/^\d+$/);
    // Arriving at step 10 removed the wizard's data from this device.
    expect(await page.evaluate(() => [localStorage.getItem('stages'), localStorage.getItem('preapprove')])).toEqual([
      null,
      null,
    ]);
    const amount = (await page.locator('.wizard-result__amount strong').innerText()).trim();
    expect(amount).toMatch(/^\$\d{1,3}(,\d{3})+$/);
    const letter = await page.getByRole('article').innerText();
    expect(letter).toContain('Borrowers: Maria Lopez and Sam Lopez');
    expect(letter).toMatch(/valid until \d{2}-[A-Z][a-z]{2}-\d{4}/);
    for (const condition of LETTER_CONDITIONS) expect(letter).toContain(condition);
    expect(letter).toContain(NOT_A_COMMITMENT);
    await axeAtBothWidths(page, 'step 10');

    // The letter PDF, once the job has made it.
    await expect.poll(() => page.getByText('Your letter PDF is being prepared.').count(), { timeout: 30_000 }).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download pre-approval letter' }).click(),
    ]);
    // The browser runs apart from the test: the download is saved to a local file first.
    const saved = path.join(await mkdtemp(path.join(os.tmpdir(), 'letter-')), download.suggestedFilename());
    await download.saveAs(saved);
    expect(download.suggestedFilename()).toMatch(/^preapproval-letter-PA[0-9A-F]{10}\.pdf$/);
    const pdf = await getDocumentProxy(new Uint8Array(await readFile(saved)));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(LENDER.legalName);
    expect(text).toContain(`NMLS #${LENDER.nmlsId}`);
    expect(text).toContain('Maria Lopez and Sam Lopez');
    expect(text).toContain(amount);
    expect(text).toContain('Tampa, FL 33607');

    // Fill 1003 Form asks for the authorization first: Continue appears once I AGREE is ticked.
    await page.getByRole('button', { name: 'Fill 1003 Form' }).click();
    const agreement = page.getByRole('dialog', { name: 'Authorization Agreement' });
    await agreement.waitFor();
    expect(await agreement.getByRole('button', { name: 'Continue' }).count()).toBe(0);
    await agreement.getByLabel('I AGREE').check();
    await expectNoAxeViolations(page, 'authorization agreement');
    await agreement.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/stage1');
    expect(tabs[0]?.consoleErrors).toEqual([]);
  });
});
