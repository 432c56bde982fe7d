import { FORM_ERROR_MESSAGE } from '../../../engine/src/messages.ts';
import type { FieldError } from '../../../engine/src/ajvErrors.ts';
import { normalizeData } from '../../../engine/src/validate.ts';
import { badRequest } from '../http/envelope.ts';
import { compiledDefinition, type StoredDefinition } from './formDefinitionStore.ts';

/** Submitted data that passed its definition: trimmed, without undeclared keys. */
export type CleanSubmission = Record<string, unknown>;

/** Why a submission was refused, for the request log (paths and rules only, never values). */
export interface RefusedSubmission {
  errorFields: string[];
  errors: Pick<FieldError, 'path' | 'keyword'>[];
}

/**
 * Normalizes a payload and validates it with the engine; throws 400 with the form-level message and the
 * failing field names before anything is written.
 */
export function validateSubmission(
  stored: StoredDefinition,
  payload: Record<string, unknown>,
  onRefused?: (refused: RefusedSubmission) => void,
): CleanSubmission {
  const data = normalizeData(stored.definition.schema, payload) as CleanSubmission;
  const result = compiledDefinition(stored).validate(data);
  if (!result.valid) {
    onRefused?.({
      errorFields: result.errorFields,
      errors: result.errors.map(({ path, keyword }) => ({ path, keyword })),
    });
    throw badRequest(FORM_ERROR_MESSAGE, result.errorFields);
  }
  return data;
}
