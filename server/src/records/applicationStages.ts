/**
 * The stages of the 1003 application (part 2 §2.4, §3.1): the record's key of each, the definition that validates
 * that key's value (forms/application-stage<N>), and whether the stage is filled one applicant at a time (its value
 * is `{ applications: [...] }`, part 2 §4.2). One table, read by the saver, the presenters, the PDF and the export.
 */

/** A stage's key in the application record. */
export type StageKey = 'stageOne' | 'stageTwo' | 'stageThree' | 'stageFour' | 'stageFive' | 'stageSix';

/** A stage of the full application. */
export interface ApplicationStage {
  stage: 1 | 2 | 3 | 4 | 5 | 6;
  key: StageKey;
  /** The definition that validates the value of `key`. */
  formId: string;
  /** Where `form_versions` keeps the version it was filled on (`stage3`). */
  versionKey: string;
  /** Filled per applicant: the value is `{ applications: [...] }`. */
  perApplicant: boolean;
}

/** Every stage, in order. */
export const APPLICATION_STAGES: readonly ApplicationStage[] = [
  { stage: 1, key: 'stageOne', formId: 'application-stage1', versionKey: 'stage1', perApplicant: false },
  { stage: 2, key: 'stageTwo', formId: 'application-stage2', versionKey: 'stage2', perApplicant: false },
  { stage: 3, key: 'stageThree', formId: 'application-stage3', versionKey: 'stage3', perApplicant: true },
  { stage: 4, key: 'stageFour', formId: 'application-stage4', versionKey: 'stage4', perApplicant: false },
  { stage: 5, key: 'stageFive', formId: 'application-stage5', versionKey: 'stage5', perApplicant: true },
  { stage: 6, key: 'stageSix', formId: 'application-stage6', versionKey: 'stage6', perApplicant: true },
];

/** The short application's definition and where `form_versions` keeps its version. */
export const SHORT_APPLICATION = { formId: 'application-short', versionKey: 'short' } as const;

/** The stage with this number, or undefined. */
export function stageByNumber(stage: number): ApplicationStage | undefined {
  return APPLICATION_STAGES.find((entry) => entry.stage === stage);
}

/** The stage whose key this is, or undefined. */
export function stageByKey(key: string): ApplicationStage | undefined {
  return APPLICATION_STAGES.find((entry) => entry.key === key);
}
