import { ROUTE_DESCRIPTIONS } from './routeDescriptions.ts';
import { documentTitle, NOT_FOUND_TITLE, ROUTE_REDIRECTS, ROUTES } from './routeTable.ts';

/** One route's document title and meta description, as the server reads them (server/src/http/pageMeta.ts). */
export interface RouteMetaEntry {
  /** React Router path pattern, or '*' for any path that is no route. */
  path: string;
  /** The whole document title. */
  title: string;
  description: string;
  /** The page module under ui/src/pages (the build turns it into `preload`, the files it loads). */
  page?: string;
  /** The form definitions the page draws as it opens. */
  forms?: readonly string[];
  /** The built files the page loads (its script, the scripts it imports, their styles), written by the build. */
  preload?: readonly string[];
}

/** The file name the build gives the routes' meta, next to index.html. */
export const ROUTE_META_FILE = 'route-meta.json';

/**
 * Every route's title and description (with its page module and the forms it draws), each redirect's as the route
 * it forwards to, and the not-found page's last: what the UI build writes for the server (ui/vite.config.ts).
 */
export function routeMeta(): RouteMetaEntry[] {
  const entry = (path: string, title: string, describedAs = path): RouteMetaEntry => ({
    path,
    title: documentTitle(title),
    description: ROUTE_DESCRIPTIONS[describedAs] ?? '',
  });
  const routes = ROUTES.map((route) => ({
    ...entry(route.path, route.title),
    page: route.page,
    ...(route.forms ? { forms: route.forms } : {}),
  }));
  const redirects = Object.entries(ROUTE_REDIRECTS).flatMap(([from, to]) => {
    const target = ROUTES.find((route) => route.path === to);
    return target ? [entry(from, target.title, to)] : [];
  });
  return [...routes, ...redirects, entry('*', NOT_FOUND_TITLE)];
}
