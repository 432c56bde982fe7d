import {
  deepEquals,
  type Experimental_CustomMergeAllOf,
  type Experimental_DefaultFormStateBehavior,
  type FoundFieldType,
  type GlobalUISchemaOptions,
  type PathSchema,
  type RJSFSchema,
  type SchemaFieldPath,
  type SchemaUtilsType,
  type UiSchema,
  type ValidatorType,
} from '@rjsf/utils';
import type { FormData } from './definitionValidator.ts';

/**
 * RJSF's schema utilities for a plain schema, answering from what it already knows instead of working the record out
 * again. A plain schema (every definition of ours: objects, lists, enums, no `$ref`, `allOf`, `anyOf`, `oneOf`,
 * `if`, `dependencies` or open `additionalProperties`) means the same whatever the data holds, so
 * - retrieving a schema gives the schema each time: the result is kept per schema object (RJSF retrieves the schema
 *   of every field on every render of it, and of the whole record on every change);
 * - whether a schema is a select or a multi-select is kept per schema object too;
 * - the defaults of data that differs from the last defaulted data only in answers (a text, a choice from its list,
 *   a flag: what a person changes in one field) are that data itself: its lists, rows and objects are all there and
 *   answers need no defaults. That is what RJSF asks on each change (it clones the whole record, sets the value,
 *   then works out every default again), so a change costs what one field costs. Anything else (a row added, a list
 *   resized, a value outside a field's list, an emptied field with a default) is worked out by RJSF as before.
 * Either way the data handed back shares every unchanged row and object with the last (RJSF clones the record on
 * each change), so a field whose data did not change keeps it by identity and React skips it cheaply.
 */

type Schema = RJSFSchema;
type Data = unknown;

// Keywords that make a schema depend on its data, or that RJSF fills in from the data (open additional properties).
const DATA_DEPENDENT = ['$ref', 'allOf', 'anyOf', 'oneOf', 'if', 'then', 'else', 'dependencies', 'patternProperties'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] =>
  typeof value === 'object' && value !== null;

const plainness = new WeakMap<object, boolean>();

/** Whether a schema means the same whatever its data holds (see above); kept per schema object. */
export function isPlainSchema(schema: unknown): boolean {
  if (!isRecord(schema)) return typeof schema === 'boolean';
  const known = plainness.get(schema);
  if (known !== undefined) return known;
  let plain =
    DATA_DEPENDENT.every((keyword) => !(keyword in schema)) &&
    (schema.additionalProperties === undefined || schema.additionalProperties === false) &&
    !Array.isArray(schema.items) &&
    !('additionalItems' in schema);
  if (plain && isRecord(schema.properties)) plain = Object.values(schema.properties).every(isPlainSchema);
  if (plain && schema.items !== undefined) plain = isPlainSchema(schema.items);
  plainness.set(schema, plain);
  return plain;
}

/**
 * `next` with every part equal to the same part of `before` taken from `before`, so unchanged rows and objects keep
 * their identity; `before` itself when nothing differs.
 */
export function shareUnchanged<T>(before: unknown, next: T): T {
  if (Object.is(before, next)) return before as T;
  if (!isContainer(before) || !isContainer(next) || Array.isArray(before) !== Array.isArray(next)) return next;
  if (Array.isArray(before) && Array.isArray(next)) {
    const items = next.map((item, index) => shareUnchanged(before[index], item));
    const same = items.length === before.length && items.every((item, index) => item === before[index]);
    return (same ? before : items) as T;
  }
  const old = before as Record<string, unknown>;
  const entries = Object.entries(next as Record<string, unknown>).map(([key, value]): [string, unknown] => [
    key,
    shareUnchanged(old[key], value),
  ]);
  const same =
    entries.length === Object.keys(old).length && entries.every(([key, value]) => key in old && value === old[key]);
  return (same ? before : Object.fromEntries(entries)) as T;
}

const childSchema = (schema: Schema | undefined, key: string | number): Schema | undefined => {
  if (!schema) return undefined;
  const child = typeof key === 'number' ? schema.items : schema.properties?.[key];
  return isRecord(child) ? (child as Schema) : undefined;
};

/** An answer RJSF's defaults would leave as it is: inside its field's list (when it has one), or an emptied field without a default. */
function answerKeeps(schema: Schema | undefined, value: unknown): boolean {
  if (isContainer(value)) return false;
  if (!schema) return true;
  if (value === undefined) return !('default' in schema);
  return !Array.isArray(schema.enum) || schema.enum.some((option) => deepEquals(option, value));
}

// What sameShapeNewAnswers gives when `next` differs from the defaulted data in more than answers.
const NEW_SHAPE = Symbol('new shape');

/**
 * `next` sharing what is unchanged with `before` (defaulted data), or NEW_SHAPE when they differ in more than
 * answers: a list or object added, removed or resized, or an answer RJSF's defaults would change. It runs on every
 * change over the whole record, so it allocates only where something changed.
 */
function sameShapeNewAnswers(schema: Schema | undefined, before: unknown, next: unknown): unknown {
  if (Object.is(before, next)) return before;
  if (!isContainer(before)) return !isContainer(next) && answerKeeps(schema, next) ? next : NEW_SHAPE;
  if (!isContainer(next) || Array.isArray(before) !== Array.isArray(next)) return NEW_SHAPE;
  if (Array.isArray(before)) {
    const items = next as unknown[];
    if (before.length !== items.length) return NEW_SHAPE;
    const itemSchema = childSchema(schema, 0);
    let changed: unknown[] | undefined;
    for (let index = 0; index < items.length; index++) {
      const shared = sameShapeNewAnswers(itemSchema, before[index], items[index]);
      if (shared === NEW_SHAPE) return NEW_SHAPE;
      if (shared !== before[index]) (changed ??= before.slice())[index] = shared;
    }
    return changed ?? before;
  }
  const old = before as Record<string, unknown>;
  const values = next as Record<string, unknown>;
  let changed: Record<string, unknown> | undefined;
  let count = 0;
  for (const key in values) {
    count++;
    const value = values[key];
    const had = Object.hasOwn(old, key);
    // A key only one side has is an answer set or emptied; a list or object appearing is a new shape.
    if (!had && isContainer(value)) return NEW_SHAPE;
    const shared = sameShapeNewAnswers(childSchema(schema, key), old[key], value);
    if (shared === NEW_SHAPE) return NEW_SHAPE;
    if (!had || shared !== old[key]) (changed ??= { ...old })[key] = shared;
  }
  if (count !== Object.keys(old).length || changed) {
    // Keys `next` no longer has: an emptied answer (RJSF's defaults keep it emptied unless it has a default).
    for (const key in old) {
      if (Object.hasOwn(values, key)) continue;
      if (isContainer(old[key]) || !answerKeeps(childSchema(schema, key), undefined)) return NEW_SHAPE;
      delete (changed ??= { ...old })[key];
    }
  }
  return changed ?? before;
}

/** RJSF's schema utilities for a plain root schema; see the module's comment. Everything else is the inner one's. */
export class PlainSchemaUtils implements SchemaUtilsType<FormData, Schema> {
  private readonly retrieved = new WeakMap<object, Schema>();
  private readonly retrievedResolvingRefs = new WeakMap<object, Schema>();
  private readonly selects = new WeakMap<object, boolean>();
  private readonly multiSelects = new WeakMap<object, boolean>();
  /** The data the last defaults were worked out for (or taken as), and the root schema they were for. */
  private lastDefaulted: { schema: Schema; data: Data } | undefined;

  /** `defaulted`: data the inner utilities worked the defaults out for with the root schema, if any. */
  constructor(
    private readonly inner: SchemaUtilsType<FormData, Schema>,
    defaulted?: Data,
  ) {
    if (defaulted !== undefined) this.lastDefaulted = { schema: inner.getRootSchema(), data: defaulted };
  }

  /**
   * The inner utilities wrapped when their root schema is plain, else the inner ones themselves; `defaulted` is data
   * they worked the defaults out for (the form state they were made for), so the next change starts from it.
   */
  static wrap(inner: SchemaUtilsType<FormData, Schema>, defaulted?: Data): SchemaUtilsType<FormData, Schema> {
    if (inner instanceof PlainSchemaUtils || !isPlainSchema(inner.getRootSchema())) return inner;
    return new PlainSchemaUtils(inner, defaulted);
  }

  getRootSchema(): Schema {
    return this.inner.getRootSchema();
  }

  getValidator(): ValidatorType<FormData, Schema> {
    return this.inner.getValidator();
  }

  doesSchemaUtilsDiffer(
    validator: ValidatorType<FormData, Schema>,
    rootSchema: Schema,
    experimental_defaultFormStateBehavior?: Experimental_DefaultFormStateBehavior,
    experimental_customMergeAllOf?: Experimental_CustomMergeAllOf<Schema>,
  ): boolean {
    return this.inner.doesSchemaUtilsDiffer(
      validator,
      rootSchema,
      experimental_defaultFormStateBehavior,
      experimental_customMergeAllOf,
    );
  }

  findFieldInSchema(schema: Schema, path: SchemaFieldPath, formData?: FormData): FoundFieldType<Schema> {
    return this.inner.findFieldInSchema(schema, path, formData);
  }

  findSelectedOptionInXxxOf(
    schema: Schema,
    fallbackField: string,
    xxx: 'anyOf' | 'oneOf',
    formData?: FormData,
  ): Schema | undefined {
    return this.inner.findSelectedOptionInXxxOf(schema, fallbackField, xxx, formData);
  }

  getDefaultFormState(
    schema: Schema,
    formData?: FormData,
    includeUndefinedValues: boolean | 'excludeObjectChildren' = false,
    initialDefaultsGenerated?: boolean,
  ): FormData | FormData[] | undefined {
    const last = this.lastDefaulted;
    const root = schema === this.getRootSchema();
    if (root && last?.schema === schema && includeUndefinedValues === false && initialDefaultsGenerated === true) {
      const shared = sameShapeNewAnswers(schema, last.data, formData);
      if (shared !== NEW_SHAPE) {
        this.lastDefaulted = { schema, data: shared };
        return shared as FormData;
      }
    }
    const computed = this.inner.getDefaultFormState(schema, formData, includeUndefinedValues, initialDefaultsGenerated);
    if (!root || includeUndefinedValues !== false) return computed;
    const data = last?.schema === schema ? shareUnchanged(last.data, computed) : computed;
    this.lastDefaulted = { schema, data };
    return data;
  }

  getDisplayLabel(
    schema: Schema,
    uiSchema?: UiSchema<FormData, Schema>,
    globalOptions?: GlobalUISchemaOptions,
  ): boolean {
    return this.inner.getDisplayLabel(schema, uiSchema, globalOptions);
  }

  getClosestMatchingOption(
    formData: FormData | undefined,
    options: Schema[],
    selectedOption?: number,
    discriminatorField?: string,
  ): number {
    return this.inner.getClosestMatchingOption(formData, options, selectedOption, discriminatorField);
  }

  getFirstMatchingOption(formData: FormData | undefined, options: Schema[], discriminatorField?: string): number {
    return this.inner.getFirstMatchingOption(formData, options, discriminatorField);
  }

  getFromSchema(schema: Schema, path: SchemaFieldPath, defaultValue: FormData): FormData;
  getFromSchema(schema: Schema, path: SchemaFieldPath, defaultValue: Schema): Schema;
  getFromSchema(schema: Schema, path: SchemaFieldPath, defaultValue: FormData | Schema): Schema | FormData;
  getFromSchema(schema: Schema, path: SchemaFieldPath, defaultValue: FormData | Schema): Schema | FormData {
    return this.inner.getFromSchema(schema, path, defaultValue);
  }

  isFilesArray(schema: Schema, uiSchema?: UiSchema<FormData, Schema>): boolean {
    return this.inner.isFilesArray(schema, uiSchema);
  }

  isMultiSelect(schema: Schema): boolean {
    return this.kept(this.multiSelects, schema, () => this.inner.isMultiSelect(schema));
  }

  isSelect(schema: Schema): boolean {
    return this.kept(this.selects, schema, () => this.inner.isSelect(schema));
  }

  omitExtraData(schema: Schema, formData?: FormData): FormData | undefined {
    return this.inner.omitExtraData(schema, formData);
  }

  retrieveSchema(schema: Schema, formData?: FormData, resolveAnyOfOrOneOfRefs?: boolean): Schema {
    const cache = resolveAnyOfOrOneOfRefs ? this.retrievedResolvingRefs : this.retrieved;
    return this.kept(cache, schema, () => this.inner.retrieveSchema(schema, formData, resolveAnyOfOrOneOfRefs));
  }

  sanitizeDataForNewSchema(newSchema?: Schema, oldSchema?: Schema, data?: unknown): FormData {
    return this.inner.sanitizeDataForNewSchema(newSchema, oldSchema, data);
  }

  toPathSchema(schema: Schema, name?: string, formData?: FormData): PathSchema<FormData> {
    return this.inner.toPathSchema(schema, name, formData);
  }

  /** The answer for a plain schema, kept per schema object; worked out each time for any other. */
  private kept<V>(cache: WeakMap<object, V>, schema: Schema, work: () => V): V {
    if (!isPlainSchema(schema)) return work();
    if (cache.has(schema)) return cache.get(schema) as V;
    const value = work();
    cache.set(schema, value);
    return value;
  }
}
