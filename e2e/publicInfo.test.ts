import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOAN_OFFICER_SEED } from 'server/seeds/loanOfficerSeed.ts';
import { STARTING_RATES } from 'server/seeds/seedRates.ts';
import { ROUTES } from 'ui/routes/routeTable.ts';
import { expectH1, expectNoAxeViolations, openPage, type TestPage } from './support/browser.ts';

const PAGES = ['/mortgagerates', '/findlo', '/branch', '/disclosure', '/terms', '/privacy', '/consent', '/stats'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const CONTINUE = 'Do you want to continue with your Pre-approval?';

function titleOf(path: string): string {
  const route = ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No route ${path}`);
  return route.title;
}

/** Waits until the page's data-driven content is on screen. */
async function waitForContent(tab: TestPage, path: string): Promise<void> {
  if (path === '/mortgagerates') await expect.poll(() => tab.page.locator('.rate-row').count()).toBe(8);
  if (path === '/findlo') await tab.page.getByRole('heading', { name: /^Showing Loan Officers for/ }).waitFor();
}

let tab: TestPage;

afterEach(async () => {
  await tab?.close();
});

describe.each([1280, 360])('public information pages at %i px', (width) => {
  beforeEach(async () => {
    tab = await openPage({ width });
  });

  it('show their heading and title, pass axe, log no errors and fit the screen', async () => {
    const { page } = tab;
    for (const path of PAGES) {
      const title = titleOf(path);
      await page.goto(path);
      await expectH1(page, title, path);
      await expect.poll(() => page.title(), { message: path }).toBe(`${title} | Harbor Oak Mortgage`);
      await waitForContent(tab, path);
      expect(await page.locator('main').innerText(), path).not.toContain('not available yet');
      await expectNoAxeViolations(page, `${path} at ${width}px`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
    }
    expect(tab.consoleErrors).toEqual([]);
  });
});

describe('/mortgagerates', () => {
  beforeEach(async () => {
    tab = await openPage();
  });

  it("shows today's date and the eight rates with 3 decimals and a percent sign", async () => {
    const { page } = tab;
    await page.goto('/mortgagerates');
    await waitForContent(tab, '/mortgagerates');
    const now = new Date();
    const today = `${now.getFullYear()}-${MONTHS[now.getMonth()]}-${String(now.getDate()).padStart(2, '0')}`;
    expect(await page.locator('.rates-page__date').innerText()).toContain(today);
    for (const [index, type] of ['Purchase', 'Refinance'].entries()) {
      const table = page.getByRole('region', { name: type });
      const rows = table.locator('.rate-row');
      expect(await rows.count()).toBe(4);
      expect(await table.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
        '30-Yr Fixed',
        '30-Yr Fixed FHA',
        '20-Yr Fixed',
        '15-Yr Fixed',
      ]);
      const figures = await table.locator('dd').allInnerTexts();
      for (const figure of figures) expect(figure).toMatch(/^\d+\.\d{3}%$/);
      const seeded = STARTING_RATES.slice(index * 4, index * 4 + 4).flatMap((rate) => [
        `${rate.rate.toFixed(3)}%`,
        `${rate.apr.toFixed(3)}%`,
      ]);
      expect(figures).toEqual(seeded);
    }
  });

  it('opens and closes an info popup', async () => {
    const { page } = tab;
    await page.goto('/mortgagerates');
    await waitForContent(tab, '/mortgagerates');
    await page
      .getByRole('region', { name: 'Purchase' })
      .getByRole('button', { name: 'About the 30-Year Fixed FHA loan' })
      .click();
    const dialog = page.getByRole('dialog', { name: '30-Year Fixed FHA' });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: 'Read more about FHA loans' }).getAttribute('href')).toBe('/fha');
    await expectNoAxeViolations(page, 'rates info popup');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('asks to continue the pre-approval; Cancel forgets saved progress and opens the zip question', async () => {
    const { page } = tab;
    await page.goto('/mortgagerates');
    await waitForContent(tab, '/mortgagerates');
    await page.evaluate(() => {
      localStorage.setItem('stages', '{"stage":3}');
      localStorage.setItem('preapprove', '1');
    });
    await page
      .getByRole('button', { name: /^Get Started/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: CONTINUE });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain("You'll be able to pick from where you left");
    await expectNoAxeViolations(page, 'continue pre-approval dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/mortgagerates');

    await page
      .getByRole('button', { name: /^Get Started/ })
      .nth(5)
      .click();
    await page.getByRole('dialog', { name: CONTINUE }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Where are you looking?' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/mortgagerates');
    expect(await page.evaluate(() => [localStorage.getItem('stages'), localStorage.getItem('preapprove')])).toEqual([
      null,
      null,
    ]);
  });

  it('Confirm keeps saved progress and goes to the wizard', async () => {
    const { page } = tab;
    await page.goto('/mortgagerates');
    await waitForContent(tab, '/mortgagerates');
    await page.evaluate(() => localStorage.setItem('stages', '{"stage":3}'));
    await page
      .getByRole('button', { name: /^Get Started/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: CONTINUE }).getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((url) => url.pathname === '/preapprove');
    expect(await page.evaluate(() => localStorage.getItem('stages'))).toBe('{"stage":3}');
  });
});

describe('/findlo', () => {
  beforeEach(async () => {
    tab = await openPage();
  });

  it('shows every officer, then only those licensed in the state searched', async () => {
    const { page } = tab;
    await page.goto('/findlo');
    await page.getByRole('heading', { name: 'Showing Loan Officers for All States' }).waitFor();
    const cards = page.locator('.officer-card');
    expect(await cards.count()).toBe(LOAN_OFFICER_SEED.length);

    const texans = LOAN_OFFICER_SEED.filter(({ licenses }) => licenses.some((license) => license.state === 'TX'));
    await page.getByLabel('State', { exact: true }).selectOption({ label: 'Texas' });
    // The filter applies on Search, not on choosing.
    expect(await cards.count()).toBe(LOAN_OFFICER_SEED.length);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('heading', { name: 'Showing Loan Officers for Texas' }).waitFor();
    await expect.poll(() => cards.count()).toBe(texans.length);
    const names = await cards.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(names.sort()).toEqual(texans.map(({ officer }) => officer.fullname).sort());
    for (const card of await cards.all()) {
      expect(await card.innerText()).toContain('Texas');
      expect(await card.getByRole('link', { name: /@harboroakmortgage\.com$/ }).getAttribute('href')).toMatch(
        /^mailto:/,
      );
      expect(await card.getByRole('link', { name: /555-01/ }).getAttribute('href')).toMatch(/^tel:\+1\d{10}$/);
    }
    const options = await page.getByLabel('State', { exact: true }).locator('option').allInnerTexts();
    expect(options[0]).toBe('All States');
    expect(options).toContain('Texas');
    expect(options).not.toContain('Wyoming');
  });
});

describe('/branch and /disclosure', () => {
  beforeEach(async () => {
    tab = await openPage();
  });

  it('lists the corporate office and nine branches with directions opening in a new tab', async () => {
    const { page } = tab;
    await page.goto('/branch');
    await expectH1(page, 'Branch Locations');
    expect(await page.locator('.branch-card').count()).toBe(10);
    const directions = page.getByRole('link', { name: /^Get directions/ });
    expect(await directions.count()).toBe(10);
    for (const link of await directions.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await link.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=\d/);
      expect(await link.innerText()).toContain('(opens in a new tab)');
    }
  });

  it('gives the licences, the Texas notice and external links that open in a new tab', async () => {
    const { page } = tab;
    await page.goto('/disclosure');
    await expectH1(page, 'Disclosures and Licenses');
    const text = await page.locator('main').innerText();
    for (const fact of ['2601 North Lamar, Suite 201', 'Austin, Texas 78705', '1-877-276-5550', 'recovery fund']) {
      expect(text).toContain(fact);
    }
    expect(await page.locator('table tbody tr').count()).toBe(9);
    const external = page.locator('main a[href^="http"]');
    expect(await external.count()).toBeGreaterThan(9);
    for (const link of await external.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(await page.locator('a[href="https://www.nmlsconsumeraccess.org/"]').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href="https://www.sml.texas.gov/"]').count()).toBeGreaterThan(0);
  });
});
