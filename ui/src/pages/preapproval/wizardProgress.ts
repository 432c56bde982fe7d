import {
  formatPhone,
  isStepShown,
  nextStep,
  resumeStepAfter,
  stepNumberOf,
  stepOfNumber,
  type FormDefinition,
  type FormStep,
  type StepContext,
} from 'engine';
import type { LocalStages } from 'ui/session/localStages.ts';

/**
 * The wizard's progress as pure data (part 1 §3, §4): the stages record (the stage reached, stage1 … stage9), the
 * step a stage number opens, what a save sends, and the step 3 prefill from the profile.
 */

/** The whole record of the wizard: stage1 … stage9 (the stages record without its stage number and id). */
export type WizardRecord = Record<string, unknown>;

/** The stage number of the result (step 10). */
export const RESULT_STAGE = 10;

/** The record held by a stages record (what remains without `stage` and `id`). */
export function recordOfStages(stages: LocalStages): WizardRecord {
  const { stage: _stage, id: _id, ...record } = stages;
  return record;
}

/**
 * The step a stage number opens for this person: that step when it is on their path, else the next one that is
 * (a signed-in person saved at the sign-in step goes on to step 7); undefined for the result (10, or beyond).
 */
export function stepForStage(
  definition: FormDefinition,
  stage: number,
  record: WizardRecord,
  context: StepContext,
): FormStep | undefined {
  const step = stepOfNumber(definition, Math.max(stage, 1));
  if (!step) return undefined;
  return isStepShown(step, record, context) ? step : nextStep(definition, step.id, record, context);
}

/**
 * The step a person resumes at: the one their stage number opens (stepForStage), unless a step before it on their
 * path is not complete (`isComplete` validates it), as when the tab that held a visitor's personal answers and
 * amounts was closed: then the first such step, so the missing answers are asked for before anything is sent on.
 * Undefined for the result.
 */
export function resumeStep(
  definition: FormDefinition,
  stage: number,
  record: WizardRecord,
  context: StepContext,
  isComplete: (step: FormStep) => boolean,
): FormStep | undefined {
  const target = stepForStage(definition, stage, record, context);
  if (!target) return undefined;
  const steps = definition.steps ?? [];
  const earlier = steps
    .slice(0, steps.indexOf(target))
    .find((step) => step.fields.length > 0 && isStepShown(step, record, context) && !isComplete(step));
  return earlier ?? target;
}

/** The stage a person resumes at once `step` is saved (part 1 §4: after 7, at 9); the result after the last. */
export function stageAfter(
  definition: FormDefinition,
  step: FormStep,
  record: WizardRecord,
  context: StepContext,
): number {
  return stepNumberOf(definition, resumeStepAfter(definition, step.id, record, context)?.id) || RESULT_STAGE;
}

/** The top-level keys of the record a list of step fields covers. */
function keysOf(fields: readonly string[]): string[] {
  return [...new Set(fields.map((field) => field.split('.')[0] as string))];
}

/**
 * What a signed-in save sends (POST /pre/progress `data`): the step's answers; or, while the record is not on the
 * server yet (a visitor who just signed in, a start made on this device), the answers of every step up to this one
 * on the path (a later step's start, such as the zip question's place for step 2, waits for its own step).
 */
export function progressData(
  definition: FormDefinition,
  record: WizardRecord,
  step: FormStep,
  everything: boolean,
): WizardRecord {
  const steps = definition.steps ?? [];
  const upTo = steps
    .slice(0, steps.indexOf(step) + 1)
    .filter((each) => each === step || isStepShown(each, record, { signedIn: false }));
  const fields = everything ? upTo.flatMap((each) => each.fields) : step.fields;
  const data: WizardRecord = {};
  for (const key of keysOf(fields)) if (record[key] !== undefined) data[key] = record[key];
  return data;
}

/** The account's names and phone (GET /profile/user). */
export interface ProfileNames {
  first_name: string;
  last_name: string;
  mobile_number: string;
}

type Borrower = Record<string, unknown>;

function borrowerOf(record: WizardRecord): Borrower {
  const stage3 = record.stage3 as { borrower?: Borrower } | undefined;
  return stage3?.borrower ?? {};
}

/**
 * Step 3's prefill for a borrower whose profile is complete (part 1 §4): with no name saved yet, the first name,
 * last name and mobile number come from the profile.
 */
export function withProfileNames(record: WizardRecord, profile: ProfileNames): WizardRecord {
  const borrower = borrowerOf(record);
  if (borrower.firstName || borrower.lastName) return record;
  const mobile = formatPhone(profile.mobile_number) ?? profile.mobile_number;
  return {
    ...record,
    stage3: {
      ...(record.stage3 as object | undefined),
      borrower: {
        ...borrower,
        firstName: profile.first_name,
        lastName: profile.last_name,
        ...(mobile && !borrower.mobilePhone ? { mobilePhone: mobile } : {}),
      },
    },
  };
}

/** The name fields of step 3. */
export const NAME_FIELDS = ['stage3.borrower.firstName', 'stage3.borrower.lastName'] as const;

/** Whether step 3's names are the profile's (they are then shown read-only: the letter names the account holder). */
export function namesAreProfiles(record: WizardRecord, profile: ProfileNames): boolean {
  const borrower = borrowerOf(record);
  return (
    profile.first_name !== '' && borrower.firstName === profile.first_name && borrower.lastName === profile.last_name
  );
}

/** Step 10 with no record, or one that could not be loaded (part 1 §8, spelled correctly per decision 2). */
export const NO_RECORD = 'Could not find the last record.';
