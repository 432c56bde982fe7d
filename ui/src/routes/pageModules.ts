import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withQueries } from '../query/withQueries.tsx';
import { keyedLoaders, PAGES_WITHOUT_QUERIES, type PageModule } from './pageKeys.ts';
import { preloadPage } from './pagePreloads.ts';

// The public pages, each built as its own chunk and loaded on first visit. The signed-in and staff areas' pages are
// listed in accountPages.ts, which loads with the first of them (the two globs must not overlap: a unit test checks).
const PUBLIC_PAGES = keyedLoaders(
  import.meta.glob<PageModule>([
    '../pages/**/*Page.tsx',
    '!../pages/**/*.test.tsx',
    '!../pages/application/**',
    '!../pages/consents/**',
    '!../pages/dashboard/**',
    '!../pages/documents/**',
    '!../pages/preapproval/LetterPage.tsx',
    '!../pages/profile/**',
    '!../pages/staff/**',
    '!../pages/subscriptions/SubscriptionPage.tsx',
  ]),
);

/** The public pages' keys (the shell's own; every other route's page is in accountPages.ts). */
export const PUBLIC_PAGE_KEYS: ReadonlySet<string> = new Set(PUBLIC_PAGES.keys());

const components = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * The lazily loaded page for a key such as 'contact/ContactPage': a public page straight from its chunk, an account
 * page through accountPages.ts (pageModules.test.ts checks every route's key names a module). Pages render inside
 * the shared query client's provider, which loads in parallel with the page. The page's scripts are hinted as it
 * starts loading (pagePreloads.ts).
 */
export function lazyPage(key: string): LazyExoticComponent<ComponentType> {
  const cached = components.get(key);
  if (cached) return cached;
  const loader =
    PUBLIC_PAGES.get(key) ?? (() => import('./accountPages.ts').then(({ loadAccountPage }) => loadAccountPage(key)));
  // The page's scripts are hinted all at once (pagePreloads.ts): its loader's import hints none of them.
  const load = () => {
    preloadPage(key);
    return loader();
  };
  const component = lazy(PAGES_WITHOUT_QUERIES.has(key) ? load : withQueries(load));
  components.set(key, component);
  return component;
}
