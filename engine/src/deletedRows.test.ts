import { describe, expect, it } from 'vitest';
import type { JsonSchema } from './definition.ts';
import { deletedRowPaths, insideDeletedRows, isDeletedRow, withoutDeletedRowValues } from './deletedRows.ts';
import { assertDefinition } from './metaSchema.ts';
import { GIFTS_TEST_DEFINITION as gifts, giftsWithDeletedRow } from './testDefinitions/giftsTestDefinition.ts';
import { validate } from './validate.ts';

const row = (extra: Record<string, JsonSchema> = {}): JsonSchema => ({
  type: 'object',
  properties: { delete: { type: 'boolean' }, name: { type: 'string' }, ...extra },
});

// People with soft-deletable gift rows, and a list whose rows have no delete flag.
const nested: JsonSchema = {
  type: 'object',
  properties: {
    people: { type: 'array', items: row({ gifts: { type: 'array', items: row() } }) },
    notes: { type: 'array', items: { type: 'object', properties: { delete: { type: 'string' } } } },
  },
};

describe('soft-deleted rows', () => {
  it('finds the deleted rows of nested lists, and only on lists whose rows have a delete flag', () => {
    const data = {
      people: [
        { name: 'Ana', gifts: [{ name: 'a' }, { delete: true, name: 'b' }] },
        { delete: true, gifts: [{ delete: true }] },
      ],
      notes: [{ delete: true }],
    };
    expect(deletedRowPaths(nested, data)).toEqual(['people.0.gifts.1', 'people.1']);
    const inside = insideDeletedRows(deletedRowPaths(nested, data));
    expect(['people.1', 'people.1.gifts.0.name', 'people.0.gifts.1.name'].map(inside)).toEqual([true, true, true]);
    expect(['people.0.name', 'people.10.name', 'people.0.gifts.10'].map(inside)).toEqual([false, false, false]);
    expect(isDeletedRow({ delete: 'true' })).toBe(false);
  });

  it('reduces deleted rows to their flag for the rules, keeping row positions, and leaves other data as it is', () => {
    const data = giftsWithDeletedRow();
    const live = withoutDeletedRowValues(gifts.schema, data) as { gifts: unknown[] };
    expect(live.gifts).toEqual([(data.gifts as unknown[])[0], { delete: true }, (data.gifts as unknown[])[2]]);
    const untouched = { gifts: [{ source: 'Parent', amount: '1' }] };
    expect(withoutDeletedRowValues(gifts.schema, untouched)).toBe(untouched);
  });

  it('validates nothing in a deleted row: its gaps, bad formats and repeated e-mail are not errors', () => {
    expect(assertDefinition(gifts, 'gifts test')).toBe(gifts);
    expect(validate(gifts, giftsWithDeletedRow())).toEqual({
      valid: true,
      errors: [],
      errorFields: [],
      complete: true,
    });
  });

  it('validates the same row once it is not deleted', () => {
    const data = giftsWithDeletedRow();
    const [, restored] = data.gifts as Record<string, unknown>[];
    if (restored) restored.delete = false;
    const result = validate(gifts, data);
    expect(result.errors.map((error) => [error.path, error.message])).toEqual([
      ['gifts.0.donorEmail', 'Email Id should not be same'],
      ['gifts.1.source', 'Source is required'],
      ['gifts.1.amount', 'Enter valid amount'],
      ['gifts.1.donorEmail', 'Email Id should not be same'],
    ]);
  });
});
