import { isAcceptedText, TEXT_MESSAGE, trimSpace } from 'engine';
import { badRequest } from './envelope.ts';

/**
 * Readers for the numbers a request names (ids, versions, revisions): whole numbers in the range of the column they
 * are looked up in, so a number the database cannot hold is a 400 at the boundary and never a failing query. And
 * for the texts a route reads by hand (no definition): single-line or free text, with the engine's rule.
 */

/** The largest value of a PostgreSQL `integer` column (ids, versions, revisions). */
export const INT4_MAX = 2_147_483_647;

/** The range a whole number must fall in. */
export interface WholeNumberRange {
  min: number;
  max: number;
}

/** Ids and versions: 1 … INT4_MAX. */
export const ID_RANGE: WholeNumberRange = { min: 1, max: INT4_MAX };
/** Revisions: 0 (never saved) … INT4_MAX. */
export const REVISION_RANGE: WholeNumberRange = { min: 0, max: INT4_MAX };

/** A whole number's JSON Schema for a range: readWholeNumber's rule as the API contract states it (server/src/openapi). */
export function wholeNumberSchema(range: WholeNumberRange = ID_RANGE): {
  type: 'integer';
  minimum: number;
  maximum: number;
} {
  return { type: 'integer', minimum: range.min, maximum: range.max };
}

/**
 * A whole number in `range`, sent as a JSON number or as a string of digits (a path or query parameter); null for
 * anything else (fractions, exponents beyond the range, signs, spaces, leading zeros).
 */
export function readWholeNumber(value: unknown, range: WholeNumberRange = ID_RANGE): number | null {
  let number: number | undefined;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && /^(0|[1-9]\d{0,15})$/.test(value)) number = Number(value);
  if (number === undefined || !Number.isSafeInteger(number)) return null;
  return number >= range.min && number <= range.max ? number : null;
}

/**
 * A text a route reads by hand, trimmed of white space ('' when absent or not text): single-line (a name, an e-mail,
 * an identifier, a title) unless `multiline` (free text typed in a textarea). Text the engine's rule refuses
 * (engine/src/text.ts: direction controls, zero-width characters and byte-order marks in single-line text) is a 400
 * naming the field with its message; nothing is stripped.
 */
export function readText(value: unknown, field: string, multiline = false): string {
  const text = typeof value === 'string' ? trimSpace(value) : '';
  if (!isAcceptedText(text, multiline)) throw badRequest(TEXT_MESSAGE, [{ path: field, message: TEXT_MESSAGE }]);
  return text;
}
