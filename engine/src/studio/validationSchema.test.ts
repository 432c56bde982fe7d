import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAjv } from '../ajvConfig.ts';
// Tested on the real definitions; the module itself reads none of forms/.
// eslint-disable-next-line no-restricted-imports
import { FORM_SOURCES } from 'forms';
import type { FormDefinition, FormFixtures, JsonSchema } from '../definition.ts';
import { validationSchemaOf } from './validationSchema.ts';

describe('validationSchemaOf', () => {
  it('drops annotations at every depth and keeps properties whose names are annotation keywords', () => {
    const schema = {
      type: 'object',
      title: 'Form',
      description: 'Help',
      $comment: 'note',
      properties: {
        title: { type: 'string', title: 'Title', default: 'Mr', maxLength: 10 },
        rows: {
          type: 'array',
          title: 'Rows',
          items: { type: 'object', properties: { description: { type: 'string', examples: ['x'] } } },
        },
        kind: {
          oneOf: [
            { const: 'a', title: 'A' },
            { const: 'b', title: 'B', deprecated: true },
          ],
        },
      },
      required: ['title', 'description'],
    } as unknown as JsonSchema;
    expect(validationSchemaOf(schema)).toEqual({
      type: 'object',
      properties: {
        title: { type: 'string', maxLength: 10 },
        rows: { type: 'array', items: { type: 'object', properties: { description: { type: 'string' } } } },
        kind: { oneOf: [{ const: 'a' }, { const: 'b' }] },
      },
      required: ['title', 'description'],
    });
    // The input is left as it was, and the same schema object gives the same result object.
    expect((schema as { title?: string }).title).toBe('Form');
    expect(validationSchemaOf(schema)).toBe(validationSchemaOf(schema));
  });

  it('finds the same errors as the whole schema in every form’s examples, and refuses the same arbitrary data', () => {
    const ajv = createAjv();
    const errorsOf = (errors: typeof whole.errors) =>
      (errors ?? []).map((error) => `${error.instancePath} ${error.keyword}`).sort();
    let whole = ajv.compile({});
    for (const source of FORM_SOURCES) {
      const definition = source.definition as unknown as FormDefinition;
      whole = ajv.compile(definition.schema);
      const plain = ajv.compile(validationSchemaOf(definition.schema));
      expect(JSON.stringify(validationSchemaOf(definition.schema)), source.folder).not.toMatch(
        /"(title|description)":"/,
      );
      const fixtures = source.fixtures as unknown as FormFixtures;
      const examples = [...fixtures.valid, ...fixtures.invalid].map((fixture) => fixture.data);
      expect(examples.length, source.folder).toBeGreaterThan(0);
      for (const data of examples) {
        expect(plain(data), source.folder).toBe(whole(data));
        expect(errorsOf(plain.errors), source.folder).toEqual(errorsOf(whole.errors));
      }
      fc.assert(
        fc.property(fc.object({ maxDepth: 2 }), (data) => whole(data) === plain(data)),
        { numRuns: 50 },
      );
    }
  });
});
