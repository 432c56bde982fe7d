import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { localizeAjvErrors, type FormDefinition } from 'engine';
import { formatDefinitions, validatorRequire } from 'engine/runtime.ts';
import { standaloneValidatorCode, withReadPartsOnly } from './validatorCode.ts';

// Nine properties (ajv checks an object's names against its schema's `properties` once it has more than eight), one an
// enum (its allowed values are read from the schema), every one titled.
const names = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];
const definition = {
  id: 'read-parts-test',
  version: 1,
  title: 'Read parts',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['kind'],
    properties: {
      ...Object.fromEntries(names.map((name) => [name, { type: 'string', title: `Title of ${name}`, maxLength: 5 }])),
      kind: { type: 'integer', title: 'Title of kind', enum: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
    },
  },
  uiSchema: {},
  messages: {},
} as unknown as FormDefinition;

function validatorOf(code: string) {
  const exports: Record<string, unknown> = {};
  new Function('require', 'exports', '__engineFormats', code)(validatorRequire, exports, formatDefinitions());
  return createPrecompiledValidator(
    exports as ValidatorFunctions,
    definition.schema as RJSFSchema,
    localizeAjvErrors(definition),
  );
}

describe('standaloneValidatorCode', () => {
  const code = standaloneValidatorCode(definition);

  it('keeps only the parts of the schema its code reads: the names of the properties and the allowed values', () => {
    const declared = /^const schema\d+ = (.*);$/m.exec(code)?.[1];
    expect(declared).toBeDefined();
    expect(JSON.parse(declared!)).toEqual({
      properties: {
        ...Object.fromEntries(names.map((name) => [name, true])),
        kind: { enum: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
      },
    });
    // No titles, no ajv message and no copy of the schema or the data in the errors.
    expect(code).not.toContain('Title of');
    expect(code).not.toMatch(/message:|parentSchema:|data:data/);
  });

  it('still refuses an unknown property, a value the enum does not allow and a missing answer', () => {
    const validator = validatorOf(code);
    const schema = definition.schema as RJSFSchema;
    expect(validator.validateFormData({ kind: 3, first: 'ab' }, schema).errors).toEqual([]);
    const keywords = (data: unknown) =>
      validator
        .validateFormData(data as Record<string, unknown>, schema)
        .errors.map((error) => [error.property, error.name]);
    expect(keywords({ kind: 13 })).toEqual([['.kind', 'enum']]);
    expect(keywords({ kind: 2, ninth: 'x' })).toEqual([['', 'additionalProperties']]);
    expect(keywords({ first: 'abcdef' })).toEqual([
      ['kind', 'required'],
      ['.first', 'maxLength'],
    ]);
  });

  it('keeps a declaration whole where the code reads it whole, or reads a part it does not have', () => {
    const declared = 'const schema11 = {"properties":{"a":{"title":"A","enum":[1]}}};';
    const whole = `${declared}\nconst copy = schema11;\nconst e = schema11.properties.a.enum;`;
    expect(withReadPartsOnly(whole)).toBe(whole);
    const unknown = `${declared}\nconst e = schema11.properties.b.enum;`;
    expect(withReadPartsOnly(unknown)).toBe(unknown);
    expect(withReadPartsOnly(`${declared}\nconst e = schema11.properties.a.enum;`)).toBe(
      'const schema11 = {"properties":{"a":{"enum":[1]}}};\nconst e = schema11.properties.a.enum;',
    );
  });
});
