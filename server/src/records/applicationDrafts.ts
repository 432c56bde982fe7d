import type { Db, Trx } from 'server/db/database.ts';
import { decryptText, encryptText, type Keys } from 'server/security/crypto.ts';

/**
 * Typing drafts of the 1003 (part 2 §2.3, issue 13): what a person has typed on a stage and not saved yet, kept every
 * few seconds of idle so a closed tab loses at most those seconds. One draft per application, stage and person,
 * encrypted as a whole (it may hold anything the stage asks, SSNs included, and was never validated), offered back
 * when the stage is reopened and thrown away when the stage is saved.
 */

/** A draft as it is offered back. */
export interface ApplicationDraft {
  stage: number;
  /** The stage's value as it was being typed. */
  data: Record<string, unknown>;
  /** The application revision it was typed on: a draft older than the record was typed over an earlier save. */
  baseRevision: number;
  savedAt: Date;
}

/** The encryption context of a draft: bound to its place, so a draft copied to another row does not open. */
const contextOf = (applicationId: number, stage: number, userId: number) =>
  `application-draft:${applicationId}:${stage}:${userId}`;

/** Keeps (or replaces) the person's draft of one stage. */
export async function keepDraft(
  trx: Trx,
  keys: Keys,
  draft: { applicationId: number; stage: number; userId: number; data: Record<string, unknown>; baseRevision: number },
): Promise<void> {
  const sealed = encryptText(
    keys,
    JSON.stringify({ context: contextOf(draft.applicationId, draft.stage, draft.userId), data: draft.data }),
  );
  await trx('application_drafts')
    .insert({
      application_id: draft.applicationId,
      stage: draft.stage,
      user_id: draft.userId,
      data_enc: sealed,
      base_revision: draft.baseRevision,
    })
    .onConflict(['application_id', 'stage', 'user_id'])
    .merge({ data_enc: sealed, base_revision: draft.baseRevision, updated_at: trx.fn.now() });
}

/** A stored draft row, still sealed. */
export interface StoredDraftRow {
  data_enc: string;
  base_revision: number;
  updated_at: Date | string;
}

/** A stored draft opened, if it opens where it is (one copied from another place is ignored). */
export function openDraft(
  keys: Keys,
  where: { applicationId: number; stage: number; userId: number },
  row: StoredDraftRow | undefined,
): ApplicationDraft | undefined {
  if (!row) return undefined;
  const opened = JSON.parse(decryptText(keys, row.data_enc)) as { context?: string; data?: Record<string, unknown> };
  if (opened.context !== contextOf(where.applicationId, where.stage, where.userId) || !opened.data) return undefined;
  return { stage: where.stage, data: opened.data, baseRevision: row.base_revision, savedAt: new Date(row.updated_at) };
}

/** The person's draft of one stage, if any (a draft that does not open where it is is ignored). */
export async function findDraft(
  db: Db | Trx,
  keys: Keys,
  where: { applicationId: number; stage: number; userId: number },
): Promise<ApplicationDraft | undefined> {
  const row = (await db('application_drafts')
    .where({ application_id: where.applicationId, stage: where.stage, user_id: where.userId })
    .first('data_enc', 'base_revision', 'updated_at')) as StoredDraftRow | undefined;
  return openDraft(keys, where, row);
}

/** Throws away the person's draft of one stage (saved, or declined when offered). Returns whether there was one. */
export async function discardDraft(
  trx: Trx,
  where: { applicationId: number; stage: number; userId: number },
): Promise<boolean> {
  const removed = await trx('application_drafts')
    .where({ application_id: where.applicationId, stage: where.stage, user_id: where.userId })
    .delete();
  return removed > 0;
}

/**
 * Throws away everyone's drafts of some stages of an application: stages whose people changed under them (a draft
 * typed for someone taken off would be offered back in the place of whoever comes next).
 */
export async function discardDraftsOfStages(trx: Trx, applicationId: number, stages: readonly number[]): Promise<void> {
  if (stages.length === 0) return;
  await trx('application_drafts').where({ application_id: applicationId }).whereIn('stage', stages).delete();
}
