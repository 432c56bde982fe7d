import type { JsonSchema } from '../definition.ts';

/**
 * A schema as validation sees it: the same schema without its annotations (JSON Schema's meta-data vocabulary:
 * titles, descriptions, defaults, examples, comments and the read/write/deprecated marks), which ajv reads but never
 * checks against. The studio compiles a draft's validators from this (GET …/draft/:revision/validator.js), so the
 * preview redraws a reworded title, help text or default at once with the validators it already has, and waits for
 * new ones only when a change can change what is valid.
 */

/** The keywords that only annotate: no value of them changes whether data is valid (ajv does not apply defaults). */
export const ANNOTATION_KEYWORDS: ReadonlySet<string> = new Set([
  'title',
  'description',
  'default',
  'examples',
  '$comment',
  'readOnly',
  'writeOnly',
  'deprecated',
]);

/**
 * The keywords whose value holds subschemas: one schema, a list of schemas, or a map of names to schemas (`items` is
 * one schema or a list). Any other keyword's value is data (enum, const, required, a property's name), whatever keys
 * it holds. Every walk over a schema's subschemas reads them from here.
 */
export const SUBSCHEMA_KEYWORDS = {
  one: [
    'items',
    'additionalItems',
    'additionalProperties',
    'unevaluatedItems',
    'unevaluatedProperties',
    'contains',
    'propertyNames',
    'not',
    'if',
    'then',
    'else',
  ],
  list: ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'],
  map: ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'],
} as const;

const ONE_SCHEMA: ReadonlySet<string> = new Set(SUBSCHEMA_KEYWORDS.one);
const SCHEMA_LIST: ReadonlySet<string> = new Set(SUBSCHEMA_KEYWORDS.list);
const SCHEMA_MAP: ReadonlySet<string> = new Set(SUBSCHEMA_KEYWORDS.map);

type Schema = JsonSchema | boolean;

function strip(schema: Schema): Schema {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return schema;
  const kept: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(schema as Record<string, unknown>)) {
    if (ANNOTATION_KEYWORDS.has(keyword)) continue;
    if (Array.isArray(value) && SCHEMA_LIST.has(keyword)) kept[keyword] = value.map((item) => strip(item as Schema));
    else if (ONE_SCHEMA.has(keyword) && value !== null && typeof value === 'object' && !Array.isArray(value))
      kept[keyword] = strip(value as Schema);
    else if (SCHEMA_MAP.has(keyword) && value !== null && typeof value === 'object' && !Array.isArray(value))
      kept[keyword] = Object.fromEntries(
        Object.entries(value as Record<string, Schema>).map(([name, sub]) => [name, strip(sub)]),
      );
    else if (keyword === 'dependencies' && value !== null && typeof value === 'object' && !Array.isArray(value))
      // Draft 7's dependencies: a list of property names (data) or a schema per property.
      kept[keyword] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([name, sub]) => [
          name,
          Array.isArray(sub) ? sub : strip(sub as Schema),
        ]),
      );
    else kept[keyword] = value;
  }
  return kept as JsonSchema;
}

const stripped = new WeakMap<object, JsonSchema>();

/**
 * The schema without its annotations (see ANNOTATION_KEYWORDS), as a new object; the same object is returned for the
 * same schema object, so the many calls a render makes for one schema cost one walk.
 */
export function validationSchemaOf(schema: JsonSchema): JsonSchema {
  const known = stripped.get(schema);
  if (known) return known;
  const result = strip(schema) as JsonSchema;
  stripped.set(schema, result);
  return result;
}
