import { sortFieldErrors, type FieldError } from './ajvErrors.ts';
import type { FormDefinition, JsonSchema, LookupOptions } from './definition.ts';
import { deletedRowPaths, insideDeletedRows, withoutDeletedRowValues } from './deletedRows.ts';
import { checkLookups } from './lookups.ts';
import { checkRules, isMissingAnswer } from './rules.ts';
import { checkText, trimSpace } from './text.ts';
import { formMessageOf, scopeFilter, type ValidationScope } from './scope.ts';

/**
 * What a validation returns and how its parts combine: the schema's errors (from ajv, compiled on the server or
 * precompiled in the browser), then lookup membership and cross-field rules. No ajv code: the browser uses it too.
 */

/** What one validation covers and the reference data it checks against. */
export interface ValidateOptions {
  /**
   * Options of the definition's lookup types; lookup-bound values outside them are refused. Without it lookup
   * membership is not checked (the server always passes it; the browser once the lists have loaded).
   */
  lookups?: LookupOptions;
  /** Only errors inside this step and/or person count; the whole record when omitted. */
  scope?: ValidationScope;
  /**
   * A partial save (Save & Finish Later): a missing answer is no error (see isMissingAnswer), while everything given
   * is checked as always (types, formats, lengths, patterns, text, lookups, cross-field rules).
   */
  partial?: boolean;
}

/** The outcome of validating data against a definition. */
export interface ValidationResult {
  valid: boolean;
  /** At most one error per path (schema first, then lookups, then rules), in the order the fields are shown. */
  errors: FieldError[];
  /** Top-level field names that failed, for the API envelope's errors list. */
  errorFields: string[];
  /**
   * When invalid, the form-level message: a rule's own (the stage 6 checks' combined wording), else the step's,
   * else the definition's `formMessage`, else 'You have some errors. Please fix and proceed.'.
   */
  formMessage?: string;
  /**
   * Whether the whole record, whatever the scope, has every answer its definition requires: no missing answer
   * anywhere (see isMissingAnswer). A partial save records its stage as incomplete by it.
   */
  complete: boolean;
}

/** A definition with its compiled validator. */
export interface CompiledForm {
  definition: FormDefinition;
  validate(data: unknown, options?: ValidateOptions): ValidationResult;
}

/**
 * The checks the JSON Schema cannot express: text the forms accept (see text.ts), lookup membership (when options are
 * given) and cross-field rules.
 * Soft-deleted rows take no part (see deletedRows.ts).
 */
export function checkBeyondSchema(
  definition: FormDefinition,
  data: unknown,
  lookups: LookupOptions | undefined,
  inDeletedRow: (path: string) => boolean = insideDeletedRows(deletedRowPaths(definition.schema, data)),
): FieldError[] {
  const live = withoutDeletedRowValues(definition.schema, data);
  return [
    ...checkText(definition, live),
    ...(lookups ? checkLookups(definition, live, lookups) : []),
    ...checkRules(definition, live),
  ].filter((error) => !inDeletedRow(error.path));
}

/** The schema's errors that count: none inside a soft-deleted row (its data stays, but it is not an answer). */
export function liveSchemaErrors<E>(
  schema: JsonSchema,
  data: unknown,
  errors: readonly E[],
  pathOf: (error: E) => string,
  inDeletedRow: (path: string) => boolean = insideDeletedRows(deletedRowPaths(schema, data)),
): E[] {
  return errors.filter((error) => !inDeletedRow(pathOf(error)));
}

/**
 * The errors that count for a form's data, in two parts: the schema's (none inside a soft-deleted row), and the
 * engine's own checks (checkBeyondSchema) on the fields the schema found nothing wrong with, one per field. Generic
 * over the shape of the schema's errors, so the server (FieldError) and the browser (RJSF's errors) combine them the
 * same way.
 */
export function engineErrors<E>(
  definition: FormDefinition,
  data: unknown,
  schemaErrors: readonly E[],
  pathOf: (error: E) => string,
  lookups?: LookupOptions,
): { schema: E[]; beyond: FieldError[] } {
  // The deleted rows are found once for both parts.
  const inDeletedRow = insideDeletedRows(deletedRowPaths(definition.schema, data));
  const schema = liveSchemaErrors(definition.schema, data, schemaErrors, pathOf, inDeletedRow);
  const failing = new Set(schema.map(pathOf));
  const beyond = checkBeyondSchema(definition, data, lookups, inDeletedRow).filter((error) => {
    if (failing.has(error.path)) return false;
    failing.add(error.path);
    return true;
  });
  return { schema, beyond };
}

/**
 * Merges schema errors with the engine's other checks into one result for a scope: the first error per path wins,
 * errors outside the scope are dropped, and the form-level message is chosen.
 */
export function combineErrors(
  definition: FormDefinition,
  schemaErrors: readonly FieldError[],
  data: unknown,
  options: ValidateOptions = {},
): ValidationResult {
  const inScope = scopeFilter(definition, options.scope);
  const byPath = new Map<string, FieldError>();
  const { schema, beyond } = engineErrors(definition, data, schemaErrors, (error) => error.path, options.lookups);
  let complete = true;
  for (const error of [...schema, ...beyond]) {
    if (isMissingAnswer(error.keyword)) {
      complete = false;
      if (options.partial) continue;
    }
    if (inScope(error.path) && !byPath.has(error.path)) byPath.set(error.path, error);
  }
  const errors = sortFieldErrors(definition, [...byPath.values()]);
  if (errors.length === 0) return { valid: true, errors, errorFields: [], complete };
  return {
    valid: false,
    errors,
    errorFields: [...new Set(errors.map((e) => e.field))],
    formMessage: errors.find((e) => e.formMessage)?.formMessage ?? formMessageOf(definition, options.scope),
    complete,
  };
}

/** The errors that refuse a partial save: every one but the missing answers (errors of any shape, as engineErrors). */
export function withoutMissingAnswers<E>(errors: readonly E[], keywordOf: (error: E) => string | undefined): E[] {
  return errors.filter((error) => !isMissingAnswer(keywordOf(error)));
}

/**
 * Prepares submitted data for validation and storage: strings trimmed of white space (a byte-order mark stays, to be
 * refused by the text check, never dropped unseen), empty strings treated as missing, and keys the schema does not
 * declare dropped (at every level).
 */
export function normalizeData(schema: JsonSchema, value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = trimSpace(value);
    return trimmed === '' ? undefined : trimmed;
  }
  if (Array.isArray(value)) {
    const items = schema.items;
    return items ? value.map((item) => normalizeData(items, item)).filter((item) => item !== undefined) : value;
  }
  if (typeof value === 'object' && value !== null && schema.properties) {
    const properties = schema.properties;
    const result: Record<string, unknown> = {};
    // Keys, not entries: a stage holds a few hundred objects, and an entry list each was most of the walk's garbage.
    for (const name of Object.keys(properties)) {
      if (!Object.hasOwn(value, name)) continue;
      const normalized = normalizeData(properties[name] as JsonSchema, (value as Record<string, unknown>)[name]);
      if (normalized !== undefined) result[name] = normalized;
    }
    return result;
  }
  return value;
}
