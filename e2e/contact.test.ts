import { randomBytes } from 'node:crypto';
import type { Page, Request } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LENDER } from 'common';
import { readOutbox, waitForMail } from 'server/mail/readOutbox.ts';
import { expectH1, expectNoAxeViolations, openPage, outboxDir, type TestPage } from './support/browser.ts';

const FORM_ERROR = 'You have some errors. Please fix and proceed.';
const THANKS = 'Thank you for contacting us. We will get back to you ASAP.';

let tab: TestPage;
let posts: Request[];

beforeEach(async () => {
  tab = await openPage();
  posts = [];
  tab.page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/common/contactus')) posts.push(request);
  });
});

afterEach(async () => {
  await tab.close();
});

/** A field by its label; the label text ends with ' *' on required fields. */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}( \\*)?$`));
}

async function expectInvalid(page: Page, label: string, message: string) {
  const input = field(page, label);
  await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
  const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
  const errorId = describedBy.split(' ').find((id) => id.endsWith('__error'));
  expect(errorId, `${label} points at its error`).toBeTruthy();
  expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe(message);
}

async function fillCommon(page: Page, name: string, email: string, message: string) {
  await field(page, 'Name').fill(name);
  await field(page, 'Phone').fill('8135550199');
  await field(page, 'Email').fill(email);
  await field(page, 'Zip code').fill('33607');
  await field(page, 'Message').fill(message);
}

describe('/contact', () => {
  it('asks for the page’s files, the form and its validators from the first answer, each once and each used', async () => {
    const { page } = tab;
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/contact');
    await field(page, 'Message').waitFor();
    await page.waitForLoadState('networkidle');
    // The definition is fetched once: the hint's fetch is the one the form uses.
    expect(asked.filter((pathname) => pathname === '/api/forms/contact')).toHaveLength(1);
    // Every script and style of the page was named in the page the server answered with.
    const hinted = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]')].map(
        (link) => new URL((link as HTMLLinkElement).href).pathname,
      ),
    );
    const files = asked.filter((pathname) => /^\/assets\/.+\.(js|css)$/.test(pathname));
    const index = await page.evaluate(() =>
      [...document.querySelectorAll('script[src], link[rel="stylesheet"]')].map(
        (element) => new URL((element as HTMLScriptElement).src || (element as HTMLLinkElement).href).pathname,
      ),
    );
    expect(files.filter((file) => !hinted.includes(file) && !index.includes(file))).toEqual([]);
    expect(hinted).toContain('/api/forms/contact');
    // And nothing hinted went unused (Chromium warns about a preload no request took).
    await page.waitForTimeout(3500);
    expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
    expect(tab.consoleErrors).toEqual([]);
  });

  it('shows the Reach Us form and the lender’s details, with no axe violations', async () => {
    const { page } = tab;
    await page.goto('/contact');
    await expectH1(page, 'Reach Us');
    await field(page, 'Name').waitFor();
    const panel = page.getByRole('complementary', { name: 'Talk to us' });
    expect(await panel.textContent()).toContain(LENDER.supportPhone);
    expect(await panel.textContent()).toContain(LENDER.hours);
    expect(await panel.textContent()).toContain(LENDER.infoEmail);
    const options = await field(page, 'Loan type').locator('option').allTextContents();
    expect(options).toEqual(['Select', 'Conventional', 'VA', 'FHA', 'USDA']);
    await expectNoAxeViolations(page, '/contact');
  });

  it('refuses an empty form with the form-level and inline messages, sending nothing', async () => {
    const { page } = tab;
    await page.goto('/contact');
    await field(page, 'Name').waitFor();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe(FORM_ERROR);
    await expectInvalid(page, 'Name', 'Name is required');
    await expectInvalid(page, 'Phone', 'Phone is required');
    await expectInvalid(page, 'Email', 'Email is required');
    await expectInvalid(page, 'Zip code', 'Zip code is required');
    await expectInvalid(page, 'City', 'City is required');
    await expectInvalid(page, 'Loan type', 'Loan type is required');
    await expectInvalid(page, 'Message', 'Message is required');
    expect(await field(page, 'Name').evaluate((input) => input === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page, '/contact with errors');

    // The refused form still keeps only what each field may hold: letters typed in the zip never show.
    const zip = field(page, 'Zip code');
    await zip.pressSequentially('ab3c3d6');
    expect(await zip.inputValue()).toBe('336');
    await zip.pressSequentially('07x');
    await zip.press('Tab');
    expect(await zip.inputValue()).toBe('33607');
    await expect.poll(() => zip.getAttribute('aria-invalid')).toBe('false');
    const phone = field(page, 'Phone');
    await phone.pressSequentially('813a555b0142');
    expect(await phone.inputValue()).toBe('8135550142');
    expect(posts).toHaveLength(0);
  });

  it('checks e-mail and phone when the field is left, and formats the phone', async () => {
    const { page } = tab;
    await page.goto('/contact');
    await field(page, 'Email').fill('maria.example.com');
    await field(page, 'Email').blur();
    await expectInvalid(page, 'Email', 'Enter valid email');
    await field(page, 'Phone').fill('055-555-0199');
    await field(page, 'Phone').blur();
    await expectInvalid(page, 'Phone', 'Enter valid phone number');
    // Letters never reach a phone field; a valid number is shown as (###) ###-####.
    await field(page, 'Phone').fill('');
    await field(page, 'Phone').pressSequentially('813a.555x0199');
    expect(await field(page, 'Phone').inputValue()).toBe('8135550199');
    await field(page, 'Phone').blur();
    await expect.poll(() => field(page, 'Phone').inputValue()).toBe('(813) 555-0199');
    await expect.poll(() => field(page, 'Phone').getAttribute('aria-invalid')).toBe('false');
    // Blur checks alone do not raise the form-level message.
    expect(await page.getByText(FORM_ERROR).count()).toBe(0);
    await expectNoAxeViolations(page, '/contact with blur errors');
    expect(posts).toHaveLength(0);
  });

  it('fills the city from a known zip when the zip is left, and names an unknown zip', async () => {
    const { page } = tab;
    await page.goto('/contact');
    await field(page, 'Zip code').pressSequentially('33607');
    await field(page, 'Zip code').press('Tab');
    await expect.poll(() => field(page, 'City').inputValue()).toBe('Tampa');
    await expect.poll(() => field(page, 'Zip code').getAttribute('aria-invalid')).toBe('false');
    // A zip typed over a filled city fills it again: the city follows the zip.
    await field(page, 'Zip code').fill('98101');
    await field(page, 'Zip code').blur();
    await expect.poll(() => field(page, 'City').inputValue()).toBe('Seattle');
    // An unknown zip is named under the field; the city the person has is kept.
    await field(page, 'Zip code').fill('99999');
    await field(page, 'Zip code').blur();
    await expectInvalid(page, 'Zip code', 'Enter valid zip code');
    expect(await field(page, 'City').inputValue()).toBe('Seattle');
    await expectNoAxeViolations(page, '/contact with an unknown zip');
    expect(posts).toHaveLength(0);
  });

  it('keeps what is typed while the form changes around it, and sends it when Enter submits', async () => {
    const { page } = tab;
    // The zip look-up is held until the person is typing in the next field, so its answer lands mid-typing.
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/lookups/zip/**', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expectInvalid(page, 'Name', 'Name is required');
    // A field that shows an error takes each key at once: its message goes with the first one.
    await field(page, 'Name').pressSequentially('M');
    await expect.poll(() => field(page, 'Name').getAttribute('aria-invalid')).toBe('false');
    await field(page, 'Name').pressSequentially('aria Lopez');

    await field(page, 'Zip code').fill('');
    await field(page, 'Zip code').pressSequentially('99999');
    await field(page, 'Zip code').press('Tab');
    await field(page, 'City').pressSequentially('Tam');
    release();
    await expectInvalid(page, 'Zip code', 'Enter valid zip code');
    // The form re-rendered with the zip's error while City was being typed: City keeps its text and its focus.
    expect(await field(page, 'City').inputValue()).toBe('Tam');
    expect(await field(page, 'City').evaluate((input) => input === document.activeElement)).toBe(true);
    await field(page, 'City').pressSequentially('pa');

    await field(page, 'Zip code').fill('33607');
    await expect.poll(() => field(page, 'Zip code').getAttribute('aria-invalid')).toBe('false');
    await field(page, 'Phone').fill('');
    await field(page, 'Phone').pressSequentially('813a5550199');
    expect(await field(page, 'Phone').inputValue()).toBe('8135550199');
    await field(page, 'Loan type').selectOption('VA');
    await field(page, 'Message').fill('');
    await field(page, 'Message').pressSequentially('Call me after 5');
    await field(page, 'Email').fill('');
    await field(page, 'Email').pressSequentially('maria.lopez@example.com');
    // The <form> element sits beside the fields; each control names it, so the browser counts all of them as its own.
    const tied = await page.getByRole('button', { name: 'Send message' }).evaluate((button) => {
      const form = (button as HTMLButtonElement).form;
      const controls = [...document.querySelectorAll<HTMLInputElement>('.df-form :is(input, select, textarea)')];
      return { form: form !== null, controls: controls.length, tied: controls.filter((c) => c.form === form).length };
    });
    expect(tied).toEqual({ form: true, controls: 7, tied: 7 });
    await field(page, 'Email').press('Enter');
    await expect.poll(() => page.getByRole('status').filter({ hasText: THANKS }).count()).toBe(1);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.postDataJSON()).toMatchObject({
      contName: 'Maria Lopez',
      contPhone: '(813) 555-0199',
      contEmail: 'maria.lopez@example.com',
      contZip: '33607',
      contCity: 'Tampa',
      contLoanType: 'VA',
      contMessage: 'Call me after 5',
    });
    // The one error the console shows is the browser's note of the unknown zip's 404 reply.
    expect(tab.consoleErrors).toEqual([
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
  });

  it('sends a good request, thanks the person, clears the form and mails lender and sender', async () => {
    const { page } = tab;
    const email = `contact.${randomBytes(4).toString('hex')}@example.com`;
    const message = `Browser test ${randomBytes(4).toString('hex')}`;
    await page.goto('/contact');
    await fillCommon(page, 'Maria Lopez', email, message);
    await field(page, 'City').fill('Tampa');
    await field(page, 'Loan type').selectOption('FHA');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: THANKS }).count()).toBe(1);
    expect(await field(page, 'Name').inputValue()).toBe('');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.postDataJSON()).toMatchObject({ formId: 'contact', formVersion: 2, contLoanType: 'FHA' });

    const toLender = await waitForMail(
      outboxDir(),
      (m) => m.text.includes(message) && m.subject.startsWith('Contact request'),
    );
    expect(toLender.text).toContain('Loan type: FHA');
    expect(toLender.text).toContain(email);
    const toSender = await waitForMail(outboxDir(), (m) => m.to.includes(email));
    expect(toSender.text).toContain(THANKS);
    expect(toSender.text).toContain(LENDER.supportPhone);
    await expectNoAxeViolations(page, '/contact after success');
    expect(tab.consoleErrors).toEqual([]);
  });
});

describe('/support', () => {
  it('refuses an empty form, then sends the Reach Us form with NA city and loan type', async () => {
    const { page } = tab;
    const email = `support.${randomBytes(4).toString('hex')}@example.com`;
    const message = `Support test ${randomBytes(4).toString('hex')}`;
    await page.goto('/support');
    await expectH1(page, 'Help & Support');
    expect(await page.getByRole('heading', { level: 2, name: 'Reach Us' }).count()).toBe(1);
    await field(page, 'Name').waitFor();
    expect(await field(page, 'City').count()).toBe(0);
    await expectNoAxeViolations(page, '/support');

    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe(FORM_ERROR);
    await expectInvalid(page, 'Message', 'Message is required');
    await expectNoAxeViolations(page, '/support with errors');
    expect(posts).toHaveLength(0);

    const mailsBefore = (await readOutbox(outboxDir())).length;
    await fillCommon(page, 'Sam Reed', email, message);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: THANKS }).count()).toBe(1);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.postDataJSON()).toMatchObject({
      formId: 'support',
      formVersion: 1,
      contCity: 'NA',
      contLoanType: 'NA',
    });
    const toLender = await waitForMail(outboxDir(), (m) => m.text.includes(message));
    expect(toLender.text).toContain('Help & Support page');
    await waitForMail(outboxDir(), (m) => m.to.includes(email));
    expect((await readOutbox(outboxDir())).length).toBeGreaterThanOrEqual(mailsBefore + 2);
    expect(tab.consoleErrors).toEqual([]);
  });
});
