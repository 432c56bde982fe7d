import type { Db, Trx } from 'server/db/database.ts';
import type { Actor } from 'server/policies/policy.ts';

/** One entry of the audit log: who did what to which record, when (the database's clock) and from where. */
export interface AuditEntry {
  actor: Actor;
  action: string;
  recordType: string;
  recordId?: number | null;
  /** The borrower whose data it is. */
  subjectUserId?: number | null;
  loanId?: number | null;
  ip: string;
  /** Names of the fields changed or of the view opened; never their values. */
  details?: Record<string, unknown>;
}

/** Writes one entry of the audit log (staff reads and changes of borrower data, staff account changes). */
export async function recordAudit(db: Db | Trx, entry: AuditEntry): Promise<void> {
  await db('audit_log').insert({
    actor_user_id: entry.actor.id,
    actor_role: entry.actor.role,
    action: entry.action,
    record_type: entry.recordType,
    record_id: entry.recordId ?? null,
    subject_user_id: entry.subjectUserId ?? null,
    loan_id: entry.loanId ?? null,
    ip: entry.ip,
    details: entry.details ? JSON.stringify(entry.details) : null,
  });
}

/** The audit log's latest 200 entries, newest first, with the acting account's e-mail (the admin's audit page). */
export async function recentAuditEntries(db: Db | Trx): Promise<Record<string, unknown>[]> {
  return (await db('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_user_id')
    .select(
      'a.id',
      'a.at',
      'a.action',
      'a.record_type',
      'a.record_id',
      'a.loan_id',
      'a.subject_user_id',
      'a.ip',
      'a.actor_role',
      'u.email as actor_email',
    )
    .orderBy('a.id', 'desc')
    .limit(200)) as Record<string, unknown>[];
}
