import {
  deepEquals,
  toErrorSchema,
  type ErrorSchema,
  type RJSFSchema,
  type RJSFValidationError,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import {
  localizeAjvErrors,
  sortByDisplayOrder,
  type FieldError,
  type FormDefinition,
  type LookupOptions,
  bindLookupOptions,
  engineErrors,
  normalizeData,
  withoutMissingAnswers,
  withRuleRequiredMarks,
} from 'engine';
import { publishedValidatorPath } from 'common';
import { loadValidatorModule, type ModuleImporter } from './servedValidator.ts';

/** The data of a form as RJSF holds it. */
export type FormData = Record<string, unknown>;

/** A definition, and where its validators are when the server served it (FormDefinitionReply). */
export type DefinitionWithValidators = FormDefinition & { validatorModule?: string };

/**
 * The precompiled functions of a definition: from the module the server named with it (servedValidator.ts), else,
 * for a definition that did not come from the server (Storybook's, the unit tests', the bench's), from the build's
 * list of its validators, which the app's own downloads never load.
 */
async function validatorFunctions(
  definition: DefinitionWithValidators,
  importModule?: ModuleImporter,
): Promise<ValidatorFunctions> {
  if (definition.validatorModule) return loadValidatorModule(definition.validatorModule, importModule);
  const { precompiledValidators } = await import('forms/generated/validators/index.ts');
  const bundled = precompiledValidators[`${definition.id}@${definition.version}`];
  return bundled
    ? ((await bundled()) as ValidatorFunctions)
    : loadValidatorModule(publishedValidatorPath(definition.id, definition.version), importModule);
}

/**
 * The RJSF validator for one definition: its precompiled functions (built from forms/ with the engine's ajv
 * options and formats, so no code is compiled in the browser; a version published after this build gets the same
 * code from the server, see servedValidator.ts) and the definition's messages, set on ajv's errors before RJSF
 * reads them, so the browser says exactly what the server would.
 */
export async function loadDefinitionValidator(
  definition: DefinitionWithValidators,
  importModule?: ModuleImporter,
): Promise<ValidatorType<FormData>> {
  const functions = await validatorFunctions(definition, importModule).catch((error: unknown) => {
    throw new Error('The form could not be loaded. Please check your connection and try again.', { cause: error });
  });
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
 * Keeps one error per field (a missing value first) and orders them as the fields are shown, row by row, so focus
 * goes to the first invalid field on the page.
 */
export function orderErrorsFor(definition: FormDefinition): (errors: RJSFValidationError[]) => RJSFValidationError[] {
  return (errors) => {
    const byPath = new Map<string, RJSFValidationError>();
    for (const error of errors) {
      const path = errorPathOf(error);
      const existing = byPath.get(path);
      if (!existing || (error.name === 'required' && existing.name !== 'required')) byPath.set(path, error);
    }
    return sortByDisplayOrder(definition, [...byPath.values()], errorPathOf);
  };
}

function rjsfError(error: FieldError): RJSFValidationError {
  const property = `.${error.path}`;
  // A rule's own form-level message rides in params (see theme/ruleFormMessage.ts).
  const params = error.formMessage ? { formMessage: error.formMessage } : {};
  return { name: error.keyword, property, message: error.message, params, stack: `${property} ${error.message}` };
}

function withError(errorSchema: ErrorSchema<FormData>, error: FieldError): ErrorSchema<FormData> {
  const root = structuredClone(errorSchema) as Record<string, unknown>;
  let node = root;
  for (const segment of error.path.split('.')) {
    const child = node[segment];
    node[segment] = typeof child === 'object' && child !== null ? child : {};
    node = node[segment] as Record<string, unknown>;
  }
  node.__errors = [...((node.__errors as string[] | undefined) ?? []), error.message];
  return root as ErrorSchema<FormData>;
}

/**
 * The validator of a form whose submit may be a partial save (Save & Finish Later): while `partial()` holds, errors
 * that say an answer is missing are left out (the engine's withoutMissingAnswers), as the server leaves them out of a
 * partial save; everything given is still checked. Otherwise the inner validator's result is returned as it is.
 */
export function partialSaveValidator(inner: ValidatorType<FormData>, partial: () => boolean): ValidatorType<FormData> {
  return {
    validateFormData(formData, schema, customValidate, transformErrors, uiSchema): ValidationData<FormData> {
      const checked = inner.validateFormData(formData, schema, customValidate, transformErrors, uiSchema);
      if (!partial()) return checked;
      const errors = withoutMissingAnswers(checked.errors, (error) => error.name);
      return errors.length === checked.errors.length
        ? checked
        : { errors, errorSchema: toErrorSchema<FormData>(errors) };
    },
    isValid: (schema, formData, rootSchema) => inner.isValid(schema, formData, rootSchema),
    rawValidation: (schema, formData) => inner.rawValidation(schema, formData),
  };
}

/** A definition ready to render: lookup options bound into its schema, and a validator that understands that. */
export interface DefinitionForRendering {
  definition: FormDefinition;
  validator: ValidatorType<FormData>;
}

/**
 * Binds the lookup options into a copy of the definition for rendering (selects), marks the fields its rules require
 * (engine/src/requiredMarks.ts), and wraps the precompiled validator so it still validates against the schema it was
 * built for, then adds the engine's lookup membership and cross-field rules: the browser refuses what the server
 * refuses, with the same words.
 */
export function bindLookupsForRendering(
  definition: FormDefinition,
  validator: ValidatorType<FormData>,
  lookups: LookupOptions,
): DefinitionForRendering {
  const original = definition.schema as RJSFSchema;
  const bound = bindLookupOptions(definition.schema, definition.uiSchema, definition.lookups, lookups);
  const rendered = bound.schema as RJSFSchema;
  const orderErrors = orderErrorsFor(definition);
  // RJSF hands back the schema it renders, or parts of it; the precompiled functions know the original ones.
  const toOriginal = (schema: RJSFSchema) => (schema === rendered || deepEquals(schema, rendered) ? original : schema);
  const wrapped: ValidatorType<FormData> = {
    validateFormData(formData, _schema, customValidate, transformErrors, uiSchema): ValidationData<FormData> {
      // The data as the server checks it (normalizeData): text trimmed, so a name of spaces alone is missing here too.
      const data = normalizeData(definition.schema, formData ?? {}) as FormData;
      const checked = validator.validateFormData(data, original, customValidate, transformErrors, uiSchema);
      // Combined as the server combines them (engine/src/checks.ts): nothing inside a soft-deleted row counts.
      const { schema: live, beyond: extra } = engineErrors(definition, data, checked.errors, errorPathOf, lookups);
      const result =
        live.length === checked.errors.length ? checked : { errors: live, errorSchema: toErrorSchema<FormData>(live) };
      if (extra.length === 0) return result;
      return {
        errors: orderErrors([...result.errors, ...extra.map(rjsfError)]),
        errorSchema: extra.reduce(withError, result.errorSchema),
      };
    },
    isValid: (schema, formData, _rootSchema) => validator.isValid(toOriginal(schema), formData, original),
    rawValidation: (_schema, formData) => validator.rawValidation(original, formData),
  };
  return {
    definition: { ...definition, schema: bound.schema, uiSchema: withRuleRequiredMarks(definition, bound.uiSchema) },
    validator: wrapped,
  };
}
