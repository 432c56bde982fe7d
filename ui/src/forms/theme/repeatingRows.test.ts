import { describe, expect, it } from 'vitest';
import { repeatingRowsOptions, rowPositions, rowTitles } from './repeatingRows.ts';

describe('repeating rows (part 2 §4.4)', () => {
  it('numbers the rows shown, skipping rows flagged deleted on a soft-delete list', () => {
    const rows = [{ delete: false }, { delete: true }, {}, { delete: true }];
    expect(rowPositions(rows, true)).toEqual([1, undefined, 2, undefined]);
    expect(rowPositions(rows, false)).toEqual([1, 2, 3, 4]);
  });

  it('reads the list options with their defaults', () => {
    expect(repeatingRowsOptions(undefined)).toEqual({
      rowLabel: 'Row',
      newLabel: 'New',
      addLabel: 'Add Another',
      deletable: true,
      softDelete: false,
    });
    expect(
      repeatingRowsOptions({
        'ui:options': { rowLabel: 'Gift', addLabel: 'Another', deletable: false, softDelete: true },
      }),
    ).toEqual({ rowLabel: 'Gift', newLabel: 'New', addLabel: 'Another', deletable: false, softDelete: true });
  });

  it('reads a row title field, and titles each row by its text', () => {
    expect(repeatingRowsOptions({ 'ui:options': { rowTitleField: 'title' } }).rowTitleField).toBe('title');
    expect(repeatingRowsOptions({ 'ui:options': { rowTitleField: 3 } }).rowTitleField).toBeUndefined();
    const rows = [{ title: 'Current Address' }, { title: ' ' }, 'x', {}];
    expect(rowTitles(rows, 'title')).toEqual(['Current Address', undefined, undefined, undefined]);
    expect(rowTitles(rows, undefined)).toEqual([undefined, undefined, undefined, undefined]);
  });
});
