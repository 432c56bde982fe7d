import { useCallback, useEffect, useMemo, useRef } from 'react';
import { storedToken } from 'ui/api/client.ts';
import type { FormData } from 'ui/forms/definitionValidator.ts';
import { keepDraft } from './applicationApi.ts';

/** How long typing must pause before what is on screen is kept as the stage's draft. */
export const DRAFT_IDLE_MS = 2000;

/** What the draft keeper needs from the page. */
export interface IdleDraftSource {
  applicationId: number;
  stage: number;
  /** The revision the page read (the draft is typed over it). */
  revision(): number;
  /** The stage's data now, typing included. */
  read(): FormData | null;
}

/** What the page does with the draft keeper. */
export interface IdleDraft {
  /** Tell it the person typed or chose something (an input event). */
  typed(): void;
  /**
   * Keep what is on screen now, if anything changed since the last draft (before a reload, or as a link leaves the
   * page: it reads the form at once, while the form is still there).
   */
  flush(): Promise<void>;
  /** Forget pending changes: the stage was saved (the server then drops its draft). */
  saved(): void;
}

/**
 * Keeps a draft of the stage being typed (POST eloan/draft, encrypted on the server) once typing pauses for a couple
 * of seconds, and once more as the tab is hidden or closed (a keepalive request that outlives the page), so a closed
 * tab loses at most those seconds. Nothing is sent until something was typed.
 */
export function useIdleDraft(source: IdleDraftSource): IdleDraft {
  const sourceRef = useRef(source);
  useEffect(() => {
    sourceRef.current = source;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const dirty = useRef(false);

  const stopTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  const flush = useCallback(async () => {
    stopTimer();
    if (!dirty.current) return;
    const data = sourceRef.current.read();
    if (!data) return;
    dirty.current = false;
    const { applicationId, stage, revision } = sourceRef.current;
    const reply = await keepDraft(applicationId, stage, revision(), data);
    // Not kept (offline, the server busy): tried again at the next pause.
    if (reply.status !== 100) dirty.current = true;
  }, []);

  const typed = useCallback(() => {
    dirty.current = true;
    stopTimer();
    timer.current = setTimeout(() => void flush(), DRAFT_IDLE_MS);
  }, [flush]);

  const saved = useCallback(() => {
    stopTimer();
    dirty.current = false;
  }, []);

  useEffect(() => {
    // Leaving the page (tab closed, another site, the phone's app switcher): a request the browser finishes alone.
    const leave = () => {
      if (!dirty.current) return;
      const data = sourceRef.current.read();
      const token = storedToken();
      if (!data || !token) return;
      const { applicationId, stage, revision } = sourceRef.current;
      stopTimer();
      dirty.current = false;
      void fetch('/api/eloan/draft', {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ _id: applicationId, stage, revision: revision(), data }),
      }).catch(() => undefined);
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      stopTimer();
    };
  }, []);

  return useMemo(() => ({ typed, flush, saved }), [typed, flush, saved]);
}
