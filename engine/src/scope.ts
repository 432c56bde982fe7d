import type { FormDefinition, FormStep } from './definition.ts';
import { FORM_ERROR_MESSAGE } from './messages.ts';
import { messageKeyOf } from './paths.ts';

/**
 * What part of a record one validation covers: a step of the definition, one person (a data path prefix such as
 * `applications.2`), both, or (without either) the whole record.
 */
export interface ValidationScope {
  /** A step id from the definition's `steps`. */
  step?: string;
  /** A data path prefix: only errors at or under it count. */
  person?: string;
}

/** A scope names a step the definition does not have. */
export class UnknownStepError extends Error {
  constructor(definition: Pick<FormDefinition, 'id' | 'version'>, step: string) {
    super(`Form "${definition.id}" version ${definition.version} has no step "${step}".`);
    this.name = 'UnknownStepError';
  }
}

function isUnder(path: string, prefix: string): boolean {
  return prefix === '' || path === prefix || path.startsWith(`${prefix}.`);
}

/** The step a scope names; throws UnknownStepError for a name the definition lacks. */
export function stepOf(definition: FormDefinition, scope: ValidationScope = {}): FormStep | undefined {
  if (scope.step === undefined) return undefined;
  const step = definition.steps?.find((candidate) => candidate.id === scope.step);
  if (!step) throw new UnknownStepError(definition, scope.step);
  return step;
}

/** A test telling whether an error's data path belongs to the scope. */
export function scopeFilter(definition: FormDefinition, scope: ValidationScope = {}): (path: string) => boolean {
  const step = stepOf(definition, scope);
  return (path) => {
    if (scope.person !== undefined && !isUnder(path, scope.person)) return false;
    if (!step) return true;
    const key = messageKeyOf(path);
    return step.fields.some((field) => isUnder(key, field));
  };
}

/** The form-level message of a scope: its step's own, else the definition's, else the spec's default. */
export function formMessageOf(definition: FormDefinition, scope: ValidationScope = {}): string {
  return stepOf(definition, scope)?.formMessage ?? definition.formMessage ?? FORM_ERROR_MESSAGE;
}
