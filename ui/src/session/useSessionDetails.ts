import { useEffect, useState } from 'react';
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
 * The signed-in user's name and status from GET /api/session: read when the token changes and again when the
 * window comes back into view after FRESH_FOR_MS. Null until a reply for this token arrives (or without a token);
 * a failed call keeps the last reply. A plain fetch, so the shell needs no query library.
 */
export function useSessionDetails(token: string | null): SessionDetails | null {
  const [reply, setReply] = useState<{ token: string; details: SessionDetails } | null>(null);

  useEffect(() => {
    if (token === null) return;
    let current = true;
    let busy = false;
    let fetchedAt = Number.NEGATIVE_INFINITY;
    const refresh = async () => {
      if (busy || Date.now() - fetchedAt < FRESH_FOR_MS) return;
      busy = true;
      const envelope = await apiGet<SessionDetails>('session');
      busy = false;
      fetchedAt = Date.now();
      if (current && envelope.status === SUCCESS && envelope.data) setReply({ token, details: envelope.data });
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    void refresh();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      current = false;
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [token]);

  return reply?.token === token ? reply.details : null;
}
