import { useCallback, useEffect, useRef, useState } from 'react';
import { apiGet, SUCCESS } from '../api/client.ts';

/** The current user as GET /api/session returns it. */
export interface SessionDetails {
  _id: string | number;
  name: string;
  status: number;
  email: string;
  role: string;
}

// A reply younger than this is not asked for again when the window comes back into view.
const FRESH_FOR_MS = 30_000;

/**
 * The signed-in user's name and status from GET /api/session: read when the token changes, again when the window
 * comes back into view after FRESH_FOR_MS, and at once on `refresh()` (after a change the server made, such as a
 * completed profile). Null until a reply for this token arrives (or without a token); a failed call keeps the last
 * reply. A plain fetch, so the shell needs no query library.
 */
export function useSessionDetails(token: string | null): {
  details: SessionDetails | null;
  refresh: () => Promise<void>;
} {
  const [reply, setReply] = useState<{ token: string; details: SessionDetails } | null>(null);
  const fetchedAt = useRef(Number.NEGATIVE_INFINITY);

  const load = useCallback(async () => {
    if (token === null) return;
    fetchedAt.current = Date.now();
    const envelope = await apiGet<SessionDetails>('session');
    if (envelope.status === SUCCESS && envelope.data) {
      const details = envelope.data;
      // A reply for a token that is no longer the session's is dropped when read (reply.token !== token).
      setReply({ token, details });
    }
  }, [token]);

  useEffect(() => {
    if (token === null) return;
    let busy = false;
    const refreshWhenStale = async () => {
      if (busy || Date.now() - fetchedAt.current < FRESH_FOR_MS) return;
      busy = true;
      await load();
      busy = false;
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') void refreshWhenStale();
    };
    fetchedAt.current = Number.NEGATIVE_INFINITY;
    void refreshWhenStale();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [token, load]);

  return { details: reply?.token === token ? reply.details : null, refresh: load };
}
