import type { ValidateFunction } from 'ajv';
import { createAjv, type FormatOptions } from './ajvConfig.ts';
import { toFieldErrors } from './ajvErrors.ts';
import type { FormDefinition } from './definition.ts';
import { combineErrors, type CompiledForm, type ValidateOptions, type ValidationResult } from './checks.ts';

function resultOf(
  definition: FormDefinition,
  validateFn: ValidateFunction,
  data: unknown,
  options: ValidateOptions = {},
): ValidationResult {
  const schemaErrors = validateFn(data) ? [] : toFieldErrors(definition, validateFn.errors ?? []);
  return combineErrors(definition, schemaErrors, data, options);
}

/** Compiles a definition's schema once; throws ajv's error when the schema uses something the engine lacks. */
export function compileDefinition(definition: FormDefinition, options: FormatOptions = {}): CompiledForm {
  const validateFn = createAjv(options).compile(definition.schema);
  return { definition, validate: (data, validateOptions) => resultOf(definition, validateFn, data, validateOptions) };
}

const compiledCache = new WeakMap<FormDefinition, CompiledForm>();

/**
 * Validates data against a definition (compiled once per definition object): one step, one person or all of it; with
 * `partial` (Save & Finish Later) a missing answer is no error, and the result's `complete` says whether any is missing.
 */
export function validate(definition: FormDefinition, data: unknown, options: ValidateOptions = {}): ValidationResult {
  let compiled = compiledCache.get(definition);
  if (!compiled) {
    compiled = compileDefinition(definition);
    compiledCache.set(definition, compiled);
  }
  return compiled.validate(data, options);
}
