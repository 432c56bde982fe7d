import { describe, expect, it } from 'vitest';
import { assertDefinition, checkDefinition, DefinitionError } from './metaSchema.ts';
import { APPLICATION_TEST_DEFINITION } from './testDefinitions/applicationTestDefinition.ts';

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

/** The sample with a list of rows holding two dates. */
function withRows(): Record<string, unknown> & { rules: unknown[] } {
  const definition = sample();
  (definition.schema as { properties: Record<string, unknown> }).properties.rows = {
    type: 'array',
    items: {
      type: 'object',
      properties: { start: { type: 'string', format: 'us-date' }, end: { type: 'string', format: 'us-date' } },
    },
  };
  definition.uiSchema = { 'ui:order': ['phone', 'note', 'rows'], rows: { items: { 'ui:order': ['start', 'end'] } } };
  return { ...definition, rules: [] };
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

  it("refuses a field name holding '_', which the renderer's element ids use as the path separator", () => {
    const definition = sample();
    (definition.schema as { properties: Record<string, unknown> }).properties.home_phone = { type: 'string' };
    definition.uiSchema = { 'ui:order': ['phone', 'note', 'home_phone'] };
    expect(problemsOf(definition)).toEqual(["schema.properties.home_phone: a field name must not contain '_'"]);
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

  it('accepts every kind of cross-field rule, steps and a form message in the test definition', () => {
    expect(checkDefinition(structuredClone(APPLICATION_TEST_DEFINITION)).ok).toBe(true);
  });

  it('names a rule of an unknown kind and a rule missing its parts', () => {
    expect(
      problemsOf({
        ...sample(),
        rules: [{ kind: 'sameAs' }, { kind: 'dateOrder', start: 'note', message: 'x', extra: 1 }],
      }),
    ).toEqual([
      'rules.0.kind: must be one of distinct, dateOrder, requiredWhen, equals, atLeastOne, personChecks',
      'rules.1.end: is missing',
      'rules.1.extra: is not a known key',
    ]);
  });

  it('names rule paths that are not fields, or not in the same row', () => {
    const definition = withRows();
    definition.rules = [
      { kind: 'distinct', paths: ['phone', 'fax'], message: 'Phone Number should not be same' },
      { kind: 'dateOrder', start: 'rows.*.start', end: 'note', message: 'Start date more than end date' },
      { kind: 'requiredWhen', path: 'note', when: { path: 'rows.*.start', truthy: true }, message: 'Note is required' },
      { kind: 'requiredWhen', path: 'rows.*.end', when: { path: 'phone', equals: 'x', truthy: true } },
    ];
    expect(problemsOf(definition)).toEqual([
      'rules.0.paths.1: "fax" is no field in the schema',
      'rules.1.end: "note" is not in the same row as "rows.*.start"',
      'rules.2.when.path: "rows.*.start" is not in the same row as "note"',
      'rules.3.when: needs exactly one of equals, in, truthy',
      'rules.3.message: is missing (and messages.rows.*.end.required is not set)',
    ]);
  });

  it('checks every part of a compound condition, a fixed row counting as the list', () => {
    const definition = withRows();
    definition.rules = [
      {
        kind: 'requiredWhen',
        path: 'rows.*.end',
        when: { all: [{ path: 'rows.0.start', truthy: true }, { any: [{ path: 'rows.*.start', equals: 'x' }] }] },
        message: 'End is required',
      },
      {
        kind: 'requiredWhen',
        path: 'note',
        when: {
          all: [
            { path: 'rows.0.stop', truthy: true },
            { path: 'phone', truthy: true, equals: 'x' },
          ],
        },
        message: 'Note is required',
      },
      { kind: 'atLeastOne', paths: ['rows.*.start', 'note'], message: 'Pick one' },
    ];
    expect(problemsOf(definition)).toEqual([
      'rules.1.when.all.0.path: "rows.0.stop" is no field in the schema',
      'rules.1.when.all.1: needs exactly one of equals, in, truthy',
      'rules.2.paths.1: "note" is not in the same row as "rows.*.start"',
    ]);
  });

  it('names equals rules whose paths are not fields or not in the same row', () => {
    const definition = withRows();
    definition.rules = [
      { kind: 'equals', path: 'rows.*.end', other: 'rows.*.start', message: 'Dates differ' },
      { kind: 'equals', path: 'note', other: 'fax', message: 'Does not match' },
      { kind: 'equals', path: 'note', other: 'rows.*.start', message: 'Does not match' },
    ];
    expect(problemsOf(definition)).toEqual([
      'rules.1.other: "fax" is no field in the schema',
      'rules.2.other: "rows.*.start" is not in the same row as "note"',
    ]);
  });

  it('checks the placeholders and paths of person checks', () => {
    const definition = withRows();
    definition.rules = [
      {
        kind: 'personChecks',
        persons: [
          { key: 'borrower', label: 'Borrower' },
          { key: 'borrower', label: 'Coborrower', when: { path: 'rows.*.start', truthy: true } },
        ],
        checks: [
          { message: 'Ethnicity is required', paths: ['rows.*.{person}'], test: 'answered' },
          { message: '{persons} Race is required', paths: ['note'], test: 'sometimes' },
        ],
      },
    ];
    expect(problemsOf(definition)).toEqual(['rules.0.checks.1.test: must be one of "answered", "anyTrue"']);
    (definition.rules[0] as { checks: { test: string }[] }).checks[1]!.test = 'anyTrue';
    expect(problemsOf(definition)).toEqual([
      'rules.0.persons: keys must differ',
      'rules.0.checks.0.message: must contain {persons}',
      'rules.0.checks.0.paths.0: "rows.*.borrower" is no field in the schema',
      'rules.0.checks.1.paths.0: must contain {person}',
    ]);
  });

  it('names steps with unknown fields or a repeated id, and an empty form message', () => {
    expect(
      problemsOf({
        ...sample(),
        formMessage: '',
        steps: [
          { id: 'one', title: 'One', fields: ['phone'] },
          { id: 'one', title: 'Again', fields: ['fax'] },
        ],
      }),
    ).toEqual(['formMessage: must NOT have fewer than 1 characters']);
    expect(
      problemsOf({
        ...sample(),
        steps: [
          { id: 'one', title: 'One', fields: ['phone'] },
          { id: 'one', title: 'Again', fields: ['fax'] },
        ],
      }),
    ).toEqual(['steps.1.id: "one" is used by an earlier step', 'steps.1.fields.0: "fax" is no field in the schema']);
  });

  it('accepts a per-person step on a list among its fields, and names any other', () => {
    const people = (step: Record<string, unknown>) => problemsOf({ ...withRows(), steps: [step] });
    expect(people({ id: 'rows', title: 'Rows', fields: ['rows'], people: 'rows' })).toEqual([]);
    expect(people({ id: 'rows', title: 'Rows', fields: ['rows'], people: 'phone' })).toEqual([
      'steps.0.people: "phone" is no list field in the schema',
    ]);
    expect(people({ id: 'rows', title: 'Rows', fields: ['phone'], people: 'rows' })).toEqual([
      'steps.0.people: "rows" is not among the step\'s fields',
    ]);
  });

  it('requires a lookup-bound field to be a plain string', () => {
    const definition = sample();
    (definition.schema as { properties: Record<string, unknown> }).properties.note = {
      type: 'string',
      enum: ['FL', 'GA'],
    };
    expect(problemsOf({ ...definition, lookups: { note: 18 } })).toEqual([
      'lookups.note: must be a plain string field (its options come from the lookup list)',
    ]);
  });

  it('checks the layout hints: questions name fields of their object once, nesting names a flag or an option', () => {
    const definition = sample();
    (definition.schema as { properties: Record<string, unknown> }).properties = {
      phone: { type: 'string', format: 'phone' },
      note: { type: 'string' },
      kind: { type: 'string', enum: ['A', 'B'] },
      flag: { type: 'boolean' },
      other: { type: 'boolean' },
    };
    const ui = (options: Record<string, Record<string, unknown>>, groups: unknown) => ({
      'ui:order': ['phone', 'note', 'kind', 'flag', 'other'],
      'ui:options': { groups },
      ...Object.fromEntries(Object.entries(options).map(([name, option]) => [name, { 'ui:options': option }])),
    });
    const sound = ui({ note: { nestUnder: { field: 'flag' } }, other: { nestUnder: { field: 'kind', option: 'A' } } }, [
      { title: 'Question', fields: ['kind', 'flag'], requiredMark: true },
    ]);
    expect(problemsOf({ ...definition, uiSchema: sound })).toEqual([]);
    const broken = ui(
      {
        phone: { nestUnder: { field: 'kind' } },
        note: { nestUnder: { field: 'kind', option: 'C' } },
        flag: { nestUnder: { field: 'other' } },
        other: { nestUnder: { field: 'flag' } },
        kind: { nestUnder: 'flag' },
      },
      [
        { title: '', fields: ['flag', 'missing'] },
        { title: 'Again', fields: ['kind', 'kind'], requiredMark: 'yes' },
      ],
    );
    expect(problemsOf({ ...definition, uiSchema: broken })).toEqual([
      'uiSchema.phone.ui:options.nestUnder.field: "kind" is not a flag (name the option of a choice)',
      'uiSchema.note.ui:options.nestUnder.option: "C" is not an option of "kind"',
      'uiSchema.kind.ui:options.nestUnder: must be { field } or { field, option }',
      'uiSchema.flag.ui:options.nestUnder: "flag" would be nested under itself',
      'uiSchema.other.ui:options.nestUnder: "other" would be nested under itself',
      'uiSchema.ui:options.groups.0.title: must be a text',
      'uiSchema.ui:options.groups.0.fields.0: "flag" is nested, it goes with its parent',
      'uiSchema.ui:options.groups.0.fields.1: "missing" is no field of this object',
      'uiSchema.ui:options.groups.1.requiredMark: must be true or false',
      'uiSchema.ui:options.groups.1.fields.1: "kind" is in an earlier question',
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
