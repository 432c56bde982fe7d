import type { Db, Trx } from 'server/db/database.ts';

/**
 * Upload slots: one per signed upload address (POST doc/getsignedurls). A slot says who may send a file, for which
 * loan or pre-approval, under which blob name and target, until when; it is spent by its first upload, moved by
 * doc/movedoc, and used up when the document is registered. Files of slots never registered are disposed of by the
 * document disposal job.
 */

/** A row of document_uploads. */
export interface UploadSlotRow {
  id: number;
  user_id: number;
  loan_id: number | null;
  preapproval_id: number | null;
  document_type_id: number | null;
  blob_name: string;
  target: string;
  extension: string;
  original_name_enc: string | null;
  expires_at: Date;
  file_id: number | null;
  uploaded_at: Date | null;
  moved_at: Date | null;
  used_at: Date | null;
  created_at: Date;
}

/** A new slot. */
export interface NewUploadSlot {
  userId: number;
  loanId?: number | null;
  preapprovalId?: number | null;
  documentTypeId?: number | null;
  blobName: string;
  target: string;
  extension: string;
  originalNameEnc: string | null;
  expiresAt: Date;
}

/** Records a slot and returns it. */
export async function createUploadSlot(trx: Trx, slot: NewUploadSlot): Promise<UploadSlotRow> {
  const [row] = (await trx('document_uploads')
    .insert({
      user_id: slot.userId,
      loan_id: slot.loanId ?? null,
      preapproval_id: slot.preapprovalId ?? null,
      document_type_id: slot.documentTypeId ?? null,
      blob_name: slot.blobName,
      target: slot.target,
      extension: slot.extension,
      original_name_enc: slot.originalNameEnc,
      expires_at: slot.expiresAt,
    })
    .returning('*')) as UploadSlotRow[];
  if (!row) throw new Error('The upload slot insert returned no row');
  return row;
}

/** One slot by id. */
export async function findUploadSlot(db: Db | Trx, id: number): Promise<UploadSlotRow | undefined> {
  return (await db('document_uploads').where({ id }).first()) as UploadSlotRow | undefined;
}

/** Takes a slot for its one upload; false when it was taken already (a second use of the address). */
export async function claimUploadSlot(db: Db, id: number): Promise<boolean> {
  const claimed = await db('document_uploads')
    .where({ id })
    .whereNull('uploaded_at')
    .update({ uploaded_at: db.fn.now() });
  return claimed > 0;
}

/** Gives back a slot taken by an upload that kept no file, so its signed address may be used again. */
export async function releaseUploadSlot(db: Db, id: number): Promise<void> {
  await db('document_uploads').where({ id }).whereNull('file_id').update({ uploaded_at: null });
}

/** Links the stored file to its slot once it arrived whole. */
export async function attachUploadedFile(db: Db | Trx, id: number, fileId: number): Promise<void> {
  await db('document_uploads').where({ id }).update({ file_id: fileId });
}

/** The caller's slot with this blob name (doc/movedoc's source) or target (the name a document is registered by). */
export async function findCallersSlot(
  db: Db | Trx,
  userId: number,
  name: { blobName: string } | { target: string },
): Promise<UploadSlotRow | undefined> {
  return (await db('document_uploads')
    .where({ user_id: userId, ...('blobName' in name ? { blob_name: name.blobName } : { target: name.target }) })
    .first()) as UploadSlotRow | undefined;
}

/** Marks a slot's file moved to its target (doc/movedoc). */
export async function markSlotMoved(db: Db | Trx, id: number): Promise<void> {
  await db('document_uploads')
    .where({ id })
    .update({ moved_at: db.raw('coalesce(moved_at, now())') });
}

/** Spends a slot on the document registered from it; false when it was spent already. */
export async function markSlotUsed(trx: Trx, id: number): Promise<boolean> {
  const used = await trx('document_uploads').where({ id }).whereNull('used_at').update({ used_at: trx.fn.now() });
  return used > 0;
}
