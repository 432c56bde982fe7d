import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { findDefinition } from 'server/forms/formDefinitionStore.ts';
import {
  FORM_UNAVAILABLE_MESSAGE,
  validateSubmission,
  type RefusedSubmission,
} from 'server/forms/submissionValidation.ts';
import type { AuthUser } from 'server/http/context.ts';
import { badRequest } from 'server/http/envelope.ts';
import { readWholeNumber } from 'server/http/input.ts';
import { APPLICATION_STATUS, createApplication } from 'server/records/applications.ts';
import { SHORT_APPLICATION } from 'server/records/applicationStages.ts';
import { createLoan } from 'server/records/loans.ts';
import { officerAssignment } from 'server/records/officerAssignment.ts';
import { officerChoice } from 'server/records/officers.ts';
import { recordSubmission } from './applicationSubmission.ts';

/**
 * The short application (part 2 §2.5, §3.8, §5.5): one page, one Submit. It is validated by its definition, its
 * names are the account's when the account has them (the page shows them read-only), the officer's details are read
 * from our list, and it is submitted at once: a loan opens for it at Submission and the officer is told.
 */

type Data = Record<string, unknown>;

/** One short application, as the route read it. */
export interface ShortSubmission {
  user: Pick<AuthUser, 'id'>;
  value: Data;
  formVersion?: unknown;
  onRefused?: (refused: RefusedSubmission) => void;
}

/** Submits the short application; returns its id, reference and loan number. */
export async function submitShortApplication(
  deps: Pick<AppDeps, 'db' | 'keys' | 'jobs' | 'config'>,
  submission: ShortSubmission,
): Promise<{ _id: number; refNumber: string; loanNumber: string }> {
  const wanted =
    submission.formVersion === undefined || submission.formVersion === null
      ? undefined
      : readWholeNumber(submission.formVersion);
  if (wanted === null) throw badRequest(FORM_UNAVAILABLE_MESSAGE, ['formVersion']);
  const stored = await findDefinition(deps.db, SHORT_APPLICATION.formId, wanted, ['published']);
  if (!stored) throw badRequest(FORM_UNAVAILABLE_MESSAGE, [wanted === undefined ? 'formId' : 'formVersion']);
  const account = (await deps.db('users').where({ id: submission.user.id }).first('first_name', 'last_name')) as
    { first_name: string | null; last_name: string | null } | undefined;
  const sent = typeof submission.value.borrower === 'object' ? (submission.value.borrower as Data) : {};
  // Names prefilled from the profile are read-only on the page, so the account's own are the ones kept.
  const names = Object.fromEntries(
    Object.entries({ firstName: account?.first_name, lastName: account?.last_name }).filter(
      ([, name]) => typeof name === 'string' && name.trim() !== '',
    ),
  );
  const { data } = await validateSubmission<Data>(
    deps.db,
    SHORT_APPLICATION.formId,
    stored.version,
    { ...submission.value, borrower: { ...sent, ...names } },
    { definition: stored, onRefused: submission.onRefused },
  );
  const property = (typeof data.property === 'object' ? data.property : {}) as Data;
  const officer = await officerChoice(deps.db, {
    chosen: data.loanOfficerIndicator === true,
    officerId: data.loanOfficerId,
    state: typeof property.state === 'string' ? property.state : undefined,
    fieldPath: 'loanOfficerId',
  });
  const record: Data = data.loanOfficerIndicator === true ? { ...data, ...officer.details } : data;
  return inTransaction(deps, async (trx) => {
    const loan = await createLoan(trx, {
      borrowerUserId: submission.user.id,
      officer: officerAssignment(officer, submission.user.id, 'the short application'),
      createdBy: submission.user.id,
    });
    const application = await createApplication(trx, {
      kind: 'short',
      userId: submission.user.id,
      loanId: loan.id,
      data: record,
      formVersions: { [SHORT_APPLICATION.versionKey]: stored.version },
      stageIndicator: 1,
      statusIndicator: APPLICATION_STATUS.submitted,
      coBorrowerIndicator: record.coBorrowerIndicator === true,
    });
    await recordSubmission(trx, deps, application, application.revision, submission.user.id);
    return { _id: application.id, refNumber: application.ref_number, loanNumber: loan.loan_number };
  });
}
