import type { FormDefinition, JsonSchema, MigrationValue, UiSchema, VersionMigration } from '../definition.ts';
import { deletedRowPaths, insideDeletedRows } from '../deletedRows.ts';
import { bindRows, messageKeyOf, orderedPropertyNames, rowsOf, schemaAtPath, valueAt } from '../paths.ts';
import { compareDefinitions, type DefinitionChangeKind } from './compareDefinitions.ts';

/**
 * An in-progress record moved to a newer version of its form: its answers follow the version's `migration` (renamed
 * or moved fields, split or merged options, defaults), an answer with no place in the new version is handed back for
 * the record's history instead of being lost, and the fields the person should look at again are named row by row.
 * Values that are merely invalid now (an option no longer offered) are kept as they are: validation flags them.
 */

/** An answer the new version has no place for, kept for the record's history. */
export interface DroppedAnswer {
  /** Its data path in the record as it was, with row numbers (`applications.0.applicant.maidenName`). */
  path: string;
  /** The field's title in the version the answer was given on (its name when it has none). */
  title: string;
  value: unknown;
}

/** What migrateAnswers gives. */
export interface MigratedAnswers {
  /** The record's answers on the new version (a new object: the input is never changed). */
  data: Record<string, unknown>;
  /** The answers the new version has no place for, in the order found. */
  dropped: DroppedAnswer[];
  /**
   * Data paths with row numbers, in display order, of the fields the person should check: every field whose
   * definition changed (see ANSWER_CHANGE_KINDS) and every answer the migration moved, mapped or filled, in the rows
   * the record has (a field new to a list's rows is named once per row); none in a soft-deleted row.
   */
  changedFields: string[];
}

/**
 * The kinds of change (compareDefinitions) that make a field one to check again: what it asks, how it is answered and
 * when it is required or shown. A new order of fields, the personal-data flag and form, step or cross-field rule
 * changes do not touch one answer, and a removed field has no answer left to check.
 */
export const ANSWER_CHANGE_KINDS: ReadonlySet<DefinitionChangeKind> = new Set<DefinitionChangeKind>([
  'fieldAdded',
  'fieldTitle',
  'fieldHelp',
  'fieldPlaceholder',
  'fieldType',
  'required',
  'requiredWhen',
  'message',
  'options',
  'lookup',
  'length',
  'range',
  'rows',
  'format',
  'pattern',
  'shownWhen',
  'display',
  'fieldMoved',
]);

type Container = Record<string, unknown> | unknown[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRowNumber(segment: string): boolean {
  return /^\d+$/.test(segment);
}

/** True for a value that holds no answer: missing, null or empty text. */
function isEmptyAnswer(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function isScalar(value: unknown): value is MigrationValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** The child of a container at one path segment, if it has one. */
function childOf(container: unknown, segment: string): unknown {
  if (Array.isArray(container)) return isRowNumber(segment) ? container[Number(segment)] : undefined;
  return isRecord(container) && Object.hasOwn(container, segment) ? container[segment] : undefined;
}

/** The container holding a path's last segment, created on the way (objects, or lists before a row number). */
function holderFor(data: Record<string, unknown>, segments: readonly string[]): Container | undefined {
  let current: Container = data;
  for (let i = 0; i < segments.length - 1; i += 1) {
    const segment = segments[i] as string;
    const nextIsRow = isRowNumber(segments[i + 1] as string);
    let next = childOf(current, segment);
    if (next === undefined) {
      next = nextIsRow ? [] : {};
      if (Array.isArray(current)) {
        if (!isRowNumber(segment)) return undefined;
        // A row moved into a list that has fewer rows: the rows before it are added empty.
        while (current.length < Number(segment)) current.push({});
        current[Number(segment)] = next;
      } else current[segment] = next;
    }
    if (!(Array.isArray(next) || isRecord(next)) || Array.isArray(next) !== nextIsRow) return undefined;
    current = next;
  }
  return current;
}

/** Writes a value at a data path, creating what is missing on the way; false when the data has no room for it. */
function setAt(data: Record<string, unknown>, path: string, value: unknown): boolean {
  const segments = path.split('.');
  const holder = holderFor(data, segments);
  const last = segments[segments.length - 1] as string;
  if (!holder) return false;
  if (Array.isArray(holder)) {
    if (!isRowNumber(last)) return false;
    while (holder.length < Number(last)) holder.push({});
    holder[Number(last)] = value;
  } else holder[last] = value;
  return true;
}

/** Removes the answer at a data path (a list keeps its rows: only object keys are removed). */
function removeAt(data: Record<string, unknown>, path: string): void {
  const segments = path.split('.');
  const last = segments.pop() as string;
  let holder: unknown = data;
  for (const segment of segments) holder = childOf(holder, segment);
  if (isRecord(holder)) delete holder[last];
}

/** The title of a field in a version, read at its message key; its own name when it has none. */
function titleIn(schema: JsonSchema, path: string): string {
  const title = schemaAtPath(schema, messageKeyOf(path))?.title;
  if (typeof title === 'string' && title.trim()) return title.trim();
  return (
    path
      .split('.')
      .filter((segment) => !isRowNumber(segment))
      .pop() ?? path
  );
}

/** The paths where a pattern has an answer in the data (every row of its lists), with their row numbers. */
function answersAt(data: unknown, pattern: string): { rows: number[]; path: string; value: unknown }[] {
  return rowsOf(data, pattern).filter((found) => found.value !== undefined);
}

/** Applies the renames: every source is read and removed first, so swaps and chains move the values they had. */
function applyRenames(
  data: Record<string, unknown>,
  renamed: Record<string, string>,
  from: FormDefinition,
  touched: string[],
  dropped: DroppedAnswer[],
): void {
  // Deeper sources first, so a field renamed out of an object that is itself renamed moves on its own.
  const sources = Object.keys(renamed).sort((a, b) => b.split('.').length - a.split('.').length);
  const moves: { from: string; to: string; value: unknown }[] = [];
  for (const source of sources) {
    const target = renamed[source] as string;
    for (const found of answersAt(data, source)) {
      moves.push({ from: found.path, to: bindRows(target, found.rows), value: found.value });
      removeAt(data, found.path);
    }
  }
  for (const move of moves) {
    // An empty answer moves nowhere: there is nothing to keep.
    if (isEmptyAnswer(move.value)) continue;
    // An answer already there (the field's own, or one merged into it just before) is kept, and the moved one is
    // reported; so is one the new data has no room for (a text where an object was).
    if (!isEmptyAnswer(valueAt(data, move.to)) || !setAt(data, move.to, move.value)) {
      dropped.push({ path: move.from, title: titleIn(from.schema, move.from), value: move.value });
      continue;
    }
    touched.push(move.to);
  }
}

/** Applies the option maps to the answers at their paths (each value of a list of choices too). */
function applyOptionMaps(
  data: Record<string, unknown>,
  options: Record<string, Record<string, MigrationValue>>,
  touched: string[],
): void {
  const mapped = (map: Record<string, MigrationValue>, value: unknown) =>
    isScalar(value) && Object.hasOwn(map, String(value)) ? map[String(value)] : undefined;
  for (const [pattern, map] of Object.entries(options)) {
    for (const found of answersAt(data, pattern)) {
      if (Array.isArray(found.value)) {
        if (!found.value.some((item) => mapped(map, item) !== undefined)) continue;
        const values = found.value.map((item) => mapped(map, item) ?? item);
        // Merged options leave one value where there were two.
        setAt(
          data,
          found.path,
          values.filter((item, index) => values.indexOf(item) === index),
        );
        touched.push(found.path);
        continue;
      }
      const value = mapped(map, found.value);
      if (value === undefined) continue;
      setAt(data, found.path, value);
      touched.push(found.path);
    }
  }
}

/** Gives each default where a row the record has holds no answer (not in a soft-deleted row: it is no answer). */
function applyDefaults(
  data: Record<string, unknown>,
  defaults: Record<string, MigrationValue>,
  to: FormDefinition,
  touched: string[],
): void {
  const deleted = insideDeletedRows(deletedRowPaths(to.schema, data));
  for (const [pattern, value] of Object.entries(defaults)) {
    for (const found of rowsOf(data, pattern)) {
      if (!isEmptyAnswer(found.value) || deleted(found.path)) continue;
      if (setAt(data, found.path, value)) touched.push(found.path);
    }
  }
}

/** Removes every answer at a path the schema does not declare, reporting each one that held something. */
function dropUndeclared(
  schema: JsonSchema,
  value: unknown,
  path: string,
  from: FormDefinition,
  dropped: DroppedAnswer[],
): void {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (Array.isArray(value)) {
    const items = schema.items;
    if (items) value.forEach((row, index) => dropUndeclared(items, row, at(index), from, dropped));
    return;
  }
  if (!isRecord(value) || !schema.properties) return;
  for (const key of Object.keys(value)) {
    const child = schema.properties[key];
    if (child) {
      dropUndeclared(child, value[key], at(key), from, dropped);
      continue;
    }
    if (!isEmptyAnswer(value[key]))
      dropped.push({ path: at(key), title: titleIn(from.schema, at(key)), value: value[key] });
    delete value[key];
  }
}

/**
 * A comparer of data paths in display order: list rows in order, an object's fields in `ui:order`, a field before
 * what it holds; a path the schema does not declare comes last.
 */
function displayOrder(schema: JsonSchema, uiSchema: UiSchema): (a: string, b: string) => number {
  const keys = new Map<string, number[]>();
  const keyOf = (path: string): number[] => {
    let key = keys.get(path);
    if (key) return key;
    key = [];
    let node: JsonSchema | undefined = schema;
    let ui: unknown = uiSchema;
    for (const segment of path.split('.')) {
      const hints: Record<string, unknown> = isRecord(ui) ? ui : {};
      if (node?.items && isRowNumber(segment)) {
        key.push(Number(segment));
        node = node.items;
        ui = hints.items;
        continue;
      }
      const index: number = node ? orderedPropertyNames(node, hints).indexOf(segment) : -1;
      key.push(index === -1 ? Number.MAX_SAFE_INTEGER : index);
      node = node?.properties?.[segment];
      ui = hints[segment];
    }
    keys.set(path, key);
    return key;
  };
  return (a, b) => {
    const keyA = keyOf(a);
    const keyB = keyOf(b);
    for (let i = 0; i < Math.min(keyA.length, keyB.length); i += 1) {
      const difference = (keyA[i] as number) - (keyB[i] as number);
      if (difference !== 0) return difference;
    }
    return keyA.length - keyB.length || (a < b ? -1 : a > b ? 1 : 0);
  };
}

/** The paths, once each, that the definition declares and no soft-deleted row holds, in display order. */
function fieldsToCheck(definition: FormDefinition, data: Record<string, unknown>, paths: Iterable<string>): string[] {
  const deleted = insideDeletedRows(deletedRowPaths(definition.schema, data));
  return [...new Set(paths)]
    .filter((path) => schemaAtPath(definition.schema, path) !== undefined && !deleted(path))
    .sort(displayOrder(definition.schema, definition.uiSchema));
}

// The changed fields of two versions, worked out once per pair: a publish migrates many records between the same two.
const changedFieldsOfPair = new WeakMap<FormDefinition, WeakMap<FormDefinition, string[]>>();

/** The fields (with `*` for rows) whose definition changed between two versions in a way an answer should be checked. */
function changedFieldPaths(from: FormDefinition, to: FormDefinition): string[] {
  let byTarget = changedFieldsOfPair.get(from);
  if (!byTarget) {
    byTarget = new WeakMap();
    changedFieldsOfPair.set(from, byTarget);
  }
  let paths = byTarget.get(to);
  if (!paths) {
    const changes = compareDefinitions(from, to).changes;
    paths = [
      ...new Set(changes.filter((change) => change.path && ANSWER_CHANGE_KINDS.has(change.kind)).map((c) => c.path)),
    ];
    byTarget.set(to, paths);
  }
  return paths;
}

/** The migration `to` declares from `from`: its own when it names no version or names `from`'s. */
function migrationBetween(from: FormDefinition, to: FormDefinition): VersionMigration {
  const migration = to.migration;
  return migration && (migration.from === undefined || migration.from === from.version) ? migration : {};
}

/**
 * Moves a record's answers from version `from` of a form to version `to`: renames, option maps and defaults of
 * `to.migration` (when it moves answers from `from`), then every answer `to` has no place for is dropped and reported.
 */
export function migrateAnswers(
  from: FormDefinition,
  to: FormDefinition,
  data: Record<string, unknown>,
): MigratedAnswers {
  if (!isRecord(data)) throw new Error('migrateAnswers: the record’s answers must be an object');
  if (from.id !== to.id) throw new Error(`migrateAnswers: ${from.id} and ${to.id} are different forms`);
  const migrated = structuredClone(data);
  const migration = migrationBetween(from, to);
  const touched: string[] = [];
  const dropped: DroppedAnswer[] = [];
  applyRenames(migrated, migration.renamed ?? {}, from, touched, dropped);
  applyOptionMaps(migrated, migration.options ?? {}, touched);
  applyDefaults(migrated, migration.defaults ?? {}, to, touched);
  dropUndeclared(to.schema, migrated, '', from, dropped);
  const changed = changedFieldPaths(from, to).flatMap((pattern) =>
    rowsOf(migrated, pattern).map((found) => found.path),
  );
  return { data: migrated, dropped, changedFields: fieldsToCheck(to, migrated, [...changed, ...touched]) };
}

/**
 * Moves a record's answers across versions of a form, given in ascending order from the version it was filled on to
 * the newest: each step as migrateAnswers, the fields to check of every step (those still in the newest version), and
 * every dropped answer in the order dropped.
 */
export function migrateAcross(versions: readonly FormDefinition[], data: Record<string, unknown>): MigratedAnswers {
  const [first, ...rest] = versions;
  if (!first) throw new Error('migrateAcross: no version to migrate from');
  if (!isRecord(data)) throw new Error('migrateAcross: the record’s answers must be an object');
  let current: MigratedAnswers = { data: structuredClone(data), dropped: [], changedFields: [] };
  let previous = first;
  for (const next of rest) {
    if (next.version <= previous.version)
      throw new Error(`migrateAcross: version ${next.version} does not come after version ${previous.version}`);
    const step = migrateAnswers(previous, next, current.data);
    current = {
      data: step.data,
      dropped: [...current.dropped, ...step.dropped],
      changedFields: [...current.changedFields, ...step.changedFields],
    };
    previous = next;
  }
  return { ...current, changedFields: fieldsToCheck(previous, current.data, current.changedFields) };
}
