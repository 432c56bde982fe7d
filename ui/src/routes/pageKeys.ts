import type { ComponentType } from 'react';

/** A page module as its loader gives it: the page component is the default export. */
export interface PageModule {
  default: ComponentType<object>;
}

/** Which loaders a page is found among: publicPages.ts or accountPages.ts (routeTable.ts, pageAreaOf). */
export type PageArea = 'public' | 'account';

/** Loaders keyed by page key ('contact/ContactPage') from an import.meta.glob of ../pages/ files. */
export function keyedLoaders(
  loaders: Record<string, () => Promise<PageModule>>,
): ReadonlyMap<string, () => Promise<PageModule>> {
  return new Map(
    Object.entries(loaders).map(([file, load]) => [file.replace(/^\.\.\/pages\//, '').replace(/\.tsx$/, ''), load]),
  );
}

/** The page module of `key` among an area's `pages`; refuses a key that names none. */
export function loadPage(pages: ReadonlyMap<string, () => Promise<PageModule>>, key: string): Promise<PageModule> {
  const load = pages.get(key);
  if (!load) return Promise.reject(new Error(`No page module ui/src/pages/${key}.tsx`));
  return load();
}

/**
 * Pages that use no query themselves, so they load without the query provider (the home page's form sections bring
 * it when they load). The build reads it too: every other page's hints include the provider (ui/vite.config.ts).
 */
export const PAGES_WITHOUT_QUERIES: ReadonlySet<string> = new Set(['home/HomePage']);
