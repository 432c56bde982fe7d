import {
  type FieldError,
  type FormDefinition,
  lookupTypesOf,
  formMessageOf,
  normalizeData,
  scopeFilter,
  sortFieldErrors,
  type ValidationResult,
  type ValidationScope,
} from 'engine';
import type { Db } from '../db/database.ts';
import { ApiError, badRequest } from '../http/envelope.ts';
import { loadLookupOptions } from '../lookups/lookupOptions.ts';
import {
  compiledDefinition,
  findDefinition,
  type DefinitionStatus,
  type StoredDefinition,
} from './formDefinitionStore.ts';
import { zipStateErrors } from './zipStates.ts';

/** Said when the form or version a client sent is not (or no longer) offered. */
export const FORM_UNAVAILABLE_MESSAGE = 'This form is no longer available. Please reload the page and try again.';

/** Submitted data that passed its definition: trimmed, without undeclared keys. */
export type CleanSubmission = Record<string, unknown>;

/** Why a submission was refused, for the request log (paths and rules only, never values). */
export interface RefusedSubmission {
  errorFields: string[];
  errors: Pick<FieldError, 'path' | 'keyword'>[];
}

/** What one validation covers and which versions it may use. */
export interface SubmissionValidationOptions {
  /** One step and/or one person of the record; the whole record when omitted. */
  scope?: ValidationScope;
  /** A partial save (Save & Finish Later): missing answers are not refused (engine ValidateOptions.partial). */
  partial?: boolean;
  /**
   * Statuses the version may have: published for a new record (the default); a record already saved on a version
   * passes ['published', 'retired'] so it is always validated with its own version.
   */
  statuses?: readonly DefinitionStatus[];
  /** A version already read (a record's pinned one, kept in memory): used as is, with no lookup. */
  definition?: StoredDefinition;
  /** Told (for the request log) when the data is refused. */
  onRefused?: (refused: RefusedSubmission) => void;
}

/** A submission that passed: the definition version it was checked with, and the data to store. */
export interface ValidatedSubmission<T> {
  stored: StoredDefinition;
  data: T;
  /** Whether the whole record has every answer its definition requires (false only after a partial save). */
  complete: boolean;
}

/**
 * The one check every save goes through before anything is written: finds the form's version (the latest published
 * when `version` is undefined), normalizes the payload, and validates it with the engine, lookup options included.
 * Throws 400 with the definition's form-level message and the failing field names, or FORM_UNAVAILABLE_MESSAGE
 * naming formId/formVersion when the version is not offered. `T` is the generated type of the form's data.
 */
export async function validateSubmission<T extends object = CleanSubmission>(
  db: Db,
  formId: string,
  version: number | undefined,
  payload: unknown,
  options: SubmissionValidationOptions = {},
): Promise<ValidatedSubmission<T>> {
  const stored = options.definition ?? (await findDefinition(db, formId, version, options.statuses));
  if (!stored) throw badRequest(FORM_UNAVAILABLE_MESSAGE, [version === undefined ? 'formId' : 'formVersion']);
  const { definition } = stored;
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw badRequest(formMessageOf(definition, options.scope));
  }
  const types = lookupTypesOf(definition);
  const lookups = types.length > 0 ? await loadLookupOptions(db, types) : new Map();
  const data = normalizeData(definition.schema, payload) as T;
  const checked = compiledDefinition(stored).validate(data, {
    lookups,
    scope: options.scope,
    partial: options.partial,
  });
  // Beside the engine's checks, the server's own: a zip and the state it fills agree (zipStates.ts).
  // A zip or state refused already (a state outside the list) is not said to disagree too.
  const refused = new Set(checked.errors.map((error) => error.path));
  const inScope = scopeFilter(definition, options.scope);
  const zipErrors = zipStateErrors(definition, data, inScope).filter(
    (error) => !refused.has(error.path) && !refused.has(error.statePath),
  );
  const result = zipErrors.length === 0 ? checked : withMoreErrors(definition, checked, zipErrors);
  if (!result.valid) {
    options.onRefused?.({
      errorFields: result.errorFields,
      errors: result.errors.map(({ path, keyword }) => ({ path, keyword })),
    });
    throw new ApiError(
      400,
      result.formMessage ?? formMessageOf(definition, options.scope),
      result.errorFields,
      result.errors.map(({ path, message }) => ({ path, message })),
    );
  }
  return { stored, data, complete: result.complete };
}

/** A validation's result with more errors (on paths it has none at), in the order fields are shown. */
function withMoreErrors(definition: FormDefinition, result: ValidationResult, more: FieldError[]): ValidationResult {
  const errors = sortFieldErrors(definition, [...result.errors, ...more]);
  return { ...result, valid: false, errors, errorFields: [...new Set(errors.map((error) => error.field))] };
}
