import type { Db, Trx } from 'server/db/database.ts';
import { recordAssignment, type AssignmentSource } from './loanAssignments.ts';
import type { Milestone } from './milestones.ts';
import { updateAtRevision } from './revisions.ts';

/** A row of the loans table. */
export interface LoanRow {
  id: number;
  loan_number: string;
  borrower_user_id: number;
  officer_user_id: number | null;
  processor_user_id: number | null;
  status: string;
  milestone: Milestone;
  loan_purpose: string | null;
  mortgage_type: string | null;
  loan_amount: string | null;
  property_address: string | null;
  property_city: string | null;
  property_state: string | null;
  property_zip: string | null;
  issuing_authority: string | null;
  est_close_date: string | Date | null;
  decided_at: Date | null;
  revision: number;
  last_activity_at: Date;
  created_at: Date;
  updated_at: Date;
}

/** What a new loan starts with. */
export interface NewLoan {
  borrowerUserId: number;
  /** The officer the loan starts with, and how they came to it (recorded in loan_assignments). */
  officer?: { userId: number; source: AssignmentSource; reason: string; assignedBy: number | null } | null;
  createdBy: number | null;
  loanPurpose?: string | null;
  mortgageType?: string | null;
  loanAmount?: number | null;
  propertyAddress?: string | null;
  propertyCity?: string | null;
  propertyState?: string | null;
  propertyZip?: string | null;
  issuingAuthority?: string | null;
}

/** The loan number people read and quote: HO, the two-digit year and six digits of the loan's id (HO26000123). */
export function loanNumberOf(id: number, createdAt: Date = new Date()): string {
  return `HO${String(createdAt.getUTCFullYear()).slice(2)}${String(id).padStart(6, '0')}`;
}

/**
 * Opens a loan for a borrower at the Started milestone, with the borrower as its first participant and, when given,
 * the officer the borrower's own act (or the lender's default) put on it.
 */
export async function createLoan(trx: Trx, loan: NewLoan): Promise<LoanRow> {
  // The id is taken first so the loan number, which is derived from it, is written with the row.
  const reserved = (await trx.raw(`select nextval(pg_get_serial_sequence('loans', 'id'))::int as id`)).rows as {
    id: number;
  }[];
  const id = reserved[0]?.id;
  if (id === undefined) throw new Error('No loan id was reserved');
  const [row] = (await trx('loans')
    .insert({
      id,
      loan_number: loanNumberOf(id),
      borrower_user_id: loan.borrowerUserId,
      officer_user_id: null,
      processor_user_id: null,
      created_by: loan.createdBy,
      loan_purpose: loan.loanPurpose ?? null,
      mortgage_type: loan.mortgageType ?? null,
      loan_amount: loan.loanAmount ?? null,
      property_address: loan.propertyAddress ?? null,
      property_city: loan.propertyCity ?? null,
      property_state: loan.propertyState ?? null,
      property_zip: loan.propertyZip ?? null,
      issuing_authority: loan.issuingAuthority ?? null,
    })
    .returning('*')) as LoanRow[];
  if (!row) throw new Error('The loan insert returned no row');
  await trx('loan_participants').insert({ loan_id: row.id, user_id: loan.borrowerUserId, role: 'borrower' });
  await trx('loan_milestones').insert({ loan_id: row.id, milestone: 'started', moved_by: loan.createdBy });
  if (loan.officer) {
    await recordAssignment(trx, { loanId: row.id, role: 'officer', ...loan.officer });
    row.officer_user_id = loan.officer.userId;
  }
  return row;
}

/**
 * Adds a borrower-side participant (a co-borrower) to a loan, with the person of the loan's application they are and
 * the invitation they accepted when they joined by one; adding someone twice changes nothing.
 */
export async function addParticipant(
  trx: Trx,
  loanId: number,
  userId: number,
  role: 'borrower' | 'coborrower',
  person: { mapid: number; invitationId: number } | null = null,
): Promise<void> {
  await trx('loan_participants')
    .insert({
      loan_id: loanId,
      user_id: userId,
      role,
      mapid: person?.mapid ?? null,
      invitation_id: person?.invitationId ?? null,
    })
    .onConflict(['loan_id', 'user_id'])
    .ignore();
}

/**
 * Moves a loan to a milestone at the revision the mover read (409 when stale), dated in the history; returns the
 * new revision.
 */
export async function moveMilestone(
  trx: Trx,
  loanId: number,
  revision: number,
  milestone: Milestone,
  movedBy: number,
): Promise<number> {
  const next = await updateAtRevision(trx, 'loans', loanId, revision, {
    milestone,
    last_activity_at: trx.fn.now(),
  });
  await trx('loan_milestones').insert({ loan_id: loanId, milestone, moved_by: movedBy });
  return next;
}

import { isLoanStatus, type LoanStatus } from 'common';

export { isLoanStatus, LOAN_STATUS_NAMES, loanStatusName, type LoanStatus } from 'common';

/**
 * The decisions staff may record from each status: approved with conditions becomes approved once its conditions are
 * met (or denied, withdrawn); a final decision is made once; only an approved loan closes.
 */
export const DECISIONS_FROM: Readonly<Record<LoanStatus, readonly LoanStatus[]>> = {
  open: ['approved', 'conditional', 'denied', 'withdrawn'],
  conditional: ['approved', 'denied', 'withdrawn'],
  approved: ['closed', 'withdrawn'],
  denied: [],
  withdrawn: [],
  closed: [],
};

/**
 * Records a decision on a loan at the revision the staff member read (409 when stale), kept in loan_decisions. The
 * first decision
 * (approved, denied or withdrawn) dates `decided_at`: the lender's notice of action taken, from which its documents
 * are kept 25 months (Reg B, 12 CFR 1002.12(b)); closing an approved loan keeps that date. Returns the new revision,
 * or undefined when the loan's status does not allow this decision.
 */
export async function recordDecision(
  trx: Trx,
  loan: Pick<LoanRow, 'id' | 'status' | 'decided_at'>,
  revision: number,
  decision: LoanStatus,
  decidedBy: number,
): Promise<number | undefined> {
  const from = isLoanStatus(loan.status) ? loan.status : 'open';
  if (!DECISIONS_FROM[from].includes(decision)) return undefined;
  const next = await updateAtRevision(trx, 'loans', loan.id, revision, {
    status: decision,
    decided_at: loan.decided_at ?? trx.fn.now(),
    last_activity_at: trx.fn.now(),
  });
  await trx('loan_decisions').insert({ loan_id: loan.id, status: decision, decided_by: decidedBy });
  return next;
}

/** Marks activity on a loan (an upload, a save, an answer), for the staff pipeline's last-activity column. */
export async function touchLoan(trx: Trx, loanId: number): Promise<void> {
  await trx('loans').where({ id: loanId }).update({ last_activity_at: trx.fn.now() });
}

/** A loan's number, if there is a loan (an application or a pre-approval may have none yet). */
export async function findLoanNumber(db: Db | Trx, loanId: number | null): Promise<string | null> {
  if (loanId === null) return null;
  const loan = (await db('loans').where({ id: loanId }).first('loan_number')) as { loan_number: string } | undefined;
  return loan?.loan_number ?? null;
}

/** The id of the loan with this number, if one exists. */
export async function findLoanIdByNumber(db: Db | Trx, loanNumber: string): Promise<number | undefined> {
  const loan = (await db('loans').where({ loan_number: loanNumber }).first('id')) as { id: number } | undefined;
  return loan?.id;
}
