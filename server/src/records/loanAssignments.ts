import type { Db, Trx } from 'server/db/database.ts';

/**
 * Who works a loan and how they came to (docs/decisions.md, Staff access follows the borrower's acts): a loan's
 * officer is set only by something the borrower did (chose them in the wizard, on stage 1 or the short
 * application, or accepted their invitation), by the lender's default when the borrower chose nobody, or by an
 * admin with a reason; its processor by an admin or the loan's officer. Each change is a row here beside the
 * loan's column, so the record says who assigned whom, when and why.
 */

/** The staff roles a loan has one of. */
export type AssignedRole = 'officer' | 'processor';

/** How an assignment came about. */
export type AssignmentSource = 'borrower-choice' | 'invitation' | 'admin' | 'officer' | 'default';

/** One assignment to record. */
export interface Assignment {
  loanId: number;
  role: AssignedRole;
  /** The staff member now in the role; null takes the role off the loan. */
  userId: number | null;
  /** Who did it (the borrower for their own choice); null for the system. */
  assignedBy: number | null;
  source: AssignmentSource;
  /** Why, in words staff read in the loan's history. */
  reason: string;
}

const COLUMN: Record<AssignedRole, 'officer_user_id' | 'processor_user_id'> = {
  officer: 'officer_user_id',
  processor: 'processor_user_id',
};

/**
 * Records an assignment and sets the loan's column, in the caller's transaction. The caller has checked the
 * loan's revision where a person chose the change (see staffAssigner); the loan's activity is touched.
 */
export async function recordAssignment(trx: Trx, assignment: Assignment): Promise<void> {
  const column = COLUMN[assignment.role];
  const loan = (await trx('loans').where({ id: assignment.loanId }).first(column)) as
    Record<string, number | null> | undefined;
  if (!loan) throw new Error(`Loan ${assignment.loanId} does not exist`);
  await trx('loans')
    .where({ id: assignment.loanId })
    .update({ [column]: assignment.userId, last_activity_at: trx.fn.now(), updated_at: trx.fn.now() });
  await trx('loan_assignments').insert({
    loan_id: assignment.loanId,
    role: assignment.role,
    user_id: assignment.userId,
    previous_user_id: loan[column] ?? null,
    assigned_by: assignment.assignedBy,
    source: assignment.source,
    reason: assignment.reason,
  });
}

/** One row of a loan's assignment history, as the staff loan page lists it. */
export interface AssignmentHistoryRow {
  role: AssignedRole;
  user_name: string | null;
  by_name: string | null;
  source: AssignmentSource;
  reason: string;
  at: Date;
}

/** A loan's assignments, newest first, with the names of who was assigned and who assigned them. */
export async function assignmentsOfLoan(db: Db | Trx, loanId: number): Promise<AssignmentHistoryRow[]> {
  return (await db('loan_assignments as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('users as b', 'b.id', 'a.assigned_by')
    .where('a.loan_id', loanId)
    .orderBy('a.id', 'desc')
    .select(
      'a.role',
      'a.source',
      'a.reason',
      'a.at',
      db.raw(`nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as user_name`),
      db.raw(`nullif(trim(concat_ws(' ', b.first_name, b.last_name)), '') as by_name`),
    )) as AssignmentHistoryRow[];
}

/** An active staff member who can be put in a role, with the name staff pick them by. */
export interface AssignableStaff {
  id: number;
  name: string;
}

/** The active staff who can fill a role: loan officers for 'officer', processors for 'processor'. */
export async function assignableStaff(db: Db | Trx, role: AssignedRole): Promise<AssignableStaff[]> {
  const rows = (await db('users')
    .where({ role: role === 'officer' ? 'loan_officer' : 'processor' })
    .whereNull('disabled_at')
    .orderBy(['first_name', 'last_name', 'id'])
    .select('id', 'first_name', 'last_name')) as { id: number; first_name: string; last_name: string }[];
  return rows.map((row) => ({ id: row.id, name: `${row.first_name} ${row.last_name}`.trim() }));
}

/** The NMLS id of a loan officer: the finder's entry linked to the account, else the one given at the invite. */
export async function nmlsIdOf(db: Db | Trx, userId: number): Promise<string | null> {
  const row = (await db('users as u')
    .leftJoin('loan_officers as o', 'o.user_id', 'u.id')
    .where('u.id', userId)
    .first(db.raw('coalesce(o.nmls_id, u.nmls_id) as nmls_id'))) as { nmls_id: string | null } | undefined;
  return row?.nmls_id ?? null;
}
