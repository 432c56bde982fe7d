import type { Db } from '../db/database.ts';
import type { LookupOption } from './lookupLists.ts';

/** One active row of the lookups table as the API shows it. */
export interface LookupRow {
  id: number;
  type: number;
  value: string;
  text: string;
}

/** How long a process trusts its copy of the table; another process's seed shows up within this time. */
export const LOOKUP_CACHE_MS = 60_000;

interface CachedTable {
  loadedAt: number;
  rows: Promise<LookupRow[]>;
}

// Per database handle: tests run several servers in one process. The table is a few hundred rows.
const cache = new WeakMap<Db, CachedTable>();

async function readActiveRows(db: Db): Promise<LookupRow[]> {
  const rows = await db('lookups')
    .where({ active: true })
    .orderBy([{ column: 'type' }, { column: 'sort' }, { column: 'id' }])
    .select<LookupRow[]>('id', 'type', 'value', 'text');
  return rows.map((row) => ({ id: Number(row.id), type: Number(row.type), value: row.value, text: row.text }));
}

function activeRows(db: Db): Promise<LookupRow[]> {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.loadedAt < LOOKUP_CACHE_MS) return cached.rows;
  const rows = readActiveRows(db);
  cache.set(db, { loadedAt: Date.now(), rows });
  // A failed read is not kept: the next call tries again.
  rows.catch(() => {
    if (cache.get(db)?.rows === rows) cache.delete(db);
  });
  return rows;
}

/** Forgets the cached table of this database, so the next read sees a fresh seed. */
export function invalidateLookupCache(db: Db): void {
  cache.delete(db);
}

/** The active rows of the given types, ordered by type and then by the list's own order; unknown types give none. */
export async function loadLookupRows(db: Db, types: readonly number[]): Promise<LookupRow[]> {
  const wanted = new Set(types);
  return (await activeRows(db)).filter((row) => wanted.has(row.type));
}

/**
 * The options of each requested type, in list order, for binding into form schemas and refusing unknown values.
 * Every requested type is a key; an unknown type maps to an empty list.
 */
export async function loadLookupOptions(
  db: Db,
  types: readonly number[],
): Promise<ReadonlyMap<number, readonly LookupOption[]>> {
  const rows = await activeRows(db);
  // Built once per copy of the table and set of types: every save of a form checks against the same lists.
  const built = optionsBuilt.get(rows) ?? new Map<string, ReadonlyMap<number, readonly LookupOption[]>>();
  optionsBuilt.set(rows, built);
  const key = types.join(',');
  let options = built.get(key);
  if (!options) {
    const lists = new Map<number, LookupOption[]>(types.map((type) => [type, []]));
    for (const row of rows) lists.get(row.type)?.push({ value: row.value, text: row.text });
    options = lists;
    built.set(key, options);
  }
  return options;
}

const optionsBuilt = new WeakMap<LookupRow[], Map<string, ReadonlyMap<number, readonly LookupOption[]>>>();
