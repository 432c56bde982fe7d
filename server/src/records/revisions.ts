import type { Db, Trx } from 'server/db/database.ts';
import { ApiError } from 'server/http/envelope.ts';

/** The reply to a save made on an out-of-date copy. */
export const STALE_SAVE_MESSAGE =
  'This was changed in another window or by someone else since you opened it. Reload to see the latest version; your changes were not saved.';

/** 409: the caller saved on an out-of-date revision; nothing was written. */
export function staleSave(): ApiError {
  return new ApiError(409, STALE_SAVE_MESSAGE, ['revision']);
}

/**
 * Writes changes to one row only if it still has the revision the caller read, and moves it to the next revision.
 * A stale revision is refused with 409 and nothing is written, so no update is ever lost to another tab, device or
 * person. Returns the new revision.
 */
export async function updateAtRevision(
  trx: Db | Trx,
  table: string,
  id: number,
  expectedRevision: number,
  changes: Record<string, unknown>,
): Promise<number> {
  const [row] = (await trx(table)
    .where({ id, revision: expectedRevision })
    .update({ ...changes, revision: expectedRevision + 1, updated_at: trx.fn.now() })
    .returning('revision')) as { revision: number }[];
  if (!row) throw staleSave();
  return row.revision;
}
