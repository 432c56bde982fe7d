import { describe, expect, it } from 'vitest';
import { assertDefinition, checkDefinition, DefinitionError } from './metaSchema.ts';

function sample(): Record<string, unknown> {
  return {
    id: 'sample',
    version: 1,
    title: 'Sample',
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['phone'],
      properties: { phone: { type: 'string', format: 'phone' }, note: { type: 'string' } },
    },
    uiSchema: { phone: { 'ui:autofocus': true }, 'ui:order': ['phone', 'note'] },
    lookups: {},
    messages: { phone: { required: 'Phone is required' } },
    rules: [],
  };
}

function problemsOf(value: unknown): string[] {
  const check = checkDefinition(value);
  return check.ok ? [] : check.problems;
}

describe('checkDefinition', () => {
  it('accepts a sound definition', () => {
    const check = checkDefinition(sample());
    expect(check.ok).toBe(true);
  });

  it('names missing and unknown keys', () => {
    const { title: _title, ...rest } = sample();
    expect(problemsOf({ ...rest, colour: 'blue' })).toEqual(['title: is missing', 'colour: is not a known key']);
  });

  it('names a bad version and id', () => {
    expect(problemsOf({ ...sample(), id: 'Bad Id', version: 0 })).toEqual([
      'id: must match pattern "^[a-z][a-z0-9-]*$"',
      'version: must be >= 1',
    ]);
  });

  it('requires an object root that allows no other properties', () => {
    const definition = sample();
    definition.schema = { type: 'array', properties: { a: {} }, additionalProperties: true };
    expect(problemsOf(definition)).toEqual([
      'schema.type: must be "object"',
      'schema.additionalProperties: must be false',
    ]);
  });

  it('refuses a format the engine does not know', () => {
    const definition = sample();
    (definition.schema as { properties: Record<string, unknown> }).properties.note = { type: 'string', format: 'ipv4' };
    expect(problemsOf(definition)).toEqual([
      'schema.properties.note.format: "ipv4" is not one of phone, email, zip, ssn, us-date, date-of-birth, money',
    ]);
  });

  it('refuses a keyword JSON Schema does not have', () => {
    const definition = sample();
    (definition.schema as { properties: Record<string, unknown> }).properties.note = { type: 'string', maxLenght: 4 };
    expect(problemsOf(definition)).toEqual(['schema: strict mode: unknown keyword: "maxLenght"']);
  });

  it('requires a message for every required field, at every level', () => {
    const definition = sample();
    definition.messages = {};
    definition.uiSchema = { 'ui:order': ['phone', 'note', 'rows'] };
    (definition.schema as { properties: Record<string, unknown> }).properties.rows = {
      type: 'array',
      items: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
    };
    expect(problemsOf(definition)).toEqual([
      'messages.phone.required: is missing (the field is required)',
      'messages.rows.*.name.required: is missing (the field is required)',
    ]);
  });

  it('requires ui:order to list every property of an object, since the database does not keep key order', () => {
    const definition = sample();
    definition.uiSchema = { 'ui:order': ['phone'] };
    (definition.schema as { properties: Record<string, unknown> }).properties.rows = {
      type: 'array',
      items: { type: 'object', properties: { name: { type: 'string' }, age: { type: 'string' } } },
    };
    expect(problemsOf(definition)).toEqual([
      'uiSchema.ui:order: must list every property, the database does not keep key order (missing note, rows)',
      'uiSchema.rows.items.ui:order: must list every property, the database does not keep key order (missing name, age)',
    ]);
    definition.uiSchema = { 'ui:order': ['phone', '*'], rows: { items: { 'ui:order': ['age', 'name'] } } };
    expect(problemsOf(definition)).toEqual([]);
  });

  it('refuses a required name that is not a property', () => {
    const definition = sample();
    (definition.schema as { required: string[] }).required = ['phone', 'fax'];
    expect(problemsOf(definition)).toContain('schema.required: "fax" is not among the properties');
  });

  it('refuses messages, lookups and UI hints for fields that do not exist', () => {
    const definition = {
      ...sample(),
      messages: { phone: { required: 'Phone is required' }, fax: { invalid: 'Bad fax' } },
      lookups: { state: 18 },
      uiSchema: { 'ui:order': ['*'], mobile: { 'ui:widget': 'phone' } },
    };
    expect(problemsOf(definition)).toEqual([
      'messages.fax: no such field in the schema',
      'lookups.state: no such field in the schema',
      'uiSchema.mobile: no such field in the schema',
    ]);
  });

  it('refuses empty messages and lookups that are not type numbers', () => {
    expect(problemsOf({ ...sample(), messages: { phone: { required: '' } }, lookups: { phone: 'states' } })).toEqual([
      'lookups.phone: must be integer',
      'messages.phone.required: must NOT have fewer than 1 characters',
    ]);
  });

  it('refuses cross-field rules until the evaluator exists', () => {
    expect(problemsOf({ ...sample(), rules: [{ kind: 'distinct' }] })).toEqual([
      'rules: cross-field rules are not supported yet; leave the list empty',
    ]);
  });
});

describe('assertDefinition', () => {
  it('throws a DefinitionError naming the source and each problem', () => {
    expect(() => assertDefinition({ ...sample(), version: 'one' }, 'forms/sample/v1')).toThrow(
      new DefinitionError('forms/sample/v1', ['version: must be integer']),
    );
    expect(() => assertDefinition({ ...sample(), version: 'one' }, 'forms/sample/v1')).toThrow(
      'Form definition forms/sample/v1 is broken:\n- version: must be integer',
    );
  });
});
