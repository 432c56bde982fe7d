import type { JsonSchema, UiSchema } from './definition.ts';

/**
 * Field paths: dotted data paths (`applicants.0.email`). Messages and lookups are keyed by the same path with
 * `*` for list rows (`applicants.*.email`), so one message covers every row.
 */

/** The dotted data path of an ajv error's instance path (`/applicants/0/email` -> `applicants.0.email`). */
export function dataPathOf(instancePath: string, childProperty?: string): string {
  const segments = instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (childProperty !== undefined) segments.push(childProperty);
  return segments.join('.');
}

/** True for a path segment that is a row number (`0`, `12`). */
function isRowNumber(segment: string): boolean {
  if (segment.length === 0) return false;
  for (let i = 0; i < segment.length; i += 1) {
    const code = segment.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

const ROW_INDEX = /^(0|[1-9]\d*)$/;

// The path's segments from `at` on: split once, however deep the value is set.
function withValueAtSegments(data: unknown, segments: readonly string[], at: number, value: unknown): unknown {
  const head = segments[at];
  if (head === undefined) return value;
  if (Array.isArray(data) || (data === undefined && ROW_INDEX.test(head))) {
    const rows = Array.isArray(data) ? [...(data as unknown[])] : [];
    const index = Number(head);
    rows[index] = withValueAtSegments(rows[index], segments, at + 1, value);
    return rows;
  }
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return { ...record, [head]: withValueAtSegments(record[head], segments, at + 1, value) };
}

/**
 * A copy of `data` with `value` at a data path (`applications.0.assets.2.value`), copying the objects and lists on
 * the way and making those missing (a list for a row number).
 */
export function withValueAt(data: unknown, path: string, value: unknown): unknown {
  return withValueAtSegments(data, path.split('.'), 0, value);
}

function withoutValueAtSegments(
  source: Record<string, unknown>,
  segments: readonly string[],
  at: number,
): Record<string, unknown> {
  const head = segments[at] ?? '';
  if (!Object.hasOwn(source, head)) return source;
  if (at === segments.length - 1) {
    const { [head]: _gone, ...others } = source;
    return others;
  }
  const child = source[head];
  if (Array.isArray(child)) {
    const index = Number(segments[at + 1]);
    const row = child[index];
    const rows = [...child];
    // As `delete` leaves it: the row's place stays, empty.
    if (at + 1 === segments.length - 1) delete rows[index];
    else if (isRecord(row)) rows[index] = withoutValueAtSegments(row, segments, at + 2);
    else return source;
    return { ...source, [head]: rows };
  }
  return isRecord(child) ? { ...source, [head]: withoutValueAtSegments(child, segments, at + 1) } : source;
}

/**
 * A copy of `source` without the value at a data path (the same object when there is none there), copying the
 * objects and lists on the way; a row taken away leaves its place empty, as `delete` does.
 */
export function withoutValueAt(source: Record<string, unknown>, path: string): Record<string, unknown> {
  return withoutValueAtSegments(source, path.split('.'), 0);
}

/** A copy of `source` with `value` at a data path, or without the value there when `value` is undefined. */
export function withValueOrWithoutAt(
  source: Record<string, unknown>,
  path: string,
  value: unknown,
): Record<string, unknown> {
  return value === undefined
    ? withoutValueAt(source, path)
    : (withValueAt(source, path, value) as Record<string, unknown>);
}

/** The message key of a data path: list row numbers become `*`. */
export function messageKeyOf(path: string): string {
  return path
    .split('.')
    .map((segment) => (isRowNumber(segment) ? '*' : segment))
    .join('.');
}

/** The top-level field a path belongs to, as the API envelope's errors list names it. */
export function topLevelFieldOf(path: string): string {
  return path.split('.')[0] ?? path;
}

function uiChild(uiSchema: UiSchema, key: string): UiSchema {
  const child = uiSchema[key];
  return typeof child === 'object' && child !== null && !Array.isArray(child) ? (child as UiSchema) : {};
}

/**
 * An object's property names in display order: `ui:order` first (with `*` standing for the rest), then any
 * property it leaves out. Stored definitions lose key order (PostgreSQL jsonb), so `ui:order` is the order.
 */
export function orderedPropertyNames(schema: JsonSchema, uiSchema: UiSchema = {}): string[] {
  const names = Object.keys(schema.properties ?? {});
  const order = Array.isArray(uiSchema['ui:order']) ? (uiSchema['ui:order'] as unknown[]) : [];
  const listed = order.filter((name): name is string => typeof name === 'string' && names.includes(name));
  const rest = names.filter((name) => !listed.includes(name));
  const star = order.indexOf('*');
  if (star === -1) return [...listed, ...rest];
  const before = listed.filter((name) => order.indexOf(name) < star);
  return [...before, ...rest, ...listed.filter((name) => !before.includes(name))];
}

/** Every field path the schema declares, in display order (`*` for list rows). */
export function fieldPathsOf(schema: JsonSchema, uiSchema: UiSchema = {}, prefix = ''): string[] {
  const paths: string[] = [];
  for (const name of orderedPropertyNames(schema, uiSchema)) {
    const child = schema.properties?.[name] ?? {};
    const path = prefix ? `${prefix}.${name}` : name;
    paths.push(path, ...fieldPathsOf(child, uiChild(uiSchema, name), path));
  }
  if (schema.items) {
    const path = prefix ? `${prefix}.*` : '*';
    paths.push(...fieldPathsOf(schema.items, uiChild(uiSchema, 'items'), path));
  }
  return paths;
}

/** The schema of the field at a data or message path, if the schema declares it. */
export function schemaAtPath(schema: JsonSchema, path: string): JsonSchema | undefined {
  let current: JsonSchema | undefined = schema;
  for (const segment of path ? path.split('.') : []) {
    if (!current) return undefined;
    current = segment === '*' || isRowNumber(segment) ? current.items : current.properties?.[segment];
  }
  return current;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at a dotted data path (`applicants.1.email`), or undefined when any step is missing. */
export function valueAt(data: unknown, path: string): unknown {
  let current: unknown = data;
  for (const segment of path ? path.split('.') : []) {
    if (Array.isArray(current) && isRowNumber(segment)) current = current[Number(segment)];
    else if (isRecord(current) && Object.hasOwn(current, segment)) current = current[segment];
    else return undefined;
  }
  return current;
}

// The segments of the field paths of the loaded definitions, split once: rules read the same paths row after row.
const segmentCache = new Map<string, readonly string[]>();

function segmentsOf(path: string): readonly string[] {
  let segments = segmentCache.get(path);
  if (!segments) {
    if (segmentCache.size > 10_000) segmentCache.clear();
    segments = path ? path.split('.') : [];
    segmentCache.set(path, segments);
  }
  return segments;
}

/**
 * The value at a field path with its `*` bound to row numbers, in order (what `valueAt(data, bindRows(pattern,
 * rows))` reads, without writing the path out); undefined when a row or a step is missing.
 */
export function valueAtRows(data: unknown, pattern: string, rows: readonly number[]): unknown {
  let current: unknown = data;
  let star = 0;
  for (const segment of segmentsOf(pattern)) {
    if (segment === '*') {
      const row = rows[star];
      star += 1;
      if (!Array.isArray(current) || row === undefined) return undefined;
      current = current[row];
    } else if (Array.isArray(current) && isRowNumber(segment)) current = current[Number(segment)];
    else if (isRecord(current) && Object.hasOwn(current, segment)) current = current[segment];
    else return undefined;
  }
  return current;
}

/** A field path with its `*` replaced by row numbers, in order (`applicants.*.email`, [2] -> `applicants.2.email`). */
export function bindRows(pattern: string, rows: readonly number[]): string {
  let star = 0;
  return pattern
    .split('.')
    .map((segment) => (segment === '*' ? String(rows[star++] ?? '*') : segment))
    .join('.');
}

/** How many `*` a field path has. */
export function starCount(pattern: string): number {
  return pattern.split('.').filter((segment) => segment === '*').length;
}

/** The part of a field path up to its `n`-th `*` (all of them by default): the list rows it ranges over. */
export function rowPrefixOf(pattern: string, n = starCount(pattern)): string {
  if (n === 0) return '';
  const segments = pattern.split('.');
  let seen = 0;
  const end = segments.findIndex((segment) => segment === '*' && ++seen === n);
  return segments.slice(0, end + 1).join('.');
}

/**
 * Every row combination a field path ranges over in the data: one entry per existing row of each `*` list, with the
 * row numbers, the data path and the value there. The field itself need not exist (a missing answer is still a row to
 * check: its value is undefined).
 */
export function rowsOf(data: unknown, pattern: string): { rows: number[]; path: string; value: unknown }[] {
  const segments = segmentsOf(pattern);
  const last = segments.lastIndexOf('*');
  const rest = segments.slice(last + 1);
  const found: { rows: number[]; path: string; value: unknown }[] = [];
  // The rows and path segments of the walk so far, copied only when a leaf is found.
  const rows: number[] = [];
  const done: string[] = [];
  const walk = (value: unknown, index: number) => {
    if (index > last) {
      let leaf = value;
      for (const segment of rest) leaf = isRecord(leaf) && Object.hasOwn(leaf, segment) ? leaf[segment] : undefined;
      found.push({ rows: [...rows], path: [...done, ...rest].join('.'), value: leaf });
      return;
    }
    const segment = segments[index] ?? '';
    if (segment !== '*') {
      done.push(segment);
      walk(isRecord(value) && Object.hasOwn(value, segment) ? value[segment] : undefined, index + 1);
      done.pop();
      return;
    }
    if (!Array.isArray(value)) return;
    value.forEach((item, row) => {
      rows.push(row);
      done.push(String(row));
      walk(item, index + 1);
      done.pop();
      rows.pop();
    });
  };
  walk(data, 0);
  return found;
}
