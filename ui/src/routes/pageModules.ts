import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withQueries, type ComponentModule } from '../query/withQueries.tsx';

type PageModule = ComponentModule<object>;

// Every page module under ui/src/pages, each built as its own chunk and loaded on first visit.
const loaders = import.meta.glob<PageModule>(['../pages/**/*Page.tsx', '!../pages/**/*.test.tsx']);

const byKey = new Map<string, () => Promise<PageModule>>(
  Object.entries(loaders).map(([file, load]) => [file.replace(/^\.\.\/pages\//, '').replace(/\.tsx$/, ''), load]),
);

// Pages that use no query themselves: the home page's form sections bring the query provider when they load.
const PAGES_WITHOUT_QUERIES = new Set(['home/HomePage']);

const components = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * The lazily loaded page for a key such as 'contact/ContactPage' (pageModules.test.ts checks every route's key names
 * a module). Pages render inside the shared query client's provider, which loads in parallel with the page.
 */
export function lazyPage(key: string): LazyExoticComponent<ComponentType> {
  const cached = components.get(key);
  if (cached) return cached;
  const load = byKey.get(key);
  if (!load) throw new Error(`No page module ui/src/pages/${key}.tsx`);
  const component = lazy(PAGES_WITHOUT_QUERIES.has(key) ? load : withQueries(load));
  components.set(key, component);
  return component;
}
