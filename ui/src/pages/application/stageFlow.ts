import {
  canOpenStageIn,
  firstStageNumber,
  isStageAsked,
  lastStageNumber,
  manifestStage,
  resumeStageIn,
  stageAfterIn,
} from 'engine';
import { APPLICATION_MANIFEST } from 'forms/manifests/index.ts';
import type { StageKey } from 'common';

/**
 * The order of the 1003's stages (part 2 §2.3, §2.4, §4.1), from its manifest (forms/manifests/application.json):
 * the co-borrower's stage is skipped without one; the last stage ends at the manifest's page after Submit (/thank);
 * the furthest stage reached (stageIndicator) is where Resume opens, and a page may open any stage up to the one
 * after it.
 */

/** The record key of each stage, by number (its definition is the manifest's formId). */
export const STAGE_KEYS: Readonly<Record<number, StageKey>> = Object.fromEntries(
  APPLICATION_MANIFEST.stages.map((stage) => [stage.number, stage.key as StageKey]),
);

/** Every stage's number, in order. */
export const ALL_STAGES: readonly number[] = APPLICATION_MANIFEST.stages.map((stage) => stage.number);

/** The first stage: it says who the people are (and starts with the profile's names). */
export const FIRST_STAGE = firstStageNumber(APPLICATION_MANIFEST);

/** The first stage's record key: the people stage. */
export const FIRST_STAGE_KEY = APPLICATION_MANIFEST.people.stage as StageKey;

/** The last stage: its Submit sends the application. */
export const LAST_STAGE = lastStageNumber(APPLICATION_MANIFEST);

/** Whether the stage is filled one person at a time (the applicant switcher). */
export const isPerPersonStage = (stage: number) => manifestStage(APPLICATION_MANIFEST, stage)?.perPerson === true;

/** Whether the stage is the co-borrower's (asked only when the application has one). */
export const isCoBorrowerStage = (stage: number) =>
  manifestStage(APPLICATION_MANIFEST, stage)?.onlyWith === 'coBorrower';

/** Whether the stage is asked of an application with or without a co-borrower. */
export function isAskedStage(stage: number, hasCoBorrower: boolean): boolean {
  const found = manifestStage(APPLICATION_MANIFEST, stage);
  return found !== undefined && isStageAsked(found, { hasCoBorrower });
}

/** The page of a stage. */
export const stagePath = (stage: number) =>
  APPLICATION_MANIFEST.stages.find((entry) => entry.number === stage)?.route ?? `/stage${stage}`;

/** The page after the submitted application. */
export const THANK_YOU_PATH = APPLICATION_MANIFEST.actions.submit;

/** Where a co-borrower taking part goes after their own last stage (the dashboard). */
export const AFTER_OWN_STAGES_PATH = APPLICATION_MANIFEST.actions.afterOwnStages;

/** The stage that follows `stage` (5 after 3 without a co-borrower), or null after the last. */
export function stageAfter(stage: number, hasCoBorrower: boolean): number | null {
  return stageAfterIn(APPLICATION_MANIFEST, stage, { hasCoBorrower });
}

/** The stage Resume opens (part 2 §2.6): the one reached, stage 1 for 0, never the co-borrower's without one. */
export function resumeStage(stageIndicator: number, hasCoBorrower: boolean): number {
  return resumeStageIn(APPLICATION_MANIFEST, stageIndicator, { hasCoBorrower });
}

/**
 * Whether a stage can be opened now: stage 1 always; a later one once stage 1 is saved, up to the stage after the
 * furthest one saved (later stages are not links in the indicator either); the co-borrower's only with one.
 */
export function canOpenStage(
  stage: number,
  application: { stageIndicator: number; stageOneSaved: boolean; hasCoBorrower: boolean },
): boolean {
  return canOpenStageIn(APPLICATION_MANIFEST, stage, application);
}
