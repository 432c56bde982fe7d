/**
 * Pure helpers over one stage's data (part 2 §4.2): which applicant entries are empty, and how a stored stage lines
 * up with the one a page sent, so values kept on file (sealed, never sent back whole) stay with the row they belong
 * to. No database, no keys: the saver composes these with the record's sealing and the definition's validation.
 */

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Keys a page sets on an applicant entry or row by itself, before anyone answers anything: the entry's identity and
 * its place (part 2 §3.4–§3.7), its completion and the kind of row (a residence's fixed current, former and mailing
 * rows). An entry holding nothing else is empty.
 */
const IDENTITY_KEYS = new Set([
  'mapid',
  'applicantType',
  'applicantIndicatorType',
  'type',
  'owner',
  'borrowerType',
  'completed',
  'index',
  'delete',
  'title',
  'residencyType',
  'previousAddressIndicator',
  'mailingAddressIndicator',
  'employmentTypeIndicator',
  'currentEmploymentIndicator',
  'coBorrowerIndicator',
  'coApplicantCount',
]);

/** Parts of an entry copied from stage 1 (the applicant's names), which are not answers of the stage itself. */
const COPIED_PATHS = new Set(['applicant.borrower', 'applicant.coborrower']);

/** True when a value holds an answer: text, a number, a ticked box, or something answered inside it. */
function holdsAnswer(value: unknown, path = ''): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return true;
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.some((item) => holdsAnswer(item, path));
  if (isObject(value)) {
    return Object.entries(value).some(([key, child]) => {
      const childPath = path ? `${path}.${key}` : key;
      return !IDENTITY_KEYS.has(key) && !COPIED_PATHS.has(childPath) && holdsAnswer(child, childPath);
    });
  }
  return false;
}

/** An applicant entry with nothing answered in it (a page adds the next applicant fresh; §4.2 drops it on save). */
export function isEmptyEntry(entry: unknown): boolean {
  return !holdsAnswer(entry);
}

/** The applicant entries of a per-applicant stage value (`{ applications: [...] }`). */
export function entriesOf(stage: unknown): Data[] {
  const list = isObject(stage) ? stage.applications : undefined;
  return Array.isArray(list) ? list.filter(isObject) : [];
}

/** The key an applicant entry is known by: its mapid when it has one. */
export function entryKeyOf(entry: Data): string | undefined {
  const mapid = entry.mapid;
  return typeof mapid === 'number' || (typeof mapid === 'string' && mapid !== '') ? String(mapid) : undefined;
}

function rowKeyOf(row: unknown): string | undefined {
  if (!isObject(row)) return undefined;
  const mapid = entryKeyOf(row);
  if (mapid !== undefined) return `mapid:${mapid}`;
  return typeof row.index === 'number' ? `index:${row.index}` : undefined;
}

/**
 * The stored value shaped like the incoming one, row for row: a list's rows are matched by their mapid, else by
 * their `index` field, else by place, so a personal value on file is merged into the row it was typed in even when
 * the page sends the rows in another order or without the empty ones. Values the incoming side lacks are kept.
 */
export function alignStored(stored: unknown, incoming: unknown): unknown {
  if (Array.isArray(incoming)) {
    const rows = Array.isArray(stored) ? stored : [];
    const keyed = new Map(rows.map((row) => [rowKeyOf(row), row] as const).filter(([key]) => key !== undefined));
    return incoming.map((row, position) => {
      const key = rowKeyOf(row);
      const match = key === undefined ? rows[position] : keyed.get(key);
      return alignStored(match, row);
    });
  }
  if (isObject(incoming)) {
    const base = isObject(stored) ? stored : {};
    const aligned: Data = { ...base };
    for (const [key, value] of Object.entries(incoming)) aligned[key] = alignStored(base[key], value);
    return aligned;
  }
  return stored;
}

/** The incoming stage with its empty applicant entries dropped (per-applicant stages only). */
export function withoutEmptyEntries(stage: Data): Data {
  const list = stage.applications;
  if (!Array.isArray(list)) return stage;
  return { ...stage, applications: list.filter((entry) => !isEmptyEntry(entry)) };
}

/**
 * Field paths whose values differ between two versions of a stage (`applications.0.applicant.birthDate`), for the
 * audit log of a staff correction: names only, never values.
 */
export function changedPaths(before: unknown, after: unknown, prefix = ''): string[] {
  if (isObject(before) || isObject(after)) {
    const a = isObject(before) ? before : {};
    const b = isObject(after) ? after : {};
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    return keys.flatMap((key) => changedPaths(a[key], b[key], prefix ? `${prefix}.${key}` : key));
  }
  if (Array.isArray(before) || Array.isArray(after)) {
    const a = Array.isArray(before) ? before : [];
    const b = Array.isArray(after) ? after : [];
    return Array.from({ length: Math.max(a.length, b.length) }, (_unused, i) =>
      changedPaths(a[i], b[i], prefix ? `${prefix}.${i}` : String(i)),
    ).flat();
  }
  return JSON.stringify(before ?? null) === JSON.stringify(after ?? null) ? [] : [prefix];
}
