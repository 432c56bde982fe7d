import { describe, expect, it } from 'vitest';
import { lazyPage } from './pageModules.ts';
import { ROUTES } from './routeTable.ts';

describe('page modules', () => {
  it.each(ROUTES.map((route) => [route.path, route.page] as const))('%s has its page %s', (_path, page) => {
    expect(() => lazyPage(page)).not.toThrow();
  });

  it('refuses a page key that names no module', () => {
    expect(() => lazyPage('nowhere/MissingPage')).toThrow('No page module ui/src/pages/nowhere/MissingPage.tsx');
  });
});
