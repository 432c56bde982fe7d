import { describe, expect, it } from 'vitest';
import { fieldGroupsOf, layoutOf, nestUnderOf, type LaidOutField } from './fieldLayout.ts';

/** Section 8's race question in small: flags, sub-categories under a flag, a text under a sub-category. */
const UI = {
  'ui:options': { groups: [{ title: 'Race', fields: ['asian', 'white', 'refused'], requiredMark: true }] },
  origin: { 'ui:options': { nestUnder: { field: 'ethnicity', option: 'Hispanic' } } },
  chinese: { 'ui:options': { nestUnder: { field: 'asian' } } },
  otherAsian: { 'ui:options': { nestUnder: { field: 'asian' } } },
  otherAsianText: { 'ui:options': { nestUnder: { field: 'otherAsian' } } },
};
const NAMES = ['ethnicity', 'origin', 'asian', 'chinese', 'otherAsian', 'otherAsianText', 'white', 'refused', 'note'];

const field = (name: string, nested: LaidOutField[] = []): LaidOutField => ({
  kind: 'field',
  name,
  nested: nested.length ? [{ fields: nested }] : [],
});

describe('the layout hints', () => {
  it('read questions and nesting, leaving out malformed ones', () => {
    expect(fieldGroupsOf(UI)).toEqual([{ title: 'Race', fields: ['asian', 'white', 'refused'], requiredMark: true }]);
    expect(fieldGroupsOf({ 'ui:options': { groups: [{ title: ' ', fields: [] }, 'Race'] } })).toEqual([]);
    expect(nestUnderOf(UI.origin)).toEqual({ field: 'ethnicity', option: 'Hispanic' });
    expect(nestUnderOf(UI.chinese)).toEqual({ field: 'asian' });
    expect(nestUnderOf({ 'ui:options': { nestUnder: 'asian' } })).toBeUndefined();
  });

  it('nest fields under their parent by option and draw a question where its first field comes', () => {
    expect(layoutOf(NAMES, UI)).toEqual([
      { kind: 'field', name: 'ethnicity', nested: [{ option: 'Hispanic', fields: [field('origin')] }] },
      {
        kind: 'group',
        group: { title: 'Race', fields: ['asian', 'white', 'refused'], requiredMark: true },
        fields: [
          field('asian', [field('chinese'), field('otherAsian', [field('otherAsianText')])]),
          field('white'),
          field('refused'),
        ],
      },
      field('note'),
    ]);
  });

  it('keeps a field whose parent is not drawn, and draws a question only with the fields it has', () => {
    expect(layoutOf(['chinese', 'white'], UI)).toEqual([
      field('chinese'),
      { kind: 'group', group: fieldGroupsOf(UI)[0], fields: [field('white')] },
    ]);
  });

  it('cuts a nesting that loops where it comes back, keeping every field', () => {
    const looping = {
      a: { 'ui:options': { nestUnder: { field: 'b' } } },
      b: { 'ui:options': { nestUnder: { field: 'a' } } },
    };
    expect(layoutOf(['a', 'b'], looping)).toEqual([field('a', [field('b')])]);
  });
});
