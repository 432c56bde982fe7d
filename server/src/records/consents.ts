import type { Db, Trx } from 'server/db/database.ts';

/** The kinds of consent staff ask for on a loan. */
export type ConsentKind = 'esign' | 'credit-report' | 'privacy' | 'other';

/** A consent staff add to a loan for its borrowers to answer. */
export interface NewConsent {
  loanId: number;
  kind: ConsentKind;
  title: string;
  question: string;
  /** A given consent reads "approved" rather than "given" (the spec's selfApproved). */
  selfApproved?: boolean;
  /** Asked of this borrower alone (their own authorization); omitted: of every borrower of the loan. */
  forUserId?: number | null;
  createdBy: number | null;
}

/** Adds a pending consent (-1) to a loan. Returns its id. */
export async function createConsent(trx: Trx, consent: NewConsent): Promise<number> {
  const [row] = await trx('consents')
    .insert({
      loan_id: consent.loanId,
      kind: consent.kind,
      title: consent.title,
      question: consent.question,
      self_approved: consent.selfApproved ?? false,
      for_user_id: consent.forUserId ?? null,
      created_by: consent.createdBy,
    })
    .returning('id');
  return (row as { id: number }).id;
}

/** Who answered a consent, and from where. */
export interface ConsentAnswer {
  consentId: number;
  /** 1 gives the consent, 0 denies it. */
  answer: 0 | 1;
  userId: number;
  ip: string;
  userAgent: string | null;
}

/** Records an answer (every answer is kept, with who, when and from which address) and sets the consent's status. */
export async function answerConsent(trx: Trx, answer: ConsentAnswer): Promise<void> {
  await trx('consent_answers').insert({
    consent_id: answer.consentId,
    answer: answer.answer,
    user_id: answer.userId,
    ip: answer.ip,
    user_agent: answer.userAgent?.slice(0, 500) ?? null,
  });
  await trx('consents').where({ id: answer.consentId }).update({ status: answer.answer, updated_at: trx.fn.now() });
}

/** A consent as its borrower lists it, with its loan's number. */
export interface BorrowerConsentRow {
  id: number;
  loan_id: number;
  title: string;
  question: string;
  status: number;
  self_approved: boolean;
  created_at: Date;
  updated_at: Date;
  loan_number: string;
}

/**
 * The consents of the loans the user takes part in (of one loan when `loanId` is given), oldest first. A consent asked
 * of one borrower (their own authorization) is theirs alone to see and answer.
 */
export async function consentsOf(db: Db | Trx, userId: number, loanId?: number): Promise<BorrowerConsentRow[]> {
  const query = db('consents as c')
    .join('loan_participants as p', (join) => join.on('p.loan_id', 'c.loan_id').andOnVal('p.user_id', userId))
    .join('loans as l', 'l.id', 'c.loan_id')
    .where((where) => where.whereNull('c.for_user_id').orWhere('c.for_user_id', userId))
    .orderBy('c.id')
    .select(
      'c.id',
      'c.loan_id',
      'c.title',
      'c.question',
      'c.status',
      'c.self_approved',
      'c.created_at',
      'c.updated_at',
      'l.loan_number',
    );
  if (loanId !== undefined) query.where('c.loan_id', loanId);
  return (await query) as BorrowerConsentRow[];
}

/** One consent's loan and whom it is asked of, by id. */
export async function findConsent(
  db: Db | Trx,
  id: number,
): Promise<{ id: number; loan_id: number; for_user_id: number | null } | undefined> {
  return (await db('consents').where({ id }).first('id', 'loan_id', 'for_user_id')) as
    { id: number; loan_id: number; for_user_id: number | null } | undefined;
}
