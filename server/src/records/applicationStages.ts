import type { StageKey } from 'common';
import { manifestStage, manifestStageByKey, type ManifestStage } from 'engine';
import { APPLICATION_MANIFEST, SHORT_APPLICATION_MANIFEST } from 'forms/manifests/index.ts';

/**
 * The stages of the 1003 application (part 2 §2.4, §3.1), read from its manifest (forms/manifests/application.json):
 * the record's key of each, the definition that validates that key's value, where its version is kept, and whether
 * the stage is filled one applicant at a time (its value is `{ applications: [...] }`, part 2 §4.2). Read by the
 * saver, the presenters, the PDF and the export.
 */

/** A stage of the full application. */
export interface ApplicationStage {
  /** Its number in the manifest's order (1 for the first). */
  stage: number;
  key: StageKey;
  /** The definition that validates the value of `key`. */
  formId: string;
  /** Where `form_versions` keeps the version it was filled on (`stage3`). */
  versionKey: string;
  /** Filled per applicant: the value is `{ applications: [...] }`. */
  perApplicant: boolean;
  /** The co-borrower's stage: asked (and required) only when the application has one. */
  onlyWithCoBorrower: boolean;
}

function asStage(stage: ManifestStage): ApplicationStage {
  return {
    stage: stage.number,
    key: stage.key,
    formId: stage.formId,
    versionKey: stage.versionKey,
    perApplicant: stage.perPerson,
    onlyWithCoBorrower: stage.onlyWith === 'coBorrower',
  };
}

/** Every stage, in order. */
export const APPLICATION_STAGES: readonly ApplicationStage[] = APPLICATION_MANIFEST.stages.map(asStage);

/** The first stage: it says who the people are (and starts with the profile's names). */
export const FIRST_STAGE = APPLICATION_STAGES[0] as ApplicationStage;

/** The last stage: its Submit (statusIndicator 1) sends the application. */
export const LAST_STAGE = APPLICATION_STAGES.at(-1) as ApplicationStage;

/** The short application's definition and where `form_versions` keeps its version. */
export const SHORT_APPLICATION = {
  formId: SHORT_APPLICATION_MANIFEST.formId,
  versionKey: SHORT_APPLICATION_MANIFEST.versionKey,
} as const;

/** The stage with this number, or undefined. */
export function stageByNumber(stage: number): ApplicationStage | undefined {
  const found = manifestStage(APPLICATION_MANIFEST, stage);
  return found && asStage(found);
}

/** The stage whose key this is, or undefined. */
export function stageByKey(key: string): ApplicationStage | undefined {
  const found = manifestStageByKey(APPLICATION_MANIFEST, key);
  return found && asStage(found);
}
