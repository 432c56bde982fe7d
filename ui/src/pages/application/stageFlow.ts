import { CO_BORROWER_STAGE } from 'ui/forms/theme/stages.ts';
import type { StageKey } from './applicationApi.ts';

/**
 * The order of the 1003's stages (part 2 §2.3, §2.4, §4.1): stage 4 is the co-borrower's and is skipped without
 * one; stage 6 ends at /thank; the furthest stage reached (stageIndicator) is where Resume opens, and a page may
 * open any stage up to the one after it.
 */

/** The record key and definition of each stage (forms/application-stage<N>). */
export const STAGE_KEYS: Readonly<Record<number, StageKey>> = {
  1: 'stageOne',
  2: 'stageTwo',
  3: 'stageThree',
  4: 'stageFour',
  5: 'stageFive',
  6: 'stageSix',
};

/** The page of a stage. */
export const stagePath = (stage: number) => `/stage${stage}`;

/** The page after the submitted application. */
export const THANK_YOU_PATH = '/thank';

/** The stage that follows `stage` (5 after 3 without a co-borrower), or null after stage 6. */
export function stageAfter(stage: number, hasCoBorrower: boolean): number | null {
  if (stage >= 6) return null;
  const next = stage + 1;
  return next === CO_BORROWER_STAGE && !hasCoBorrower ? next + 1 : next;
}

/** The stage Resume opens (part 2 §2.6): the one reached, stage 1 for 0, never the co-borrower's without one. */
export function resumeStage(stageIndicator: number, hasCoBorrower: boolean): number {
  const reached = Math.min(Math.max(Math.trunc(stageIndicator) || 1, 1), 6);
  return reached === CO_BORROWER_STAGE && !hasCoBorrower ? 5 : reached;
}

/**
 * Whether a stage can be opened now: stage 1 always; a later one once stage 1 is saved, up to the stage after the
 * furthest one saved (later stages are not links in the indicator either); stage 4 only with a co-borrower.
 */
export function canOpenStage(
  stage: number,
  application: { stageIndicator: number; stageOneSaved: boolean; hasCoBorrower: boolean },
): boolean {
  if (stage === 1) return true;
  if (!application.stageOneSaved) return false;
  if (stage === CO_BORROWER_STAGE && !application.hasCoBorrower) return false;
  const next = stageAfter(Math.max(application.stageIndicator, 1), application.hasCoBorrower);
  return stage <= application.stageIndicator || stage === next;
}
