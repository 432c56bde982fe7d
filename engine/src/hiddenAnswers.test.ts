import { describe, expect, it } from 'vitest';
import type { FormDefinition } from './definition.ts';
import { derivedChanges, deriveFields } from './derivedFields.ts';
import { withHiddenAnswersKept, type HiddenAnswers } from './hiddenAnswers.ts';
import { valueAt } from './paths.ts';

/** A purchase's expected rent, asked for an investment or for a two-unit home to live in; a row's note shown by a flag. */
const definition: Pick<FormDefinition, 'schema' | 'uiSchema'> = {
  schema: {
    type: 'object',
    properties: {
      occupancy: { type: 'string', enum: ['PrimaryResidence', 'SecondHome', 'Investment'] },
      units: { type: 'string' },
      rent: { type: 'string' },
      rows: {
        type: 'array',
        items: {
          type: 'object',
          properties: { other: { type: 'boolean' }, note: { type: 'string' }, optOut: { type: 'boolean' } },
        },
      },
    },
  },
  uiSchema: {
    rent: {
      'ui:options': {
        showWhen: {
          any: [
            { path: 'occupancy', equals: 'Investment' },
            {
              all: [
                { path: 'occupancy', equals: 'PrimaryResidence' },
                { path: 'units', equals: '2' },
              ],
            },
          ],
        },
      },
    },
    rows: {
      items: {
        note: { 'ui:options': { showWhen: { path: 'other', truthy: true } } },
        optOut: { 'ui:options': { excludes: ['other'] } },
      },
    },
  },
};

/** One change as a form makes it: the new data, the changes it sets, and the data after them. */
function change(data: Record<string, unknown>, kept: HiddenAnswers) {
  const changes = withHiddenAnswersKept(definition, data, derivedChanges(definition, data), kept);
  let after: Record<string, unknown> = deriveFields(definition, data);
  for (const [path, value] of Object.entries(changes)) {
    if (valueAt(after, path) !== value) after = { ...after, ...nested(path, value, after) };
  }
  return { changes, after };
}

/** `{ rent: value }` or the row list with the value set, for the few paths used here. */
function nested(path: string, value: unknown, data: Record<string, unknown>): Record<string, unknown> {
  const [head, row, field] = path.split('.');
  if (row === undefined) return { [head as string]: value };
  const rows = [...((data[head as string] as Record<string, unknown>[]) ?? [])];
  rows[Number(row)] = { ...rows[Number(row)], [field as string]: value };
  return { [head as string]: rows };
}

describe('answers a condition hides while the form is open', () => {
  it('are given back when the condition holds again, on the way through an option that hides them', () => {
    const kept: HiddenAnswers = new Map();
    const typed = { occupancy: 'PrimaryResidence', units: '2', rent: '1400' };
    // The arrow keys pass Second Home on the way to Investment: the rent is hidden, then asked again.
    const passing = change({ ...typed, occupancy: 'SecondHome' }, kept);
    expect(passing.changes).toEqual({ rent: undefined });
    expect(passing.after.rent).toBeUndefined();
    const arrived = change({ ...passing.after, occupancy: 'Investment' }, kept);
    expect(arrived.changes).toEqual({ rent: '1400' });
    expect(kept.size).toBe(0);
  });

  it('stay kept while the field is hidden, and give way to what the person types once it is shown', () => {
    const kept: HiddenAnswers = new Map();
    const hidden = change({ occupancy: 'SecondHome', units: '1', rent: '900' }, kept).after;
    expect(change({ ...hidden, units: '2' }, kept).changes).toEqual({});
    expect(kept.get('rent')).toBe('900');
    // Shown again with a new answer already in it (a value the person typed): theirs stands, the old one is dropped.
    const shown = change({ ...hidden, occupancy: 'Investment', rent: '1200' }, kept);
    expect(shown.changes).toEqual({});
    expect(shown.after.rent).toBe('1200');
    expect(kept.size).toBe(0);
  });

  it('are kept per row, and only for fields hidden by a condition (an answer cleared by an opt-out is not)', () => {
    const kept: HiddenAnswers = new Map();
    const rows = [
      { other: true, note: 'Seller credit' },
      { other: true, note: 'Union dues' },
    ];
    const unticked = change({ rows: [{ other: false, note: 'Seller credit' }, rows[1]] }, kept);
    expect(unticked.changes).toEqual({ 'rows.0.note': undefined });
    expect([...kept.keys()]).toEqual(['rows.0.note']);
    const ticked = change({ rows: [{ ...(unticked.after.rows as object[])[0], other: true }, rows[1]] }, kept);
    expect(ticked.changes).toEqual({ 'rows.0.note': 'Seller credit' });
    // The opt-out empties `other` (excludes): not a hidden field, so nothing is kept for it.
    const optedOut = change({ rows: [rows[0], { ...rows[1], optOut: true }] }, new Map());
    expect(optedOut.changes).toMatchObject({ 'rows.1.other': undefined });
  });

  it('leaves the changes as they are when nothing was hidden', () => {
    const kept: HiddenAnswers = new Map();
    const data = { occupancy: 'Investment', units: '1', rent: '700' };
    const changes = derivedChanges(definition, data);
    expect(withHiddenAnswersKept(definition, data, changes, kept)).toBe(changes);
  });
});
