import { describe, expect, it } from 'vitest';
import { schemaAtPath, type FormDefinition } from 'engine';
import { latestFormSource } from 'forms';
import { APPLICATION_MANIFEST } from 'forms/manifests/index.ts';
import { dataPointOf, mismoValue } from 'server/export/mismoExport.ts';
import { MISMO_ENUMERATIONS, UNCHECKED_ENUMERATIONS } from 'server/export/mismoEnumerations.ts';
import { MISMO_MAPPING, MISMO_SCOPES, type MismoField } from 'server/export/mismoMapping.ts';
import { LOOKUP_LISTS } from 'server/lookups/lookupLists.ts';

/** The stored values a mapping row's source field can hold: its schema enum and the lookup list bound to it. */
function sourceValues(field: MismoField): { found: boolean; values: unknown[] } {
  const tokens = [...MISMO_SCOPES[field.scope].source.matchAll(/\b(stage[A-Z]\w*)(?:\.([\w.*]+))?/g)];
  const values: unknown[] = [];
  let found = false;
  for (const [, key, rest] of tokens) {
    const stage = APPLICATION_MANIFEST.stages.find((candidate) => candidate.key === key);
    const definition = stage && (latestFormSource(stage.formId)?.definition as FormDefinition | undefined);
    if (!definition || !field.from) continue;
    const path = rest ? `${rest.replace(/\.$/, '')}.${field.from}` : field.from;
    const schema = schemaAtPath(definition.schema, path);
    if (!schema) continue;
    found = true;
    values.push(...(schema.enum ?? []));
    if (schema.type === 'boolean') values.push(true, false);
    const lookup = definition.lookups[path];
    const list = LOOKUP_LISTS.find((candidate) => candidate.type === lookup);
    if (list) values.push(...list.options.map((option) => option.value));
  }
  return { found, values };
}

describe('the enumerations of the lender file (MISMO 3.4)', () => {
  const written = (field: MismoField) =>
    [field.to, ...Object.keys(field.with ?? {})].map(dataPointOf).filter((leaf) => /Type$/.test(leaf));

  it('knows every enumerated data point the mapping writes: checked against a list, or named as not yet', () => {
    const leaves = new Set(MISMO_MAPPING.flatMap(written));
    for (const field of MISMO_MAPPING) {
      for (const [, selector] of field.to.matchAll(/\{([^}=]*)=[^}]*\}/g)) leaves.add(dataPointOf(selector ?? ''));
    }
    const unknown = [...leaves].filter(
      (leaf) => !Object.hasOwn(MISMO_ENUMERATIONS, leaf) && !UNCHECKED_ENUMERATIONS.includes(leaf),
    );
    expect(unknown).toEqual([]);
  });

  it('writes only allowed values: every lookup value and enum member through the mapping, every constant', () => {
    const refused: string[] = [];
    const check = (leaf: string, value: string | undefined, from: string) => {
      const allowed = MISMO_ENUMERATIONS[leaf];
      if (allowed && value !== undefined && !allowed.includes(value)) refused.push(`${leaf}=${value} (${from})`);
    };
    let fed = 0;
    for (const field of MISMO_MAPPING) {
      const where = `${field.scope}:${field.from ?? field.constant ?? ''}`;
      for (const [, selector, value] of field.to.matchAll(/\{([^}=]*)=([^}]*)\}/g)) {
        check(dataPointOf(selector ?? ''), value, where);
      }
      for (const [path, value] of Object.entries(field.with ?? {})) check(dataPointOf(path), value, where);
      const leaf = dataPointOf(field.to);
      if (!MISMO_ENUMERATIONS[leaf]) continue;
      if (field.constant !== undefined) {
        check(leaf, field.constant, where);
        continue;
      }
      const source = sourceValues(field);
      if (field.values) {
        for (const value of Object.values(field.values)) check(leaf, value ?? undefined, where);
      } else {
        // A value passed through as stored: the form's own lists say what it can be.
        expect(source.found, `the source of ${where} is found in the 1003's definitions`).toBe(true);
      }
      for (const value of source.values) {
        fed += 1;
        check(leaf, mismoValue(field, value), `${where} holding ${String(value)}`);
      }
    }
    expect(refused).toEqual([]);
    expect(fed).toBeGreaterThan(100);
  });

  it('writes a previous job, a boat slip, lot equity and an FHA secondary residence as MISMO has them', () => {
    const row = (leaf: string, from?: string) => {
      const found = MISMO_MAPPING.find((field) => dataPointOf(field.to) === leaf && (!from || field.from === from));
      if (!found) throw new Error(`no row writes ${leaf}`);
      return found;
    };
    expect(mismoValue(row('EmploymentStatusType'), 'Previous')).toBe('Previous');
    expect(mismoValue(row('AddressUnitDesignatorType'), 'SLIP')).toBe('Other');
    expect(mismoValue(row('AddressUnitDesignatorTypeOtherDescription'), 'SLIP')).toBe('Slip');
    expect(mismoValue(row('AddressUnitDesignatorTypeOtherDescription'), 'APT')).toBeUndefined();
    expect(mismoValue(row('PurchaseCreditType'), 'LotEquity')).toBe('Other');
    expect(mismoValue(row('PurchaseCreditTypeOtherDescription'), 'LotEquity')).toBe('LotEquity');
    expect(mismoValue(row('PriorPropertyUsageType'), 'FHASecondaryResidence')).toBe('SecondHome');
    expect(mismoValue(row('FHASecondaryResidenceIndicator'), 'FHASecondaryResidence')).toBe('true');
    expect(mismoValue(row('FHASecondaryResidenceIndicator'), 'SecondHome')).toBeUndefined();
  });
});
