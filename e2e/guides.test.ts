import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LENDER } from 'common';
import { BUY_LINKS, REFINANCE_LINKS } from 'ui/layout/navigation.ts';
import { ROUTES } from 'ui/routes/routeTable.ts';
import { ROUTE_DESCRIPTIONS } from 'ui/routes/routeDescriptions.ts';
import { signInDialog } from './support/accounts.ts';
import { expectNoAxeViolations, openPage, type TestPage } from './support/browser.ts';

const BUY_PATHS = BUY_LINKS.map((link) => link.to);
const GUIDE_PATHS = [...BUY_PATHS, ...REFINANCE_LINKS.map((link) => link.to)];

function routeOf(path: string) {
  const route = ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
}

/** The payment calculator panel of a buy guide. */
function calculator(page: Page) {
  return page.getByRole('region', { name: 'Payment calculator' });
}

/** Opens a guide and waits until its content (not the loading state) is on screen. */
async function openGuide(page: Page, path: string) {
  await page.goto(path);
  await page.locator('.guide__article h1').waitFor();
}

describe.each([1280, 360])('the twelve guides at %d px', (width) => {
  let t: TestPage;

  const scripts: string[] = [];

  beforeAll(async () => {
    t = await openPage({ width });
    t.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
  });

  afterAll(async () => {
    await t.close();
  });

  it.each(GUIDE_PATHS)('%s has its title, one h1, honest notes, no overflow and no axe violations', async (path) => {
    const { page } = t;
    const route = routeOf(path);
    t.consoleErrors.length = 0;
    // A fresh document per guide, so the scripts below are the ones this guide needs.
    await page.goto('about:blank');
    scripts.length = 0;
    await openGuide(page, path);
    const main = page.locator('main');
    expect(await main.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual([route.title]);
    await expect.poll(() => page.title()).toBe(`${route.title} | Harbor Oak Mortgage`);
    await expect
      .poll(() => page.locator('meta[name="description"]').getAttribute('content'))
      .toBe(ROUTE_DESCRIPTIONS[path]);

    const text = await main.innerText();
    expect(text).toContain('Rates shown are examples, not offers.');
    expect(text).toContain('Examples are illustrations, not a commitment to lend.');
    expect(text.toLowerCase()).not.toMatch(/coming soon|lorem/);
    expect(await main.getByRole('link', { name: 'Get Pre-Approved' }).getAttribute('href')).toBe('/preapprove');
    expect(await main.getByRole('link', { name: 'Find a Loan Officer' }).getAttribute('href')).toBe('/findlo');
    const call = main.getByRole('link', { name: `Talk to a loan officer: ${LENDER.supportPhone}` });
    expect(await call.getAttribute('href')).toBe(LENDER.supportPhoneHref);

    const related = main.getByRole('navigation', { name: /^More on / });
    const relatedHrefs = await related
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(relatedHrefs).not.toContain(path);
    const siblings = BUY_PATHS.includes(path) ? BUY_PATHS : REFINANCE_LINKS.map((link) => link.to);
    expect(relatedHrefs).toEqual(expect.arrayContaining(siblings.filter((p) => p !== path)));

    expect(await calculator(page).count()).toBe(BUY_PATHS.includes(path) ? 1 : 0);
    if (path === '/lowerpayment') {
      await page
        .getByRole('complementary', { name: 'Leave your phone number' })
        .getByLabel(/^Phone/)
        .waitFor();
    }

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    const tables = page.locator('.guide-table');
    expect(await tables.count(), `${path} has a worked-example table`).toBeGreaterThan(0);
    const tableOverflow = await tables.evaluateAll((wrappers) => wrappers.map((w) => w.scrollWidth - w.clientWidth));
    expect(
      tableOverflow.every((extra) => extra <= 0),
      `${path} tables fit at ${width} px`,
    ).toBe(true);

    // The form engine loads only with the call-back form of /lowerpayment.
    const engineLoaded = scripts.some((script) => /\/DefinitionForm-[^/]*\.js$/.test(script));
    expect(engineLoaded, `${path} loads the form engine`).toBe(path === '/lowerpayment');
    await expectNoAxeViolations(page, `${path} at ${width} px`);
    expect(t.consoleErrors).toEqual([]);
  });
});

describe("a guide's title and description", () => {
  let t: TestPage;

  beforeAll(async () => {
    t = await openPage({ width: 1280 });
  });

  afterAll(async () => {
    await t.close();
  });

  it('come with the page from the server, and change with the page when a link is followed', async () => {
    const { page } = t;
    // The HTML as a crawler or a link preview reads it, before any script runs.
    const served = await (await page.request.get('/firsthome', { headers: { accept: 'text/html' } })).text();
    expect(served).toContain('<title>Buying Your First Home | Harbor Oak Mortgage</title>');
    expect(served).toContain(`content="${ROUTE_DESCRIPTIONS['/firsthome']}"`);

    await openGuide(page, '/firsthome');
    const description = page.locator('meta[name="description"]');
    expect(await description.getAttribute('content')).toBe(ROUTE_DESCRIPTIONS['/firsthome']);
    const next = routeOf('/nexthome');
    await page
      .getByRole('navigation', { name: /^More on / })
      .locator('a[href="/nexthome"]')
      .click();
    await page.getByRole('heading', { level: 1, name: next.title }).waitFor();
    await expect.poll(() => page.title()).toBe(`${next.title} | Harbor Oak Mortgage`);
    await expect.poll(() => description.getAttribute('content')).toBe(ROUTE_DESCRIPTIONS['/nexthome']);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Buying Your First Home' }).waitFor();
    await expect.poll(() => description.getAttribute('content')).toBe(ROUTE_DESCRIPTIONS['/firsthome']);
    expect(t.consoleErrors).toEqual([]);
  });
});

describe('the payment calculator panel', () => {
  let t: TestPage;

  beforeAll(async () => {
    t = await openPage({ width: 1280 });
  });

  afterAll(async () => {
    await t.close();
  });

  it('computes $200,000 at 6% for 30 years and prompts while a field is zero', async () => {
    const { page } = t;
    await openGuide(page, '/firsthome');
    const panel = calculator(page);
    const result = panel.locator('.simple-calc__result');
    await panel.getByLabel('Loan amount').fill('200000');
    await panel.getByLabel('Interest rate').fill('6');
    await panel.getByLabel('Loan term').fill('30');
    await expect.poll(() => result.innerText()).toContain('$1,199.10');

    await panel.getByLabel('Loan term').fill('0');
    await expect.poll(() => result.innerText()).not.toContain('$');
    expect(await result.innerText()).toMatch(/enter an amount, a rate and a term/i);

    await panel.getByLabel('Loan term').fill('30');
    await panel.getByLabel('Interest rate').fill('0');
    await expect.poll(() => result.innerText()).not.toContain('$');
    expect(await panel.getByLabel('Interest rate').getAttribute('maxlength')).toBe('5');
  });

  it('Apply For Loan reloads the guide with q=/stage1 and opens the sign-in popup', async () => {
    const { page } = t;
    await openGuide(page, '/residential');
    await calculator(page).getByRole('button', { name: 'Apply For Loan' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('/stage1');
    expect(new URL(page.url()).pathname).toBe('/residential');
    await signInDialog(page).waitFor();
  });
});
