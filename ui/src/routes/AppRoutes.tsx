import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../layout/AppLayout.tsx';
import { NotFound } from './NotFound.tsx';
import { lazyPage } from './pageModules.ts';
import { RoutePage } from './RoutePage.tsx';
import { ROUTE_REDIRECTS, ROUTES } from './routeTable.ts';

// Built once from the route table. The declarative router keeps the data-router code out of the first download.
const ROUTE_OBJECTS: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...ROUTES.map((route) => ({
        path: route.path,
        element: <RoutePage key={route.path} route={route} page={lazyPage(route.page)} />,
      })),
      ...Object.entries(ROUTE_REDIRECTS).map(([path, to]) => ({ path, element: <Navigate to={to} replace /> })),
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** The app's routes, inside the common layout. */
export function AppRoutes() {
  return useRoutes(ROUTE_OBJECTS);
}
