import type { FormDefinition } from './definition.ts';
import { fieldPathsOf, rowsOf, schemaAtPath } from './paths.ts';

/**
 * Personal fields: values a record keeps sealed at rest and never sends back whole (SSN, date of birth, account
 * numbers). A field is personal by its format (`ssn`, `date-of-birth`) or by `"ui:options": { "personal": true }`.
 * The server seals them field by field; replies carry only a masked copy to the owner, and the browser shows the
 * field as "on file" until it is typed again.
 */

/** Formats whose values are always personal. */
export const PERSONAL_FORMATS: readonly string[] = ['ssn', 'date-of-birth'];

/** The UI hints of a field path (`*` for rows, read as `items`), or undefined. */
export function uiOfField(uiSchema: unknown, path: string): unknown {
  let current = uiSchema;
  for (const segment of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[segment === '*' ? 'items' : segment];
  }
  return current;
}

// A definition object never changes once loaded (published versions are immutable): its personal paths are worked
// out once. Every save of a stage seals, opens and masks through them several times.
const personalPathsCache = new WeakMap<object, string[]>();

/** The field paths (`*` for rows) of a definition's personal fields. */
export function personalPathsOf(definition: Pick<FormDefinition, 'schema' | 'uiSchema'>): string[] {
  return [...cachedPersonalPaths(definition)];
}

function cachedPersonalPaths(definition: Pick<FormDefinition, 'schema' | 'uiSchema'>): readonly string[] {
  let paths = personalPathsCache.get(definition);
  if (!paths) {
    paths = personalPathsIn(definition);
    personalPathsCache.set(definition, paths);
  }
  return paths;
}

function personalPathsIn(definition: Pick<FormDefinition, 'schema' | 'uiSchema'>): string[] {
  return fieldPathsOf(definition.schema, definition.uiSchema).filter((path) => {
    const field = schemaAtPath(definition.schema, path);
    if (field?.type !== 'string') return false;
    if (field.format && PERSONAL_FORMATS.includes(field.format)) return true;
    const options = (uiOfField(definition.uiSchema, path) as { 'ui:options'?: { personal?: unknown } } | undefined)?.[
      'ui:options'
    ];
    return options?.personal === true;
  });
}

/** The data paths (rows bound) of every personal field holding a value in `data`. */
export function personalValuesIn(
  definition: Pick<FormDefinition, 'schema' | 'uiSchema'>,
  data: unknown,
): { path: string; value: string }[] {
  const found: { path: string; value: string }[] = [];
  for (const pattern of cachedPersonalPaths(definition)) {
    // rowsOf reads each row's value on its walk: the path is not walked again.
    for (const { path, value } of rowsOf(data, pattern)) {
      if (typeof value === 'string' && value !== '') found.push({ path, value });
    }
  }
  return found;
}

/** What the owner is shown of a personal value: the last four of an SSN, the year of a birth date, else dots. */
export function maskPersonalValue(format: string | undefined, value: string): string {
  if (format === 'ssn') return `***-**-${value.replace(/\D/g, '').slice(-4)}`;
  if (format === 'date-of-birth') return `**/**/${value.slice(-4)}`;
  return `••••${value.slice(-4)}`;
}
