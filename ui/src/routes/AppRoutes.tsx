import { lazy, Suspense } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../layout/AppLayout.tsx';
import { withQueries } from '../query/withQueries.tsx';
import { NotFound } from './NotFound.tsx';
import { PageLoading } from './PageLoading.tsx';
import { lazyPage } from './pageModules.ts';
import { RoutePage } from './RoutePage.tsx';
import { inStaffArea, pageAreaOf, ROUTE_REDIRECTS, ROUTES, type AppRoute } from './routeTable.ts';

// The staff area's own frame (its header, who is signed in, Sign out), loaded with the first staff page.
const StaffShell = lazy(withQueries(() => import('../pages/staff/StaffShell.tsx')));

const routeObject = (route: AppRoute): RouteObject => ({
  path: route.path,
  element: <RoutePage key={route.path} route={route} page={lazyPage(route.page, pageAreaOf(route))} />,
});

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

/** The app's routes: the staff area in its own frame, every other page inside the site's layout. */
export function AppRoutes() {
  return useRoutes(ROUTE_OBJECTS);
}
