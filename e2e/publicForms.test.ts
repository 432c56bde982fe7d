import type { Locator, Page, Request } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LENDER } from 'common';
import { waitForMail } from 'server/mail/readOutbox.ts';
import { signInWithPassword, signOut, signUp, uniqueEmail, openSignIn } from './support/accounts.ts';
import { expectH1, expectNoAxeViolations, openPage, outboxDir, type TestPage } from './support/browser.ts';

const THANKS = 'Thank you for contacting us. We will get back to you ASAP.';
const FORM_ERROR = 'You have some errors. Please fix and proceed.';

let tab: TestPage;
let posts: Request[];

beforeEach(async () => {
  tab = await openPage();
  posts = [];
  tab.page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/(common|profile)\//.test(request.url())) posts.push(request);
  });
});

afterEach(async () => {
  await tab.close();
});

/** A field by its label; the label text ends with ' *' on required fields. */
function field(scope: Page | Locator, label: string) {
  return scope.getByLabel(new RegExp(`^${label}( \\*)?$`));
}

async function expectInvalid(scope: Page | Locator, label: string, message: string) {
  const input = field(scope, label);
  await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
  const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
  const errorId = describedBy.split(' ').find((id) => id.endsWith('__error') || id.endsWith('-error'));
  expect(errorId, `${label} points at its error`).toBeTruthy();
  expect(await tab.page.locator(`[id="${errorId}"]`).textContent()).toBe(message);
}

/** The form-level error of a form, waited for: one message, said once. */
async function expectFormMessage(scope: Page | Locator, message: string) {
  await expect.poll(() => scope.getByRole('alert').allTextContents()).toEqual([message]);
}

async function expectThanks(scope: Page | Locator, message = THANKS) {
  await expect.poll(() => scope.getByRole('status').filter({ hasText: message }).count()).toBe(1);
}

/** Scrolls down a screen at a time until the locator is on the page (sections that load as they come into view). */
async function scrollUntilShown(page: Page, target: Locator) {
  for (let step = 0; step < 30 && (await target.count()) === 0; step += 1) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(100);
  }
  await target.first().waitFor();
}

function postedTo(path: string): Request[] {
  return posts.filter((request) => request.url().endsWith(`/api/${path}`));
}

describe('Get a Rate Quote popup', () => {
  it('opens from the home hero, refuses bad input without sending, then sends a quote request', async () => {
    const { page } = tab;
    const email = uniqueEmail('quote');
    await page.goto('/');
    await page.getByRole('button', { name: 'Get a Rate Quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get a Rate Quote' });
    await field(dialog, 'First name').waitFor();
    // The popup starts in its first field once the form has loaded.
    await expect
      .poll(() => field(dialog, 'First name').evaluate((input) => input === document.activeElement))
      .toBe(true);
    const loanTypes = await field(dialog, 'Loan type').locator('option').allTextContents();
    expect(loanTypes).toEqual(['Select', 'Purchase Loan', 'Refinance Loan', 'Debt Consolidation', 'Home Equity']);
    await expectNoAxeViolations(page, 'rate quote popup');

    await dialog.getByRole('button', { name: 'Get My Quote' }).click();
    await expectFormMessage(dialog, 'All fields are mandatory');
    await expectInvalid(dialog, 'First name', 'First name is required');
    await expectInvalid(dialog, 'Email', 'Email is required');
    await expectInvalid(dialog, 'Phone', 'Phone is required');
    await expectInvalid(dialog, 'Loan type', 'Loan type is required');
    // The last name and the three bands are optional on the popup (decision 3).
    expect(await field(dialog, 'Last name').getAttribute('aria-invalid')).not.toBe('true');
    await expectNoAxeViolations(page, 'rate quote popup with errors');

    await field(dialog, 'First name').fill('Maria');
    await field(dialog, 'Email').fill('maria.example.com');
    await field(dialog, 'Phone').fill('055-555-0199');
    await field(dialog, 'Loan type').selectOption('Refinance Loan');
    await dialog.getByRole('button', { name: 'Get My Quote' }).click();
    await expectInvalid(dialog, 'Email', 'Enter valid email');
    await expectInvalid(dialog, 'Phone', 'Enter valid phone number');
    expect(postedTo('common/quote')).toHaveLength(0);

    await field(dialog, 'Email').fill(email);
    await field(dialog, 'Phone').fill('8135550199');
    await field(dialog, 'Credit history').selectOption('Good');
    await dialog.getByRole('button', { name: 'Get My Quote' }).click();
    await expectThanks(dialog);
    expect(postedTo('common/quote')).toHaveLength(1);
    expect(postedTo('common/quote')[0]?.postDataJSON()).toMatchObject({
      formId: 'quote',
      formVersion: 1,
      quoteLoanType: 'Refinance Loan',
      quoteCredit: 'Good',
    });
    const toLender = await waitForMail(
      outboxDir(),
      (m) => m.text.includes(email) && m.subject.startsWith('Rate quote'),
    );
    expect(toLender.text).toContain('Get a Rate Quote popup');
    expect(toLender.text).toContain('Loan amount: Not given');
    const toSender = await waitForMail(outboxDir(), (m) => m.to.includes(email));
    expect(toSender.text).toContain(THANKS);
    await expectNoAxeViolations(page, 'rate quote popup after success');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(tab.consoleErrors).toEqual([]);
  });
});

describe('home page forms', () => {
  it('loads no form until its section comes into view', async () => {
    const definitions: string[] = [];
    // A laptop-sized window: the hero and the trust strip fill it.
    const short = await openPage({ height: 700 });
    try {
      short.page.on('request', (request) => {
        if (request.url().includes('/api/forms/')) definitions.push(request.url());
      });
      await short.page.goto('/', { waitUntil: 'networkidle' });
      expect(await short.page.getByRole('heading', { name: 'Request A Quote' }).count()).toBe(0);
      expect(definitions).toEqual([]);
      await scrollUntilShown(short.page, short.page.getByRole('heading', { name: 'Request A Quote' }));
      await expect.poll(() => definitions.some((url) => url.endsWith('/api/forms/quote-home'))).toBe(true);
    } finally {
      await short.close();
    }
  });

  it('Request A Quote: refuses an empty form with the home message, then sends all eight answers', async () => {
    const { page } = tab;
    const email = uniqueEmail('homequote');
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Request A Quote' });
    await scrollUntilShown(page, section);
    await field(section, 'First name').waitFor();
    await section.getByRole('button', { name: 'Request A Quote' }).click();
    await expectFormMessage(section, 'You have some errors. Please fix.');
    await expectInvalid(section, 'Last name', 'Last name is required');
    await expectInvalid(section, 'Loan amount', 'Loan amount is required');
    await expectInvalid(section, 'Property value', 'Property value is required');
    await expectInvalid(section, 'Credit history', 'Credit history is required');
    await expectNoAxeViolations(page, 'home quote form with errors');

    await field(section, 'First name').fill('Sam');
    await field(section, 'Last name').fill('Reed');
    await field(section, 'Email').fill(email);
    await field(section, 'Phone').fill('(813) 555-0100');
    await field(section, 'Loan type').selectOption('Home Equity');
    await field(section, 'Loan amount').selectOption('$70,001-$100,000');
    await field(section, 'Property value').selectOption('$200,001+');
    await field(section, 'Credit history').selectOption('Excellent');
    await section.getByRole('button', { name: 'Request A Quote' }).click();
    await expectThanks(section);
    expect(postedTo('common/quote')).toHaveLength(1);
    expect(postedTo('common/quote')[0]?.postDataJSON()).toMatchObject({ formId: 'quote-home', formVersion: 1 });
    const toLender = await waitForMail(outboxDir(), (m) => m.subject === 'Rate quote request from Sam Reed');
    expect(toLender.text).toContain('Request A Quote form');
    expect(toLender.text).toContain('Property value: $200,001+');
    await waitForMail(outboxDir(), (m) => m.to.includes(email));
    await expectNoAxeViolations(page, 'home quote form after success');
  });

  it('Request A Quote: one click on the button submits even when leaving the e-mail field would show a message', async () => {
    const { page } = tab;
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Request A Quote' });
    await scrollUntilShown(page, section);
    await field(section, 'First name').fill('Sam');
    await field(section, 'Last name').fill('Reed');
    await field(section, 'Phone').fill('(813) 555-0100');
    await field(section, 'Loan type').selectOption('Home Equity');
    await field(section, 'Loan amount').selectOption('$70,001-$100,000');
    await field(section, 'Property value').selectOption('$200,001+');
    await field(section, 'Credit history').selectOption('Excellent');
    // The e-mail is typed last and the pointer goes straight from it to the button: one press, one release.
    await field(section, 'Email').fill('sam.reed@');
    const sentBefore = postedTo('common/quote').length;
    await section.getByRole('button', { name: 'Request A Quote' }).click();
    await expectFormMessage(section, 'You have some errors. Please fix.');
    await expectInvalid(section, 'Email', 'Enter valid email');
    expect(postedTo('common/quote')).toHaveLength(sentBefore);

    await field(section, 'Email').fill(uniqueEmail('oneclick'));
    await section.getByRole('button', { name: 'Request A Quote' }).click();
    await expectThanks(section);
    expect(postedTo('common/quote')).toHaveLength(sentBefore + 1);
  });

  it('gives the rate quote popup over the Request A Quote form its own field ids', async () => {
    const { page } = tab;
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Request A Quote' });
    await scrollUntilShown(page, section);
    await field(section, 'First name').waitFor();
    await page.getByRole('button', { name: 'Get a Rate Quote' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Get a Rate Quote' });
    await field(dialog, 'First name').fill('Ana');
    expect(await field(dialog, 'First name').inputValue()).toBe('Ana');
    const ids = await page.locator('input, select, textarea').evaluateAll((elements) => elements.map((e) => e.id));
    expect(new Set(ids.filter(Boolean)).size).toBe(ids.filter(Boolean).length);
    await expectNoAxeViolations(page, 'rate quote popup over the home quote form');
  });

  it('call-back: refuses bad input with "All details are mandatory", then asks for a call back', async () => {
    const { page } = tab;
    const email = uniqueEmail('callback');
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Request a Call Back' });
    await scrollUntilShown(page, section);
    await field(section, 'Name').waitFor();
    await section.getByRole('button', { name: 'Call Me Back' }).click();
    await expectFormMessage(section, 'All details are mandatory');
    await expectInvalid(section, 'Name', 'Name is required');
    await expectInvalid(section, 'Email', 'Email is required');
    await expectInvalid(section, 'Phone', 'Phone is required');
    await expectNoAxeViolations(page, 'call-back form with errors');

    await field(section, 'Name').fill('Lee Park');
    await field(section, 'Email').fill('lee@');
    await field(section, 'Email').blur();
    await expectInvalid(section, 'Email', 'Enter valid email');
    await field(section, 'Phone').fill('8135550142');
    await section.getByRole('button', { name: 'Call Me Back' }).click();
    await expectFormMessage(section, 'All details are mandatory');
    expect(postedTo('common/callback')).toHaveLength(0);

    await field(section, 'Email').fill(email);
    await section.getByRole('button', { name: 'Call Me Back' }).click();
    await expectThanks(section);
    expect(postedTo('common/callback')).toHaveLength(1);
    const toLender = await waitForMail(outboxDir(), (m) => m.subject === 'Call-back request from Lee Park');
    expect(toLender.text).toContain('Phone: (813) 555-0142');
    const toSender = await waitForMail(outboxDir(), (m) => m.to.includes(email));
    expect(toSender.text).toContain(LENDER.supportPhone);
  });
});

describe('/quote', () => {
  it('shows the Request A Quote form with all eight questions', async () => {
    const { page } = tab;
    await page.goto('/quote');
    await expectH1(page, 'Request a Quote');
    await field(page, 'Credit history').waitFor();
    await page.getByRole('button', { name: 'Request A Quote' }).click();
    await expectFormMessage(page, 'You have some errors. Please fix.');
    await expectInvalid(page, 'First name', 'First name is required');
    await expectNoAxeViolations(page, '/quote with errors');
    expect(postedTo('common/quote')).toHaveLength(0);
  });
});

describe('footer subscribe box', () => {
  it('highlights a missing or bad e-mail without sending, then subscribes and confirms by mail', async () => {
    const { page } = tab;
    const email = uniqueEmail('subscribe');
    await page.goto('/firsthome');
    // The guide is loaded on demand: axe looks at the page once its heading is there, as a person would.
    await page.getByRole('heading', { level: 1 }).waitFor();
    const box = page.getByRole('region', { name: 'Subscribe to Updates' });
    await scrollUntilShown(page, box);
    const input = box.getByLabel('Email address');
    await expectNoAxeViolations(page, 'footer subscribe box');

    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expectInvalid(box, 'Email address', 'Enter valid email');
    await input.fill('someone@example');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expectInvalid(box, 'Email address', 'Enter valid email');
    await expectNoAxeViolations(page, 'footer subscribe box with an error');
    expect(postedTo('common/subcribeupdates')).toHaveLength(0);

    await input.fill(email);
    expect(await input.getAttribute('aria-invalid')).toBe('false');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expectThanks(box, 'Thank you for subscribing to our updates.');
    expect(postedTo('common/subcribeupdates')[0]?.postDataJSON()).toEqual({
      email,
      formId: 'subscribe',
      formVersion: 1,
    });
    const mail = await waitForMail(outboxDir(), (m) => m.to.includes(email));
    expect(mail.subject).toBe(`You are subscribed to ${LENDER.name} updates`);
    expect(tab.consoleErrors).toEqual([]);

    // The mail's unsubscribe link opens a page; one click there takes the address off the list.
    const link = /https?:\/\/\S+\/unsubscribe\?s=\d+&t=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
    await page.getByRole('heading', { name: 'Unsubscribe', level: 1 }).waitFor();
    await expectNoAxeViolations(page, 'unsubscribe page');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByText('You are unsubscribed. We will not send you these updates again.').waitFor();
    expect(tab.consoleErrors).toEqual([]);
  });
});

describe('/becomebranch', () => {
  it('refuses an empty or bad application without sending, then sends it and mails both sides', async () => {
    const { page } = tab;
    const email = uniqueEmail('branch');
    await page.goto('/becomebranch');
    await expectH1(page, 'Become a Branch');
    await field(page, 'State').waitFor();
    await expect.poll(() => field(page, 'State').locator('option').count()).toBeGreaterThan(50);
    expect(await field(page, 'Which best describes you\\?').locator('option').allTextContents()).toEqual([
      'Select',
      'Sales Professional',
      'Large Group Manager',
    ]);
    await expectNoAxeViolations(page, '/becomebranch');

    await page.getByRole('button', { name: 'Apply Now' }).click();
    await expectFormMessage(page, FORM_ERROR);
    await expectInvalid(page, 'Name', 'Name is required');
    await expectInvalid(page, 'NMLS ID', 'NMLS ID is required');
    await expectInvalid(page, 'State', 'State is required');
    await expectInvalid(page, 'Which best describes you\\?', 'Select what best describes you');
    await expectNoAxeViolations(page, '/becomebranch with errors');

    await field(page, 'Name').fill('Dana Whitfield');
    await field(page, 'Email').fill('dana.example.com');
    await field(page, 'Phone').fill('6155550142');
    await field(page, 'NMLS ID').fill('1234567');
    await field(page, 'State').selectOption({ label: 'Tennessee' });
    await field(page, 'Which best describes you\\?').selectOption({ label: 'Large Group Manager' });
    await field(page, 'Message').fill('A team of six in Nashville.');
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await expectInvalid(page, 'Email', 'Enter valid email');
    expect(postedTo('common/branch')).toHaveLength(0);

    await field(page, 'Email').fill(email);
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await expectThanks(page);
    expect(postedTo('common/branch')[0]?.postDataJSON()).toMatchObject({
      formId: 'branch',
      formVersion: 1,
      branchState: 'TN',
      branchBrief: 2,
    });
    const toLender = await waitForMail(outboxDir(), (m) => m.text.includes(email) && m.subject.startsWith('Branch'));
    expect(toLender.text).toContain('State: Tennessee (TN)');
    expect(toLender.text).toContain('Describes themselves as: Large Group Manager');
    await waitForMail(outboxDir(), (m) => m.to.includes(email));
    await expectNoAxeViolations(page, '/becomebranch after success');
    expect(tab.consoleErrors).toEqual([]);
  });
});

describe('Change Password popup', () => {
  it('refuses empty and mismatched passwords, then changes the password of a signed-up user', async () => {
    const { page } = tab;
    const email = uniqueEmail('changer');
    await signUp(page, email, 'Cam', 'first password here');
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('button', { name: /Account/ }).click();
    // The Account menu's entry (the profile page has a Change Password button of its own).
    await page.locator('header').getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await field(dialog, 'Current Password').waitFor();
    await expectNoAxeViolations(page, 'change password popup');

    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expectFormMessage(dialog, 'All fields are mandatory');
    await expectInvalid(dialog, 'Current Password', 'All fields are mandatory');
    expect(postedTo('profile/password')).toHaveLength(0);

    await field(dialog, 'Current Password').fill('first password here');
    await field(dialog, 'New Password').fill('second password here');
    await field(dialog, 'Confirm New Password').fill('a different password');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expectFormMessage(dialog, 'Password does not match');
    await expectInvalid(dialog, 'Confirm New Password', 'Password does not match');
    await expectNoAxeViolations(page, 'change password popup with errors');

    await field(dialog, 'Confirm New Password').fill('second password here');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expectThanks(dialog, 'Password changed successfully');
    await waitForMail(outboxDir(), (m) => m.to.includes(email) && m.subject.includes('password was changed'));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await signOut(page);
    await openSignIn(page, 'Sign In');
    await signInWithPassword(page, email, 'second password here');
    await page.waitForURL((url) => url.pathname === '/profile');
  });
  it('asks an account made with e-mailed codes to set a password: New and Confirm only, then signs in with it', async () => {
    const { page } = tab;
    const email = uniqueEmail('codeonly');
    await signUp(page, email, 'Cody');
    await page.waitForURL((url) => url.pathname === '/profile');
    // The profile page's own Change Password (the Account menu has one too).
    await page.getByRole('main').getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set a password' });
    await field(dialog, 'New Password').waitFor();
    // The definition's condition hides the current password for an account that never had one.
    expect(await dialog.getByLabel(/Current Password/).count()).toBe(0);
    await expectNoAxeViolations(page, 'set a password popup');
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page, 'set a password popup at 360 px');
    await page.setViewportSize({ width: 1280, height: 900 });

    await dialog.getByRole('button', { name: 'Set a password' }).click();
    await expectFormMessage(dialog, 'All fields are mandatory');
    await expectInvalid(dialog, 'New Password', 'All fields are mandatory');
    expect(postedTo('profile/password')).toHaveLength(0);

    await field(dialog, 'New Password').fill('my first password');
    await field(dialog, 'Confirm New Password').fill('my first password');
    await dialog.getByRole('button', { name: 'Set a password' }).click();
    await expectThanks(dialog, 'Password changed successfully');
    await page.getByRole('button', { name: 'Close' }).click();
    await signOut(page);
    await openSignIn(page, 'Sign In');
    await signInWithPassword(page, email, 'my first password');
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('main').getByRole('button', { name: 'Change Password' }).click();
    await field(page.getByRole('dialog', { name: 'Change Password' }), 'Current Password').waitFor();
  });
});
