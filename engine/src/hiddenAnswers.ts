import type { FormDefinition } from './definition.ts';
import { deriveFields, derivationFields } from './derivedFields.ts';
import { messageKeyOf, valueAt, withValueAt } from './paths.ts';

/**
 * Answers a condition hid while the person is on a form, given back when it holds again. A field whose `showWhen`
 * stops holding is emptied at once (derivedFields.ts), so a person who changes an answer on the way to another (the
 * arrow keys of a radio group choose every option between, a select passes through the ones typed over) would lose
 * what they had typed into it. The form keeps those answers here, by data path, for as long as it is open; the
 * record it sends still holds nothing in a hidden field.
 */
export type HiddenAnswers = Map<string, unknown>;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The changes a form sets after a change (derivedChanges), with what the hidden fields held remembered in `kept` and
 * each remembered answer given back once its field is shown again and still empty.
 */
export function withHiddenAnswersKept(
  definition: Pick<FormDefinition, 'schema' | 'uiSchema'>,
  data: Record<string, unknown>,
  changes: Record<string, unknown>,
  kept: HiddenAnswers,
): Record<string, unknown> {
  const { hidden } = derivationFields(definition);
  for (const [path, value] of Object.entries(changes)) {
    if (value !== undefined || !hidden.has(messageKeyOf(path))) continue;
    const before = valueAt(data, path);
    if (!isEmpty(before)) kept.set(path, before);
  }
  if (kept.size === 0) return changes;
  const result = { ...changes };
  let settled: unknown = deriveFields(definition, data);
  for (const [path, value] of kept) {
    if (Object.hasOwn(changes, path)) continue;
    if (!isEmpty(valueAt(settled, path))) {
      // Answered again by the person: what they type now is the answer.
      kept.delete(path);
      continue;
    }
    const candidate = withValueAt(settled, path, value);
    // Still hidden (the derivation empties it again): kept for later.
    if (JSON.stringify(valueAt(deriveFields(definition, candidate), path)) !== JSON.stringify(value)) continue;
    result[path] = value;
    settled = candidate;
    kept.delete(path);
  }
  return result;
}
