import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROLE_NAMES, setStaffToken, staffQueries, staffRequest, useStaffToken } from './staffApi.ts';
import { StaffSignIn } from './StaffSignIn.tsx';
import './staff.css';

/**
 * The frame of every staff page: the sign-in (password, then the authenticator code) until a staff session
 * exists, then the staff navigation (Pipeline; Staff for admins), who is signed in, and Sign out.
 */
export function StaffLayout({ title, children }: { title: string; children: (role: string) => ReactNode }) {
  const token = useStaffToken();
  const me = useQuery({ ...staffQueries.me(token ?? ''), enabled: token !== null });
  const queryClient = useQueryClient();
  const signOut = async () => {
    await staffRequest('POST', 'logout', {});
    setStaffToken(null);
    queryClient.removeQueries({ queryKey: staffQueries.all });
  };
  if (token === null || me.isError) {
    return (
      <div className="container page staff-page">
        <StaffSignIn onSignedIn={() => void queryClient.invalidateQueries({ queryKey: staffQueries.all })} />
      </div>
    );
  }
  if (me.isPending) {
    return (
      <div className="container page staff-page">
        <p role="status">Loading…</p>
      </div>
    );
  }
  const user = me.data;
  return (
    <div className="container page staff-page">
      <nav className="staff-nav" aria-label="Staff">
        <Link to="/staff">Pipeline</Link>
        {user.role === 'admin' && <Link to="/staff/members">Staff</Link>}
        <span className="staff-nav__who">
          {user.name} · {ROLE_NAMES[user.role]}
        </span>
        <button type="button" className="button button--secondary" onClick={() => void signOut()}>
          Sign out
        </button>
      </nav>
      <h1>{title}</h1>
      {children(user.role)}
    </div>
  );
}
