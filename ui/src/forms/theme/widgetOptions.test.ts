import { describe, expect, it } from 'vitest';
import { exclusiveOf, infoOf, paragraphsOf, sumOfAmounts, totalLabelOf, zipFillOf } from './widgetOptions.ts';

describe('infoOf', () => {
  it('reads a title and text', () => {
    expect(infoOf({ info: { title: 'Loan Term', text: '30 years is 360 months.' } })).toEqual({
      title: 'Loan Term',
      text: '30 years is 360 months.',
    });
  });
  it.each([undefined, {}, { info: 'text' }, { info: { title: 'Only a title' } }, { info: { title: ' ', text: 'x' } }])(
    'gives nothing for %j',
    (options) => expect(infoOf(options)).toBeUndefined(),
  );
});

describe('paragraphsOf', () => {
  it('splits on blank lines', () => {
    expect(paragraphsOf('First.\n\n  Second.\n \nThird.\n')).toEqual(['First.', 'Second.', 'Third.']);
  });
});

describe('zipFillOf', () => {
  it('keeps the reply keys it knows and string field names', () => {
    expect(zipFillOf({ fill: { city: 'contCity', state: 'state', county: 'x', country: 3 } })).toEqual({
      city: 'contCity',
      state: 'state',
    });
    expect(zipFillOf({})).toEqual({});
  });
});

describe('exclusiveOf', () => {
  it('reads a list and ignores anything else', () => {
    expect(exclusiveOf({ exclusive: ['doNotWish'] })).toEqual(['doNotWish']);
    expect(exclusiveOf({ exclusive: 'doNotWish' })).toEqual([]);
  });
});

describe('running totals', () => {
  it('reads the label of ui:options.total', () => {
    expect(totalLabelOf({ total: 'Total assets' })).toBe('Total assets');
    expect(totalLabelOf({ total: ' ' })).toBeUndefined();
    expect(totalLabelOf({})).toBeUndefined();
  });
  it('adds up amounts typed as text, counting what is no number as 0', () => {
    expect(sumOfAmounts(['1250.50', '0', 300, undefined, '', '12.', 'abc'])).toBe(1562.5);
    expect(sumOfAmounts([])).toBe(0);
  });
});
