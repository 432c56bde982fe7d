import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LENDER } from 'common';
import { LOAN_FACTS } from 'ui/content/lendingFacts.ts';
import { ROUTES } from 'ui/routes/routeTable.ts';
import { signUp, SIGN_IN_DIALOG, uniqueEmail } from './support/accounts.ts';
import { expectH1, expectNoAxeViolations, openPage, type TestPage } from './support/browser.ts';

/** The public content pages of this issue, by their page modules. */
const CONTENT_PAGES = /^(loans|process|faq|blog)\/|^company\/(About|Careers|Reviews)Page$/;
const contentRoutes = ROUTES.filter((route) => route.page && CONTENT_PAGES.test(route.page));

const RESUME_QUESTION = 'Do you want to continue with your Pre-approval?';
const ZIP_TITLE = 'Where are you looking?';

const pathOf = (page: Page) => new URL(page.url()).pathname;
const storedWizard = (page: Page) =>
  page.evaluate(() =>
    ['preapprove', 'stages'].flatMap((key) => [localStorage.getItem(key), sessionStorage.getItem(key)]),
  );

describe('public content pages', () => {
  it('lists all eighteen routes of this issue with a page module', () => {
    expect(contentRoutes.map((route) => route.path).sort()).toEqual(
      [
        '/thirty',
        '/fha',
        '/va',
        '/reverse',
        '/usda',
        '/conventional',
        '/jumbo',
        '/renovation',
        '/nonqm',
        '/loanprocess',
        '/faq',
        '/about',
        '/career',
        '/blogs',
        '/reviews',
        '/blog1',
        '/blog2',
        '/blog3',
      ].sort(),
    );
  });

  for (const width of [1280, 360]) {
    it(`shows every page with its heading and title, without errors, overflow or axe violations at ${width}px`, async () => {
      const t = await openPage({ width });
      try {
        for (const route of contentRoutes) {
          await t.page.goto(route.path);
          await expectH1(t.page, route.title);
          await expect.poll(() => t.page.title(), { message: route.path }).toBe(`${route.title} | Harbor Oak Mortgage`);
          const overflow = await t.page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `horizontal scroll on ${route.path} at ${width}px`).toBeLessThanOrEqual(0);
          await expectNoAxeViolations(t.page, `${route.path} at ${width}px`);
        }
        const shots: [string, string][] = [
          ['/fha', 'FHA Loans'],
          ['/loanprocess', 'Mortgage Process'],
        ];
        for (const [path, title] of shots) {
          await t.page.goto(path);
          await expectH1(t.page, title);
          // The narrow page is very tall: its first screens are what a reviewer needs to see.
          const clip = width === 360 ? { x: 0, y: 0, width, height: 1800 } : undefined;
          await t.page.screenshot({
            path: `/tmp/site-content${path.replace('/', '-')}-${width}.png`,
            fullPage: true,
            clip,
          });
        }
        expect(t.consoleErrors).toEqual([]);
      } finally {
        await t.close();
      }
    });
  }
});

describe('content page behaviour', () => {
  let t: TestPage;

  beforeEach(async () => {
    t = await openPage();
  });

  afterEach(async () => {
    expect(t.consoleErrors).toEqual([]);
    await t.close();
  });

  it('marks the current loan type in the side panel and states the FHA facts', async () => {
    await t.page.goto('/fha');
    // Exactly this name: the footer's "Loan Options links" has the same nine links.
    const nav = t.page.getByRole('navigation', { name: 'Loan options', exact: true });
    await nav.waitFor();
    expect(await nav.getByRole('link').count()).toBe(9);
    expect(await nav.locator('[aria-current="page"]').textContent()).toBe('FHA Loans');
    const main = await t.page.locator('main').innerText();
    expect(main).toContain(`${LOAN_FACTS.fhaMinDownPaymentPercent}%`);
    expect(main).toContain(`${LOAN_FACTS.fhaUpfrontMipPercent}%`);
    expect(main).toContain(`${LOAN_FACTS.fhaAnnualMipPercent}%`);
  });

  it('Apply Now on /fha reloads the page with q=/stage1 and opens the sign-in popup', async () => {
    await t.page.goto('/fha');
    await t.page.getByRole('button', { name: 'Apply Now' }).click();
    await t.page.getByRole('dialog', { name: SIGN_IN_DIALOG }).waitFor();
    const url = new URL(t.page.url());
    expect(url.pathname).toBe('/fha');
    expect(url.searchParams.get('q')).toBe('/stage1');
  });

  it('the FAQ opens one answer at a time and closes it on a second click', async () => {
    await t.page.goto('/faq');
    const buttons = t.page.locator('.faq-item__button');
    await buttons.first().waitFor();
    expect(await buttons.count()).toBe(9);
    const first = buttons.nth(0);
    const third = buttons.nth(2);
    const answerOf = async (button: typeof first) =>
      t.page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);

    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    expect(await (await answerOf(first)).isVisible()).toBe(true);

    await third.click();
    expect(await third.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await (await answerOf(first)).isVisible()).toBe(false);
    expect(await (await answerOf(third)).isVisible()).toBe(true);
    expect(await t.page.locator('.faq-item__button[aria-expanded="true"]').count()).toBe(1);

    await third.click();
    expect(await third.getAttribute('aria-expanded')).toBe('false');
    expect(await (await answerOf(third)).isVisible()).toBe(false);

    const panel = t.page.getByRole('complementary', { name: 'Talk to us' });
    expect(await panel.textContent()).toContain(LENDER.supportPhone);
    await t.page.getByRole('link', { name: 'Send us a message' }).click();
    await t.page.waitForURL((url) => url.pathname === '/contact');
  });

  it('Get Pre-Qualified opens the zip popup, which checks the zip and starts the wizard', async () => {
    await t.page.goto('/loanprocess');
    await t.page.getByRole('button', { name: 'Get Pre-Qualified' }).click();
    const dialog = t.page.getByRole('dialog', { name: ZIP_TITLE });
    await dialog.waitFor();
    const field = dialog.getByLabel('City or zip code');
    await expectNoAxeViolations(t.page, 'zip popup');

    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Enter City/Zip code');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(t.page, 'zip popup with an error');

    // The look-up answers an unknown zip with an honest 404, which Chromium logs as a console error.
    const failedLoads: string[] = [];
    t.page.on('console', (message) => {
      if (message.text().startsWith('Failed to load resource')) failedLoads.push(message.location().url);
    });
    await field.fill('00000');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Enter Valid ZipCode');
    expect(failedLoads.map((url) => new URL(url).pathname)).toEqual(['/api/lookups/zip/00000']);
    const notFound = t.consoleErrors.indexOf(
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
    );
    expect(notFound).toBeGreaterThanOrEqual(0);
    t.consoleErrors.splice(notFound, 1);

    await field.fill('33607');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await t.page.waitForURL((url) => url.pathname === '/preapprove');
    const stages = await t.page.evaluate(() => JSON.parse(localStorage.getItem('stages') ?? 'null') as unknown);
    expect(stages).toEqual({
      stage: 1,
      stage2: {
        propertyAddressZip: '33607',
        propertyAddressCity: 'Tampa',
        propertyAddressState: 'FL',
        propertyAddressCountry: 'US',
      },
    });
  });

  it('with saved progress, Get Started asks to continue; confirm goes to /preapprove', async () => {
    await t.page.goto('/loanprocess');
    await t.page.evaluate(() => localStorage.setItem('preapprove', '1'));
    await t.page.getByRole('button', { name: 'Get Started' }).click();
    const question = t.page.getByRole('dialog', { name: RESUME_QUESTION });
    await question.waitFor();
    expect(await question.textContent()).toContain("You'll be able to pick from where you left");
    await expectNoAxeViolations(t.page, 'continue pre-approval question');
    await question.getByRole('button', { name: 'Confirm' }).click();
    await t.page.waitForURL((url) => url.pathname === '/preapprove');
    expect(await t.page.evaluate(() => localStorage.getItem('preapprove'))).toBe('1');
  });

  it('with saved progress, cancel clears it and opens the zip popup; Escape only closes the question', async () => {
    await t.page.goto('/loanprocess');
    await t.page.evaluate(() => {
      localStorage.setItem('stages', JSON.stringify({ stage: 3 }));
      localStorage.setItem('preapprove', '1');
    });
    const question = t.page.getByRole('dialog', { name: RESUME_QUESTION });

    await t.page.getByRole('button', { name: 'Get Started' }).click();
    await question.waitFor();
    await t.page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    expect((await storedWizard(t.page)).filter(Boolean)).toHaveLength(2);

    await t.page.getByRole('button', { name: 'Get Pre-Qualified' }).click();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await t.page.getByRole('dialog', { name: ZIP_TITLE }).waitFor();
    expect(await storedWizard(t.page)).toEqual([null, null, null, null]);
    await expectNoAxeViolations(t.page, 'zip popup after cancel');
  });

  it('Fill Online sends a visitor to sign in with q=/stage1', async () => {
    await t.page.goto('/loanprocess');
    await t.page.getByRole('button', { name: 'Fill Online' }).click();
    await t.page.getByRole('dialog', { name: SIGN_IN_DIALOG }).waitFor();
    expect(new URL(t.page.url()).searchParams.get('q')).toBe('/stage1');
  });

  it('Fill Online asks a signed-in user for e-sign consent, then opens /stage1', async () => {
    await t.page.goto('/');
    await signUp(t.page, uniqueEmail('esign'), 'Eva', 'correct horse battery');
    await t.page.waitForURL((url) => url.pathname === '/profile');
    await t.page.goto('/loanprocess');
    await t.page.getByRole('button', { name: 'Fill Online' }).click();
    const consent = t.page.getByRole('dialog', { name: 'Sign your application electronically' });
    await consent.waitFor();
    expect(await consent.getByRole('link', { name: 'Consent to Electronic Documents' }).getAttribute('href')).toBe(
      '/consent',
    );
    await expectNoAxeViolations(t.page, 'e-sign consent');
    await consent.getByRole('button', { name: 'Cancel' }).click();
    await consent.waitFor({ state: 'detached' });
    expect(pathOf(t.page)).toBe('/loanprocess');

    await t.page.getByRole('button', { name: 'Fill Online' }).click();
    await consent.getByRole('button', { name: 'I Agree' }).click();
    await t.page.waitForURL((url) => url.pathname === '/stage1');
  });

  it('shows five five-star reviews and the careers mailbox', async () => {
    await t.page.goto('/reviews');
    await expectH1(t.page, 'Reviews & Feedback');
    expect(await t.page.getByRole('img', { name: 'Rated 5 out of 5' }).count()).toBe(5);
    await t.page.goto('/career');
    await expectH1(t.page, 'Careers');
    const domain = LENDER.infoEmail.split('@')[1];
    expect(await t.page.locator('main').innerText()).toContain(`careers@${domain}`);
    expect(await t.page.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      expect.arrayContaining(['Full-Stack Developer', '.NET Developer']),
    );
  });

  it('each blog post has a breadcrumb back to /blogs', async () => {
    for (const path of ['/blog1', '/blog2', '/blog3']) {
      await t.page.goto(path);
      const crumbs = t.page.getByRole('navigation', { name: 'Breadcrumb' });
      await crumbs.getByRole('link', { name: 'Blogs' }).click();
      await t.page.waitForURL((url) => url.pathname === '/blogs');
      await expectH1(t.page, 'Blogs');
    }
    expect(await t.page.getByRole('main').getByRole('listitem').count()).toBe(3);
  });
});
