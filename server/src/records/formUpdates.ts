import type { StaffFormUpdateReply } from 'common';
import type { Db } from 'server/db/database.ts';
import { decryptText, type Keys } from 'server/security/crypto.ts';

/** A kept answer as record_migrations seals it (engine DroppedAnswer). */
interface KeptAnswer {
  path: string;
  title: string;
  value: unknown;
}

const shown = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The moves of a loan's applications to newer versions of their forms (issue 23), newest first, with the answers each
 * new version had no place for: kept in the record's history so nothing a borrower gave is silently lost, and read
 * here by the loan's staff (the record's own people could read them on the stage before).
 */
export async function formUpdatesOfLoan(db: Db, keys: Keys, loanId: number): Promise<StaffFormUpdateReply[]> {
  const rows = (await db('record_migrations as m')
    .join('applications as a', 'a.id', 'm.application_id')
    .where('a.loan_id', loanId)
    .orderBy('m.id', 'desc')
    .select(
      'm.id',
      'a.ref_number',
      'm.stage_key',
      'm.form_id',
      'm.from_version',
      'm.to_version',
      'm.changed_fields',
      'm.kept_enc',
      'm.created_at',
    )) as {
    id: number;
    ref_number: string;
    stage_key: string;
    form_id: string;
    from_version: number;
    to_version: number;
    changed_fields: string[] | string;
    kept_enc: string | null;
    created_at: Date | string;
  }[];
  return rows.map((row) => {
    const kept = row.kept_enc ? (JSON.parse(decryptText(keys, row.kept_enc)) as KeptAnswer[]) : [];
    const changed = typeof row.changed_fields === 'string' ? JSON.parse(row.changed_fields) : row.changed_fields;
    return {
      id: Number(row.id),
      application: row.ref_number,
      stage: row.stage_key,
      formId: row.form_id,
      from: Number(row.from_version),
      to: Number(row.to_version),
      at: new Date(row.created_at).toISOString(),
      toCheck: (changed as string[]).length,
      kept: kept.map((answer) => ({ path: answer.path, title: answer.title, value: shown(answer.value) })),
    };
  });
}
