import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { apiPost, onUnauthorized } from '../api/client.ts';
import { clearQueryCache } from '../query/queryCacheHandle.ts';
import { ACTIVE_STATUS } from './accountStatus.ts';
import { SessionContext, type SessionValue, type SignInResult } from './SessionContext.ts';
import { clearStoredSession, readStoredSession, writeStoredSession, type StoredSession } from './sessionStore.ts';
import { useSessionDetails } from './useSessionDetails.ts';

/** Holds the signed-in session (kept in sessionStorage) and refreshes name and status from GET /api/session. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [stored, setStored] = useState<StoredSession | null>(readStoredSession);
  const { details, refresh } = useSessionDetails(stored?.token ?? null);

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
    clearQueryCache();
    setStored(null);
  }, []);

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
      refresh,
    }),
    [session, signIn, signOut, logout, refresh],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
