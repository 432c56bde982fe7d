/**
 * Readers for the numbers a request names (ids, versions, revisions): whole numbers in the range of the column they
 * are looked up in, so a number the database cannot hold is a 400 at the boundary and never a failing query.
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
