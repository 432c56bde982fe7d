import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost, onUnauthorized, SUCCESS } from '../api/client.ts';
import { ACTIVE_STATUS } from './accountStatus.ts';
import { SessionContext, type SessionValue, type SignInResult } from './SessionContext.ts';
import { sessionQueries } from './sessionQueries.ts';
import { clearStoredSession, readStoredSession, writeStoredSession, type StoredSession } from './sessionStore.ts';

/** Holds the signed-in session (kept in sessionStorage) and refreshes name and status from GET /api/session. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [stored, setStored] = useState<StoredSession | null>(readStoredSession);
  const live = useQuery(sessionQueries.current(stored?.token ?? null)).data;
  const details = live?.status === SUCCESS ? live.data : null;

  const session: StoredSession | null = useMemo(() => {
    if (!stored) return null;
    if (!details) return stored;
    return { token: stored.token, user: { _id: details._id, name: details.name }, status: details.status };
  }, [stored, details]);

  useEffect(() => {
    // Keep sessionStorage in step with what the server says (a completed profile changes the status).
    if (session) writeStoredSession(session);
  }, [session]);

  const signOut = useCallback(() => {
    clearStoredSession();
    queryClient.clear();
    setStored(null);
  }, [queryClient]);

  useEffect(() => onUnauthorized(signOut), [signOut]);

  const signIn = useCallback((result: SignInResult) => {
    const next: StoredSession = {
      token: result.token,
      user: { _id: result.data._id, name: result.data.name },
      status: Number(result.data.status),
    };
    writeStoredSession(next);
    setStored(next);
  }, []);

  const logout = useCallback(async () => {
    await apiPost('logout', {});
    signOut();
  }, [signOut]);

  const value: SessionValue = useMemo(
    () => ({
      user: session?.user ?? null,
      status: session?.status ?? null,
      signedIn: session !== null,
      isActive: session?.status === ACTIVE_STATUS,
      signIn,
      signOut,
      logout,
    }),
    [session, signIn, signOut, logout],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
