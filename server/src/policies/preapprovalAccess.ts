import type { Middleware } from 'koa';
import { recordAudit } from 'server/audit/auditLog.ts';
import type { Db, Trx } from 'server/db/database.ts';
import { signedInUser } from 'server/http/auth.ts';
import { clientIp, type AppContext, type AppState } from 'server/http/context.ts';
import { notFound } from 'server/http/envelope.ts';
import { readWholeNumber } from 'server/http/input.ts';
import {
  findPreapproval,
  PREAPPROVAL_SUBMITTED,
  preapprovalsForStaff,
  submittedPreapprovalRefs,
  type PreapprovalRow,
  type StaffPreapprovalRow,
} from 'server/records/preapprovals.ts';
import {
  authorizeBorrowerRecord,
  borrowerRecordRefusal,
  type Refusal,
  pathGate,
  type AuditDetails,
  type BorrowerRecordRef,
} from './authorize.ts';
import { loansByIds } from './loanParties.ts';
import { can, type Action, type Actor } from './policy.ts';

/**
 * Lets the caller do the action to a submitted pre-approval's documents (its owner fills them; its officer, the
 * staff of its loan, compliance and admins read them; its officer and the loan's staff work them) or answers 404, as
 * for a pre-approval that does not exist. Staff access is audited. Returns the pre-approval.
 */
export async function authorizePreapproval(
  db: Db | Trx,
  ctx: AppContext,
  action: Action,
  id: number,
  details?: AuditDetails,
): Promise<PreapprovalRow> {
  const row = await findPreapproval(db, id);
  if (!row || row.status_indicator !== PREAPPROVAL_SUBMITTED) throw notFound();
  await authorizeBorrowerRecord(db, ctx, action, preapprovalRef(row), details);
  return row;
}

/** A pre-approval as the policy reads it (its owner, its loan, its officer); `recordType` names it in the audit log. */
export function preapprovalRef(
  row: Pick<PreapprovalRow, 'id' | 'user_id' | 'loan_id' | 'officer_user_id'>,
  recordType = 'preapproval documents',
): BorrowerRecordRef {
  return {
    recordType,
    recordId: row.id,
    ownerId: row.user_id,
    loanIds: row.loan_id ? [row.loan_id] : [],
    assignedStaffId: row.officer_user_id,
  };
}

/**
 * Why the caller may not do the action to a submitted pre-approval's documents (refusalOf), or null when they may
 * (no audit: see pathGate).
 */
export async function preapprovalRefusal(db: Db | Trx, ctx: AppContext, action: Action, id: number): Promise<Refusal> {
  const row = await findPreapproval(db, id);
  if (!row || row.status_indicator !== PREAPPROVAL_SUBMITTED) return notFound();
  return borrowerRecordRefusal(db, ctx, action, preapprovalRef(row));
}

/** pathGate for a route about the pre-approval of the path's `:id`. */
export function preapprovalPathGate(deps: { db: Db }, action: Action): Middleware<AppState> {
  return pathGate(async (ctx) => {
    const id = readWholeNumber(ctx.params.id);
    return id === null ? notFound() : preapprovalRefusal(deps.db, ctx, action, id);
  });
}

/** The borrower's submitted pre-approvals the staff member may read (the policy decides, as for each one's page). */
export async function readablePreapprovals(
  db: Db | Trx,
  actor: Actor,
  borrowerId: number,
): Promise<{ id: number; refNumber: string }[]> {
  const readable: { id: number; refNumber: string }[] = [];
  for (const row of await submittedPreapprovalRefs(db, borrowerId)) {
    const loans = await loansByIds(db, row.loan_id ? [row.loan_id] : []);
    const subject = {
      type: 'borrowerRecord',
      ownerId: borrowerId,
      loans,
      assignedStaffId: row.officer_user_id,
    } as const;
    if (can(actor, 'read', subject)) readable.push({ id: row.id, refNumber: row.ref_number });
  }
  return readable;
}

/**
 * The pre-approvals of the staff pipeline the caller may read (a loan officer's own, those of the loans they work;
 * every one for compliance and admins); the list read is audited with the records it showed.
 */
export async function staffPreapprovalList(db: Db | Trx, ctx: AppContext): Promise<StaffPreapprovalRow[]> {
  const user = signedInUser(ctx);
  const actor: Actor = { id: user.id, role: user.role };
  const rows = await preapprovalsForStaff(db, actor);
  const loans = await loansByIds(db, [...new Set(rows.flatMap((row) => (row.loan_id ? [row.loan_id] : [])))]);
  const readable = rows.filter((row) =>
    can(actor, 'read', {
      type: 'borrowerRecord',
      ownerId: row.user_id,
      loans: loans.filter((loan) => loan.loanId === row.loan_id),
      assignedStaffId: row.officer_user_id,
    }),
  );
  await recordAudit(db, {
    actor,
    action: 'read',
    recordType: 'preapproval',
    ip: clientIp(ctx),
    details: { view: 'staff pre-approval list', ids: readable.map((row) => row.id) },
  });
  return readable;
}
