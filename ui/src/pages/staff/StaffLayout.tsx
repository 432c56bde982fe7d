import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { StaffSessionReply } from 'common';
import { staffQueries, useStaffToken } from './staffApi.ts';
import { StaffSignIn } from './StaffSignIn.tsx';
import './staff.css';

/**
 * The body of every staff page: the sign-in (password, then the authenticator code) until a staff session exists,
 * then the page's title and content for the member's role. The staff frame around it (StaffShell.tsx) shows who is
 * signed in, Sign out and the staff navigation.
 */
export function StaffLayout({
  title,
  children,
}: {
  title: string;
  /** The page's content for the signed-in staff member: their role, and their whole session (who they are). */
  children: (role: string, me: StaffSessionReply) => ReactNode;
}) {
  const token = useStaffToken();
  const me = useQuery({ ...staffQueries.me(token ?? ''), enabled: token !== null });
  const queryClient = useQueryClient();
  if (token === null || me.isError) {
    return (
      <div className="staff-page">
        <StaffSignIn onSignedIn={() => void queryClient.invalidateQueries({ queryKey: staffQueries.all })} />
      </div>
    );
  }
  if (me.isPending) {
    return (
      <div className="staff-page">
        <p role="status">Loading…</p>
      </div>
    );
  }
  return (
    <div className="staff-page">
      <h1>{title}</h1>
      {children(me.data.role, me.data)}
    </div>
  );
}
