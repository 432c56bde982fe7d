import type { FieldError } from './ajvErrors.ts';
import type { FormDefinition, JsonSchema, LookupOptions, UiSchema } from './definition.ts';
import { messageKeyOf, rowsOf, topLevelFieldOf } from './paths.ts';

/**
 * Lookup-bound fields (part 2 §3.11). The schema keeps them plain strings, so the precompiled browser validators
 * never depend on reference data; the options are checked here after the schema, and bound into a copy of the
 * schema only to render a select.
 */

/** Said when a lookup-bound field holds a value its list lacks and the definition gives no words for it. */
export const LOOKUP_FALLBACK_MESSAGE = 'Select a valid option';

/** Lookup types each once, in ascending order. */
const sortedTypes = (types: Iterable<number>): number[] => [...new Set(types)].sort((a, b) => a - b);

/** The lookup types a definition binds, each once, in ascending order (what /api/lookups/list asks for). */
export function lookupTypesOf(definition: Pick<FormDefinition, 'lookups'>): number[] {
  return sortedTypes(Object.values(definition.lookups));
}

/**
 * The address of the lists of several types under /api (`lookups/list?types=4,18`): the types each once, sorted, so
 * the page's request and the hint the server writes for it (server/src/http/pageMeta.ts) are the same address.
 */
export function lookupListPath(types: Iterable<number>): string {
  return `lookups/list?types=${sortedTypes(types).join(',')}`;
}

function lookupMessage(definition: FormDefinition, path: string): string {
  const messages = definition.messages[messageKeyOf(path)];
  return messages?.lookup ?? messages?.invalid ?? LOOKUP_FALLBACK_MESSAGE;
}

/**
 * Refuses every lookup-bound value its list lacks (a type missing from `options` has no valid value). Empty values
 * are left to the schema's `required`.
 */
export function checkLookups(definition: FormDefinition, data: unknown, options: LookupOptions): FieldError[] {
  const errors: FieldError[] = [];
  for (const [pattern, type] of Object.entries(definition.lookups)) {
    const allowed = allowedValuesOf(options.get(type) ?? NO_OPTIONS);
    for (const { path, value } of rowsOf(data, pattern)) {
      if (value === undefined || value === null || value === '') continue;
      if (typeof value === 'string' && allowed.has(value)) continue;
      errors.push({ path, field: topLevelFieldOf(path), keyword: 'lookup', message: lookupMessage(definition, path) });
    }
  }
  return errors;
}

/** One option of a loaded list. */
type LookupOptionOf = LookupOptions extends ReadonlyMap<number, readonly (infer O)[]> ? O : never;

const NO_OPTIONS: readonly LookupOptionOf[] = [];

// The values of one loaded list, gathered once per list (a server keeps its lists; every save checks against them).
const allowedValues = new WeakMap<readonly LookupOptionOf[], ReadonlySet<string>>();

function allowedValuesOf(options: readonly LookupOptionOf[]): ReadonlySet<string> {
  let allowed = allowedValues.get(options);
  if (!allowed) {
    allowed = new Set(options.map((option) => option.value));
    allowedValues.set(options, allowed);
  }
  return allowed;
}

/** A schema and UI hints ready for the renderer. */
export interface RenderSchema {
  schema: JsonSchema;
  uiSchema: UiSchema;
}

function schemaNode(schema: JsonSchema, segments: readonly string[]): JsonSchema | undefined {
  let node: JsonSchema | undefined = schema;
  for (const segment of segments) node = segment === '*' ? node?.items : node?.properties?.[segment];
  return node;
}

function uiNode(uiSchema: UiSchema, segments: readonly string[]): UiSchema {
  let node = uiSchema;
  for (const segment of segments) {
    const key = segment === '*' ? 'items' : segment;
    const child = node[key];
    const next: UiSchema = typeof child === 'object' && child !== null && !Array.isArray(child) ? { ...child } : {};
    node[key] = next;
    node = next;
  }
  return node;
}

/**
 * Copies of the schema and UI hints with each lookup-bound field's options as `enum` values and `ui:enumNames`
 * labels, so it renders as a select. For rendering only: validation keeps the original schema (the precompiled
 * validator is built for it) plus checkLookups. A type without options stays a text field.
 */
export function bindLookupOptions(
  schema: JsonSchema,
  uiSchema: UiSchema,
  lookups: Record<string, number>,
  options: LookupOptions,
): RenderSchema {
  const boundSchema = structuredClone(schema);
  const boundUi: UiSchema = structuredClone(uiSchema);
  for (const [pattern, type] of Object.entries(lookups)) {
    const list = options.get(type) ?? [];
    const segments = pattern.split('.');
    const node = schemaNode(boundSchema, segments);
    if (!node || list.length === 0) continue;
    node.enum = list.map((option) => option.value);
    uiNode(boundUi, segments)['ui:enumNames'] = list.map((option) => option.text);
  }
  return { schema: boundSchema, uiSchema: boundUi };
}
