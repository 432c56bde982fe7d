import { Suspense } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../layout/AppLayout.tsx';
import { withQueries } from '../query/withQueries.tsx';
import { lazyAhead } from './lazyAhead.tsx';
import { NotFound } from './NotFound.tsx';
import { PageLoading } from './PageLoading.tsx';
import { lazyPage } from './pageModules.ts';
import { RoutePage } from './RoutePage.tsx';
import { inStaffArea, pageAreaOf, ROUTE_REDIRECTS, ROUTES, type AppRoute } from './routeTable.ts';

// The staff area's own frame (its header, who is signed in, Sign out), loaded with the first staff page.
const staffShell = lazyAhead(withQueries(() => import('../pages/staff/StaffShell.tsx')));
const StaffShell = staffShell.component;

/** What each route object draws that is loaded on demand, loaded ahead for the first page (loadFirstPage). */
const loadedOnDemand = new Map<RouteObject, () => Promise<unknown>>();

/**
 * The forms a page draws as it opens (the route's `forms`), put into the query cache. The server hinted the browser
 * to fetch each definition and its lookups with the page's scripts (server/src/http/pageMeta.ts); the query client's
 * module and the form engine's are the page's own.
 */
const formsAhead = (forms: readonly string[]) =>
  Promise.all([import('../query/queryClient.ts'), import('../forms/useRenderedDefinition.tsx')]).then(
    ([{ queryClient }, { prefetchRenderedDefinition }]) =>
      Promise.all(forms.map((formId) => prefetchRenderedDefinition(queryClient, formId))),
  );

const routeObject = (route: AppRoute): RouteObject => {
  const page = lazyPage(route.page, pageAreaOf(route));
  const object = { path: route.path, element: <RoutePage key={route.path} route={route} page={page.component} /> };
  // A form that cannot be loaded ahead is loaded again as the page draws it, which shows what failed.
  const forms = route.forms;
  loadedOnDemand.set(object, () =>
    Promise.all([page.loadAhead(), forms ? formsAhead(forms).catch(() => undefined) : undefined]),
  );
  return object;
};

// Built once from the route table. The declarative router keeps the data-router code out of the first download.
const ROUTE_OBJECTS: RouteObject[] = [
  {
    element: (
      <Suspense fallback={<PageLoading />}>
        <StaffShell />
      </Suspense>
    ),
    children: ROUTES.filter(inStaffArea).map(routeObject),
  },
  {
    element: <AppLayout />,
    children: [
      ...ROUTES.filter((route) => !inStaffArea(route)).map(routeObject),
      ...Object.entries(ROUTE_REDIRECTS).map(([path, to]) => ({ path, element: <Navigate to={to} replace /> })),
      { path: '*', element: <NotFound /> },
    ],
  },
];

loadedOnDemand.set(ROUTE_OBJECTS[0]!, staffShell.loadAhead);

/**
 * Loads the code of the page at `pathname` (and the staff area's frame for a staff page) and the forms it draws as it
 * opens, for the app's first render: it then draws the page whole, where it drew the site's frame with the page's
 * loading state, then the page with its form's loading state, then the form, each a render and a paint of its own.
 * Settles once that is loaded or has failed, or after `patienceMs`: the server hints the page's scripts and forms
 * with the first script, and they usually arrive with it, but slow ones do not hold the frame back longer.
 */
export function loadFirstPage(pathname: string, patienceMs: number): Promise<void> {
  const loads = (matchRoutes(ROUTE_OBJECTS, pathname) ?? []).map(({ route }) => loadedOnDemand.get(route)?.());
  return Promise.race([
    Promise.all(loads).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, patienceMs)),
  ]);
}

/** The app's routes: the staff area in its own frame, every other page inside the site's layout. */
export function AppRoutes() {
  return useRoutes(ROUTE_OBJECTS);
}
