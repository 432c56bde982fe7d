import { describe, expect, it } from 'vitest';
import { ACCOUNT_PAGES, loadAccountPage } from './accountPages.ts';
import { loadPublicPage, PUBLIC_PAGES } from './publicPages.ts';
import { pageAreaOf, ROUTES } from './routeTable.ts';

describe('page modules', () => {
  it.each(ROUTES.map((route) => [route.path, route] as const))(
    '%s names a page in the part its access loads',
    (_path, route) => {
      if (pageAreaOf(route) === 'account') {
        expect(ACCOUNT_PAGES.has(route.page), `${route.page} in accountPages.ts`).toBe(true);
      } else {
        expect(PUBLIC_PAGES.has(route.page), `${route.page} in publicPages.ts`).toBe(true);
      }
    },
  );

  it('keeps the public pages and the account area apart, each with only routed pages', () => {
    const both = [...ACCOUNT_PAGES.keys()].filter((key) => PUBLIC_PAGES.has(key));
    expect(both).toEqual([]);
    const routed = new Set(ROUTES.map((route) => route.page));
    expect([...ACCOUNT_PAGES.keys()].filter((key) => !routed.has(key))).toEqual([]);
    expect([...PUBLIC_PAGES.keys()].filter((key) => !routed.has(key))).toEqual([]);
  });

  it('refuses a page key that names no module', async () => {
    await expect(loadAccountPage('nowhere/MissingPage')).rejects.toThrow(
      'No page module ui/src/pages/nowhere/MissingPage.tsx',
    );
    await expect(loadPublicPage('nowhere/MissingPage')).rejects.toThrow(
      'No page module ui/src/pages/nowhere/MissingPage.tsx',
    );
  });
});
