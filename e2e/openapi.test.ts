import { afterEach, describe, expect, it } from 'vitest';
import { ROUTES } from 'ui/routes/routeTable.ts';
import { expectH1, expectNoAxeViolations, openPage, type TestPage } from './support/browser.ts';

const PATH = '/developers/api';
const TITLE = ROUTES.find((route) => route.path === PATH)?.title ?? '';

/** The parts of the contract the test reads. */
interface Contract {
  openapi: string;
  tags: { name: string }[];
  paths: Record<string, Record<string, { summary: string; tags: string[] }>>;
}

let tab: TestPage;

afterEach(async () => {
  await tab?.close();
});

describe.each([1280, 360])('the integrators page at %i px', (width) => {
  it('lists every operation of the contract by resource, links the contract, passes axe and fits the screen', async () => {
    tab = await openPage({ width });
    const { page } = tab;
    // An integrator finds it from any page, by the footer's link.
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'API for Integrators' }).click();
    await page.waitForURL((url) => url.pathname === PATH);
    await expectH1(page, TITLE, PATH);
    expect(await page.title()).toBe(`${TITLE} | Harbor Oak Mortgage`);

    const link = page.getByRole('link', { name: 'the OpenAPI contract (JSON)' });
    const href = await link.getAttribute('href');
    expect(href).toBe('/api/openapi.json');
    const contract = (await (await page.request.get(href ?? '')).json()) as Contract;
    expect(contract.openapi).toBe('3.1.0');
    const operations = Object.values(contract.paths).flatMap((item) => Object.values(item));

    // One table per resource, one row per operation: every operation of the contract is on the page.
    await expect.poll(() => page.getByRole('table').count()).toBe(contract.tags.length);
    expect(await page.locator('tbody tr').count()).toBe(operations.length);
    const accounts = page.getByRole('region', { name: 'Accounts' });
    const signIn = accounts.getByRole('row').filter({ hasText: 'POST /api/authenticate' });
    await expect.poll(() => signIn.innerText()).toContain(contract.paths['/api/authenticate']?.post?.summary ?? '-');
    expect(await signIn.innerText()).toContain('Anyone');
    const staff = page.getByRole('row').filter({ hasText: 'GET /api/staff/members' });
    expect(await staff.innerText()).toContain('Admins');

    await expectNoAxeViolations(page, `${PATH} at ${width}px`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${PATH} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
    expect(tab.consoleErrors).toEqual([]);
  });
});
