import { withQueries } from '../query/withQueries.tsx';
import { lazyAhead, type LazyAhead } from './lazyAhead.tsx';
import { PAGES_WITHOUT_QUERIES, type PageArea } from './pageKeys.ts';
import { preloadPage } from './pagePreloads.ts';

const components = new Map<string, LazyAhead<object>>();

/**
 * The lazily loaded page for a key such as 'contact/ContactPage', through the loaders of its area: publicPages.ts
 * or accountPages.ts (each one chunk, loaded with the first page of its area; pageModules.test.ts checks every route's
 * key names a module of its area). Pages render inside the shared query client's provider, which loads in parallel
 * with the page. The page's scripts are hinted as it starts loading (pagePreloads.ts). The first page is loaded
 * before the app is first drawn (loadFirstPage in AppRoutes.tsx).
 */
export function lazyPage(key: string, area: PageArea): LazyAhead<object> {
  const cached = components.get(key);
  if (cached) return cached;
  const loader =
    area === 'account'
      ? () => import('./accountPages.ts').then(({ loadAccountPage }) => loadAccountPage(key))
      : () => import('./publicPages.ts').then(({ loadPublicPage }) => loadPublicPage(key));
  // The page's scripts are hinted all at once (pagePreloads.ts): its loader's import hints none of them.
  const load = () => {
    preloadPage(key);
    return loader();
  };
  const component = lazyAhead(PAGES_WITHOUT_QUERIES.has(key) ? load : withQueries(load));
  components.set(key, component);
  return component;
}
