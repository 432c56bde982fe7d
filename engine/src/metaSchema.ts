import Ajv, { type ErrorObject } from 'ajv';
import { createAjv } from './ajvConfig.ts';
import type { FormDefinition, JsonSchema } from './definition.ts';
import { ENGINE_FORMATS } from './formats.ts';
import { dataPathOf, fieldPathsOf } from './paths.ts';

/** JSON Schema of a form definition file; a staff editor can validate drafts with the same document. */
export const DEFINITION_META_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', 'title', 'schema', 'uiSchema', 'lookups', 'messages', 'rules'],
  properties: {
    id: { type: 'string', pattern: '^[a-z][a-z0-9-]*$', maxLength: 64 },
    version: { type: 'integer', minimum: 1 },
    title: { type: 'string', minLength: 1 },
    description: { type: 'string' },
    schema: {
      type: 'object',
      required: ['type', 'properties', 'additionalProperties'],
      properties: {
        $schema: { const: 'http://json-schema.org/draft-07/schema#' },
        type: { const: 'object' },
        properties: { type: 'object', minProperties: 1, additionalProperties: { type: 'object' } },
        required: { type: 'array', items: { type: 'string' }, uniqueItems: true },
        additionalProperties: { const: false },
      },
    },
    uiSchema: { type: 'object' },
    lookups: { type: 'object', additionalProperties: { type: 'integer', minimum: 1 } },
    messages: {
      type: 'object',
      additionalProperties: { type: 'object', additionalProperties: { type: 'string', minLength: 1 } },
    },
    rules: { type: 'array', maxItems: 0 },
  },
} as const;

/** The outcome of checking a definition: the typed definition, or every problem found. */
export type DefinitionCheck = { ok: true; definition: FormDefinition } | { ok: false; problems: string[] };

/** A definition that cannot be used; the message lists each problem with the field it concerns. */
export class DefinitionError extends Error {
  constructor(
    readonly source: string,
    readonly problems: string[],
  ) {
    super(`Form definition ${source} is broken:\n- ${problems.join('\n- ')}`);
    this.name = 'DefinitionError';
  }
}

const checkShape = new Ajv({ allErrors: true, strict: true }).compile(DEFINITION_META_SCHEMA);

function describeShapeError(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const child = (params.missingProperty ?? params.additionalProperty) as string | undefined;
  const where = dataPathOf(error.instancePath, child) || '(root)';
  switch (error.keyword) {
    case 'required':
      return `${where}: is missing`;
    case 'additionalProperties':
      return `${where}: is not a known key`;
    case 'const':
      return `${where}: must be ${JSON.stringify(params.allowedValue)}`;
    case 'maxItems':
      if (where === 'rules') return 'rules: cross-field rules are not supported yet; leave the list empty';
      return `${where}: ${error.message ?? 'has too many items'}`;
    default:
      return `${where}: ${error.message ?? `fails ${error.keyword}`}`;
  }
}

function schemaProblems(schema: JsonSchema, where: string, problems: string[]): void {
  if (schema.format !== undefined && !(ENGINE_FORMATS as readonly string[]).includes(schema.format)) {
    problems.push(`${where}.format: "${schema.format}" is not one of ${ENGINE_FORMATS.join(', ')}`);
  }
  for (const name of schema.required ?? []) {
    if (!schema.properties?.[name]) problems.push(`${where}.required: "${name}" is not among the properties`);
  }
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    schemaProblems(child, `${where}.properties.${name}`, problems);
  }
  if (schema.items) schemaProblems(schema.items, `${where}.items`, problems);
}

function orderProblems(schema: JsonSchema, uiSchema: unknown, where: string, problems: string[]): void {
  const ui = typeof uiSchema === 'object' && uiSchema !== null ? (uiSchema as Record<string, unknown>) : {};
  const names = Object.keys(schema.properties ?? {});
  const order = Array.isArray(ui['ui:order']) ? (ui['ui:order'] as unknown[]) : [];
  const missing = order.includes('*') ? [] : names.filter((name) => !order.includes(name));
  if (names.length > 1 && missing.length > 0) {
    problems.push(
      `${where}.ui:order: must list every property, the database does not keep key order (missing ${missing.join(', ')})`,
    );
  }
  for (const name of names) orderProblems(schema.properties?.[name] ?? {}, ui[name], `${where}.${name}`, problems);
  if (schema.items) orderProblems(schema.items, ui.items, `${where}.items`, problems);
}

function requiredPaths(schema: JsonSchema, prefix = ''): string[] {
  const paths = (schema.required ?? []).map((name) => (prefix ? `${prefix}.${name}` : name));
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    paths.push(...requiredPaths(child, prefix ? `${prefix}.${name}` : name));
  }
  if (schema.items) paths.push(...requiredPaths(schema.items, prefix ? `${prefix}.*` : '*'));
  return paths;
}

function meaningProblems(definition: FormDefinition): string[] {
  const problems: string[] = [];
  schemaProblems(definition.schema, 'schema', problems);
  if (problems.length === 0) {
    try {
      createAjv().compile(definition.schema);
    } catch (error) {
      problems.push(`schema: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  orderProblems(definition.schema, definition.uiSchema, 'uiSchema', problems);
  const fields = new Set(fieldPathsOf(definition.schema));
  for (const path of requiredPaths(definition.schema)) {
    if (!definition.messages[path]?.required)
      problems.push(`messages.${path}.required: is missing (the field is required)`);
  }
  for (const path of Object.keys(definition.messages)) {
    if (!fields.has(path)) problems.push(`messages.${path}: no such field in the schema`);
  }
  for (const path of Object.keys(definition.lookups)) {
    if (!fields.has(path)) problems.push(`lookups.${path}: no such field in the schema`);
  }
  for (const key of Object.keys(definition.uiSchema)) {
    if (!key.startsWith('ui:') && !fields.has(key)) problems.push(`uiSchema.${key}: no such field in the schema`);
  }
  return problems;
}

/** Checks a definition's shape against the meta-schema, then its meaning (formats, messages, paths). */
export function checkDefinition(value: unknown): DefinitionCheck {
  if (!checkShape(value)) return { ok: false, problems: (checkShape.errors ?? []).map(describeShapeError) };
  const definition = value as unknown as FormDefinition;
  const problems = meaningProblems(definition);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, definition };
}

/** The checked definition, or a DefinitionError naming `source` and every problem. */
export function assertDefinition(value: unknown, source: string): FormDefinition {
  const check = checkDefinition(value);
  if (!check.ok) throw new DefinitionError(source, check.problems);
  return check.definition;
}
