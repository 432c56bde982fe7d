import { describe, expect, it } from 'vitest';
import { cloneJson } from './jsonData.ts';

describe('cloneJson', () => {
  it('copies every object and list, so changing the copy leaves the original as it was', () => {
    const original = { applications: [{ mapid: 1, assets: [{ value: '100' }] }], agreed: true, note: null };
    const copy = cloneJson(original);
    expect(copy).toEqual(original);
    copy.applications[0]!.assets[0]!.value = '200';
    copy.applications.push({ mapid: 2, assets: [] });
    expect(original).toEqual({ applications: [{ mapid: 1, assets: [{ value: '100' }] }], agreed: true, note: null });
    expect(copy.applications[0]).not.toBe(original.applications[0]);
  });

  it('copies as structuredClone does: holes of deleted rows, keys holding undefined, an own __proto__ key', () => {
    const rows: unknown[] = [{ a: 1 }, { b: 2 }, { c: 3 }];
    delete rows[1];
    const parsed = JSON.parse('{"__proto__": {"polluted": true}, "kept": 1}') as Record<string, unknown>;
    const original = { rows, missing: undefined, parsed };
    const copy = cloneJson(original);
    expect(copy).toStrictEqual(structuredClone(original));
    expect(1 in copy.rows).toBe(false);
    expect(Object.hasOwn(copy, 'missing')).toBe(true);
    expect(Object.hasOwn(copy.parsed, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(copy.parsed)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps what is not plain JSON (a date) as the same object rather than flattening it', () => {
    const when = new Date(0);
    expect(cloneJson({ when }).when).toBe(when);
  });
});
