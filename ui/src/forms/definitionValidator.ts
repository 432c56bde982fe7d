import type { RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { localizeAjvErrors } from '../../../engine/src/ajvErrors.ts';
import type { FormDefinition } from '../../../engine/src/definition.ts';
import { fieldPathsOf, messageKeyOf } from '../../../engine/src/paths.ts';
import { precompiledValidators } from '../../../forms/generated/validators/index.ts';

/** The data of a form as RJSF holds it. */
export type FormData = Record<string, unknown>;

/** The bundle has no validator for a definition version the server serves (published after this build). */
export class MissingValidatorError extends Error {
  constructor(definition: FormDefinition) {
    super(`This form (${definition.id}, version ${definition.version}) was updated. Please reload the page.`);
    this.name = 'MissingValidatorError';
  }
}

/**
 * The RJSF validator for one definition: its precompiled functions (built from forms/ with the engine's ajv
 * options and formats, so no code is compiled in the browser) and the definition's messages, set on ajv's errors
 * before RJSF reads them, so the browser says exactly what the server would.
 */
export async function loadDefinitionValidator(definition: FormDefinition): Promise<ValidatorType<FormData>> {
  const load = precompiledValidators[`${definition.id}@${definition.version}`];
  if (!load) throw new MissingValidatorError(definition);
  const functions = (await load()) as ValidatorFunctions;
  return createPrecompiledValidator<FormData>(
    functions,
    definition.schema as RJSFSchema,
    localizeAjvErrors(definition),
  );
}

/** The data path of an RJSF error (`.contEmail` and `contEmail` both give `contEmail`). */
export function errorPathOf(error: RJSFValidationError): string {
  return (error.property ?? '').replace(/^\./, '');
}

/**
 * Keeps one error per field (a missing value first) and orders them as the fields are shown, so focus
 * goes to the first invalid field on the page.
 */
export function orderErrorsFor(definition: FormDefinition): (errors: RJSFValidationError[]) => RJSFValidationError[] {
  const order = fieldPathsOf(definition.schema, definition.uiSchema);
  const rank = (error: RJSFValidationError) => {
    const index = order.indexOf(messageKeyOf(errorPathOf(error)));
    return index === -1 ? order.length : index;
  };
  return (errors) => {
    const byPath = new Map<string, RJSFValidationError>();
    for (const error of errors) {
      const path = errorPathOf(error);
      const existing = byPath.get(path);
      if (!existing || (error.name === 'required' && existing.name !== 'required')) byPath.set(path, error);
    }
    return [...byPath.values()].sort((a, b) => rank(a) - rank(b));
  };
}
