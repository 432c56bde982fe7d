import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { LENDER } from 'common';
import { BrandLogo } from 'ui/layout/BrandLogo.tsx';
import { PageLoading } from 'ui/routes/PageLoading.tsx';
import { RouteErrorBoundary } from 'ui/routes/RouteError.tsx';
import { ROLE_NAMES, setStaffToken, staffQueries, staffRequest, useStaffToken } from './staffApi.ts';
import './staff.css';

/**
 * The staff header: the lender and "Staff"; once signed in, who (name and role), Sign out and the staff navigation
 * (Pipeline; Staff for admins).
 */
function StaffHeader() {
  const token = useStaffToken();
  const me = useQuery({ ...staffQueries.me(token ?? ''), enabled: token !== null });
  const queryClient = useQueryClient();
  const user = token !== null && me.isSuccess ? me.data : null;
  const signOut = async () => {
    await staffRequest('POST', 'logout', {});
    setStaffToken(null);
    queryClient.removeQueries({ queryKey: staffQueries.all });
  };
  return (
    <header className="staff-header">
      <div className="staff-header__bar">
        <div className="staff-header__brand">
          <BrandLogo />
          <span className="staff-header__area">Staff</span>
        </div>
        {user && (
          <div className="staff-header__account">
            <p className="staff-header__who">
              Signed in as {user.name} · {ROLE_NAMES[user.role]}
            </p>
            <button type="button" className="button button--secondary" onClick={() => void signOut()}>
              Sign out
            </button>
          </div>
        )}
      </div>
      {user && (
        <nav className="staff-header__nav" aria-label="Staff">
          <NavLink to="/staff" end>
            Pipeline
          </NavLink>
          <NavLink to="/staff/forms">Forms</NavLink>
          {user.role === 'admin' && <NavLink to="/staff/members">Staff</NavLink>}
        </nav>
      )}
    </header>
  );
}

/**
 * The staff area's own full-width frame (every /staff path): skip link, the staff header, the page, and a footer with
 * the lender's licence line; none of the borrower site's menus, account menu or newsletter. Loaded lazily with the
 * first staff page, so the public pages' first download does not carry it.
 */
export default function StaffShell() {
  const { pathname } = useLocation();
  useEffect(() => {
    // A new page starts at the top.
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="staff-shell">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <StaffHeader />
      <main id="main" className="staff-main" tabIndex={-1}>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <footer className="staff-footer">
        <p>
          {LENDER.legalName} · NMLS #{LENDER.nmlsId} · Equal Housing Lender
        </p>
      </footer>
    </div>
  );
}
