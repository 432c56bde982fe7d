import { createSchemaUtils, type RJSFSchema, type SchemaUtilsType } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { bindLookupOptions, type FormDefinition, type LookupOptions } from 'engine';
import { FORM_SOURCES } from 'forms';
import { fixtureLookups } from './testing/fixtureLookups.ts';
import { loadDefinitionValidator, type FormData } from './definitionValidator.ts';
import { isPlainSchema, PlainSchemaUtils, shareUnchanged } from './plainSchemaUtils.ts';
import { FORM_STATE_BEHAVIOR } from './theme/formStateBehavior.ts';

// The lookup lists hold the values the fixtures give (ui/ does not read the server's lists).
const LOOKUPS: LookupOptions = fixtureLookups(FORM_SOURCES);

/** Every definition as the browser renders it (lookup lists bound as choices), with its valid fixtures. */
const SOURCES = FORM_SOURCES.map((source) => {
  const definition = source.definition as unknown as FormDefinition;
  const bound = bindLookupOptions(definition.schema, definition.uiSchema, definition.lookups, LOOKUPS);
  const fixtures = ((source.fixtures as { valid?: FormData[] } | undefined)?.valid ?? []) as FormData[];
  return { folder: source.folder, definition, schema: bound.schema as RJSFSchema, fixtures };
});

async function utilsFor(definition: FormDefinition, schema: RJSFSchema): Promise<SchemaUtilsType<FormData>> {
  return createSchemaUtils<FormData>(await loadDefinitionValidator(definition), schema, FORM_STATE_BEHAVIOR);
}

/** JSON's view of data: a key holding undefined is no key (how the form's data is sent and validated). */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

type Leaf = { path: (string | number)[]; value: unknown; schema: RJSFSchema | undefined };

/** Every answer in the data (not lists or objects), with its field's schema. */
function leavesOf(data: unknown, schema: RJSFSchema | undefined, path: (string | number)[] = []): Leaf[] {
  if (Array.isArray(data)) {
    const items = schema?.items as RJSFSchema | undefined;
    return data.flatMap((item, index) => leavesOf(item, items, [...path, index]));
  }
  if (typeof data === 'object' && data !== null) {
    return Object.entries(data).flatMap(([key, value]) =>
      leavesOf(value, schema?.properties?.[key] as RJSFSchema | undefined, [...path, key]),
    );
  }
  return [{ path, value: data, schema }];
}

function withValueAt(data: FormData, path: (string | number)[], value: unknown): FormData {
  const copy = structuredClone(data);
  let node = copy as Record<string | number, unknown>;
  for (const segment of path.slice(0, -1)) node = node[segment] as Record<string | number, unknown>;
  node[path.at(-1) as string | number] = value;
  return copy;
}

/** Other answers a person could give a field: another of its options, an edited text or number, the other flag, none. */
function otherAnswers({ value, schema }: Leaf): unknown[] {
  const answers: unknown[] = [undefined];
  if (Array.isArray(schema?.enum))
    answers.push(
      schema.enum.find((option) => option !== value),
      'not-an-option',
    );
  else if (typeof value === 'string') answers.push(`${value}x`, '');
  else if (typeof value === 'number') answers.push(value + 1);
  else if (typeof value === 'boolean') answers.push(!value);
  return answers;
}

describe('PlainSchemaUtils', () => {
  it('takes every definition of ours as a plain schema, and a schema reading its data as not plain', () => {
    for (const { folder, schema } of SOURCES) expect(isPlainSchema(schema), folder).toBe(true);
    expect(isPlainSchema({ type: 'object', properties: { a: { $ref: '#/definitions/a' } } })).toBe(false);
    expect(isPlainSchema({ type: 'object', if: { properties: {} }, then: {} })).toBe(false);
    expect(isPlainSchema({ type: 'object', additionalProperties: { type: 'string' } })).toBe(false);
    expect(isPlainSchema({ type: 'array', items: { type: 'object', properties: { b: { oneOf: [] } } } })).toBe(false);
  });

  it('works out the same defaults as RJSF after any one answer changes, sharing every unchanged row', async () => {
    let checked = 0;
    for (const { folder, definition, schema, fixtures } of SOURCES) {
      const inner = await utilsFor(definition, schema);
      for (const fixture of fixtures) {
        const defaulted = inner.getDefaultFormState(schema, fixture) as FormData;
        const leaves = leavesOf(defaulted, schema);
        // Every answer of small fixtures; an even spread of a large one's.
        const step = Math.max(1, Math.floor(leaves.length / 40));
        for (const leaf of leaves.filter((_, index) => index % step === 0)) {
          for (const answer of otherAnswers(leaf)) {
            const changed = withValueAt(defaulted, leaf.path, answer);
            const fast = PlainSchemaUtils.wrap(inner, defaulted).getDefaultFormState(schema, changed, false, true);
            const full = inner.getDefaultFormState(schema, changed, false, true);
            const where = `${folder} ${leaf.path.join('.')} = ${JSON.stringify(answer)}`;
            expect(asJson(fast), where).toEqual(asJson(full));
            // The rows and objects above other answers are the defaulted data's own.
            if (leaf.path.length > 1 && typeof defaulted[leaf.path[0] as string] === 'object') {
              const untouched = Object.keys(defaulted).filter((key) => key !== leaf.path[0]);
              for (const key of untouched) expect((fast as FormData)[key], where).toBe(defaulted[key]);
            }
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('works a new shape out as RJSF does: a row added, a list emptied', async () => {
    const source = SOURCES.find((candidate) => candidate.folder === 'application-stage5/v1');
    if (!source) throw new Error('forms/application-stage5/v1 is missing');
    const inner = await utilsFor(source.definition, source.schema);
    const defaulted = inner.getDefaultFormState(source.schema, source.fixtures[1]) as FormData;
    const people = defaulted.applications as FormData[];
    const first = people[0] as FormData;
    const added = { ...defaulted, applications: [{ ...first, assets: [...(first.assets as unknown[]), {}] }] };
    const emptied = { ...defaulted, applications: [{ ...first, assets: [] }] };
    for (const changed of [added, emptied]) {
      const fast = PlainSchemaUtils.wrap(inner, defaulted).getDefaultFormState(source.schema, changed, false, true);
      expect(asJson(fast)).toEqual(asJson(inner.getDefaultFormState(source.schema, changed, false, true)));
    }
  });

  it('retrieves each schema once, as RJSF retrieves it, whatever the data', async () => {
    const source = SOURCES.find((candidate) => candidate.folder === 'application-stage5/v1');
    if (!source) throw new Error('forms/application-stage5/v1 is missing');
    const inner = await utilsFor(source.definition, source.schema);
    const utils = PlainSchemaUtils.wrap(inner);
    const items = (source.schema.properties?.applications as RJSFSchema).items as RJSFSchema;
    const [person] = (source.fixtures[1]?.applications ?? []) as FormData[];
    const retrieved = utils.retrieveSchema(items, person);
    expect(utils.retrieveSchema(items, {})).toBe(retrieved);
    expect(retrieved).toEqual(inner.retrieveSchema(items, person));
    const assetType = ((items.properties?.assets as RJSFSchema).items as RJSFSchema).properties
      ?.assetType as RJSFSchema;
    expect(utils.isSelect(assetType)).toBe(true);
    expect(utils.isSelect(items)).toBe(inner.isSelect(items));
  });

  it('leaves a schema that is not plain to RJSF', async () => {
    const source = SOURCES[0];
    if (!source) throw new Error('no definitions');
    const inner = createSchemaUtils<FormData>((await utilsFor(source.definition, source.schema)).getValidator(), {
      type: 'object',
      properties: { a: { $ref: '#/definitions/a' } },
      definitions: { a: { type: 'string' } },
    });
    expect(PlainSchemaUtils.wrap(inner)).toBe(inner);
  });
});

describe('shareUnchanged', () => {
  it('keeps the earlier objects where nothing changed, and the earlier data itself when nothing did', () => {
    const before = { a: { b: 1 }, c: [{ d: 'x' }, { d: 'y' }] };
    const same = structuredClone(before);
    expect(shareUnchanged(before, same)).toBe(before);
    const next = { a: { b: 1 }, c: [{ d: 'x' }, { d: 'z' }] };
    const shared = shareUnchanged(before, next);
    expect(shared).toEqual(next);
    expect(shared.a).toBe(before.a);
    expect(shared.c[0]).toBe(before.c[0]);
    expect(shared.c[1]).not.toBe(before.c[1]);
  });
});
