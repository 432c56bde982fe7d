import type { StudioHistoryEntry } from 'common';
import type { Db } from 'server/db/database.ts';
import { DRAFT_ACTIONS } from 'server/commands/studio/draftReview.ts';

/** How many steps of a form's history the studio shows (newest first). */
export const HISTORY_LENGTH = 200;

const ACTION_WORDS: Record<string, string> = {
  [DRAFT_ACTIONS.open]: 'opened a draft',
  [DRAFT_ACTIONS.save]: 'saved the draft',
  [DRAFT_ACTIONS.review]: 'asked for review',
  [DRAFT_ACTIONS.approve]: 'approved',
  [DRAFT_ACTIONS.return]: 'returned the draft',
  [DRAFT_ACTIONS.publish]: 'published',
  [DRAFT_ACTIONS.retire]: 'retired',
};

interface HistoryRow {
  at: Date | string;
  action: string;
  details: Record<string, unknown> | string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

const textOr = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * A form's history in the studio (GET /api/staff/forms/:formId/history), read from the audit log: who opened, saved,
 * sent to review, approved, returned, published or retired which version when, with the author's reason, the
 * reviewer's note and a publication's change list. Consecutive saves by one person of one version show as one step.
 */
export async function studioHistory(db: Db, formId: string): Promise<StudioHistoryEntry[]> {
  const rows = (await db('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_user_id')
    .where('a.record_type', 'form_definition')
    .whereIn('a.action', Object.keys(ACTION_WORDS))
    .whereRaw("a.details ->> 'formId' = ?", [formId])
    .orderBy('a.id', 'desc')
    .limit(HISTORY_LENGTH)
    .select('a.at', 'a.action', 'a.details', 'u.first_name', 'u.last_name', 'u.email')) as HistoryRow[];
  const entries: StudioHistoryEntry[] = [];
  for (const row of rows) {
    const details = (typeof row.details === 'string' ? JSON.parse(row.details) : (row.details ?? {})) as Record<
      string,
      unknown
    >;
    const by = `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || row.email || 'Someone no longer on staff';
    const version = typeof details.version === 'number' ? details.version : null;
    const previous = entries.at(-1);
    if (
      row.action === DRAFT_ACTIONS.save &&
      previous !== undefined &&
      previous.action === ACTION_WORDS[DRAFT_ACTIONS.save] &&
      previous.by === by &&
      previous.version === version
    ) {
      continue;
    }
    const changes = Array.isArray(details.changes) ? details.changes.filter((c) => typeof c === 'string') : [];
    const scheduled = row.action === DRAFT_ACTIONS.publish && details.scheduled === true;
    entries.push({
      at: new Date(row.at).toISOString(),
      action: scheduled
        ? `scheduled publication for ${String(details.at).slice(0, 16).replace('T', ' ')} UTC`
        : details.rollBack === true
          ? `opened a draft copying version ${String(details.from)}`
          : (ACTION_WORDS[row.action] ?? row.action),
      version,
      by,
      words: textOr(details.reason) ?? textOr(details.note),
      changes: changes as string[],
    });
  }
  return entries;
}
