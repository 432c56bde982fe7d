import type { Db, Trx } from 'server/db/database.ts';
import type { AppContext } from 'server/http/context.ts';
import { notFound } from 'server/http/envelope.ts';
import type { Middleware } from 'koa';
import type { AppState } from 'server/http/context.ts';
import { readWholeNumber } from 'server/http/input.ts';
import {
  authorizeBorrowerRecord,
  mayActOnBorrowerRecord,
  pathGate,
  type AuditDetails,
  type BorrowerRecordRef,
} from 'server/policies/authorize.ts';
import type { Action } from 'server/policies/policy.ts';
import { findPreapproval, PREAPPROVAL_SUBMITTED, type PreapprovalRow } from 'server/records/preapprovals.ts';

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

/** Whether the caller may do the action to a submitted pre-approval's documents (no audit: see pathGate). */
export async function mayActOnPreapproval(db: Db | Trx, ctx: AppContext, action: Action, id: number): Promise<boolean> {
  const row = await findPreapproval(db, id);
  return (
    row !== undefined &&
    row.status_indicator === PREAPPROVAL_SUBMITTED &&
    mayActOnBorrowerRecord(db, ctx, action, preapprovalRef(row))
  );
}

/** pathGate for a route about the pre-approval of the path's `:id`. */
export function preapprovalPathGate(deps: { db: Db }, action: Action): Middleware<AppState> {
  return pathGate(async (ctx) => {
    const id = readWholeNumber(ctx.params.id);
    return id !== null && mayActOnPreapproval(deps.db, ctx, action, id);
  });
}
