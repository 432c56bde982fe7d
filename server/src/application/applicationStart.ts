import { AUTHORIZATION_AGREEMENT, authorizationAgreementText } from 'common';
import type { Trx } from 'server/db/database.ts';
import type { AppDeps } from 'server/deps.ts';
import { answerConsent, createConsent } from 'server/records/consents.ts';
import {
  APPLICATION_STATUS,
  createApplication,
  newestUnstartedApplication,
  setApplicationPrefill,
  type ApplicationRow,
} from 'server/records/applications.ts';
import { FIRST_STAGE } from 'server/records/applicationStages.ts';
import { createLoan, type LoanRow } from 'server/records/loans.ts';
import type { PreapprovalRow } from 'server/records/preapprovals.ts';
import { preapprovalPrefillOf } from './stagePrefill.ts';

/**
 * Complete Application (part 1 §4): the borrower ticks I AGREE to the authorization agreement and presses Continue.
 * That starts an application: its loan opens at the Started milestone with the borrower on it, and the agreement is
 * kept as a given consent on the loan, with the words agreed to and who, when and from where. Pressing it again
 * before anything is saved answers the same application's consent again instead of opening another loan.
 * Fill 1003 Form starts it from the borrower's pre-approval (issue 21, point 7): the application keeps what the
 * pre-approval answers of each stage as its prefill (stagePrefill.ts), which the stage pages offer until saved.
 */

/** Who agreed, and from where. */
export interface Agreement {
  userId: number;
  ip: string;
  userAgent: string | null;
}

/** The pre-approval an application starts from (the caller checked it is the agreeing borrower's own). */
export interface StartFrom {
  deps: Pick<AppDeps, 'keys'>;
  preapproval: PreapprovalRow;
}

/** The application started (or the one started earlier and not saved yet), with its loan: its records, not the reply. */
export interface StartedApplicationRecord {
  application: ApplicationRow;
  loan: Pick<LoanRow, 'id' | 'loan_number'>;
}

/**
 * Records the agreement and returns the application it starts; started from a pre-approval, the application keeps
 * what it answers (an application started earlier and not saved yet takes this pre-approval's instead).
 */
export async function startApplication(
  trx: Trx,
  agreement: Agreement,
  from?: StartFrom,
): Promise<StartedApplicationRecord> {
  const started = await agreedApplication(trx, agreement);
  if (from) {
    const { id } = started.application;
    const stages = await preapprovalPrefillOf(from.deps, trx, id, from.preapproval);
    await setApplicationPrefill(trx, id, { preapprovalId: from.preapproval.id, stages });
  }
  return started;
}

/** The agreement kept on the application it starts, or on the one started earlier and not saved yet. */
async function agreedApplication(trx: Trx, agreement: Agreement): Promise<StartedApplicationRecord> {
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
    forUserId: agreement.userId,
    createdBy: agreement.userId,
  });
  await answerConsent(trx, { consentId, answer: 1, ...agreement });
  const application = await createApplication(trx, {
    kind: 'full',
    userId: agreement.userId,
    loanId: loan.id,
    data: {},
    formVersions: {},
    stageIndicator: FIRST_STAGE.stage,
    statusIndicator: APPLICATION_STATUS.saved,
    agreementConsentId: consentId,
  });
  return { application, loan };
}
