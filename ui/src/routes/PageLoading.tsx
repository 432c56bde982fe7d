import { matchPath, useLocation } from 'react-router-dom';
import { ROUTES } from './routeTable.ts';

/** The title of the route at the path, from the route table (undefined for an unknown path). */
function titleAt(pathname: string): string | undefined {
  return ROUTES.find((route) => matchPath(route.path, pathname) !== null)?.title;
}

/**
 * Shown while a page's code loads: the page's heading (its route's title) is already there, so the page has its h1
 * and screen readers hear where they are while the rest arrives.
 */
export function PageLoading() {
  const { pathname } = useLocation();
  const title = titleAt(pathname);
  return (
    <div className="container page page-loading" aria-busy="true">
      {title && <h1>{title}</h1>}
      <p role="status">Loading…</p>
    </div>
  );
}
