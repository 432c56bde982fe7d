import { describe, expect, it } from 'vitest';
import type { JsonSchema } from './definition.ts';
import {
  bindRows,
  dataPathOf,
  fieldPathsOf,
  messageKeyOf,
  orderedPropertyNames,
  rowPrefixOf,
  rowsOf,
  schemaAtPath,
  starCount,
  topLevelFieldOf,
  valueAt,
  valueAtRows,
  withoutValueAt,
  withValueAt,
  withValueOrWithoutAt,
} from './paths.ts';

const schema: JsonSchema = {
  type: 'object',
  properties: {
    b: { type: 'string' },
    a: { type: 'string' },
    rows: {
      type: 'array',
      items: { type: 'object', properties: { y: { type: 'string' }, x: { type: 'string', format: 'zip' } } },
    },
  },
};

describe('paths', () => {
  it('turns ajv instance paths into dotted data paths and message keys', () => {
    expect(dataPathOf('/rows/2/x')).toBe('rows.2.x');
    expect(dataPathOf('/rows/2', 'y')).toBe('rows.2.y');
    expect(dataPathOf('', 'a')).toBe('a');
    expect(dataPathOf('/odd~1key~0')).toBe('odd/key~');
    expect(messageKeyOf('rows.2.x')).toBe('rows.*.x');
    expect(topLevelFieldOf('rows.2.x')).toBe('rows');
  });

  it('orders properties by ui:order, with * standing for the rest', () => {
    expect(orderedPropertyNames(schema)).toEqual(['b', 'a', 'rows']);
    expect(orderedPropertyNames(schema, { 'ui:order': ['rows', 'a', 'b'] })).toEqual(['rows', 'a', 'b']);
    expect(orderedPropertyNames(schema, { 'ui:order': ['a', '*'] })).toEqual(['a', 'b', 'rows']);
    expect(orderedPropertyNames(schema, { 'ui:order': ['*', 'b'] })).toEqual(['a', 'rows', 'b']);
  });

  it('lists every field path in display order and finds the schema of a path', () => {
    expect(
      fieldPathsOf(schema, { 'ui:order': ['a', 'b', 'rows'], rows: { items: { 'ui:order': ['x', 'y'] } } }),
    ).toEqual(['a', 'b', 'rows', 'rows.*.x', 'rows.*.y']);
    expect(schemaAtPath(schema, 'rows.3.x')?.format).toBe('zip');
    expect(schemaAtPath(schema, 'rows.*.x')?.format).toBe('zip');
    expect(schemaAtPath(schema, 'nope.x')).toBeUndefined();
  });
});

describe('paths over data', () => {
  const data = {
    applicants: [{ email: 'a@example.com', jobs: [{ start: '01/01/2020' }, {}] }, { jobs: [] }, {}],
    constructor: 'own key',
  };

  it('reads the value at a data path, never from the prototype', () => {
    expect(valueAt(data, 'applicants.0.jobs.0.start')).toBe('01/01/2020');
    expect(valueAt(data, 'applicants.1.email')).toBeUndefined();
    expect(valueAt(data, 'applicants.9.email')).toBeUndefined();
    expect(valueAt(data, 'constructor')).toBe('own key');
    expect(valueAt({}, 'toString')).toBeUndefined();
  });

  it('lists every row a path ranges over, whether or not the field is filled, with the value there', () => {
    expect(rowsOf(data, 'applicants.*.email')).toEqual([
      { rows: [0], path: 'applicants.0.email', value: 'a@example.com' },
      { rows: [1], path: 'applicants.1.email', value: undefined },
      { rows: [2], path: 'applicants.2.email', value: undefined },
    ]);
    expect(rowsOf(data, 'applicants.*.jobs.*.start')).toEqual([
      { rows: [0, 0], path: 'applicants.0.jobs.0.start', value: '01/01/2020' },
      { rows: [0, 1], path: 'applicants.0.jobs.1.start', value: undefined },
    ]);
    expect(rowsOf(data, 'constructor')).toEqual([{ rows: [], path: 'constructor', value: 'own key' }]);
    expect(rowsOf({}, 'applicants.*.email')).toEqual([]);
  });

  it('reads a path with its rows bound as valueAt reads the bound path', () => {
    expect(valueAtRows(data, 'applicants.*.jobs.*.start', [0, 0])).toBe('01/01/2020');
    expect(valueAtRows(data, 'applicants.*.jobs.*.start', [0, 1])).toBeUndefined();
    expect(valueAtRows(data, 'applicants.*.email', [])).toBeUndefined();
    expect(valueAtRows(data, 'applicants.*.email', [9])).toBeUndefined();
    expect(valueAtRows(data, 'applicants.0.email', [])).toBe('a@example.com');
    expect(valueAtRows({}, 'toString', [])).toBeUndefined();
  });

  it('binds rows into a path and names the rows a path ranges over', () => {
    expect(bindRows('applicants.*.jobs.*.end', [2, 1])).toBe('applicants.2.jobs.1.end');
    expect(bindRows('applicants.*.flag', [3, 4])).toBe('applicants.3.flag');
    expect(starCount('applicants.*.jobs.*.end')).toBe(2);
    expect(rowPrefixOf('applicants.*.jobs.*.end')).toBe('applicants.*.jobs.*');
    expect(rowPrefixOf('applicants.*.jobs.*.end', 1)).toBe('applicants.*');
    expect(rowPrefixOf('note')).toBe('');
  });
});

describe('withValueAt, withoutValueAt and withValueOrWithoutAt', () => {
  const data = { applications: [{ ssn: '123-45-6789', name: 'Maria' }, { name: 'Ana' }], note: 'x' };

  it('copy the objects and lists on the way and leave the rest shared and the original unchanged', () => {
    const set = withValueAt(data, 'applications.1.ssn', '987-65-4321') as typeof data;
    expect(set.applications[1]).toEqual({ name: 'Ana', ssn: '987-65-4321' });
    expect(set.applications[0]).toBe(data.applications[0]);
    expect(data.applications[1]).toEqual({ name: 'Ana' });
    expect(withValueAt({}, 'assets.2.value', '5')).toEqual({ assets: [undefined, undefined, { value: '5' }] });

    const without = withoutValueAt(data, 'applications.0.ssn');
    expect(without).toEqual({ applications: [{ name: 'Maria' }, { name: 'Ana' }], note: 'x' });
    expect(data.applications[0]).toEqual({ ssn: '123-45-6789', name: 'Maria' });
  });

  it('take a row away leaving its place empty, and give back the same object when nothing is there', () => {
    const without = withoutValueAt(data, 'applications.0') as typeof data;
    expect(without.applications).toHaveLength(2);
    expect(0 in without.applications).toBe(false);
    expect(withoutValueAt(data, 'applications.5.ssn')).toBe(data);
    expect(withoutValueAt(data, 'missing.ssn')).toBe(data);
  });

  it('set a value, or take it away for undefined', () => {
    expect(withValueOrWithoutAt(data, 'note', 'y')).toEqual({ ...data, note: 'y' });
    expect(withValueOrWithoutAt(data, 'note', undefined)).toEqual({ applications: data.applications });
    expect(withValueOrWithoutAt(data, 'missing', undefined)).toBe(data);
  });
});
