import { derivationFields, isFieldShown, messageKeyOf, valueAt, type FormDefinition } from 'engine';
import { uiAtDataPath } from './formPaths.ts';

/**
 * Whether a change to the form's data may change a derived value, so the form must work the derivation out again
 * (engine/src/derivedFields.ts): a change of no particular field, a list or object changed whole, an answer the
 * derivation reads or sets, or an answer to a field its condition hides. Any other answer leaves a settled record's
 * derived values as they were, so typing into most fields of a big record (a stage 5 of seven people) skips the
 * derivation instead of working the whole record out again.
 */
export function changeNeedsDerivation(
  definition: Pick<FormDefinition, 'schema' | 'uiSchema'>,
  data: unknown,
  field: string | undefined,
): boolean {
  if (!field) return true;
  const value = valueAt(data, field);
  if (typeof value === 'object' && value !== null) return true;
  const key = messageKeyOf(field);
  const { read, set, hidden } = derivationFields(definition);
  if (read.has(key) || set.has(key)) return true;
  if (!hidden.has(key)) return false;
  const segments = field.split('.');
  const holder = valueAt(data, segments.slice(0, -1).join('.'));
  const rows = segments.filter((segment) => /^\d+$/.test(segment)).map(Number);
  return !isFieldShown(uiAtDataPath(definition.uiSchema, field), holder, { root: data, rows });
}
