import { describe, expect, it } from 'vitest';
import { dataWithValueAt, uiAtDataPath } from './formPaths.ts';

describe('form paths', () => {
  it('builds data holding one value, with lists for row numbers', () => {
    expect(dataWithValueAt('contZip', '33607')).toEqual({ contZip: '33607' });
    expect(dataWithValueAt('stage2.propertyAddressZip', '33607')).toEqual({
      stage2: { propertyAddressZip: '33607' },
    });
    const rows = dataWithValueAt('residences.1.city', 'Tampa');
    expect(Array.isArray(rows.residences)).toBe(true);
    expect((rows.residences as unknown[])[1]).toEqual({ city: 'Tampa' });
  });

  it("finds a field's hints, a row's under its list's items", () => {
    const ui = { contZip: { a: 1 }, stage2: { zip: { b: 2 } }, residences: { items: { city: { c: 3 } } } };
    expect(uiAtDataPath(ui, 'contZip')).toEqual({ a: 1 });
    expect(uiAtDataPath(ui, 'stage2.zip')).toEqual({ b: 2 });
    expect(uiAtDataPath(ui, 'residences.4.city')).toEqual({ c: 3 });
    expect(uiAtDataPath(ui, 'nothing.here')).toBeUndefined();
  });
});
