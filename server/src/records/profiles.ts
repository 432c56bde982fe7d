import type { Db, Trx } from 'server/db/database.ts';
import { staleSave, updateAtRevision } from './revisions.ts';

/** A row of user_profiles: one per user, on the definition version it was last saved on. */
export interface ProfileRow {
  id: number;
  user_id: number;
  form_id: string;
  form_version: number;
  data: Record<string, unknown>;
  document_file_id: number | null;
  revision: number;
  created_at: Date;
  updated_at: Date;
}

/** The user's profile row, if they saved one. */
export async function findProfile(db: Db | Trx, userId: number): Promise<ProfileRow | undefined> {
  return (await db('user_profiles').where({ user_id: userId }).first()) as ProfileRow | undefined;
}

/**
 * Saves the profile at the revision the caller read (0 for a first save): inserts the row, or updates it only if
 * it still has that revision (409 otherwise). Returns the saved row's id and new revision.
 */
export async function saveProfile(
  trx: Trx,
  userId: number,
  revision: number,
  form: { formId: string; formVersion: number },
  data: Record<string, unknown>,
): Promise<{ id: number; revision: number }> {
  const existing = await findProfile(trx, userId);
  if (!existing) {
    if (revision !== 0) throw staleSave();
    const inserted = (await trx('user_profiles')
      .insert({ user_id: userId, form_id: form.formId, form_version: form.formVersion, data: JSON.stringify(data) })
      .onConflict('user_id')
      .ignore()
      .returning(['id', 'revision'])) as { id: number; revision: number }[];
    // Another tab inserted the first profile since this one read it.
    if (!inserted[0]) throw staleSave();
    return inserted[0];
  }
  const next = await updateAtRevision(trx, 'user_profiles', existing.id, revision, {
    form_id: form.formId,
    form_version: form.formVersion,
    data: JSON.stringify(data),
  });
  return { id: existing.id, revision: next };
}

/**
 * Points the profile at a new document (null: none) and returns the one it pointed at, locking the row so two
 * uploads at once leave exactly one file referenced. The profile's revision is not moved: the document is set
 * apart from the form's values, so an open form can still be saved.
 */
export async function setProfileDocument(
  trx: Trx,
  userId: number,
  fileId: number | null,
): Promise<{ previous: number | null } | undefined> {
  const row = (await trx('user_profiles').where({ user_id: userId }).forUpdate().first('id', 'document_file_id')) as
    { id: number; document_file_id: number | null } | undefined;
  if (!row) return undefined;
  await trx('user_profiles').where({ id: row.id }).update({ document_file_id: fileId, updated_at: trx.fn.now() });
  return { previous: row.document_file_id };
}
