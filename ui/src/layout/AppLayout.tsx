import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PopupProvider } from '../popups/PopupProvider.tsx';
import { PageLoading } from '../routes/PageLoading.tsx';
import { RouteErrorBoundary } from '../routes/RouteError.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { useSignInFromQuery } from './useSignInFromQuery.ts';

function QuerySignIn() {
  useSignInFromQuery();
  return null;
}

/** The frame of every page: skip link, header, main content, footer and the site-wide popups. */
export function AppLayout() {
  const { pathname } = useLocation();

  useEffect(() => {
    // A new page starts at the top.
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <PopupProvider>
      <QuerySignIn />
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
    </PopupProvider>
  );
}
