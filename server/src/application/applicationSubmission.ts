import type { Trx } from 'server/db/database.ts';
import type { AppDeps } from 'server/deps.ts';
import { recordJob } from 'server/jobs/outbox.ts';
import { queueMail } from 'server/mail/queueMail.ts';
import { applicationAssignedMail, applicationReceivedMail } from 'server/mail/templates/applicationMails.ts';
import type { ApplicationRow } from 'server/records/applications.ts';
import { APPLICATION_STAGES, type ApplicationStage } from 'server/records/applicationStages.ts';
import { recordAssignment } from 'server/records/loanAssignments.ts';
import { moveMilestone, type LoanRow } from 'server/records/loans.ts';
import { officerAssignment } from 'server/records/officerAssignment.ts';
import { MILESTONES } from 'server/records/milestones.ts';
import { postNotification } from 'server/records/notifications.ts';
import { officerChoice } from 'server/records/officers.ts';
import { validateSubmission } from 'server/forms/submissionValidation.ts';
import { loanFactsOf } from './applicationFacts.ts';
import { APPLICATION_MANIFEST } from 'forms/manifests/index.ts';
import { APPLICATION_PEOPLE } from 'forms/manifests/people.ts';
import { APPLICATION_PDF_JOB } from './applicationPdfJob.ts';
import { definitionOfSavedStage, definitionToRender } from './stageDefinitions.ts';
import { entriesOf, entryKeyOf } from './stageData.ts';
import { openedStage } from './stagePreparation.ts';

/**
 * Submitting the 1003 (part 2 §4.1, issue 13): stage 6's Submit on the last applicant. Every stage must be there,
 * each valid and complete by the version it was filled on (one kept by Save & Finish Later with answers missing is
 * not, issue 21), with an entry for every applicant (stages 3 and 6) and every person
 * (stage 5); stage 4 when the Applicant has a co-borrower. Then the application's loan takes the loan and property of
 * stage 2 and the officer of stage 1 (else the lender's default), moves to Submission, and the officer, the borrower
 * and the PDF job are told.
 */

type Data = Record<string, unknown>;

/** Said when Submit is pressed while a stage or an applicant is missing or no longer valid (the stages named after it). */
export const INCOMPLETE_APPLICATION =
  'Some parts of your application are not complete. Please finish every stage for every applicant before you submit.';

/**
 * INCOMPLETE_APPLICATION naming the stages it is about by their pages' titles ('Not complete: Loan and Property.'),
 * read from the definition version each was (or will be) filled on.
 */
export async function incompleteApplication(
  deps: Pick<AppDeps, 'db'>,
  row: Pick<ApplicationRow, 'form_versions'>,
  keys: readonly string[],
): Promise<string> {
  const titles: string[] = [];
  for (const stage of APPLICATION_STAGES.filter((candidate) => keys.includes(candidate.key))) {
    const definition = (await definitionToRender(deps.db, row, stage))?.definition;
    titles.push(definition?.steps?.[0]?.title ?? definition?.title ?? `Stage ${stage.stage}`);
  }
  return `${INCOMPLETE_APPLICATION} Not complete: ${titles.join(', ')}.`;
}

/** The stages a complete application has: the co-borrower's only with a co-borrower. */
function requiredStages(data: Data): ApplicationStage[] {
  const coBorrower = APPLICATION_PEOPLE.hasCoBorrower(data);
  return APPLICATION_STAGES.filter((stage) => !stage.onlyWithCoBorrower || coBorrower);
}

/** The mapids a per-applicant stage must hold an entry for: its people, by the manifest. */
function expectedEntries(data: Data, stage: ApplicationStage): string[] {
  return APPLICATION_PEOPLE.peopleOfStage(data, stage.key).map((person) => String(person.mapid));
}

/**
 * The stage keys that keep the application from being submitted (empty when it is complete): a stage missing, one
 * no longer valid by its pinned version, or a per-applicant stage without an entry for someone.
 */
export async function incompleteStages(
  deps: Pick<AppDeps, 'db' | 'keys'>,
  row: Pick<ApplicationRow, 'id' | 'data' | 'form_versions'>,
): Promise<string[]> {
  const missing: string[] = [];
  for (const stage of requiredStages(row.data)) {
    const stored = await definitionOfSavedStage(deps.db, row, stage);
    if (!stored) {
      missing.push(stage.key);
      continue;
    }
    const opened = openedStage(deps, row, stage, stored);
    if (stage.perApplicant) {
      const present = new Set(entriesOf(opened).map(entryKeyOf));
      if (expectedEntries(row.data, stage).some((mapid) => !present.has(mapid))) {
        missing.push(stage.key);
        continue;
      }
    }
    try {
      await validateSubmission(deps.db, stage.formId, stored.version, opened, { definition: stored });
    } catch {
      missing.push(stage.key);
    }
  }
  return missing;
}

/** Whether the loan's milestone is before Submission (a loan staff moved further is not moved back). */
function beforeSubmission(milestone: string): boolean {
  const order = MILESTONES.map((step) => step.milestone as string);
  return order.indexOf(milestone) < order.indexOf('submission');
}

/**
 * Brings the loan up to date with a submitted application: the loan and property of stage 2, the officer chosen at
 * stage 1 (or the default officer) when the loan has none yet, the Submission milestone; then tells the officer and
 * the borrower and queues the application's PDF. Runs in the submitting save's transaction.
 */
export async function recordSubmission(
  trx: Trx,
  deps: Pick<AppDeps, 'keys' | 'config'>,
  application: Pick<ApplicationRow, 'id' | 'kind' | 'ref_number' | 'user_id' | 'loan_id' | 'data'>,
  revision: number,
  actorId: number,
): Promise<void> {
  const loanId = application.loan_id;
  if (loanId === null) throw new Error(`Application ${application.id} has no loan`);
  const loan = (await trx('loans').where({ id: loanId }).forUpdate().first()) as LoanRow;
  // The officer question is the manifest's officer stage's on the full application, the form's own on the short one.
  const officerStage = application.data[APPLICATION_MANIFEST.facts.officerStage];
  const asked = (application.kind === 'short' ? application.data : (officerStage ?? {})) as Data;
  const facts = loanFactsOf(application.data, application.kind);
  const officer = await officerChoice(trx, {
    chosen: asked.loanOfficerIndicator === true,
    officerId: asked.loanOfficerId,
    state: typeof asked.loanOfficerState === 'string' ? asked.loanOfficerState : (facts.propertyState ?? undefined),
    fieldPath: 'loanOfficerId',
  });
  // An officer already on the loan (an accepted invitation, an admin's assignment) stays; else the borrower's choice.
  const assignment =
    loan.officer_user_id === null
      ? officerAssignment(officer, actorId, application.kind === 'short' ? 'the short application' : 'stage 1')
      : null;
  if (assignment) await recordAssignment(trx, { loanId, role: 'officer', ...assignment });
  const officerUserId = loan.officer_user_id ?? assignment?.userId ?? null;
  await trx('loans').where({ id: loanId }).update({
    loan_purpose: facts.loanPurpose,
    mortgage_type: facts.mortgageType,
    loan_amount: facts.loanAmount,
    property_address: facts.propertyAddress,
    property_city: facts.propertyCity,
    property_state: facts.propertyState,
    property_zip: facts.propertyZip,
    last_activity_at: trx.fn.now(),
    updated_at: trx.fn.now(),
  });
  if (beforeSubmission(loan.milestone)) await moveMilestone(trx, loanId, loan.revision, 'submission', actorId);
  await postNotification(trx, {
    userId: application.user_id,
    loanId,
    title: 'Your application was submitted',
    body: `Your loan application ${application.ref_number} for loan ${loan.loan_number} was submitted. You will be hearing from someone from our office soon.`,
    createdBy: null,
  });
  const owner = (await trx('users').where({ id: application.user_id }).first('email', 'first_name')) as {
    email: string;
    first_name: string;
  };
  await queueMail(
    trx,
    deps.keys,
    applicationReceivedMail(owner.email, owner.first_name, application.ref_number, deps.config.publicUrl),
  );
  if (officerUserId !== null) {
    const staff = (await trx('users').where({ id: officerUserId }).first('email')) as { email: string } | undefined;
    if (staff) {
      await queueMail(
        trx,
        deps.keys,
        applicationAssignedMail(
          staff.email,
          { refNumber: application.ref_number, loanNumber: loan.loan_number },
          deps.config.publicUrl,
        ),
      );
    }
  }
  await recordJob(trx, 'pdf', APPLICATION_PDF_JOB, { applicationId: application.id, revision });
}
