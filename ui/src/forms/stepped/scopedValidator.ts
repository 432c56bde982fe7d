import { toErrorSchema, type RJSFSchema, type ValidationData, type ValidatorType } from '@rjsf/utils';
import { scopeFilter, type FormDefinition, type ValidationScope } from 'engine';
import { errorPathOf, type FormData } from '../definitionValidator.ts';

/** What a stepped form's validation covers now: a step, maybe one person, and values on file. */
export interface StepValidation {
  scope: ValidationScope;
  /** Data paths of personal values on file: left empty, they are not missing (the server keeps them). */
  onFile: ReadonlySet<string>;
  /** The schema RJSF renders (the step's slice), which the precompiled validator knows as the definition's. */
  rendered: RJSFSchema;
}

/**
 * The definition's validator limited to what is on screen: the whole record is validated as the server does, and
 * only errors in the step (and person) are kept, with the engine's own scope. `current` is read at each call, so
 * the validator keeps its identity while the person on screen changes.
 */
export function scopedValidator(
  inner: ValidatorType<FormData>,
  definition: FormDefinition,
  current: () => StepValidation,
): ValidatorType<FormData> {
  const original = definition.schema as RJSFSchema;
  const toOriginal = (schema: RJSFSchema) => (schema === current().rendered ? original : schema);
  return {
    validateFormData(formData, _schema, customValidate, transformErrors, uiSchema): ValidationData<FormData> {
      const checked = inner.validateFormData(formData, original, customValidate, transformErrors, uiSchema);
      const { scope, onFile } = current();
      const inScope = scopeFilter(definition, scope);
      const errors = checked.errors.filter((error) => {
        const path = errorPathOf(error);
        return inScope(path) && !(error.name === 'required' && onFile.has(path));
      });
      return errors.length === checked.errors.length
        ? checked
        : { errors, errorSchema: toErrorSchema<FormData>(errors) };
    },
    isValid: (schema, formData, rootSchema) => inner.isValid(toOriginal(schema), formData, toOriginal(rootSchema)),
    rawValidation: (_schema, formData) => inner.rawValidation(original, formData),
  };
}

/** What a step's one validator covers now (the person on screen changes it as the step renders). */
export class StepCoverage {
  constructor(private now: StepValidation) {}

  /** Covers `validation` from now on. */
  cover(validation: StepValidation): void {
    this.now = validation;
  }

  /** What is covered now. */
  covered(): StepValidation {
    return this.now;
  }
}
