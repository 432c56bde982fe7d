import { formMessageOf } from 'engine';
import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { badRequest } from 'server/http/envelope.ts';
import type { AppContext } from 'server/http/context.ts';
import { recordJob } from 'server/jobs/outbox.ts';
import { auditBorrowerRecord } from 'server/policies/authorize.ts';
import { discardDraftsOfStages } from 'server/records/applicationDrafts.ts';
import { APPLICATION_STATUS, changeApplication, type ApplicationRow } from 'server/records/applications.ts';
import type { ApplicationStage } from 'server/records/applicationStages.ts';
import { staleSave } from 'server/records/revisions.ts';
import { loanFactsOf } from './applicationFacts.ts';
import { APPLICATION_MANIFEST } from 'forms/manifests/index.ts';
import { APPLICATION_PEOPLE } from 'forms/manifests/people.ts';
import { APPLICATION_PDF_JOB } from './applicationPdfJob.ts';
import { definitionOfSavedStage } from './stageDefinitions.ts';
import { changedPaths } from './stageData.ts';
import { otherStagesOfSave } from './coBorrowerContact.ts';
import { withStageChanges } from './peopleRemoval.ts';
import { openedStage, prepareStage } from './stagePreparation.ts';

/**
 * A loan officer's correction of one stage of a borrower's application (issue 13 item 7): the same definition
 * version the stage was filled on, the same revision check (409 when the borrower or another tab saved since), and
 * an audit entry naming the fields changed, never their values. The application keeps its stage and status; a
 * submitted one gets its loan figures and its PDF made again.
 */

/** Said when staff try to correct a stage the borrower has not filled yet. */
export const STAGE_NOT_FILLED = 'This stage has not been filled yet, so there is nothing to correct.';

/** One correction, as the route read it (the caller was checked by the policy first). */
export interface StageCorrection {
  ctx: AppContext;
  actorId: number;
  row: ApplicationRow;
  stage: ApplicationStage;
  value: unknown;
  formVersion?: unknown;
  expectedRevision: number;
}

/** Applies a correction; returns the new revision and the field paths changed (none: nothing was written). */
export async function correctApplicationStage(
  deps: Pick<AppDeps, 'db' | 'keys' | 'jobs'>,
  correction: StageCorrection,
): Promise<{ revision: number; fields: string[] }> {
  const { row, stage } = correction;
  if (row.revision !== correction.expectedRevision) throw staleSave();
  const pinned = await definitionOfSavedStage(deps.db, row, stage);
  if (!pinned) throw badRequest(STAGE_NOT_FILLED, [stage.key]);
  const before = openedStage(deps, row, stage, pinned);
  const prepared = await prepareStage(deps, row, stage, correction.value, { formVersion: correction.formVersion });
  const fields = changedPaths(before, prepared.data).map((path) => `${stage.key}.${path}`);
  if (fields.length === 0) return { revision: row.revision, fields };
  // People taken off on the people stage take their answers on the later stages with them, and the co-borrower's
  // contact goes between the people stage and the co-borrower's stage (coBorrowerContact.ts).
  // The correction read the whole record: the other stages are read from it.
  const others = await otherStagesOfSave(deps, row, stage, prepared, () => Promise.resolve(row));
  if (others.problems.length > 0) throw badRequest(formMessageOf(prepared.stored.definition), others.problems);
  const data = withStageChanges({ ...row.data, [stage.key]: prepared.sealed }, others.changes);
  const revision = await inTransaction(deps, async (trx) => {
    const next = await changeApplication(trx, row.id, correction.expectedRevision, {
      data,
      // A correction is checked whole: the stage is complete after it.
      completion: { versionKey: stage.versionKey, complete: prepared.complete },
      coBorrowerIndicator: APPLICATION_PEOPLE.hasCoBorrower(data),
      updatedBy: correction.actorId,
    });
    await discardDraftsOfStages(trx, row.id, others.peopleChanged);
    await auditBorrowerRecord(
      trx,
      correction.ctx,
      'fill',
      { recordType: 'application', recordId: row.id, ownerId: row.user_id, loanIds: row.loan_id ? [row.loan_id] : [] },
      { correction: stage.key, fields },
    );
    if (row.status_indicator !== APPLICATION_STATUS.saved && row.loan_id !== null) {
      if (stage.key === APPLICATION_MANIFEST.facts.loanStage) {
        const facts = loanFactsOf(data);
        await trx('loans').where({ id: row.loan_id }).update({
          loan_purpose: facts.loanPurpose,
          mortgage_type: facts.mortgageType,
          loan_amount: facts.loanAmount,
          property_address: facts.propertyAddress,
          property_city: facts.propertyCity,
          property_state: facts.propertyState,
          property_zip: facts.propertyZip,
          updated_at: trx.fn.now(),
        });
      }
      await trx('loans').where({ id: row.loan_id }).update({ last_activity_at: trx.fn.now() });
      await recordJob(trx, 'pdf', APPLICATION_PDF_JOB, { applicationId: row.id, revision: next });
    }
    return next;
  });
  return { revision, fields };
}
