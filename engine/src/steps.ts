import type { FormDefinition, FormStep } from './definition.ts';
import { conditionHolds } from './rules.ts';

/**
 * The path through a stepped form (the pre-approval wizard, the 1003's stages): which steps a person sees, given
 * what the record holds so far and whether they are signed in. The renderer in the browser and the server's
 * progress checks both walk it, so neither can reach a step the other would skip.
 */

/** What the path depends on besides the record. */
export interface StepContext {
  signedIn: boolean;
}

/** Whether a step is on the person's path: its condition holds and its audience includes them. */
export function isStepShown(step: FormStep, data: unknown, context: StepContext): boolean {
  if (step.audience === 'visitor' && context.signedIn) return false;
  return !step.when || conditionHolds(step.when, data, []);
}

/** The steps on the person's path, in order. */
export function shownSteps(definition: FormDefinition, data: unknown, context: StepContext): FormStep[] {
  return (definition.steps ?? []).filter((step) => isStepShown(step, data, context));
}

function indexOfStep(definition: FormDefinition, id: string): number {
  return (definition.steps ?? []).findIndex((step) => step.id === id);
}

/** The first shown step after `id`, or undefined after the last (the form is then submitted). */
export function nextStep(
  definition: FormDefinition,
  id: string,
  data: unknown,
  context: StepContext,
): FormStep | undefined {
  const steps = definition.steps ?? [];
  return steps.slice(indexOfStep(definition, id) + 1).find((step) => isStepShown(step, data, context));
}

/** The last shown step before `id`, or undefined on the first. */
export function previousStep(
  definition: FormDefinition,
  id: string,
  data: unknown,
  context: StepContext,
): FormStep | undefined {
  const steps = definition.steps ?? [];
  const index = indexOfStep(definition, id);
  if (index <= 0) return undefined;
  return steps
    .slice(0, index)
    .reverse()
    .find((step) => isStepShown(step, data, context));
}

/** 'Step 2 of 5' as numbers: the step's place among the counted shown steps, or undefined for an uncounted one. */
export function stepCounter(
  definition: FormDefinition,
  id: string,
  data: unknown,
  context: StepContext,
): { position: number; total: number } | undefined {
  const counted = shownSteps(definition, data, context).filter((step) => step.counted);
  const position = counted.findIndex((step) => step.id === id);
  return position === -1 ? undefined : { position: position + 1, total: counted.length };
}

/** The shown steps before `id` (the breadcrumb's trail). */
export function stepsBefore(definition: FormDefinition, id: string, data: unknown, context: StepContext): FormStep[] {
  const shown = shownSteps(definition, data, context);
  const index = shown.findIndex((step) => step.id === id);
  return index === -1 ? [] : shown.slice(0, index);
}

/** A step's number on the path of record (its place among all the definition's steps, from 1; 0 when unknown). */
export function stepNumberOf(definition: FormDefinition, id: string | undefined): number {
  return indexOfStep(definition, id ?? '') + 1;
}

/** The step with this number (1 for the first), if the definition has one. */
export function stepOfNumber(definition: FormDefinition, number: number): FormStep | undefined {
  return Number.isInteger(number) && number >= 1 ? definition.steps?.[number - 1] : undefined;
}

/**
 * The step a person resumes at after saving `id`: the next shown step that asks for something. A step that only
 * shows (the wizard's fixed credit score after step 7) holds nothing to resume to, so saving step 7 records step 9
 * (part 1 §4: "Next from 7 jumps ahead by two"); undefined after the last (the form is then submitted).
 */
export function resumeStepAfter(
  definition: FormDefinition,
  id: string,
  data: unknown,
  context: StepContext,
): FormStep | undefined {
  let step = nextStep(definition, id, data, context);
  while (step && step.fields.length === 0) step = nextStep(definition, step.id, data, context);
  return step;
}
