import { describe, expect, it } from 'vitest';
import { valueAt } from 'engine';
import { linkedFlagValues, showsRequiredMark } from './linkedFields.ts';

const record = {
  residences: [
    { street: '1208 E Henry Ave', city: 'Tampa' },
    { street: 'PO Box 9', city: 'Miami', same: false },
  ],
};
const read = (path: string) => valueAt(record, path);
const copy = { copyFrom: { row: 0, fields: ['street', 'city', 'unit'] } };

describe('linkedFlagValues', () => {
  it('copies the named fields from the row copyFrom names when ticked, and clears them when unticked', () => {
    expect(linkedFlagValues('residences.1.same', true, copy, read)).toEqual({
      'residences.1.street': '1208 E Henry Ave',
      'residences.1.city': 'Tampa',
      'residences.1.unit': undefined,
    });
    expect(linkedFlagValues('residences.1.same', false, copy, read)).toEqual({
      'residences.1.street': undefined,
      'residences.1.city': undefined,
      'residences.1.unit': undefined,
    });
  });

  it('copies nothing onto the row it copies from, or outside a list', () => {
    expect(linkedFlagValues('residences.0.same', true, copy, read)).toEqual({});
    expect(linkedFlagValues('same', true, copy, read)).toEqual({});
  });

  it('empties the siblings a ticked flag excludes, and leaves them when it is unticked', () => {
    const options = { excludes: ['hmdaWhiteIndicator', 'hmdaAsianIndicator'] };
    expect(linkedFlagValues('people.0.declined', true, options, read)).toEqual({
      'people.0.hmdaWhiteIndicator': undefined,
      'people.0.hmdaAsianIndicator': undefined,
    });
    expect(linkedFlagValues('people.0.declined', false, options, read)).toEqual({});
  });
});

describe('showsRequiredMark', () => {
  it('marks a field its schema or a rule requires', () => {
    expect(showsRequiredMark(true, {})).toBe(true);
    expect(showsRequiredMark(false, { requiredMark: true })).toBe(true);
    expect(showsRequiredMark(undefined, { requiredMark: 'yes' })).toBe(false);
  });
});
