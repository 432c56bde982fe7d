import type { Db, Trx } from 'server/db/database.ts';
import type { LoanParties } from './policy.ts';

interface LoanRow {
  id: number;
  borrower_user_id: number;
  officer_user_id: number | null;
  processor_user_id: number | null;
}

/** A row of loan_participants as the parties are read from it. */
export interface LoanParticipantRow {
  loan_id: number;
  user_id: number;
  role: 'borrower' | 'coborrower';
  mapid: number | null;
  authorization_consent_id: number | null;
}

/** A loan's parties from its row and its participants' rows (others' rows are ignored). */
export function partiesOf(loan: LoanRow, participants: readonly LoanParticipantRow[]): LoanParties {
  const rows = participants.filter((row) => row.loan_id === loan.id);
  return {
    loanId: loan.id,
    borrowerUserId: loan.borrower_user_id,
    participantIds: [...new Set([loan.borrower_user_id, ...rows.map((row) => row.user_id)])],
    coborrowers: rows
      .filter((row) => row.role === 'coborrower' && row.user_id !== loan.borrower_user_id)
      .map((row) => ({ userId: row.user_id, mapid: row.mapid, authorized: row.authorization_consent_id !== null })),
    officerUserId: loan.officer_user_id,
    processorUserId: loan.processor_user_id,
  };
}

async function withParticipants(db: Db | Trx, loans: LoanRow[]): Promise<LoanParties[]> {
  if (loans.length === 0) return [];
  const rows = (await db('loan_participants')
    .whereIn(
      'loan_id',
      loans.map((loan) => loan.id),
    )
    .select('loan_id', 'user_id', 'role', 'mapid', 'authorization_consent_id')) as LoanParticipantRow[];
  return loans.map((loan) => partiesOf(loan, rows));
}

const LOAN_COLUMNS = ['id', 'borrower_user_id', 'officer_user_id', 'processor_user_id'] as const;

/** The parties of one loan, or undefined when there is no such loan (or it was discarded with its application). */
export async function loanParties(db: Db | Trx, loanId: number): Promise<LoanParties | undefined> {
  const loan = (await db('loans')
    .where({ id: loanId })
    .whereNull('discarded_at')
    .first(...LOAN_COLUMNS)) as LoanRow | undefined;
  return loan ? (await withParticipants(db, [loan]))[0] : undefined;
}

/** The parties of every loan a borrower owns or takes part in. */
export async function loansOfBorrower(db: Db | Trx, userId: number): Promise<LoanParties[]> {
  const loans = (await db('loans')
    .whereNull('discarded_at')
    .andWhere((mine) =>
      mine
        .where({ borrower_user_id: userId })
        .orWhereIn('id', db('loan_participants').where({ user_id: userId }).select('loan_id')),
    )
    .select(...LOAN_COLUMNS)) as LoanRow[];
  return withParticipants(db, loans);
}

/** The parties of the loans with these ids (a record linked to several), skipping missing ones. */
export async function loansByIds(db: Db | Trx, loanIds: readonly number[]): Promise<LoanParties[]> {
  if (loanIds.length === 0) return [];
  const loans = (await db('loans')
    .whereIn('id', loanIds)
    .whereNull('discarded_at')
    .select(...LOAN_COLUMNS)) as LoanRow[];
  return withParticipants(db, loans);
}
