import type { Trx } from '../db/database.ts';

/** A validated record to keep, with the definition version it was filled on. */
export interface NewSubmission {
  formId: string;
  formVersion: number;
  userId: number | null;
  /** The validated data (its generated type, or a plain record). */
  data: object;
  ip: string;
}

/** Inserts one form_submissions row inside the caller's transaction and returns its id. */
export async function insertSubmission(trx: Trx, submission: NewSubmission): Promise<number> {
  const [row] = await trx('form_submissions')
    .insert({
      form_id: submission.formId,
      form_version: submission.formVersion,
      user_id: submission.userId,
      data: JSON.stringify(submission.data),
      ip: submission.ip,
    })
    .returning('id');
  return (row as { id: number }).id;
}
