import { schemaAtPath, valueAt, type FormDefinition } from 'engine';
import type { ApplicantOption } from '../theme/applicantSwitching.ts';

/**
 * The people of a per-person step (a step's `people` list, the 1003's applications): one at a time on screen, each
 * completed by Continue. A row's own `completed` flag counts when the rows have one (the 1003 keeps it); otherwise
 * the renderer remembers who was completed while the page is open.
 */

/** A person of the step: the switcher's option and the row it edits. */
export interface StepPerson extends ApplicantOption {
  index: number;
}

/** What the switcher calls a person when the page does not say: 'Applicant 1', 'Applicant 2'. */
export const defaultPersonLabel = (_row: unknown, index: number) => `Applicant ${index + 1}`;

function rowsAt(record: unknown, path: string): unknown[] {
  const rows = valueAt(record, path);
  return Array.isArray(rows) ? rows : [];
}

const isRow = (row: unknown): row is Record<string, unknown> => typeof row === 'object' && row !== null;

/** The people of the list at `path`, with who is completed. */
export function peopleAt(
  record: unknown,
  path: string,
  completed: ReadonlySet<number>,
  labelOf: (row: unknown, index: number) => string = defaultPersonLabel,
): StepPerson[] {
  return rowsAt(record, path).map((row, index) => ({
    index,
    id: isRow(row) && row.mapid !== undefined && row.mapid !== null ? String(row.mapid) : String(index),
    text: labelOf(row, index),
    completed: (isRow(row) && row.completed === true) || completed.has(index),
  }));
}

/** Whether the list's rows keep their own `completed` flag. */
export function rowsKeepCompletion(definition: Pick<FormDefinition, 'schema'>, path: string): boolean {
  return schemaAtPath(definition.schema, `${path}.*.completed`)?.type === 'boolean';
}

/** The record with row `index` of the list at `path` marked completed (a copy; the other rows are shared). */
export function withPersonCompleted<T>(record: T, path: string, index: number): T {
  const segments = path.split('.');
  const go = (node: unknown, depth: number): unknown => {
    if (depth === segments.length) {
      const rows = Array.isArray(node) ? [...node] : [];
      rows[index] = { ...(isRow(rows[index]) ? rows[index] : {}), completed: true };
      return rows;
    }
    const key = segments[depth] as string;
    const holder = isRow(node) ? node : {};
    return { ...holder, [key]: go(holder[key], depth + 1) };
  };
  return go(record, 0) as T;
}

/** The person shown after `index` is completed: the next one, or none after the last (the step is then done). */
export function personAfter(people: readonly StepPerson[], index: number): StepPerson | undefined {
  return people[index + 1];
}
