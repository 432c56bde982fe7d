import { useEffect, useState } from 'react';
import { apiGet, SUCCESS } from '../api/client.ts';

/**
 * The Get Pre-Approved wizard's saved progress (part 1 §3, §4). A visitor's is kept on this device under the
 * spec's keys: 'stages' (the stages record: the stage reached, an id after submission, stage1 … stage9) and
 * 'preapprove' (a flag marking a saved form), without the personal answers and amounts (date of birth, SSN,
 * incomes, debts, assets), which are kept in this tab only ('stages.private' in sessionStorage) so that nobody
 * after the visitor at a shared computer can read them. A signed-in borrower's is kept on the server
 * (GET /pre/progress), so it resumes on any device; the device's record then only carries a start (the zip popup's)
 * or a visitor's answers until they move to the server.
 */

/** localStorage key of the stages record. */
export const STAGES_KEY = 'stages';
/** localStorage key of the saved-form flag. */
export const SAVED_FLAG_KEY = 'preapprove';
/** sessionStorage key of the answers kept in this tab only (by data path; see engine/src/tabOnlyFields.ts). */
export const TAB_ONLY_KEY = 'stages.private';

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** True when this device holds saved wizard progress (its 'stages' record or 'preapprove' flag). */
export function hasSavedWizard(): boolean {
  try {
    return Boolean(localStorage.getItem(STAGES_KEY) || localStorage.getItem(SAVED_FLAG_KEY));
  } catch {
    return false;
  }
}

/** Forgets the wizard's progress on this device ('stages' and 'preapprove') and in this tab ('stages.private'). */
export function clearSavedWizard(): void {
  try {
    localStorage.removeItem(STAGES_KEY);
    localStorage.removeItem(SAVED_FLAG_KEY);
  } catch {
    // Storage blocked by the browser: nothing was saved there either.
  }
  try {
    sessionStorage.removeItem(TAB_ONLY_KEY);
  } catch {
    // Likewise.
  }
  changed();
}

/** True when saved progress exists: on this device, or (signed in) on the server. */
export async function hasSavedProgress(signedIn: boolean): Promise<boolean> {
  if (hasSavedWizard()) return true;
  if (!signedIn) return false;
  const reply = await apiGet<{ statusIndicator: number; stage: number }>('dashboard/preapproval');
  return reply.status === SUCCESS && reply.data?.statusIndicator === 0 && reply.data.stage > 0;
}

/** Tells the header and the dashboard that the progress changed (saved, moved to the server, submitted). */
export function savedProgressChanged(): void {
  changed();
}

/** Calls `listener` whenever the saved progress changes in this tab; returns its removal. */
export function onSavedProgressChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether saved progress exists, kept up to date as the wizard saves (and, on the server, per session). */
export function useSavedProgress(signedIn: boolean): boolean {
  const [saved, setSaved] = useState(hasSavedWizard);
  useEffect(() => {
    let latest = 0;
    const check = () => {
      const call = ++latest;
      void hasSavedProgress(signedIn).then((value) => {
        if (call === latest) setSaved(value);
      });
    };
    check();
    const unsubscribe = onSavedProgressChange(check);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STAGES_KEY || event.key === SAVED_FLAG_KEY) check();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, [signedIn]);
  return saved;
}
