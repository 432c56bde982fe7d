import type {
  BorrowerLoanReply,
  DocumentLoanReply,
  LoanFactsReply,
  MilestoneStepReply,
  PipelineLoanReply,
  StaffLoanReply,
  StakeholderReply,
} from 'common';
import type { Db, Trx } from 'server/db/database.ts';
import { can, type Actor, type LoanParties } from 'server/policies/policy.ts';
import { loanParties } from 'server/policies/loanParties.ts';
import { assignableStaff, assignmentsOfLoan } from './loanAssignments.ts';
import { MILESTONES, type Milestone } from './milestones.ts';
import { DECISIONS_FROM, isLoanStatus, loanStatusName } from './loans.ts';

/**
 * What the dashboard and the staff screens read about loans: plain queries over the records, each scoped by the
 * caller it is given (a borrower's own loans, a staff member's pipeline). Whether the caller may read a given loan
 * at all is the policy's to say (server/policies), before these run.
 */

/** A loan's own facts as the loan reads select them (see factColumns). */
interface LoanFactsRow {
  loan_amount: string | null;
  issuing_authority: string | null;
  est_close_date: string | null;
}

/** The columns of the facts cards, read with the loan itself (`l` the loans table). */
function factColumns(db: Db | Trx) {
  return [
    'l.loan_amount',
    'l.issuing_authority',
    db.raw(`to_char(l.est_close_date, 'YYYY-MM-DD') as est_close_date`),
  ] as const;
}

/** The facts cards of a loan: its own facts and its latest rate lock (from its history). */
function factsOf(loan: LoanFactsRow, history: LoanHistory | undefined): LoanFactsReply {
  return {
    loanAmount: loan.loan_amount === null ? null : Number(loan.loan_amount),
    issuingAuthority: loan.issuing_authority,
    estCloseDate: loan.est_close_date,
    rateLock: history?.rateLock ?? null,
  };
}

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

/** What a loan's history says happened: each milestone reached (last time), the rate lock, the approval. */
export interface LoanHistory {
  reached: Map<Milestone, string>;
  /** When the latest rate lock was made (ISO date), if one is recorded. */
  lockedOn: string | null;
  /** The latest rate lock's terms, if one is recorded. */
  rateLock: LoanFactsReply['rateLock'];
  /** When the loan was approved (a decision of Approved), if it was. */
  approvedAt: string | null;
}

async function histories(db: Db | Trx, loanIds: readonly number[]): Promise<Map<number, LoanHistory>> {
  const byLoan = new Map<number, LoanHistory>();
  const historyOf = (loanId: number) => {
    let history = byLoan.get(loanId);
    if (!history) {
      history = { reached: new Map(), lockedOn: null, rateLock: null, approvedAt: null };
      byLoan.set(loanId, history);
    }
    return history;
  };
  const rows = (await db('loan_milestones').whereIn('loan_id', loanIds).orderBy('moved_at').orderBy('id')) as {
    loan_id: number;
    milestone: Milestone;
    moved_at: Date;
  }[];
  for (const row of rows) historyOf(row.loan_id).reached.set(row.milestone, iso(row.moved_at) ?? '');
  const locks = (await db('loan_rate_locks')
    .whereIn('loan_id', loanIds)
    .orderBy('id')
    .select(
      'loan_id',
      'recorded_at',
      'rate',
      db.raw(`to_char(locked_on, 'YYYY-MM-DD') as locked_on`),
      db.raw(`to_char(expires_on, 'YYYY-MM-DD') as expires_on`),
    )) as { loan_id: number; recorded_at: Date; rate: string; locked_on: string; expires_on: string }[];
  for (const lock of locks) {
    const history = historyOf(lock.loan_id);
    history.lockedOn = iso(lock.recorded_at);
    history.rateLock = { rate: Number(lock.rate), lockedOn: lock.locked_on, expiresOn: lock.expires_on };
  }
  const approvals = (await db('loan_decisions')
    .whereIn('loan_id', loanIds)
    .andWhere({ status: 'approved' })
    .orderBy('id')) as { loan_id: number; decided_at: Date }[];
  for (const decision of approvals) historyOf(decision.loan_id).approvedAt ??= iso(decision.decided_at);
  return byLoan;
}

/**
 * The ladder of a loan at `current`: the current rung is the loan's milestone; an earlier rung is done only when the
 * loan's history records it (Rate Lock when a lock is recorded, Approval when the loan was approved or moved there),
 * dated, and skipped otherwise; later rungs are ahead (but a lock recorded early is done).
 */
export function ladderOf(current: Milestone, history: LoanHistory | undefined): MilestoneStepReply<Milestone>[] {
  const index = MILESTONES.findIndex((step) => step.milestone === current);
  const happened = (milestone: Milestone): string | null => {
    if (milestone === 'rate-lock') return history?.lockedOn ?? null;
    if (milestone === 'approval') return history?.approvedAt ?? history?.reached.get('approval') ?? null;
    return history?.reached.get(milestone) ?? null;
  };
  return MILESTONES.map((step, i) => {
    const at = happened(step.milestone);
    if (i === index)
      return {
        milestone: step.milestone,
        name: step.name,
        state: 'current',
        at: at ?? history?.reached.get(step.milestone) ?? null,
      };
    if (at !== null && (i < index || step.milestone === 'rate-lock')) {
      return { milestone: step.milestone, name: step.name, state: 'done', at };
    }
    return { milestone: step.milestone, name: step.name, state: i < index ? 'skipped' : 'ahead', at: null };
  });
}

interface LoanListRow {
  id: number;
  loan_number: string;
  milestone: Milestone;
  property_address: string | null;
  property_city: string | null;
  property_state: string | null;
  created_at: Date;
  first_name: string;
  last_name: string;
}

/** The columns of a loan list row (LoanListRow), read by the dashboard's and the staff's lists alike. */
const LOAN_LIST_COLUMNS = [
  'l.id',
  'l.loan_number',
  'l.milestone',
  'l.property_address',
  'l.property_city',
  'l.property_state',
  'u.first_name',
  'u.last_name',
] as const;

function addressOf(row: Pick<LoanListRow, 'property_address' | 'property_city' | 'property_state'>): string {
  return [row.property_address, row.property_city, row.property_state].filter(Boolean).join(', ') || 'TBD';
}

/** The loans the borrower takes part in (as borrower or co-borrower), newest first, each with its ladder. */
export async function borrowerLoans(db: Db | Trx, userId: number): Promise<BorrowerLoanReply<Milestone>[]> {
  const rows = (await db('loans as l')
    .join('loan_participants as p', 'p.loan_id', 'l.id')
    .join('users as u', 'u.id', 'l.borrower_user_id')
    .where('p.user_id', userId)
    .whereNull('l.discarded_at')
    .select(...LOAN_LIST_COLUMNS, ...factColumns(db), 'l.created_at', 'l.status')
    .orderBy('l.id', 'desc')) as (LoanListRow & LoanFactsRow & { status: string })[];
  const dated = await histories(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    _id: row.id,
    loanNumber: row.loan_number,
    borrower: `${row.first_name} ${row.last_name}`.trim(),
    address: addressOf(row),
    dateOn: iso(row.created_at) ?? '',
    milestone: row.milestone,
    milestones: ladderOf(row.milestone, dated.get(row.id)),
    status: row.status,
    statusName: loanStatusName(row.status),
    facts: factsOf(row, dated.get(row.id)),
  }));
}

/**
 * A staff member's pipeline: the loans they are assigned to as officer or processor (every loan for compliance
 * and admins), by last activity.
 */
export async function pipelineOf(db: Db | Trx, actor: Actor): Promise<PipelineLoanReply<Milestone>[]> {
  const query = db('loans as l')
    .join('users as u', 'u.id', 'l.borrower_user_id')
    .select(
      ...LOAN_LIST_COLUMNS,
      'l.last_activity_at',
      'u.email',
      db('loan_requests as r').count('*').whereRaw('r.loan_id = l.id').andWhere('r.status', 'open').as('open_requests'),
    )
    .whereNull('l.discarded_at')
    .orderBy('l.last_activity_at', 'desc')
    .limit(500);
  if (actor.role === 'loan_officer' || actor.role === 'processor') {
    query.where((where) => where.where('l.officer_user_id', actor.id).orWhere('l.processor_user_id', actor.id));
  }
  const rows = (await query) as (LoanListRow & { last_activity_at: Date; email: string; open_requests: string })[];
  return rows.map((row) => ({
    id: row.id,
    loanNumber: row.loan_number,
    borrower: `${row.first_name} ${row.last_name}`.trim(),
    borrowerEmail: row.email,
    address: addressOf(row),
    milestone: row.milestone,
    milestoneName: MILESTONES.find((step) => step.milestone === row.milestone)?.name ?? row.milestone,
    lastActivityAt: iso(row.last_activity_at) ?? '',
    openRequests: Number(row.open_requests),
  }));
}

/** A loan as the staff loan page shows it (common/apiReplies.ts). */
export type StaffLoanView = StaffLoanReply<Milestone>;

/** Everything the staff loan page shows of one loan, to this staff member (who may assign whom). */
export async function staffLoanView(db: Db | Trx, loanId: number, actor: Actor): Promise<StaffLoanView | undefined> {
  const loan = (await db('loans as l')
    .join('users as u', 'u.id', 'l.borrower_user_id')
    .leftJoin('users as o', 'o.id', 'l.officer_user_id')
    .leftJoin('users as p', 'p.id', 'l.processor_user_id')
    .where('l.id', loanId)
    .first(
      'l.id',
      'l.loan_number',
      'l.revision',
      'l.milestone',
      'l.status',
      'l.decided_at',
      'l.property_address',
      'l.property_city',
      'l.property_state',
      'u.id as borrower_id',
      'u.first_name',
      'u.last_name',
      'u.email',
      db.raw(`nullif(trim(concat_ws(' ', o.first_name, o.last_name)), '') as officer_name`),
      'l.officer_user_id',
      db.raw(`nullif(trim(concat_ws(' ', p.first_name, p.last_name)), '') as processor_name`),
      'l.processor_user_id',
      ...factColumns(db),
    )) as
    | (LoanListRow &
        LoanFactsRow & {
          revision: number;
          borrower_id: number;
          email: string;
          status: string;
          decided_at: Date | null;
          officer_user_id: number | null;
          officer_name: string | null;
          processor_user_id: number | null;
          processor_name: string | null;
        })
    | undefined;
  if (!loan) return undefined;
  const parties = await loanParties(db, loanId);
  const may = (action: 'work' | 'assignOfficer' | 'assignProcessor') =>
    parties !== undefined && can(actor, action, { type: 'loan', parties });
  const assignments = await assignmentsOfLoan(db, loanId);
  const history = (await db('loan_milestones as m')
    .leftJoin('users as u', 'u.id', 'm.moved_by')
    .where('m.loan_id', loanId)
    .orderBy('m.id')
    .select('m.milestone', 'm.moved_at', 'u.first_name', 'u.last_name')) as {
    milestone: Milestone;
    moved_at: Date;
    first_name: string | null;
    last_name: string | null;
  }[];
  const requests = (await db('loan_requests').where({ loan_id: loanId }).orderBy('id', 'desc')) as {
    id: number;
    kind: string;
    title: string;
    status: string;
    created_at: Date;
    is_condition: boolean;
    answer: string | null;
  }[];
  // A document request stays open until an upload for it is accepted; the last rejection says why it is owed again.
  const rejections = (await db('documents')
    .whereIn(
      'request_id',
      requests.map((request) => request.id),
    )
    .andWhere({ review_status: 'rejected' })
    .whereNull('deleted_at')
    .orderBy('id')
    .select('request_id', 'review_reason')) as { request_id: number; review_reason: string | null }[];
  const lastRejection = new Map(rejections.map((row) => [row.request_id, row.review_reason]));
  const notifications = (await db('notifications').where({ loan_id: loanId }).orderBy('id', 'desc')) as {
    id: number;
    title: string;
    body: string;
    created_at: Date;
    read_at: Date | null;
  }[];
  const consents = (await db('consents').where({ loan_id: loanId }).orderBy('id')) as {
    id: number;
    kind: string;
    title: string;
    question: string;
    status: number;
    updated_at: Date;
  }[];
  const dated = await histories(db, [loanId]);
  return {
    id: loan.id,
    loanNumber: loan.loan_number,
    revision: loan.revision,
    borrower: { id: loan.borrower_id, name: `${loan.first_name} ${loan.last_name}`.trim(), email: loan.email },
    address: addressOf(loan),
    milestone: loan.milestone,
    milestones: ladderOf(loan.milestone, dated.get(loanId)),
    status: loan.status,
    decisions: [...(isLoanStatus(loan.status) ? DECISIONS_FROM[loan.status] : [])],
    decidedAt: iso(loan.decided_at),
    history: history.map((row) => ({
      milestone: row.milestone,
      name: MILESTONES.find((step) => step.milestone === row.milestone)?.name ?? row.milestone,
      at: iso(row.moved_at) ?? '',
      by: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
    })),
    requests: requests.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      status: row.status,
      createdAt: iso(row.created_at) ?? '',
      condition: row.is_condition,
      answer: row.answer,
    })),
    owed: requests
      .filter((row) => row.status === 'open')
      .map((row) => ({
        id: row.id,
        kind: row.kind,
        title: row.title,
        condition: row.is_condition,
        reason: lastRejection.get(row.id) ?? null,
      })),
    facts: factsOf(loan, dated.get(loanId)),
    notifications: notifications.map((row) => ({
      id: row.id,
      title: row.title,
      body: row.body,
      createdAt: iso(row.created_at) ?? '',
      read: row.read_at !== null,
    })),
    consents: consents.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      question: row.question,
      status: Number(row.status),
      updatedAt: iso(row.updated_at) ?? '',
    })),
    staffing: {
      officer: loan.officer_user_id === null ? null : { id: loan.officer_user_id, name: loan.officer_name ?? '' },
      processor:
        loan.processor_user_id === null ? null : { id: loan.processor_user_id, name: loan.processor_name ?? '' },
      processors: may('assignProcessor') ? await assignableStaff(db, 'processor') : null,
      officers: may('assignOfficer') ? await assignableStaff(db, 'officer') : null,
      history: assignments.map((row) => ({
        role: row.role,
        name: row.user_name,
        by: row.by_name,
        reason: row.reason,
        at: iso(row.at) ?? '',
      })),
    },
    mayWork: may('work'),
  };
}

/** The stakeholders of a loan: the lender's staff assigned to it (its officer, then its processor), with contacts. */
export async function loanStakeholders(db: Db | Trx, parties: LoanParties): Promise<StakeholderReply[]> {
  const assigned = [
    { id: parties.officerUserId, role: 'Loan Officer' },
    { id: parties.processorUserId, role: 'Processor' },
  ].filter((entry): entry is { id: number; role: string } => entry.id !== null);
  if (assigned.length === 0) return [];
  const users = (await db('users as u')
    .leftJoin('loan_officers as o', 'o.user_id', 'u.id')
    .whereIn(
      'u.id',
      assigned.map((entry) => entry.id),
    )
    .select('u.id', 'u.first_name', 'u.last_name', 'u.email', 'o.work_phone')) as {
    id: number;
    first_name: string;
    last_name: string;
    email: string;
    work_phone: string | null;
  }[];
  return assigned.flatMap((entry) => {
    const user = users.find((candidate) => candidate.id === entry.id);
    return user
      ? [
          {
            id: user.id,
            name: `${user.first_name} ${user.last_name}`.trim(),
            role: entry.role,
            email: user.email,
            phone: user.work_phone,
          },
        ]
      : [];
  });
}

/** The loans the borrower takes part in, newest first, with the documents' details card's fields. */
export async function documentLoansOf(db: Db | Trx, userId: number): Promise<DocumentLoanReply[]> {
  const rows = (await db('loans as l')
    .join('loan_participants as p', (join) => join.on('p.loan_id', 'l.id').andOnVal('p.user_id', userId))
    .join('users as u', 'u.id', 'l.borrower_user_id')
    .whereNull('l.discarded_at')
    .orderBy('l.id', 'desc')
    .select(
      'l.id',
      'l.loan_number',
      'l.loan_amount',
      'l.issuing_authority',
      db.raw(`to_char(l.est_close_date, 'YYYY-MM-DD') as est_close_date`),
      'l.property_address',
      'l.property_city',
      'l.property_state',
      'l.property_zip',
      'l.officer_user_id',
      'u.first_name',
      'u.last_name',
    )) as {
    id: number;
    loan_number: string;
    loan_amount: string | null;
    issuing_authority: string | null;
    est_close_date: string | null;
    property_address: string | null;
    property_city: string | null;
    property_state: string | null;
    property_zip: string | null;
    officer_user_id: number | null;
    first_name: string;
    last_name: string;
  }[];
  const participants = (await db('loan_participants')
    .whereIn(
      'loan_id',
      rows.map((row) => row.id),
    )
    .orderBy('added_at')
    .select('loan_id', 'user_id')) as { loan_id: number; user_id: number }[];
  return rows.map((row) => ({
    id: row.id,
    loannumber: row.loan_number,
    borrower: `${row.first_name} ${row.last_name}`.trim(),
    loanamount: row.loan_amount === null ? null : String(row.loan_amount),
    issuingauth: row.issuing_authority,
    closingdate: row.est_close_date,
    propaddress: [
      row.property_address,
      row.property_city,
      [row.property_state, row.property_zip].filter(Boolean).join(' '),
    ]
      .filter(Boolean)
      .join(', '),
    lender_id: row.officer_user_id,
    borrower_ids: participants.filter((p) => p.loan_id === row.id).map((p) => p.user_id),
  }));
}
