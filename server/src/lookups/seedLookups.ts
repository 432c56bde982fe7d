import type { Db } from '../db/database.ts';
import { LOOKUP_LISTS, type LookupList } from './lookupLists.ts';
import { invalidateLookupCache } from './lookupOptions.ts';

/**
 * Brings the lookups table in line with LOOKUP_LISTS: inserts new rows, updates changed labels and order, and
 * deactivates values no longer listed (records may still hold them, so rows are never deleted). Rows already
 * in line are left untouched, so a second run changes nothing.
 */
export async function seedLookups(db: Db, lists: readonly LookupList[] = LOOKUP_LISTS): Promise<void> {
  await db.transaction(async (trx) => {
    for (const list of lists) {
      const rows = list.options.map((option, index) => ({
        type: list.type,
        value: option.value,
        text: option.text,
        sort: index + 1,
        active: true,
      }));
      await trx('lookups')
        .insert(rows)
        .onConflict(['type', 'value'])
        .merge(['text', 'sort', 'active'])
        .whereRaw(
          '(lookups.text, lookups.sort, lookups.active) is distinct from (excluded.text, excluded.sort, excluded.active)',
        );
      await trx('lookups')
        .where({ type: list.type, active: true })
        .whereNotIn(
          'value',
          rows.map((row) => row.value),
        )
        .update({ active: false });
    }
  });
  invalidateLookupCache(db);
}
