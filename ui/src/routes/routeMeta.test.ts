import { describe, expect, it } from 'vitest';
import { ROUTE_DESCRIPTIONS } from './routeDescriptions.ts';
import { routeMeta } from './routeMeta.ts';
import { ROUTES } from './routeTable.ts';

describe('route meta for the server', () => {
  const meta = routeMeta();

  it('gives every route its title and a description, one of a kind for each page', () => {
    const pageOf = new Map<string, string>();
    for (const route of ROUTES) {
      const entry = meta.find((m) => m.path === route.path);
      expect(entry?.title).toBe(`${route.title} | Harbor Oak Mortgage`);
      expect(entry?.description.length, route.path).toBeGreaterThan(20);
      const page = pageOf.get(entry?.description ?? '');
      expect(page === undefined || page === route.page, `${route.path} shares its description`).toBe(true);
      pageOf.set(entry?.description ?? '', route.page);
    }
  });

  it('describes no path the table does not have', () => {
    const paths = new Set([...ROUTES.map((r) => r.path), '*']);
    expect(Object.keys(ROUTE_DESCRIPTIONS).filter((p) => !paths.has(p))).toEqual([]);
  });

  it('gives a redirect the meta of the page it forwards to, and ends with the not-found page', () => {
    expect(meta.find((m) => m.path === '/preq')).toMatchObject({
      title: 'Get Pre-Approved | Harbor Oak Mortgage',
      description: ROUTE_DESCRIPTIONS['/preapprove'],
    });
    expect(meta.at(-1)).toEqual({
      path: '*',
      title: 'Page not found | Harbor Oak Mortgage',
      description: ROUTE_DESCRIPTIONS['*'],
    });
  });
});
