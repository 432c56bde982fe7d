import type { Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LENDER } from 'common';
import { ROUTE_REDIRECTS, ROUTES } from 'ui/routes/routeTable.ts';
import { expectH1, expectNoAxeViolations, openPage, type TestPage } from './support/browser.ts';

/** A concrete address for a route pattern (':id' becomes 7). */
const concrete = (path: string) => path.replace(/:id\b/g, '7');

describe('app shell', () => {
  let t: TestPage;

  beforeAll(async () => {
    t = await openPage();
  });

  afterAll(async () => {
    await t.close();
  });

  it('shows the home page with its title and the licence number in the footer', async () => {
    await t.page.goto('/');
    await expect.poll(() => t.page.title()).toBe('Home Loans Made Simple | Harbor Oak Mortgage');
    await expectH1(t.page, 'Home loans made simple');
    expect(await t.page.locator('footer').innerText()).toContain(`NMLS #${LENDER.nmlsId}`);
    expect(await t.page.locator('header').innerText()).toContain(`NMLS #${LENDER.nmlsId}`);
    const years = new Date().getFullYear() - 2013;
    expect(await t.page.locator('main').innerText()).toContain(`${years} years`);
    expect((await t.page.locator('body').innerText()).toLowerCase()).not.toContain('coming soon');
    await expectNoAxeViolations(t.page, 'home');
  });

  it('arrives compressed: every script and style of the home page, and its page, in Brotli', async () => {
    const encodings: string[] = [];
    const collect = (response: Response) => {
      const type = response.request().resourceType();
      if (['document', 'script', 'stylesheet'].includes(type) && response.status() === 200) {
        encodings.push(
          `${type} ${new URL(response.url()).pathname} ${response.headers()['content-encoding'] ?? 'none'}`,
        );
      }
    };
    t.page.on('response', collect);
    await t.page.goto('/', { waitUntil: 'networkidle' });
    t.page.off('response', collect);
    expect(encodings.length).toBeGreaterThan(2);
    // Chromium asks for br; only a file too small to gain more than its Content-Encoding header goes as it is
    // (scripts/precompress.ts), and none of the home page's is that small.
    const sizes = await t.page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ name: entry.name, encoded: entry.encodedBodySize, decoded: entry.decodedBodySize })),
    );
    expect(sizes.length).toBeGreaterThan(2);
    for (const size of sizes) {
      expect(size.encoded, size.name).toBeLessThan(size.decoded * (size.decoded >= 1024 ? 0.6 : 0.9));
    }
    for (const line of encodings) {
      expect(line).toMatch(/ br$/);
    }
  });

  it("hints all of the next page's scripts at once on a navigation, from the list fetched after the first page", async () => {
    const listAsked: string[] = [];
    const scripts: string[] = [];
    const onRequest = (request: { url(): string; resourceType(): string }) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/page-preloads.json') listAsked.push(pathname);
      if (request.resourceType() === 'script') scripts.push(pathname);
    };
    t.page.on('request', onRequest);
    await t.page.goto('/', { waitUntil: 'networkidle' });
    await expectH1(t.page, 'Home loans made simple');
    // The list is fetched once the home page is drawn, and once only.
    await expect.poll(() => listAsked.length).toBe(1);
    const list = (await (await t.page.request.get('/page-preloads.json')).json()) as {
      files: string[];
      pages: Record<string, number[]>;
    };
    const contactFiles = (list.pages['contact/ContactPage'] ?? []).map((index) => list.files[index]!);
    expect(contactFiles.some((file) => /\/ContactPage-[\w-]+\.js$/.test(file))).toBe(true);
    expect(contactFiles.length).toBeGreaterThan(3);
    const unseen = contactFiles.filter((file) => !scripts.includes(file));
    expect(unseen.length).toBeGreaterThan(0);

    await t.page.locator('footer').getByRole('link', { name: 'Contact Us' }).click();
    await expect.poll(() => t.page.title()).toBe('Contact Us | Harbor Oak Mortgage');
    await t.page.getByLabel(/^Message/).waitFor();
    t.page.off('request', onRequest);
    // Each of the contact page's scripts the home page had not loaded was hinted, and fetched.
    const hinted = await t.page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
    );
    for (const file of unseen) {
      expect(hinted, file).toContain(file);
      expect(scripts, file).toContain(file);
    }
    expect(listAsked).toHaveLength(1);
  });

  it('draws the first page whole: a form page opened afresh never shows its loading states', async () => {
    const fresh = await openPage();
    try {
      // Every loading line the page shows as it loads (the page's, the form's, the wizard's), recorded as it appears.
      await fresh.context.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { loadingSeen: string[] }).loadingSeen = seen;
        new MutationObserver(() => {
          for (const status of document.querySelectorAll('[role="status"]')) {
            const text = status.textContent ?? '';
            if (/^Loading/.test(text) && !seen.includes(text)) seen.push(text);
          }
        }).observe(document, { childList: true, subtree: true, characterData: true });
        // A visitor who answered the zip question (the wizard's progress on this device).
        localStorage.setItem(
          'stages',
          JSON.stringify({ stage: 1, stage2: { propertyAddressZip: '33607', propertyAddressCity: 'Tampa' } }),
        );
      });
      const loadingSeen = () => fresh.page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen);
      await fresh.page.goto('/contact');
      await fresh.page.getByLabel(/^Message/).waitFor();
      expect(await loadingSeen()).toEqual([]);
      await fresh.page.goto('/preapprove');
      await fresh.page.getByRole('heading', { level: 2, name: 'Home Purchase' }).waitFor();
      expect(await loadingSeen()).toEqual([]);
      // A page reached by a link is loaded as it is drawn, as before.
      await fresh.page.locator('footer').getByRole('link', { name: 'Contact Us' }).click();
      await fresh.page.getByLabel(/^Message/).waitFor();
      expect(fresh.consoleErrors).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('renders a heading on every registered route, and sends visitors on session routes to the sign-in popup', async () => {
    t.consoleErrors.length = 0;
    for (const route of ROUTES) {
      const path = concrete(route.path);
      await t.page.goto(path);
      await t.page.getByRole('heading', { level: 1 }).first().waitFor();
      const url = new URL(t.page.url());
      if (route.access === 'public') {
        expect(url.pathname, path).toBe(path);
        await expect.poll(() => t.page.title(), { message: path }).toBe(`${route.title} | Harbor Oak Mortgage`);
      } else {
        expect(url.pathname, path).toBe('/');
        expect(url.searchParams.get('q'), path).toBe(path);
        await t.page.getByRole('dialog').waitFor();
      }
    }
    for (const [from, to] of Object.entries(ROUTE_REDIRECTS)) {
      await t.page.goto(from);
      await t.page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(new URL(t.page.url()).pathname).toBe(to);
    }
    expect(t.consoleErrors).toEqual([]);
  });

  it('shows Page not found for an unknown address, which the server answers with 404', async () => {
    const response = await t.page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expectH1(t.page, 'Page not found');
    expect(await t.page.title()).toBe('Page not found | Harbor Oak Mortgage');
  });

  it('opens the sign-in popup from q and passes axe with it open', async () => {
    await t.page.goto('/?q=/dashboard');
    const dialog = t.page.getByRole('dialog', { name: 'Welcome to Harbor Oak Mortgage' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await expectNoAxeViolations(t.page, 'sign-in popup');
    await t.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(t.page.url()).searchParams.has('q')).toBe(false);
  });

  it('ignores a q that points to another site', async () => {
    await t.page.goto('/?q=//evil.example/x');
    await t.page.getByRole('dialog').waitFor();
    expect(new URL(t.page.url()).host).toBe(new URL(t.baseUrl).host);
  });

  it('opens and closes the navigation menus with the keyboard', async () => {
    await t.page.goto('/');
    const button = t.page.getByRole('button', { name: 'Loan Options' });
    await button.focus();
    await t.page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const fha = t.page.getByRole('link', { name: 'FHA Loans' }).first();
    expect(await fha.isVisible()).toBe(true);
    await t.page.keyboard.press('Tab');
    await t.page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await button.click();
    await t.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'FHA Loans' }).click();
    await t.page.waitForURL((url) => url.pathname === '/fha');
    await expectH1(t.page, 'FHA Loans');
  });

  it('has a skip link to the main content', async () => {
    await t.page.goto('/');
    // Tab only once the app has rendered: before that there is nothing to focus.
    await t.page.getByRole('heading', { level: 1 }).waitFor();
    await t.page.keyboard.press('Tab');
    const focused = t.page.locator(':focus');
    expect(await focused.innerText()).toBe('Skip to main content');
    expect(await focused.getAttribute('href')).toBe('#main');
  });
});

describe('app shell on a phone', () => {
  it('opens the hamburger menu at 360px and passes axe', async () => {
    const t = await openPage({ width: 360, height: 780 });
    try {
      await t.page.goto('/');
      // The page renders after its script loads: wait for it before judging what is visible.
      await expectH1(t.page, 'Home loans made simple');
      const toggle = t.page.getByRole('button', { name: 'Menu' });
      expect(await t.page.getByRole('button', { name: 'Buy a Home' }).isVisible()).toBe(false);
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await t.page.getByRole('button', { name: 'Buy a Home' }).click();
      await expect.poll(() => t.page.getByRole('link', { name: 'First Home' }).first().isVisible()).toBe(true);
      expect(await t.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(t.page, 'mobile menu open');
    } finally {
      await t.close();
    }
  });
});
