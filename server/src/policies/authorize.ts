import type { Middleware } from 'koa';
import { recordAudit } from 'server/audit/auditLog.ts';
import type { Db, Trx } from 'server/db/database.ts';
import { clientIp, type AppContext, type AppState } from 'server/http/context.ts';
import { readWholeNumber } from 'server/http/input.ts';
import { signedInUser } from 'server/http/auth.ts';
import { forbidden, notFound, type ApiError } from 'server/http/envelope.ts';
import { loanParties, loansByIds } from './loanParties.ts';
import { can, STAFF_REFUSALS, type Action, type Actor, type LoanParties, type Subject } from './policy.ts';
import { isStaff } from './roles.ts';

/** A borrower's record as the policy and the audit log need it. */
export interface BorrowerRecordRef {
  /** What it is, for the audit log: 'application', 'preapproval', 'profile', 'document', 'file', ... */
  recordType: string;
  recordId: number;
  ownerId: number;
  /** The loans it belongs to. */
  loanIds: readonly number[];
  /** Staff assigned to the record itself (a pre-approval's officer). */
  assignedStaffId?: number | null;
}

/** Details for the audit log: the view opened or the fields changed, never their values. */
export type AuditDetails = Record<string, unknown>;

/** Why the caller may not do an action to a record, as the reply says it; null when they may. */
export type Refusal = ApiError | null;

/**
 * The policy's answer as a reply: null when the actor may do the action; 403 with who may (STAFF_REFUSALS) to staff
 * who may read the subject, since they know it exists; otherwise 404 'Not found.', the same as for a record that does
 * not exist, so nobody learns which records exist.
 */
export function refusalOf(actor: Actor, action: Action, subject: Subject): Refusal {
  if (can(actor, action, subject)) return null;
  if (action !== 'read' && isStaff(actor.role) && can(actor, 'read', subject)) return forbidden(STAFF_REFUSALS[action]);
  return notFound();
}

function actorOf(ctx: AppContext): Actor {
  const user = signedInUser(ctx);
  return { id: user.id, role: user.role };
}

async function auditStaffAccess(
  db: Db | Trx,
  ctx: AppContext,
  actor: Actor,
  action: Action,
  entry: { recordType: string; recordId: number; subjectUserId: number; loanId: number | null; details?: AuditDetails },
): Promise<void> {
  if (!isStaff(actor.role)) return;
  await recordAudit(db, {
    actor,
    action: action === 'read' ? 'read' : 'update',
    ...entry,
    ip: clientIp(ctx),
  });
}

/**
 * Lets the caller do the action to the loan, or refuses (refusalOf: 404 'Not found.' to whoever may not read it, as
 * for a loan that does not exist; 403 saying who may to staff who read it). Staff access is written to the audit
 * log. Returns the loan's parties.
 */
export async function authorizeLoan(
  db: Db | Trx,
  ctx: AppContext,
  action: Action,
  loanId: number,
  audit: { recordType?: string; details?: AuditDetails } = {},
): Promise<LoanParties> {
  const actor = actorOf(ctx);
  const parties = await loanParties(db, loanId);
  if (!parties) throw notFound();
  const refusal = refusalOf(actor, action, { type: 'loan', parties });
  if (refusal) throw refusal;
  await auditStaffAccess(db, ctx, actor, action, {
    recordType: audit.recordType ?? 'loan',
    recordId: loanId,
    subjectUserId: parties.borrowerUserId,
    loanId,
    details: audit.details,
  });
  return parties;
}

/**
 * Why the caller may not do the action to a borrower's record (refusalOf), or null when they may, without answering
 * or auditing anything: for a handler that must check before it works out what to write in the audit entry (a
 * correction's changed fields), and for path gates.
 */
export async function borrowerRecordRefusal(
  db: Db | Trx,
  ctx: AppContext,
  action: Action,
  record: BorrowerRecordRef,
): Promise<Refusal> {
  const actor = actorOf(ctx);
  // The owner's own reads and saves need no loan: the policy decides them by ownership alone.
  const ownerAlone = actor.role === 'borrower' && actor.id === record.ownerId;
  const loans = ownerAlone ? [] : await loansByIds(db, record.loanIds);
  return refusalOf(actor, action, {
    type: 'borrowerRecord',
    ownerId: record.ownerId,
    loans,
    assignedStaffId: record.assignedStaffId,
  });
}

/** Writes the audit entry of a staff member's access to a borrower's record (nothing for borrowers). */
export async function auditBorrowerRecord(
  db: Db | Trx,
  ctx: AppContext,
  action: Action,
  record: BorrowerRecordRef,
  details?: AuditDetails,
): Promise<void> {
  await auditStaffAccess(db, ctx, actorOf(ctx), action, {
    recordType: record.recordType,
    recordId: record.recordId,
    subjectUserId: record.ownerId,
    loanId: record.loanIds[0] ?? null,
    details,
  });
}

/**
 * Lets the caller do the action to a borrower's record (pre-approval, application, profile, document, file) or
 * refuses (refusalOf); staff access is written to the audit log.
 */
export async function authorizeBorrowerRecord(
  db: Db | Trx,
  ctx: AppContext,
  action: Action,
  record: BorrowerRecordRef,
  details?: AuditDetails,
): Promise<void> {
  const refusal = await borrowerRecordRefusal(db, ctx, action, record);
  if (refusal) throw refusal;
  await auditBorrowerRecord(db, ctx, action, record, details);
}

/** Lets the caller into a staff area (form definitions, staff accounts, the audit log) or answers 403. */
export function authorizeArea(
  ctx: AppContext,
  action: Action,
  area: 'formDefinitions' | 'staffAccounts' | 'auditLog',
): Actor {
  const actor = actorOf(ctx);
  if (!can(actor, action, { type: area })) throw forbidden();
  return actor;
}

/**
 * A route's middleware that lets the request on only when `refusal` finds nothing against the caller acting on what
 * the path names, and answers with the refusal otherwise (refusalOf: 404 'Not found.' to whoever may not read it),
 * before the handler reads the body: someone with no business on a record gets the same answer whatever they send.
 * The handler authorizes again inside its transaction, with the audit entry (an assignment may change in between).
 */
export function pathGate(refusal: (ctx: AppContext) => Promise<Refusal>): Middleware<AppState> {
  return async (ctx, next) => {
    const refused = await refusal(ctx);
    if (refused) throw refused;
    await next();
  };
}

/** Why the caller may not do the action to the loan with this id (refusalOf), or null (no audit: see pathGate). */
export async function loanRefusal(db: Db | Trx, ctx: AppContext, action: Action, loanId: number): Promise<Refusal> {
  const parties = await loanParties(db, loanId);
  return parties === undefined ? notFound() : refusalOf(actorOf(ctx), action, { type: 'loan', parties });
}

/** pathGate for a route about the loan of the path's `:id`. */
export function loanPathGate(deps: { db: Db }, action: Action): Middleware<AppState> {
  return pathGate(async (ctx) => {
    const loanId = readWholeNumber(ctx.params.id);
    return loanId === null ? notFound() : loanRefusal(deps.db, ctx, action, loanId);
  });
}
