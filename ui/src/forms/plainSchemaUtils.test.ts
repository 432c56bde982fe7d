import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import type { FormData } from './definitionValidator.ts';
import { isPlainSchema, PlainSchemaUtils, shareUnchanged } from './plainSchemaUtils.ts';
import {
  asJson,
  leavesOf,
  otherAnswers,
  RENDERED_SOURCES as SOURCES,
  renderedSource,
  spreadOf,
  utilsFor,
  withValueAt,
} from './testing/answerChanges.ts';

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
        // Every answer of small fixtures; an even spread of a large one's.
        for (const leaf of spreadOf(leavesOf(defaulted, schema), 40)) {
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
    const source = renderedSource('application-stage5/v1');
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
    const source = renderedSource('application-stage5/v1');
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
