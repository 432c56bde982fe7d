import { splitTabOnlyValues, withTabOnlyValues, type FormDefinition } from 'engine';
import { SAVED_FLAG_KEY, savedProgressChanged, STAGES_KEY, TAB_ONLY_KEY } from './savedWizard.ts';

/**
 * The stages record a visitor's wizard keeps on this device (part 1 §3: localStorage 'stages', with the 'preapprove'
 * flag), read and written by the wizard and the zip question only, so the site's shell does not carry it. The
 * answers the definition marks as tab-only (personal fields and amounts: engine/src/tabOnlyFields.ts) are never
 * written there: they are kept in this tab (sessionStorage 'stages.private', and in memory where that is blocked)
 * and joined to the device's record when it is read. A closed tab loses them; the wizard then asks for them again.
 */

/** The stages record kept on this device. */
export interface LocalStages {
  /** The stage to resume at (1 to 9; 10 is the result). */
  stage: number;
  id?: number;
  [stage: string]: unknown;
}

type Answers = Record<string, unknown>;

// The tab-only answers, for a browser that refuses sessionStorage (it lives as long as the page).
let tabOnlyInMemory: Answers = {};

function readTabOnly(): Answers {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(TAB_ONLY_KEY) ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Answers) : {};
  } catch {
    return tabOnlyInMemory;
  }
}

function writeTabOnly(answers: Answers): void {
  tabOnlyInMemory = answers;
  try {
    if (Object.keys(answers).length > 0) sessionStorage.setItem(TAB_ONLY_KEY, JSON.stringify(answers));
    else sessionStorage.removeItem(TAB_ONLY_KEY);
  } catch {
    // Storage blocked by the browser: the answers stay in memory for as long as the page is open.
  }
}

/**
 * The stages record kept on this device, with the answers kept in this tab joined to it; null when there is none
 * (or it is unreadable, or storage is blocked).
 */
export function readLocalStages(): LocalStages | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STAGES_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const stage = Number((value as { stage?: unknown }).stage);
    const joined = withTabOnlyValues(value as Answers, readTabOnly());
    return { ...joined, stage: Number.isInteger(stage) ? stage : 0 };
  } catch {
    return null;
  }
}

/**
 * Keeps the stages record on this device, with the saved-form flag: the answers `definition` marks as tab-only go to
 * this tab's storage instead. A record written without a definition (the zip question's start) holds none, and
 * replaces any kept in this tab.
 */
export function writeLocalStages(stages: LocalStages, definition?: Pick<FormDefinition, 'schema' | 'uiSchema'>): void {
  const { kept, tabOnly } = definition ? splitTabOnlyValues(definition, stages) : { kept: stages, tabOnly: {} };
  writeTabOnly(tabOnly);
  try {
    localStorage.setItem(STAGES_KEY, JSON.stringify(kept));
    localStorage.setItem(SAVED_FLAG_KEY, '1');
  } catch {
    // Storage blocked by the browser: the wizard then keeps the answers for as long as the page is open.
  }
  savedProgressChanged();
}
