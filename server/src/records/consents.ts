import type { Trx } from 'server/db/database.ts';

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
