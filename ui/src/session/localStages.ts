import { SAVED_FLAG_KEY, savedProgressChanged, STAGES_KEY } from './savedWizard.ts';

/**
 * The stages record a visitor's wizard keeps on this device (part 1 §3: localStorage 'stages', with the 'preapprove'
 * flag), read and written by the wizard and the zip question only, so the site's shell does not carry it.
 */

/** The stages record kept on this device. */
export interface LocalStages {
  /** The stage to resume at (1 to 9; 10 is the result). */
  stage: number;
  id?: number;
  [stage: string]: unknown;
}

/** The stages record kept on this device, or null (none, unreadable, or storage blocked). */
export function readLocalStages(): LocalStages | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STAGES_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const stage = Number((value as { stage?: unknown }).stage);
    return { ...(value as Record<string, unknown>), stage: Number.isInteger(stage) ? stage : 0 };
  } catch {
    return null;
  }
}

/** Keeps the stages record on this device, with the saved-form flag. */
export function writeLocalStages(stages: LocalStages): void {
  try {
    localStorage.setItem(STAGES_KEY, JSON.stringify(stages));
    localStorage.setItem(SAVED_FLAG_KEY, '1');
  } catch {
    // Storage blocked by the browser: the wizard then keeps the answers for as long as the page is open.
  }
  savedProgressChanged();
}
