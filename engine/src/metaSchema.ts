import Ajv, { type ErrorObject } from 'ajv';
import { createAjv } from './ajvConfig.ts';
import type { CrossFieldRule, FieldCondition, FormDefinition, JsonSchema, RuleCondition } from './definition.ts';
import { ENGINE_FORMATS } from './formats.ts';
import { dataPathOf, fieldPathsOf, messageKeyOf, rowPrefixOf, schemaAtPath, starCount } from './paths.ts';
import { ROW_NUMBER } from './derivedFields.ts';
import { nestUnderOf } from './fieldLayout.ts';
import { fieldConditionsOf, PERSON_PLACEHOLDER, PERSONS_PLACEHOLDER } from './rules.ts';

import { DEFINITION_META_SCHEMA } from './metaSchemaDocument.ts';

export { DEFINITION_META_SCHEMA };

/** The kinds of cross-field rule a definition may use. */
export const RULE_KINDS = ['distinct', 'dateOrder', 'requiredWhen', 'equals', 'atLeastOne', 'personChecks'] as const;

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

const checkShape = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, discriminator: true }).compile(
  DEFINITION_META_SCHEMA,
);

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
    case 'discriminator':
      return `${where}.kind: must be one of ${RULE_KINDS.join(', ')}`;
    case 'enum':
      return `${where}: must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
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
    // The renderer's element ids join field names with '_' (`form1_residences_0_city`) and read paths back from them.
    if (name.includes('_')) problems.push(`${where}.properties.${name}: a field name must not contain '_'`);
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

// Paths of one rule name the same row when the shorter one's rows are the start of the longer one's.
function sameRow(path: string, other: string): boolean {
  const n = Math.min(starCount(path), starCount(other));
  return rowPrefixOf(path, n) === rowPrefixOf(other, n);
}

/**
 * The problems of a condition: each field test names a field of the schema (a row number such as `residences.0`
 * names a row of that list) in the same row as `main`, with exactly one of equals, in, truthy.
 */
function conditionProblems(condition: RuleCondition, main: string, where: string, fields: Set<string>): string[] {
  if ('all' in condition && condition.all)
    return condition.all.flatMap((part, i) => conditionProblems(part, main, `${where}.all.${i}`, fields));
  if ('any' in condition && condition.any)
    return condition.any.flatMap((part, i) => conditionProblems(part, main, `${where}.any.${i}`, fields));
  const test = condition as FieldCondition;
  const problems: string[] = [];
  const tests = (['equals', 'in', 'truthy'] as const).filter((key) => test[key] !== undefined);
  if (tests.length !== 1) problems.push(`${where}: needs exactly one of equals, in, truthy`);
  if (!fields.has(messageKeyOf(test.path))) problems.push(`${where}.path: "${test.path}" is no field in the schema`);
  else if (starCount(test.path) > starCount(main) || !sameRow(test.path, main))
    problems.push(`${where}.path: "${test.path}" is not in the same row as "${main}"`);
  return problems;
}

function ruleProblems(definition: FormDefinition, rule: CrossFieldRule, where: string, fields: Set<string>): string[] {
  const problems: string[] = [];
  const known = (path: string, at: string) => {
    if (!fields.has(path)) problems.push(`${at}: "${path}" is no field in the schema`);
    return fields.has(path);
  };
  switch (rule.kind) {
    case 'distinct':
      rule.paths.forEach((path, i) => known(path, `${where}.paths.${i}`));
      if (rule.paths.length === 1 && starCount(rule.paths[0] ?? '') === 0)
        problems.push(`${where}.paths: name two fields or a field of a list`);
      break;
    case 'dateOrder':
      if (
        known(rule.start, `${where}.start`) &&
        known(rule.end, `${where}.end`) &&
        (starCount(rule.start) !== starCount(rule.end) || !sameRow(rule.start, rule.end))
      )
        problems.push(`${where}.end: "${rule.end}" is not in the same row as "${rule.start}"`);
      break;
    case 'requiredWhen':
      if (known(rule.path, `${where}.path`))
        problems.push(...conditionProblems(rule.when, rule.path, `${where}.when`, fields));
      if (!rule.message && !definition.messages[rule.path]?.required)
        problems.push(`${where}.message: is missing (and messages.${rule.path}.required is not set)`);
      break;
    case 'equals':
      if (
        known(rule.path, `${where}.path`) &&
        known(rule.other, `${where}.other`) &&
        (starCount(rule.path) !== starCount(rule.other) || !sameRow(rule.path, rule.other))
      )
        problems.push(`${where}.other: "${rule.other}" is not in the same row as "${rule.path}"`);
      break;
    case 'atLeastOne': {
      const [first = ''] = rule.paths;
      rule.paths.forEach((path, i) => {
        if (known(path, `${where}.paths.${i}`) && (starCount(path) !== starCount(first) || !sameRow(path, first)))
          problems.push(`${where}.paths.${i}: "${path}" is not in the same row as "${first}"`);
      });
      if (rule.when && fields.has(first))
        problems.push(...conditionProblems(rule.when, first, `${where}.when`, fields));
      break;
    }
    case 'personChecks': {
      const anchor = rule.checks[0]?.paths[0] ?? '';
      const keys = rule.persons.map((person) => person.key);
      if (new Set(keys).size !== keys.length) problems.push(`${where}.persons: keys must differ`);
      rule.checks.forEach((check, c) => {
        if (!check.message.includes(PERSONS_PLACEHOLDER))
          problems.push(`${where}.checks.${c}.message: must contain ${PERSONS_PLACEHOLDER}`);
        check.paths.forEach((pattern, p) => {
          const at = `${where}.checks.${c}.paths.${p}`;
          if (!pattern.includes(PERSON_PLACEHOLDER)) problems.push(`${at}: must contain ${PERSON_PLACEHOLDER}`);
          else if (starCount(pattern) !== starCount(anchor) || !sameRow(pattern, anchor))
            problems.push(`${at}: "${pattern}" is not in the same row as "${anchor}"`);
          for (const key of keys) known(pattern.split(PERSON_PLACEHOLDER).join(key), at);
        });
      });
      rule.persons.forEach((person, i) => {
        const main = anchor.split(PERSON_PLACEHOLDER).join(person.key);
        if (person.when) problems.push(...conditionProblems(person.when, main, `${where}.persons.${i}.when`, fields));
      });
      break;
    }
  }
  return problems;
}

function lookupProblems(definition: FormDefinition, fields: Set<string>): string[] {
  const problems: string[] = [];
  for (const path of Object.keys(definition.lookups)) {
    const field = schemaAtPath(definition.schema, path);
    if (!fields.has(path) || !field) problems.push(`lookups.${path}: no such field in the schema`);
    else if (field.type !== 'string' || field.enum !== undefined || field.const !== undefined)
      problems.push(`lookups.${path}: must be a plain string field (its options come from the lookup list)`);
  }
  return problems;
}

function stepProblems(definition: FormDefinition, fields: Set<string>): string[] {
  const problems: string[] = [];
  (definition.titleWhen ?? []).forEach((variant, i) => {
    problems.push(...conditionProblems(variant.when, '', `titleWhen.${i}.when`, fields));
  });
  const ids = new Set<string>();
  (definition.steps ?? []).forEach((step, i) => {
    if (ids.has(step.id)) problems.push(`steps.${i}.id: "${step.id}" is used by an earlier step`);
    ids.add(step.id);
    step.fields.forEach((path, f) => {
      if (!fields.has(path)) problems.push(`steps.${i}.fields.${f}: "${path}" is no field in the schema`);
    });
    (step.summary ?? []).forEach((path, f) => {
      if (!fields.has(path)) problems.push(`steps.${i}.summary.${f}: "${path}" is no field in the schema`);
    });
    if (step.when) problems.push(...conditionProblems(step.when, '', `steps.${i}.when`, fields));
    if (step.fields.length === 0 && !step.display) {
      problems.push(`steps.${i}: a step without fields must name what it displays`);
    }
    if (step.people !== undefined) {
      if (schemaAtPath(definition.schema, step.people)?.type !== 'array') {
        problems.push(`steps.${i}.people: "${step.people}" is no list field in the schema`);
      } else if (!step.fields.some((field) => step.people === field || step.people?.startsWith(`${field}.`))) {
        problems.push(`steps.${i}.people: "${step.people}" is not among the step's fields`);
      }
    }
  });
  return problems;
}

function uiOptionsOf(ui: unknown): Record<string, unknown> {
  const options = typeof ui === 'object' && ui !== null ? (ui as Record<string, unknown>)['ui:options'] : undefined;
  return typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
}

/**
 * A condition or source path of `ui:options`, for the field at `field`: read from the field's own object (the
 * field's siblings, `holder` being that object's path), or from the root when it starts with '/' (then in the same
 * rows as the field).
 */
function optionPathProblem(path: string, field: string, holder: string, fields: Set<string>): string | undefined {
  if (path.startsWith('/')) {
    const absolute = path.slice(1);
    if (!fields.has(messageKeyOf(absolute))) return `"${path}" is no field in the schema`;
    if (starCount(absolute) > starCount(field) || !sameRow(absolute, field))
      return `"${path}" is not in the same row as "${field}"`;
    return undefined;
  }
  return fields.has(holder ? `${holder}.${path}` : path) ? undefined : `"${path}" is no field beside "${field}"`;
}

function showWhenProblems(condition: unknown, field: string, holder: string, where: string, fields: Set<string>) {
  if (typeof condition !== 'object' || condition === null) return [`${where}: must be a condition`];
  const problems: string[] = [];
  for (const test of fieldConditionsOf(condition as RuleCondition)) {
    const tests = (['equals', 'in', 'truthy'] as const).filter((key) => test[key] !== undefined);
    if (typeof test.path !== 'string' || tests.length !== 1) {
      problems.push(`${where}: each test needs a path and exactly one of equals, in, truthy`);
      continue;
    }
    const problem = optionPathProblem(test.path, field, holder, fields);
    if (problem) problems.push(`${where}.path: ${problem}`);
  }
  return problems;
}

/**
 * The problems of the derived-value options (`showWhen`, `flagWhen`, `excludes`, `copyFrom`, `rowsFrom`, `rowValues`).
 */
function derivedOptionProblems(
  schema: JsonSchema,
  ui: unknown,
  prefix: string,
  where: string,
  fields: Set<string>,
): string[] {
  const problems: string[] = [];
  const uiObject = typeof ui === 'object' && ui !== null ? (ui as Record<string, unknown>) : {};
  const siblings = Object.keys(schema.properties ?? {});
  const inRow = prefix.endsWith('*');
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    const field = prefix ? `${prefix}.${name}` : name;
    const at = `${where}.${name}.ui:options`;
    const childUiSchema = uiObject[name];
    const options = uiOptionsOf(childUiSchema);
    if (options.showWhen !== undefined)
      problems.push(...showWhenProblems(options.showWhen, field, prefix, `${at}.showWhen`, fields));
    if (options.flagWhen !== undefined) {
      if (child.type !== 'boolean') problems.push(`${at}.flagWhen: "${field}" is not a boolean`);
      problems.push(...showWhenProblems(options.flagWhen, field, prefix, `${at}.flagWhen`, fields));
    }
    if (options.excludes !== undefined) {
      const names = Array.isArray(options.excludes) ? options.excludes : [undefined];
      for (const sibling of names)
        if (typeof sibling !== 'string' || !siblings.includes(sibling) || sibling === name)
          problems.push(`${at}.excludes: "${String(sibling)}" is no other field beside "${field}"`);
    }
    if (options.copyFrom !== undefined) {
      const copy = options.copyFrom as { row?: unknown; fields?: unknown };
      if (!inRow) problems.push(`${at}.copyFrom: "${field}" is not in a list row`);
      if (!Number.isInteger(copy?.row) || (copy.row as number) < 0)
        problems.push(`${at}.copyFrom.row: must be a row number`);
      const copied = Array.isArray(copy?.fields) ? copy.fields : [undefined];
      for (const sibling of copied)
        if (typeof sibling !== 'string' || !siblings.includes(sibling))
          problems.push(`${at}.copyFrom.fields: "${String(sibling)}" is no field beside "${field}"`);
    }
    if (options.rowsFrom !== undefined) {
      const rows = options.rowsFrom as { count?: unknown; fixed?: unknown };
      if (child.type !== 'array') problems.push(`${at}.rowsFrom: "${field}" is not a list`);
      if (!Number.isInteger(rows?.fixed) || (rows.fixed as number) < 0)
        problems.push(`${at}.rowsFrom.fixed: must be a whole number`);
      const problem =
        rows?.count === undefined || typeof rows.count === 'string'
          ? rows?.count && optionPathProblem(rows.count, field, prefix, fields)
          : 'must be a path';
      if (problem) problems.push(`${at}.rowsFrom.count: ${problem}`);
    }
    if (options.rowValues !== undefined) {
      const rowFields = Object.keys(child.items?.properties ?? {});
      for (const [target, source] of Object.entries(options.rowValues as Record<string, unknown>)) {
        if (!rowFields.includes(target))
          problems.push(`${at}.rowValues.${target}: is no field of the rows of "${field}"`);
        const problem =
          source === ROW_NUMBER || typeof source === 'number'
            ? undefined
            : typeof source === 'string' && source.startsWith('/')
              ? optionPathProblem(source, `${field}.*.${target}`, `${field}.*`, fields)
              : `must be ${ROW_NUMBER}, a path from the root or a number`;
        if (problem) problems.push(`${at}.rowValues.${target}: ${problem}`);
      }
    }
    problems.push(...derivedOptionProblems(child, childUiSchema, field, `${where}.${name}`, fields));
  }
  if (schema.items) {
    problems.push(
      ...derivedOptionProblems(schema.items, uiObject.items, prefix ? `${prefix}.*` : '*', `${where}.items`, fields),
    );
  }
  return problems;
}

/**
 * The problems of the layout hints (`ui:options.groups` on an object, `nestUnder` on its fields): a question has a
 * title and names fields of its own object, each in one question at most and none nested; a field is nested under
 * another field of its object, a flag or (with `option`) one of a choice's options, and never under itself.
 */
function layoutProblems(schema: JsonSchema, ui: unknown, where: string): string[] {
  const problems: string[] = [];
  const uiObject = typeof ui === 'object' && ui !== null ? (ui as Record<string, unknown>) : {};
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  const nested = new Map(names.map((name) => [name, nestUnderOf(uiObject[name])] as const));
  for (const name of names) {
    const at = `${where}.${name}.ui:options.nestUnder`;
    const raw = uiOptionsOf(uiObject[name]).nestUnder;
    if (raw === undefined) continue;
    const nest = nested.get(name);
    const option = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>).option : undefined;
    if (!nest || (option !== undefined && nest.option === undefined)) {
      problems.push(`${at}: must be { field } or { field, option }`);
      continue;
    }
    const parent = properties[nest.field];
    if (!parent || nest.field === name)
      problems.push(`${at}.field: "${nest.field}" is no other field beside "${name}"`);
    else if (nest.option === undefined && parent.type !== 'boolean')
      problems.push(`${at}.field: "${nest.field}" is not a flag (name the option of a choice)`);
    else if (nest.option !== undefined && !(parent.enum ?? []).includes(nest.option))
      problems.push(`${at}.option: ${JSON.stringify(nest.option)} is not an option of "${nest.field}"`);
    const seen = new Set([name]);
    for (let above = nested.get(nest.field)?.field; above !== undefined; above = nested.get(above)?.field) {
      if (seen.has(above)) {
        problems.push(`${at}: "${name}" would be nested under itself`);
        break;
      }
      seen.add(above);
    }
  }
  const groups = uiOptionsOf(ui).groups;
  if (groups !== undefined && !Array.isArray(groups)) problems.push(`${where}.ui:options.groups: must be a list`);
  const grouped = new Set<string>();
  (Array.isArray(groups) ? (groups as unknown[]) : []).forEach((group, i) => {
    const at = `${where}.ui:options.groups.${i}`;
    const { title, fields, requiredMark } = (typeof group === 'object' && group !== null ? group : {}) as Record<
      string,
      unknown
    >;
    if (typeof title !== 'string' || !title.trim()) problems.push(`${at}.title: must be a text`);
    if (requiredMark !== undefined && typeof requiredMark !== 'boolean')
      problems.push(`${at}.requiredMark: must be true or false`);
    if (!Array.isArray(fields) || fields.length === 0) problems.push(`${at}.fields: must list fields`);
    (Array.isArray(fields) ? (fields as unknown[]) : []).forEach((field, f) => {
      if (typeof field !== 'string' || !names.includes(field))
        problems.push(`${at}.fields.${f}: "${String(field)}" is no field of this object`);
      else if (grouped.has(field)) problems.push(`${at}.fields.${f}: "${field}" is in an earlier question`);
      else if (nested.get(field)) problems.push(`${at}.fields.${f}: "${field}" is nested, it goes with its parent`);
      if (typeof field === 'string') grouped.add(field);
    });
  });
  for (const name of names)
    problems.push(...layoutProblems(properties[name] ?? {}, uiObject[name], `${where}.${name}`));
  if (schema.items) problems.push(...layoutProblems(schema.items, uiObject.items, `${where}.items`));
  return problems;
}

/** The problems of a field that a migration option map or default writes one value to. */
function migrationValueProblem(schema: JsonSchema | undefined, value: unknown, path: string): string | undefined {
  if (schema?.type === 'object' || schema?.type === 'array') return `"${path}" holds more than one value`;
  if (schema?.enum && !(schema.enum as unknown[]).includes(value))
    return `${JSON.stringify(value)} is not an option of "${path}"`;
  return undefined;
}

/**
 * The problems of `migration`: it moves answers from an earlier version, and every path it writes to is a field of
 * this definition (a rename's source is a path of the old version, which this definition cannot check).
 */
function migrationProblems(definition: FormDefinition, fields: Set<string>): string[] {
  const migration = definition.migration;
  if (!migration) return [];
  const problems: string[] = [];
  if (migration.from !== undefined && migration.from >= definition.version)
    problems.push(`migration.from: must be an earlier version than ${definition.version}`);
  for (const [source, target] of Object.entries(migration.renamed ?? {})) {
    const where = `migration.renamed.${source}`;
    if (!fields.has(target)) problems.push(`${where}: "${target}" is no field in the schema`);
    else if (starCount(source) !== starCount(target))
      problems.push(`${where}: "${target}" must have as many '*' as "${source}"`);
    else if (source === target) problems.push(`${where}: a field is not renamed to itself`);
  }
  for (const [path, map] of Object.entries(migration.options ?? {})) {
    if (!fields.has(path)) {
      problems.push(`migration.options.${path}: no such field in the schema`);
      continue;
    }
    const schema = schemaAtPath(definition.schema, path);
    for (const [old, value] of Object.entries(map)) {
      const problem = migrationValueProblem(schema, value, path);
      if (problem) problems.push(`migration.options.${path}.${old}: ${problem}`);
    }
  }
  for (const [path, value] of Object.entries(migration.defaults ?? {})) {
    const problem = fields.has(path)
      ? migrationValueProblem(schemaAtPath(definition.schema, path), value, path)
      : 'no such field in the schema';
    if (problem) problems.push(`migration.defaults.${path}: ${problem}`);
  }
  return problems;
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
  problems.push(...lookupProblems(definition, fields));
  for (const key of Object.keys(definition.uiSchema)) {
    if (!key.startsWith('ui:') && !fields.has(key)) problems.push(`uiSchema.${key}: no such field in the schema`);
  }
  problems.push(...derivedOptionProblems(definition.schema, definition.uiSchema, '', 'uiSchema', fields));
  problems.push(...layoutProblems(definition.schema, definition.uiSchema, 'uiSchema'));
  definition.rules.forEach((rule, i) => problems.push(...ruleProblems(definition, rule, `rules.${i}`, fields)));
  problems.push(...stepProblems(definition, fields));
  problems.push(...migrationProblems(definition, fields));
  return [...new Set(problems)];
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
