import { FORM_ERROR_MESSAGE } from 'engine';
import { badRequest } from 'server/http/envelope.ts';
import { readWholeNumber } from 'server/http/input.ts';
import { FORM_UNAVAILABLE_MESSAGE } from 'server/forms/submissionValidation.ts';

/** A public form's body split into the form it was filled on and its fields. */
export interface FormRequestBody {
  formId: string;
  /** The version the browser rendered; undefined asks for the latest published one. */
  version: number | undefined;
  /** Everything else in the body, for the definition to check. */
  fields: Record<string, unknown>;
}

function readVersion(value: unknown): number | undefined | null {
  return value === undefined ? undefined : readWholeNumber(value);
}

/**
 * Reads `formId` (one of `formIds`, `defaultFormId` when absent) and `formVersion` from a public form's body.
 * Throws 400 for a body that is not an object, and FORM_UNAVAILABLE_MESSAGE naming formId or formVersion for a
 * form this call does not take or a version that is not a whole number.
 */
export function readFormRequest(body: unknown, formIds: readonly string[], defaultFormId: string): FormRequestBody {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest(FORM_ERROR_MESSAGE);
  const { formId = defaultFormId, formVersion, ...fields } = body as Record<string, unknown>;
  if (typeof formId !== 'string' || !formIds.includes(formId)) throw badRequest(FORM_UNAVAILABLE_MESSAGE, ['formId']);
  const version = readVersion(formVersion);
  if (version === null) throw badRequest(FORM_UNAVAILABLE_MESSAGE, ['formVersion']);
  return { formId, version, fields };
}
