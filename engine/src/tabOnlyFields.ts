import type { FormDefinition } from './definition.ts';
import { fieldPathsOf, rowsOf, schemaAtPath, withValueAt } from './paths.ts';
import { personalPathsOf } from './personalFields.ts';

/**
 * Answers a browser keeps in the open tab only (memory, sessionStorage), never in a record left on the device
 * (localStorage), where the next person at a shared computer could read them: the personal fields (SSN, date of
 * birth, account numbers: personalFields.ts) and every amount of money (income, debts, assets, a down payment).
 * Which answers they are is read from the definition, so a new field with such a format is kept so too.
 */

/** Formats whose values stay in the tab besides the personal ones: amounts of money. */
export const TAB_ONLY_FORMATS: readonly string[] = ['money'];

type Data = Record<string, unknown>;

const ROW_NUMBER = /^(0|[1-9]\d*)$/;

function isRecord(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Published definitions never change once loaded: their paths are worked out once (every save of the wizard splits).
const tabOnlyPathsCache = new WeakMap<object, string[]>();

/** The field paths (`*` for rows) of the answers kept in the tab only, in the order the fields are shown. */
export function tabOnlyPathsOf(definition: Pick<FormDefinition, 'schema' | 'uiSchema'>): string[] {
  const cached = tabOnlyPathsCache.get(definition);
  if (cached) return [...cached];
  const personal = new Set(personalPathsOf(definition));
  const paths = fieldPathsOf(definition.schema, definition.uiSchema).filter((path) => {
    if (personal.has(path)) return true;
    const format = schemaAtPath(definition.schema, path)?.format;
    return format !== undefined && TAB_ONLY_FORMATS.includes(format);
  });
  tabOnlyPathsCache.set(definition, paths);
  return [...paths];
}

/** A copy of `data` without the value at a data path (rows bound); containers are copied, never changed. */
function withoutValue(data: unknown, segments: readonly string[]): unknown {
  const [head, ...rest] = segments;
  if (head === undefined) return data;
  if (Array.isArray(data) && ROW_NUMBER.test(head)) {
    const index = Number(head);
    if (index >= data.length) return data;
    const rows = [...data];
    rows[index] = withoutValue(rows[index], rest);
    return rows;
  }
  if (!isRecord(data) || !Object.hasOwn(data, head)) return data;
  if (rest.length === 0) {
    const { [head]: _removed, ...others } = data;
    return others;
  }
  return { ...data, [head]: withoutValue(data[head], rest) };
}

/**
 * Splits a record into what may be kept on the device and the tab-only answers, by data path (rows bound:
 * `{ "stage3.borrower.birthDate": "04/12/1985" }`). Joining them again (withTabOnlyValues) gives the record back.
 */
export function splitTabOnlyValues(
  definition: Pick<FormDefinition, 'schema' | 'uiSchema'>,
  data: Data,
): { kept: Data; tabOnly: Data } {
  let kept: unknown = data;
  const tabOnly: Data = {};
  for (const pattern of tabOnlyPathsOf(definition)) {
    for (const { path, value } of rowsOf(data, pattern)) {
      if (value === undefined) continue;
      tabOnly[path] = value;
      kept = withoutValue(kept, path.split('.'));
    }
  }
  return { kept: kept as Data, tabOnly };
}

/** The record with the tab-only answers (by data path, as splitTabOnlyValues gives them) put back in. */
export function withTabOnlyValues(data: Data, tabOnly: Readonly<Data>): Data {
  let joined: unknown = data;
  for (const [path, value] of Object.entries(tabOnly)) joined = withValueAt(joined, path, value);
  return joined as Data;
}
