import { messageKeyOf, type LookupOptions } from 'engine';
import type { FormSource } from 'forms';

/** Every answer in the data with its data path. */
function answersOf(data: unknown, path = ''): [string, unknown][] {
  if (typeof data !== 'object' || data === null) return [[path, data]];
  return Object.entries(data).flatMap(([key, value]) => answersOf(value, path ? `${path}.${key}` : key));
}

/**
 * Lookup options for tests of the renderer (ui/ does not read the server's lists): each list a definition binds holds
 * the values its fixtures give the bound fields, plus 'Other', labelled by their values.
 */
export function fixtureLookups(sources: readonly FormSource[]): LookupOptions {
  const values = new Map<number, Set<string>>();
  for (const source of sources) {
    const lookups = (source.definition as { lookups?: Record<string, number> }).lookups ?? {};
    const fixtures = (source.fixtures as { valid?: unknown[]; invalid?: { data?: unknown }[] } | undefined) ?? {};
    const data = [...(fixtures.valid ?? []), ...(fixtures.invalid ?? []).map((invalid) => invalid.data)];
    for (const type of Object.values(lookups)) if (!values.has(type)) values.set(type, new Set(['Other']));
    for (const [path, value] of data.flatMap((item) => answersOf(item))) {
      const type = lookups[messageKeyOf(path)];
      if (type !== undefined && typeof value === 'string' && value) values.get(type)?.add(value);
    }
  }
  return new Map([...values].map(([type, set]) => [type, [...set].map((value) => ({ value, text: value }))]));
}
