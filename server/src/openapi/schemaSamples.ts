import fc from 'fast-check';
import type { FormFixtures } from 'engine';
import { FORM_SOURCES } from 'forms';
import type { SchemaObject } from './jsonSchema.ts';

/**
 * Values made from the contract's schemas for the contract test, as Schemathesis makes them: values a schema
 * accepts (fast-check arbitraries, with known-good samples for the formats and the forms' own valid fixtures for a
 * form's fields) and values that break it in one place (a required key left out, a key of the wrong type, a limit
 * passed). The test keeps only what ajv confirms: a valid sample the schema accepts, a broken one it refuses.
 */

/** Resolves a `$ref` of the contract document. */
export type RefResolver = (ref: string) => SchemaObject;

/** What a generated value may take from the world the test made: values for keys by name (ids, revisions). */
export interface SampleHints {
  /** Candidate values of an object key with this name, wherever it appears; undefined to generate one. */
  valuesOf(key: string): readonly unknown[] | undefined;
}

const NO_HINTS: SampleHints = { valuesOf: () => undefined };

/** Values each format accepts, the engine's and JSON Schema's. */
const FORMAT_SAMPLES: Readonly<Record<string, readonly string[]>> = {
  email: ['dana.reyes@example.com', 'lee.park@example.org'],
  phone: ['(813) 555-0199', '941-555-0123'],
  zip: ['33602', '39201-1234'],
  ssn: ['123-45-6789'],
  'us-date': ['01/15/2020', '11/04/2026'],
  'date-of-birth': ['01/15/1980', '07/04/1975'],
  money: ['350000', '1250.50'],
  date: ['2026-11-20', '2027-01-19'],
  'date-time': ['2030-01-01T09:00:00Z'],
};

// Plain words: text every field accepts (no control or invisible characters, nothing trimmed away).
const WORD = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,9}$/);

function plainText(minLength: number, maxLength: number): fc.Arbitrary<string> {
  const upper = Math.max(minLength, Math.min(maxLength, 60));
  return fc
    .array(WORD, { minLength: 1, maxLength: 6 })
    .map((words) => words.join(' '))
    .map((text) => (text.length < minLength ? text.padEnd(minLength, 'x') : text).slice(0, upper).trim())
    .filter((text) => text.length >= minLength && text.length <= upper);
}

/** The valid fixtures of a form version ('contact@2'), or of its newest version. */
export function formFixtures(form: string): Record<string, unknown>[] {
  const [formId, version] = form.split('@');
  const sources = FORM_SOURCES.filter((source) => (source.definition as { id: string }).id === formId);
  const source =
    sources.find((candidate) => String((candidate.definition as { version: number }).version) === version) ??
    sources.at(-1);
  return ((source?.fixtures as FormFixtures | undefined)?.valid ?? []) as Record<string, unknown>[];
}

/** The schema a `$ref` (possibly with sibling keywords) stands for, merged with those keywords. */
export function resolved(schema: SchemaObject, resolve: RefResolver): SchemaObject {
  if (!schema.$ref) return schema;
  const { $ref, ...rest } = schema;
  const target = resolved(resolve($ref), resolve);
  return {
    ...target,
    ...rest,
    ...(target.properties || rest.properties ? { properties: { ...target.properties, ...rest.properties } } : {}),
  };
}

function typesOf(schema: SchemaObject): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** An arbitrary of values the schema accepts (most of the time: the test checks each with ajv). */
export function arbitraryOf(
  schema: SchemaObject,
  resolve: RefResolver,
  hints: SampleHints = NO_HINTS,
  depth = 0,
): fc.Arbitrary<unknown> {
  const node = resolved(schema, resolve);
  if (depth > 8) return fc.constant(null);
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const form = node['x-form'];
  if (typeof form === 'string') return formArbitrary(node, form, resolve, hints, depth);
  const branches = node.anyOf ?? node.oneOf;
  if (branches && !node.properties) {
    return fc.oneof(...branches.map((branch) => arbitraryOf({ ...branch }, resolve, hints, depth + 1)));
  }
  const types = typesOf(node);
  if (types.length > 1) {
    return fc.oneof(
      ...types.map((type) => arbitraryOf({ ...node, type: type as SchemaObject['type'] }, resolve, hints, depth)),
    );
  }
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: node.minimum ?? 0, max: Math.min(node.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER) });
    case 'number':
      return fc
        .integer({ min: Math.ceil((node.minimum ?? 1) * 100), max: Math.floor((node.maximum ?? 1_000_000) * 100) })
        .map((cents) => cents / 100)
        .filter((value) => node.exclusiveMinimum === undefined || value > node.exclusiveMinimum);
    case 'string':
      return stringArbitrary(node);
    case 'array': {
      const items = node.items ?? {};
      return fc.array(arbitraryOf(items, resolve, hints, depth + 1), {
        minLength: node.minItems ?? 0,
        maxLength: Math.min(node.maxItems ?? 3, Math.max(node.minItems ?? 0, 3)),
      });
    }
    case 'object':
      return objectArbitrary(node, resolve, hints, depth);
    default:
      return node.properties || branches ? objectArbitrary(node, resolve, hints, depth) : fc.constant({});
  }
}

function stringArbitrary(node: SchemaObject): fc.Arbitrary<string> {
  const maxLength = node.maxLength ?? 60;
  const minLength = node.minLength ?? 0;
  const samples = node.format ? FORMAT_SAMPLES[node.format] : undefined;
  if (samples) return fc.constantFrom(...samples);
  if (node.pattern) {
    return fc
      .stringMatching(new RegExp(node.pattern))
      .filter((text) => text.length >= minLength && text.length <= maxLength && text.trim() === text);
  }
  return plainText(Math.max(minLength, 1), maxLength);
}

/** An object: every required key, each optional one half the time; hinted keys take the world's values. */
function objectArbitrary(
  node: SchemaObject,
  resolve: RefResolver,
  hints: SampleHints,
  depth: number,
): fc.Arbitrary<unknown> {
  const branches = node.oneOf ?? node.anyOf;
  if (branches && branches.length > 0) {
    // The object's own keys with one branch's (a stage save: the common keys and one stage).
    return fc.oneof(
      ...branches.map((branch) => {
        const merged = resolved(branch, resolve);
        return objectArbitrary(
          {
            ...node,
            oneOf: undefined,
            anyOf: undefined,
            properties: { ...node.properties, ...merged.properties },
            required: [...new Set([...(node.required ?? []), ...(merged.required ?? [])])],
          },
          resolve,
          hints,
          depth,
        );
      }),
    );
  }
  const required = new Set(node.required ?? []);
  const entries = Object.entries(node.properties ?? {}).map(([key, child]) => {
    const hinted = hints.valuesOf(key) ?? [];
    const generated = arbitraryOf(child, resolve, hints, depth + 1);
    // A number the world gave (an id, a revision) is kept; a text only sometimes, so the values vary.
    const value =
      hinted.length === 0
        ? generated
        : hinted.every((known) => typeof known === 'number')
          ? fc.constantFrom(...hinted)
          : fc.oneof(fc.constantFrom(...hinted), generated);
    const kept = required.has(key) ? fc.constant(true) : fc.boolean();
    return fc.tuple(fc.constant(key), value, kept);
  });
  return fc
    .tuple(...entries)
    .map((pairs) => Object.fromEntries(pairs.filter(([, , kept]) => kept).map(([key, value]) => [key, value])));
}

/** A form's fields: one of its valid fixtures, with the operation's own keys (formId, revision, …) beside it. */
function formArbitrary(
  node: SchemaObject,
  form: string,
  resolve: RefResolver,
  hints: SampleHints,
  depth: number,
): fc.Arbitrary<unknown> {
  const fixtures = formFixtures(form);
  const formKeys = new Set(fixtures.flatMap((fixture) => Object.keys(fixture)));
  const ownKeys = Object.fromEntries(Object.entries(node.properties ?? {}).filter(([key]) => !formKeys.has(key)));
  const own = objectArbitrary(
    { type: 'object', properties: ownKeys, required: (node.required ?? []).filter((key) => key in ownKeys) },
    resolve,
    hints,
    depth + 1,
  );
  if (fixtures.length === 0) return own;
  return fc
    .tuple(fc.constantFrom(...fixtures), own)
    .map(([fixture, extra]) => ({ ...structuredClone(fixture), ...(extra as object) }));
}

/** Values of the wrong type for a schema: never a number for text, which some fields read as its digits. */
function wrongTypes(node: SchemaObject): unknown[] {
  const types = typesOf(node);
  const candidates: unknown[] = [{ wrong: 'type' }, ['wrong', 'type'], true, 'not-a-number'];
  return candidates.filter((candidate) => {
    if (typeof candidate === 'string') return !types.includes('string');
    if (typeof candidate === 'boolean') return !types.includes('boolean');
    if (Array.isArray(candidate)) return !types.includes('array');
    return !types.includes('object');
  });
}

/** Values that pass one of a schema's limits (length, range, list, pattern, constant); a long list repeats `current`'s. */
function pastLimits(node: SchemaObject, current?: unknown): unknown[] {
  const values: unknown[] = [];
  if (node.maxLength !== undefined) values.push('x'.repeat(node.maxLength + 1));
  if (node.minLength !== undefined && node.minLength > 0) values.push('');
  if (node.maximum !== undefined) values.push(node.maximum + 1);
  if (node.minimum !== undefined) values.push(node.minimum - 1);
  if (node.enum || node.const !== undefined) values.push('not-one-of-these');
  if (node.pattern) values.push('!not matching!');
  if (node.maxItems !== undefined) {
    const item = Array.isArray(current) && current.length > 0 ? current[0] : 1;
    values.push(Array.from({ length: node.maxItems + 1 }, () => structuredClone(item)));
  }
  if (node.minItems !== undefined && node.minItems > 0) values.push([]);
  return values;
}

/** One broken value: what was changed, and the value. */
export interface BrokenValue {
  change: string;
  value: unknown;
}

/**
 * Values that break a schema in one place, made from a valid one: for an object, each key left out, given the wrong
 * type or passing its limits, and the same one level down in an object it holds (a stage's fields); for a scalar, the
 * wrong type or past a limit. Not every candidate breaks the schema (an optional key left out): the caller keeps those
 * its validator refuses.
 */
export function brokenValues(schema: SchemaObject, valid: unknown, resolve: RefResolver, depth = 0): BrokenValue[] {
  const node = resolved(schema, resolve);
  const broken: BrokenValue[] = [];
  if (typeof valid === 'object' && valid !== null && !Array.isArray(valid)) {
    const record = valid as Record<string, unknown>;
    const branches = [node, ...(node.oneOf ?? []), ...(node.anyOf ?? [])].map((branch) => resolved(branch, resolve));
    const propertyOf = (key: string) => branches.map((branch) => branch.properties?.[key]).find(Boolean);
    // A body that is not an object is read as no fields: refused where some field is required.
    if (branches.some((branch) => (branch.required ?? []).length > 0)) {
      broken.push({ change: 'a list instead of an object', value: [valid] });
    }
    for (const key of Object.keys(record)) {
      const { [key]: _left, ...without } = record;
      broken.push({ change: `${key} left out`, value: without });
      const property = propertyOf(key);
      if (!property) continue;
      const child = resolved(property, resolve);
      for (const value of [...wrongTypes(child), ...pastLimits(child, record[key])]) {
        broken.push({
          change: `${key} set to ${JSON.stringify(value).slice(0, 40)}`,
          value: { ...record, [key]: value },
        });
      }
      if (depth === 0 && typeof record[key] === 'object' && record[key] !== null && !Array.isArray(record[key])) {
        for (const inner of brokenValues(child, record[key], resolve, depth + 1)) {
          broken.push({ change: `${key}: ${inner.change}`, value: { ...record, [key]: inner.value } });
        }
      }
    }
    return broken;
  }
  for (const value of [...wrongTypes(node), ...pastLimits(node, valid)]) {
    broken.push({ change: `set to ${JSON.stringify(value).slice(0, 40)}`, value });
  }
  return broken;
}
