import { describe, expect, it } from 'vitest';
import { bindLookupOptions, derivedChanges, deriveFields, type FormDefinition, type LookupOptions } from 'engine';
import { FORM_SOURCES } from 'forms';
import { fixtureLookups } from './testing/fixtureLookups.ts';
import { changeNeedsDerivation } from './changeDerivation.ts';
import type { FormData } from './definitionValidator.ts';

// The lookup lists hold the values the fixtures give (ui/ does not read the server's lists).
const LOOKUPS: LookupOptions = fixtureLookups(FORM_SOURCES);

/** Every answer's data path in the data, with its value. */
function answersOf(data: unknown, path = ''): [string, unknown][] {
  if (typeof data !== 'object' || data === null) return [[path, data]];
  return Object.entries(data).flatMap(([key, value]) => answersOf(value, path ? `${path}.${key}` : key));
}

function withValueAt(data: FormData, path: string, value: unknown): FormData {
  const copy = structuredClone(data);
  const segments = path.split('.');
  let node = copy as Record<string, unknown>;
  for (const segment of segments.slice(0, -1)) node = node[segment] as Record<string, unknown>;
  node[segments.at(-1) as string] = value;
  return copy;
}

describe('changeNeedsDerivation', () => {
  it('skips the derivation only for answers that leave every derived value of a settled record as it was', () => {
    let skipped = 0;
    for (const source of FORM_SOURCES) {
      const raw = source.definition as unknown as FormDefinition;
      // As the browser renders it: the lookup lists' labels bound (a choice's label companion follows them).
      const definition = { ...raw, ...bindLookupOptions(raw.schema, raw.uiSchema, raw.lookups, LOOKUPS) };
      const fixtures = ((source.fixtures as { valid?: FormData[] } | undefined)?.valid ?? []) as FormData[];
      for (const fixture of fixtures) {
        const settled = deriveFields(definition, fixture);
        for (const [path, value] of answersOf(settled)) {
          const answer = typeof value === 'boolean' ? !value : typeof value === 'number' ? value + 1 : `${value}1`;
          for (const changed of [withValueAt(settled, path, answer), withValueAt(settled, path, undefined)]) {
            if (changeNeedsDerivation(definition, changed, path)) continue;
            expect(derivedChanges(definition, changed), `${source.folder} ${path}`).toEqual({});
            skipped += 1;
          }
        }
      }
    }
    expect(skipped).toBeGreaterThan(500);
  });

  it('derives after a change of no field, a list or object changed whole, and an answer a condition reads', () => {
    const source = FORM_SOURCES.find((candidate) => candidate.folder === 'application-stage5/v1');
    const definition = source?.definition as unknown as FormDefinition;
    const data = { applications: [{ reoProperties: [{ mortgateLoanIndicator: true }] }] };
    expect(changeNeedsDerivation(definition, data, undefined)).toBe(true);
    expect(changeNeedsDerivation(definition, data, 'applications.0.reoProperties')).toBe(true);
    expect(changeNeedsDerivation(definition, data, 'applications.0.reoProperties.0.mortgateLoanIndicator')).toBe(true);
    expect(changeNeedsDerivation(definition, data, 'applications.0.reoProperties.0.city')).toBe(false);
  });
});
