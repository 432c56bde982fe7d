import type { FormDefinition, JsonSchema, RuleCondition, RuleValue, UiSchema } from './definition.ts';
import { isDeletedRow } from './deletedRows.ts';
import { cloneJson } from './jsonData.ts';
import { messageKeyOf, orderedPropertyNames, valueAtRows } from './paths.ts';
import { conditionHoldsWith, fieldConditionsOf, isTruthy } from './rules.ts';

/**
 * Values a record holds because of other values, worked out the same way by the browser before it validates and
 * sends, and by the server before it validates and stores (so what the browser sends for them does not matter).
 * Each is data in the definition's `ui:options`:
 *
 * - `showWhen` (a field): while the condition does not hold the field is hidden and holds nothing. Its paths are
 *   read from the field's own object (`coBorrowerIndicator`), or from the record's root when they start with '/'
 *   (`/applications.*.coBorrowerIndicator`, whose `*` stand for the field's own rows; a row number names that row);
 * - the `Text` companion of a choice (`processIndicatorText` beside `processIndicator`) holds the chosen option's
 *   label from `ui:enumNames`, as the records of the spec keep both;
 * - `excludes` (a flag): while it is ticked, the sibling fields it names hold nothing ('I do not wish to provide'
 *   clears the other answers);
 * - `copyFrom` (a flag in a list row, `{ row, fields }`): while it is ticked, the named fields of the row hold the
 *   values of that row of the same list (Same as Current Address);
 * - `rowsFrom` (a list, `{ fixed, fixedValues?, count?, countedValues? }`): the list holds `fixed` rows plus as many
 *   as the field at `count` says (relative to the list's object, or from the root with '/'), the values given set on
 *   each; `fixedValues` may list one object per fixed row (the applicant and the co-applicants of stage 1, the
 *   current, former and mailing addresses);
 * - `flagWhen` (a flag): the flag holds whether the condition holds (an employment is current unless it is previous);
 * - `rowValues` (a list, field -> `$row`, a '/' path or a fixed number): each row's field holds its row number, the
 *   value at the path with the row's `*` bound, or that number (a row's index and its owner).
 */

/** The suffix of a choice's label companion. */
export const CHOICE_TEXT_SUFFIX = 'Text';

/** A `rowValues` source that stands for the row's own number. */
export const ROW_NUMBER = '$row';

/** `ui:options.copyFrom`: the row copied from and the fields copied. */
export interface CopyFrom {
  row: number;
  fields: string[];
}

/** Values set on rows of a list. */
export type RowValues = Record<string, RuleValue>;

/** `ui:options.rowsFrom`: how many rows a list holds and the values set on its fixed and counted rows. */
export interface RowsFrom {
  count?: string;
  fixed: number;
  /** The same values for every fixed row, or one object per fixed row. */
  fixedValues?: RowValues | RowValues[];
  countedValues?: Record<string, RuleValue>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionsOf(ui: unknown): Record<string, unknown> | undefined {
  if (!isRecord(ui)) return undefined;
  const options = ui['ui:options'];
  return isRecord(options) ? options : undefined;
}

function childUi(ui: unknown, key: string): UiSchema | undefined {
  const child = isRecord(ui) ? ui[key] : undefined;
  return isRecord(child) ? child : undefined;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The condition of `ui:options.showWhen` (paths relative to the field's own object), if the field has one. */
export function showWhenOf(ui: unknown): RuleCondition | undefined {
  const condition = optionsOf(ui)?.showWhen;
  return isRecord(condition) && ('path' in condition || 'all' in condition || 'any' in condition)
    ? (condition as unknown as RuleCondition)
    : undefined;
}

/** The condition of `ui:options.flagWhen`: the flag holds whether it holds. */
export function flagWhenOf(ui: unknown): RuleCondition | undefined {
  const condition = optionsOf(ui)?.flagWhen;
  return isRecord(condition) && ('path' in condition || 'all' in condition || 'any' in condition)
    ? (condition as unknown as RuleCondition)
    : undefined;
}

/** The sibling flags `ui:options.excludes` names. */
export function excludesOf(ui: unknown): string[] {
  return stringList(optionsOf(ui)?.excludes);
}

/** The `ui:options.copyFrom` of a flag, if it has a well-formed one. */
export function copyFromOf(ui: unknown): CopyFrom | undefined {
  const copy = optionsOf(ui)?.copyFrom;
  if (!isRecord(copy) || !Number.isInteger(copy.row) || (copy.row as number) < 0) return undefined;
  return { row: copy.row as number, fields: stringList(copy.fields) };
}

/** The `ui:options.rowsFrom` of a list, if it has a well-formed one. */
export function rowsFromOf(ui: unknown): RowsFrom | undefined {
  const rows = optionsOf(ui)?.rowsFrom;
  if (!isRecord(rows) || !Number.isInteger(rows.fixed)) return undefined;
  const fixedValues = rows.fixedValues;
  return {
    ...(typeof rows.count === 'string' ? { count: rows.count } : {}),
    fixed: Math.max(0, rows.fixed as number),
    ...(isRecord(fixedValues) || (Array.isArray(fixedValues) && fixedValues.every(isRecord))
      ? { fixedValues: fixedValues as RowValues | RowValues[] }
      : {}),
    ...(isRecord(rows.countedValues) ? { countedValues: rows.countedValues as Record<string, RuleValue> } : {}),
  };
}

/** The `ui:options.rowValues` of a list: row field -> `$row`, a '/' path or a fixed number. */
export function rowValuesOf(ui: unknown): Record<string, string | number> {
  const values = optionsOf(ui)?.rowValues;
  if (!isRecord(values)) return {};
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

/** Where a field sits: the whole record and the row numbers of the lists above it. */
export interface FieldPlace {
  root: unknown;
  rows: readonly number[];
}

// A path read from the field's own object: it ranges over no rows.
const NO_ROWS: readonly number[] = [];

/**
 * Reads a condition's path for a field: from the field's own object (`holder`), or, for a path starting with '/',
 * from the record's root with its `*` bound to the field's rows.
 */
export function readConditionPath(path: string, holder: unknown, place?: FieldPlace): unknown {
  // The row numbers are bound as the path is walked, not written into a new path first.
  if (path.startsWith('/')) return place ? valueAtRows(place.root, path.slice(1), place.rows) : undefined;
  return valueAtRows(holder, path, NO_ROWS);
}

/**
 * Whether a field is shown, given the object holding it and (for conditions read from the root) where it sits. A
 * condition on the root is taken as not holding when `place` is not given.
 */
export function isFieldShown(ui: unknown, holder: unknown, place?: FieldPlace): boolean {
  const condition = showWhenOf(ui);
  return !condition || conditionHoldsWith(condition, (path) => readConditionPath(path, holder ?? {}, place));
}

function labelOf(schema: JsonSchema, ui: unknown, value: unknown): string | undefined {
  if (!schema.enum || !isRecord(ui)) return undefined;
  const names = ui['ui:enumNames'];
  const index = schema.enum.findIndex((option) => option === value);
  return Array.isArray(names) && index !== -1 && typeof names[index] === 'string' ? names[index] : undefined;
}

/** The count a `rowsFrom` field gives: a whole number (or its digits), else 0. */
function countOf(value: unknown): number {
  const count = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 0;
}

/**
 * The rows a `rowsFrom` list holds: `rows` cut or filled up to `fixed` plus the count the field at `count` holds (at
 * most `maxItems`), with the fixed and counted rows' values set. The same array when nothing changes; used by the
 * derivation and by the list in the browser as the count changes.
 */
export function sizedRows(
  sizing: RowsFrom,
  rows: readonly unknown[],
  count: unknown,
  maxItems: number = Number.MAX_SAFE_INTEGER,
): unknown[] {
  const length = Math.min(maxItems, sizing.fixed + countOf(count));
  let changed = rows.length !== length;
  const sized = Array.from({ length }, (_, index) => {
    const row = index < rows.length ? rows[index] : {};
    const fixed = Array.isArray(sizing.fixedValues) ? sizing.fixedValues[index] : sizing.fixedValues;
    const values = index < sizing.fixed ? fixed : sizing.countedValues;
    if (!values || !isRecord(row)) return row;
    if (Object.entries(values).every(([key, value]) => Object.is(row[key], value))) return row;
    changed = true;
    return { ...row, ...values };
  });
  return changed ? sized : (rows as unknown[]);
}

/** A list's rows and the row being derived, for `copyFrom`. */
interface ListPlace {
  rows: readonly unknown[];
  index: number;
}

/** What one pass changed: derivation repeats until a pass changes nothing. */
interface Pass {
  changed: boolean;
}

function setValue(target: Record<string, unknown>, key: string, value: unknown, pass: Pass): void {
  if (Object.hasOwn(target, key) && Object.is(target[key], value)) return;
  target[key] = value;
  pass.changed = true;
}

function removeValue(target: Record<string, unknown>, key: string, pass: Pass): void {
  if (!Object.hasOwn(target, key)) return;
  delete target[key];
  pass.changed = true;
}

// Works on the record in place (deriveFields hands it a copy), so a condition read from the root sees every field
// derived before it in display order.
/** What a field of an object asks of the derivation; fields asking nothing are left out of a plan. */
interface FieldPlan {
  name: string;
  schema: JsonSchema;
  ui: UiSchema | undefined;
  showWhen?: RuleCondition;
  flagWhen?: RuleCondition;
  /** The label companion's name, for a choice that has one. */
  companion?: string;
  excludes: string[];
  copyFrom?: CopyFrom;
  kind: 'array' | 'object' | 'value';
}

// Plans are worked out once per object of a definition (its schema node and UI hints), in display order.
const plans = new WeakMap<JsonSchema, WeakMap<object, FieldPlan[]>>();
const NO_UI: UiSchema = {};

function planOf(schema: JsonSchema, ui: UiSchema | undefined): FieldPlan[] {
  let byUi = plans.get(schema);
  if (!byUi) {
    byUi = new WeakMap();
    plans.set(schema, byUi);
  }
  const cached = byUi.get(ui ?? NO_UI);
  if (cached) return cached;
  const properties = schema.properties ?? {};
  const plan: FieldPlan[] = [];
  for (const name of orderedPropertyNames(schema, ui)) {
    const child = properties[name] ?? {};
    const fieldUi = childUi(ui, name);
    const companion = `${name}${CHOICE_TEXT_SUFFIX}`;
    const field: FieldPlan = {
      name,
      schema: child,
      ui: fieldUi,
      excludes: excludesOf(fieldUi),
      kind: child.type === 'array' ? 'array' : child.properties ? 'object' : 'value',
    };
    const showWhen = showWhenOf(fieldUi);
    const flagWhen = flagWhenOf(fieldUi);
    const copyFrom = copyFromOf(fieldUi);
    if (showWhen) field.showWhen = showWhen;
    if (flagWhen) field.flagWhen = flagWhen;
    if (copyFrom) field.copyFrom = copyFrom;
    if (properties[companion] && child.enum) field.companion = companion;
    const asks = field.showWhen || field.flagWhen || field.copyFrom || field.companion || field.excludes.length > 0;
    if (asks || field.kind !== 'value') plan.push(field);
  }
  byUi.set(ui ?? NO_UI, plan);
  return plan;
}

// Works on the record in place (deriveFields hands it a copy), so a condition read from the root sees every field
// derived before it in display order.
function deriveObject(
  schema: JsonSchema,
  ui: UiSchema | undefined,
  value: Record<string, unknown>,
  place: FieldPlace,
  list: ListPlace | undefined,
  pass: Pass,
): void {
  const read = (path: string) => readConditionPath(path, value, place);
  for (const field of planOf(schema, ui)) {
    const { name, companion } = field;
    if (field.showWhen && !conditionHoldsWith(field.showWhen, read)) {
      removeValue(value, name, pass);
      if (companion) removeValue(value, companion, pass);
      continue;
    }
    if (field.flagWhen) setValue(value, name, conditionHoldsWith(field.flagWhen, read), pass);
    if (field.kind === 'array') deriveList(field.schema, field.ui, value, name, place, pass);
    else if (field.kind === 'object' && isRecord(value[name]))
      deriveObject(field.schema, field.ui, value[name], place, undefined, pass);
    if (value[name] === undefined) {
      if (companion) removeValue(value, companion, pass);
      continue;
    }
    if (companion) {
      const label = labelOf(field.schema, field.ui, value[name]);
      if (label === undefined) removeValue(value, companion, pass);
      else setValue(value, companion, label, pass);
    }
    if ((field.excludes.length === 0 && !field.copyFrom) || !isTruthy(value[name])) continue;
    for (const sibling of field.excludes) removeValue(value, sibling, pass);
    const copy = field.copyFrom;
    if (copy && list && list.index !== copy.row) {
      const source = list.rows[copy.row];
      for (const copied of copy.fields) {
        const copiedValue = isRecord(source) ? source[copied] : undefined;
        if (copiedValue === undefined) removeValue(value, copied, pass);
        else setValue(value, copied, copiedValue, pass);
      }
    }
  }
}

/** What a list's hints ask of the derivation: its sizing and the values stamped on its rows. */
interface ListPlan {
  sizing: RowsFrom | undefined;
  stamps: [string, string | number][];
}

// Worked out once per list's UI hints, as the fields' plans are.
const listPlans = new WeakMap<UiSchema, ListPlan>();
const NO_LIST_PLAN: ListPlan = { sizing: undefined, stamps: [] };

function listPlanOf(ui: UiSchema | undefined): ListPlan {
  if (!ui) return NO_LIST_PLAN;
  let plan = listPlans.get(ui);
  if (!plan) {
    plan = { sizing: rowsFromOf(ui), stamps: Object.entries(rowValuesOf(ui)) };
    listPlans.set(ui, plan);
  }
  return plan;
}

function deriveList(
  schema: JsonSchema,
  ui: UiSchema | undefined,
  holder: Record<string, unknown>,
  name: string,
  place: FieldPlace,
  pass: Pass,
): void {
  const { sizing, stamps } = listPlanOf(ui);
  if (sizing) {
    const current = Array.isArray(holder[name]) ? (holder[name] as unknown[]) : [];
    const count = sizing.count === undefined ? undefined : readConditionPath(sizing.count, holder, place);
    const sized = sizedRows(sizing, current, count, schema.maxItems);
    if (sized !== current || !Array.isArray(holder[name])) setValue(holder, name, sized, pass);
  }
  const rows = holder[name];
  const items = schema.items;
  if (!Array.isArray(rows) || !items) return;
  rows.forEach((row, index) => {
    if (!isRecord(row)) return;
    const rowPlace = { root: place.root, rows: [...place.rows, index] };
    // Stamped first, so the row's own conditions can test its number or owner.
    for (const [field, source] of stamps) {
      const stamp =
        typeof source === 'number' ? source : source === ROW_NUMBER ? index : readConditionPath(source, row, rowPlace);
      if (stamp === undefined) removeValue(row, field, pass);
      else setValue(row, field, stamp, pass);
    }
    // A deleted row is no answer any more (deletedRows.ts): its data is kept as it was.
    if (!isDeletedRow(row)) deriveObject(items, childUi(ui, 'items'), row, rowPlace, { rows, index }, pass);
  });
}

// A derivation may uncover another (a field hidden by a condition on a later field): a few passes settle it.
const MAX_PASSES = 4;

/**
 * A copy of the record with every value of `ui:options` worked out (see above): hidden fields emptied, choice
 * labels, excluded answers cleared, copied rows, sized lists and stamped rows.
 */
export function deriveFields<T>(definition: Pick<FormDefinition, 'schema' | 'uiSchema'>, data: T): T {
  if (!isRecord(data)) return data;
  const record = cloneJson(data) as Record<string, unknown>;
  for (let round = 0; round < MAX_PASSES; round++) {
    const pass: Pass = { changed: false };
    deriveObject(definition.schema, definition.uiSchema, record, { root: record, rows: [] }, undefined, pass);
    if (!pass.changed) break;
  }
  return record as T;
}

/** True for a value that holds no answer: missing, or an object or list holding none (a form's empty default). */
function holdsNothing(value: unknown): boolean {
  if (value === undefined) return true;
  if (Array.isArray(value)) return value.every(holdsNothing);
  return isRecord(value) && Object.values(value).every(holdsNothing);
}

function differences(before: unknown, after: unknown, path: string, found: Record<string, unknown>): void {
  // Emptying what holds nothing changes nothing (and a form would only fill its empty default in again).
  if (Object.is(before, after) || (after === undefined && holdsNothing(before))) return;
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    after.forEach((item, index) => differences(before[index], item, at(index), found));
    return;
  }
  if (isRecord(before) && isRecord(after)) {
    for (const key in after) differences(before[key], after[key], at(key), found);
    for (const key in before) if (!Object.hasOwn(after, key)) differences(before[key], undefined, at(key), found);
    return;
  }
  found[path] = after;
}

/**
 * What deriveFields would change in a record, as values by data path (a removed field's value is undefined, a list
 * whose length changes is given whole): what a form sets as the person changes a field, so the rows, flags, copies
 * and hidden fields on screen follow the values they depend on.
 */
export function derivedChanges(
  definition: Pick<FormDefinition, 'schema' | 'uiSchema'>,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  differences(data, deriveFields(definition, data), '', found);
  return found;
}

/** The fields the derivation depends on and works on, by message key (see derivationFields). */
export interface DerivationFields {
  /** Fields whose values it reads: conditions, counts, row value paths, copy and exclusive flags, copied fields, choices with a label companion, a row's `delete`. */
  read: ReadonlySet<string>;
  /** Fields it sets: derived flags, label companions, excluded and copied answers, row values, fixed and counted rows' values. */
  set: ReadonlySet<string>;
  /** Fields with a `showWhen` condition: emptied while it does not hold. */
  hidden: ReadonlySet<string>;
}

// Worked out once per definition (its schema and UI hints).
const fieldsOfDerivation = new WeakMap<JsonSchema, WeakMap<object, DerivationFields>>();

/**
 * The fields the derivation reads, sets and hides, as message keys (`applications.*.reoProperties.*.city`; a row
 * number a condition names counts as any row). In a record the derivation has settled, a new answer to a field in
 * none of them (or to a hidden-when field while it is shown) leaves every derived value as it was, so a form need not
 * derive again after it; a list or object changing whole still needs it.
 */
export function derivationFields(definition: Pick<FormDefinition, 'schema' | 'uiSchema'>): DerivationFields {
  let byUi = fieldsOfDerivation.get(definition.schema);
  if (!byUi) {
    byUi = new WeakMap();
    fieldsOfDerivation.set(definition.schema, byUi);
  }
  const known = byUi.get(definition.uiSchema);
  if (known) return known;
  const read = new Set<string>();
  const set = new Set<string>();
  const hidden = new Set<string>();
  const join = (prefix: string, path: string) => (prefix ? `${prefix}.${path}` : path);
  // A path from the object it is read from, or from the root with '/'.
  const keyOf = (holder: string, path: string) =>
    messageKeyOf(path.startsWith('/') ? path.slice(1) : join(holder, path));
  const walk = (schema: JsonSchema, ui: UiSchema | undefined, prefix: string): void => {
    const properties = schema.properties ?? {};
    for (const [name, child] of Object.entries(properties)) {
      const path = join(prefix, name);
      const key = messageKeyOf(path);
      const fieldUi = childUi(ui, name);
      const showWhen = showWhenOf(fieldUi);
      const flagWhen = flagWhenOf(fieldUi);
      if (showWhen) hidden.add(key);
      if (flagWhen) set.add(key);
      for (const condition of [showWhen, flagWhen]) {
        for (const test of condition ? fieldConditionsOf(condition) : []) read.add(keyOf(prefix, test.path));
      }
      const excludes = excludesOf(fieldUi);
      const copy = copyFromOf(fieldUi);
      if (excludes.length > 0 || copy) read.add(key);
      for (const sibling of excludes) set.add(keyOf(prefix, sibling));
      for (const copied of copy?.fields ?? []) {
        read.add(keyOf(prefix, copied));
        set.add(keyOf(prefix, copied));
      }
      const companion = `${name}${CHOICE_TEXT_SUFFIX}`;
      if (properties[companion] && child.enum) {
        read.add(key);
        set.add(keyOf(prefix, companion));
      }
      if (child.type === 'array' && child.items) {
        const row = `${path}.*`;
        const sizing = rowsFromOf(fieldUi);
        if (sizing?.count !== undefined) read.add(keyOf(prefix, sizing.count));
        const fixed = Array.isArray(sizing?.fixedValues) ? sizing.fixedValues : [sizing?.fixedValues ?? {}];
        for (const values of [...fixed, sizing?.countedValues ?? {}]) {
          for (const field of Object.keys(values)) set.add(keyOf(row, field));
        }
        for (const [field, source] of Object.entries(rowValuesOf(fieldUi))) {
          set.add(keyOf(row, field));
          if (typeof source === 'string' && source !== ROW_NUMBER) read.add(keyOf(row, source));
        }
        if (child.items.properties?.delete) read.add(keyOf(row, 'delete'));
        walk(child.items, childUi(fieldUi, 'items'), row);
      } else if (child.properties) {
        walk(child, fieldUi, path);
      }
    }
  };
  walk(definition.schema, definition.uiSchema, '');
  const fields = { read, set, hidden };
  byUi.set(definition.uiSchema, fields);
  return fields;
}
