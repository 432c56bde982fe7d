import { describe, expect, it } from 'vitest';
import { ACCOUNT_PAGES, loadAccountPage } from './accountPages.ts';
import { PUBLIC_PAGE_KEYS } from './pageModules.ts';
import { ROUTES } from './routeTable.ts';

const isAccountRoute = (route: (typeof ROUTES)[number]) => route.access !== 'public' || route.path.startsWith('/staff');

describe('page modules', () => {
  it.each(ROUTES.map((route) => [route.path, route] as const))(
    '%s names a page in the part its access loads',
    (_path, route) => {
      if (isAccountRoute(route)) {
        expect(ACCOUNT_PAGES.has(route.page), `${route.page} in accountPages.ts`).toBe(true);
      } else {
        expect(PUBLIC_PAGE_KEYS.has(route.page), `${route.page} in the shell`).toBe(true);
      }
    },
  );

  it('keeps the public shell and the account area apart', () => {
    const both = [...ACCOUNT_PAGES.keys()].filter((key) => PUBLIC_PAGE_KEYS.has(key));
    expect(both).toEqual([]);
    const routed = new Set(ROUTES.map((route) => route.page));
    expect([...ACCOUNT_PAGES.keys()].filter((key) => !routed.has(key))).toEqual([]);
  });

  it('refuses an account page key that names no module', async () => {
    await expect(loadAccountPage('nowhere/MissingPage')).rejects.toThrow(
      'No page module ui/src/pages/nowhere/MissingPage.tsx',
    );
  });
});
