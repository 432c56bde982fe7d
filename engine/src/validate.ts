import type { ValidateFunction } from 'ajv';
import { createAjv, type FormatOptions } from './ajvConfig.ts';
import { toFieldErrors, type FieldError } from './ajvErrors.ts';
import type { FormDefinition, JsonSchema } from './definition.ts';

/** The outcome of validating data against a definition. */
export interface ValidationResult {
  valid: boolean;
  /** At most one error per path, in the order the fields are declared. */
  errors: FieldError[];
  /** Top-level field names that failed, for the API envelope's errors list. */
  errorFields: string[];
}

/** A definition with its compiled validator. */
export interface CompiledForm {
  definition: FormDefinition;
  validate(data: unknown): ValidationResult;
}

function resultOf(definition: FormDefinition, validateFn: ValidateFunction, data: unknown): ValidationResult {
  const valid = validateFn(data);
  const errors = valid ? [] : toFieldErrors(definition, validateFn.errors ?? []);
  return { valid, errors, errorFields: [...new Set(errors.map((e) => e.field))] };
}

/** Compiles a definition's schema once; throws ajv's error when the schema uses something the engine lacks. */
export function compileDefinition(definition: FormDefinition, options: FormatOptions = {}): CompiledForm {
  const validateFn = createAjv(options).compile(definition.schema);
  return { definition, validate: (data) => resultOf(definition, validateFn, data) };
}

const compiledCache = new WeakMap<FormDefinition, CompiledForm>();

/** Validates data against a definition (compiled once per definition object). */
export function validate(definition: FormDefinition, data: unknown): ValidationResult {
  let compiled = compiledCache.get(definition);
  if (!compiled) {
    compiled = compileDefinition(definition);
    compiledCache.set(definition, compiled);
  }
  return compiled.validate(data);
}

/**
 * Prepares submitted data for validation and storage: strings trimmed, empty strings treated as missing,
 * and keys the schema does not declare dropped (at every level).
 */
export function normalizeData(schema: JsonSchema, value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  if (Array.isArray(value)) {
    const items = schema.items;
    return items ? value.map((item) => normalizeData(items, item)).filter((item) => item !== undefined) : value;
  }
  if (typeof value === 'object' && value !== null && schema.properties) {
    const result: Record<string, unknown> = {};
    for (const [name, child] of Object.entries(schema.properties)) {
      if (!Object.hasOwn(value, name)) continue;
      const normalized = normalizeData(child, (value as Record<string, unknown>)[name]);
      if (normalized !== undefined) result[name] = normalized;
    }
    return result;
  }
  return value;
}
