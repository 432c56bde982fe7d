import { describe, expect, it } from 'vitest';
import type { JsonSchema } from './definition.ts';
import {
  dataPathOf,
  fieldPathsOf,
  messageKeyOf,
  orderedPropertyNames,
  schemaAtPath,
  topLevelFieldOf,
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
