import { copyFromOf, excludesOf } from 'engine';
import { siblingPath } from './widgetPaths.ts';

/**
 * What a field's `ui:options` say about other fields, for the widgets (the engine's derivedFields.ts works the same
 * options out on the whole record before it is sent): a flag's `excludes` and `copyFrom`, and `requiredMark` for a
 * field a rule requires while it is shown.
 */

/** Whether a field shows the required mark: its schema requires it, or a rule does while it is shown. */
export function showsRequiredMark(required: boolean | undefined, options: Record<string, unknown>): boolean {
  return required === true || options.requiredMark === true;
}

/**
 * The values other fields take, keyed by data path, when the flag at `path` is ticked or unticked: ticking empties
 * the siblings `excludes` names; `copyFrom` (in a list row) copies its fields from the row it names when ticked and
 * clears them when unticked. Nothing for a flag without either.
 */
export function linkedFlagValues(
  path: string,
  checked: boolean,
  options: Record<string, unknown>,
  valueAt: (path: string) => unknown,
): Record<string, unknown> {
  const ui = { 'ui:options': options };
  const values: Record<string, unknown> = {};
  if (checked) for (const sibling of excludesOf(ui)) values[siblingPath(path, sibling)] = undefined;
  const copy = copyFromOf(ui);
  const segments = path.split('.');
  const row = segments.at(-2);
  if (copy && row !== undefined && /^\d+$/.test(row) && Number(row) !== copy.row) {
    const list = segments.slice(0, -2).join('.');
    for (const field of copy.fields) {
      values[siblingPath(path, field)] = checked ? valueAt(`${list}.${copy.row}.${field}`) : undefined;
    }
  }
  return values;
}
