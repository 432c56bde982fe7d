import { AUTHORIZATION_AGREEMENT, authorizationAgreementText } from 'engine';
import type { Trx } from 'server/db/database.ts';
import { answerConsent, createConsent } from 'server/records/consents.ts';
import {
  APPLICATION_STATUS,
  createApplication,
  newestUnstartedApplication,
  type ApplicationRow,
} from 'server/records/applications.ts';
import { createLoan, type LoanRow } from 'server/records/loans.ts';

/**
 * Complete Application (part 1 §4): the borrower ticks I AGREE to the authorization agreement and presses Continue.
 * That starts an application: its loan opens at the Started milestone with the borrower on it, and the agreement is
 * kept as a given consent on the loan, with the words agreed to and who, when and from where. Pressing it again
 * before anything is saved answers the same application's consent again instead of opening another loan.
 */

/** Who agreed, and from where. */
export interface Agreement {
  userId: number;
  ip: string;
  userAgent: string | null;
}

/** The application started (or the one started earlier and not saved yet), with its loan. */
export interface StartedApplication {
  application: ApplicationRow;
  loan: Pick<LoanRow, 'id' | 'loan_number'>;
}

/** Records the agreement and returns the application it starts. */
export async function startApplication(trx: Trx, agreement: Agreement): Promise<StartedApplication> {
  const unstarted = await newestUnstartedApplication(trx, agreement.userId);
  if (unstarted?.loan_id && unstarted.agreement_consent_id) {
    await answerConsent(trx, { consentId: unstarted.agreement_consent_id, answer: 1, ...agreement });
    const loan = (await trx('loans').where({ id: unstarted.loan_id }).first('id', 'loan_number')) as Pick<
      LoanRow,
      'id' | 'loan_number'
    >;
    return { application: unstarted, loan };
  }
  const loan = await createLoan(trx, { borrowerUserId: agreement.userId, createdBy: agreement.userId });
  const consentId = await createConsent(trx, {
    loanId: loan.id,
    kind: 'credit-report',
    title: `${AUTHORIZATION_AGREEMENT.title} (version ${AUTHORIZATION_AGREEMENT.version})`,
    question: authorizationAgreementText(),
    createdBy: agreement.userId,
  });
  await answerConsent(trx, { consentId, answer: 1, ...agreement });
  const application = await createApplication(trx, {
    kind: 'full',
    userId: agreement.userId,
    loanId: loan.id,
    data: {},
    formVersions: {},
    stageIndicator: 1,
    statusIndicator: APPLICATION_STATUS.saved,
    agreementConsentId: consentId,
  });
  return { application, loan };
}
