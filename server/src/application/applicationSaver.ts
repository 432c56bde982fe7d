import { formMessageOf, topLevelFieldOf } from 'engine';
import type { Trx } from 'server/db/database.ts';
import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import type { RefusedSubmission } from 'server/forms/submissionValidation.ts';
import { badRequest } from 'server/http/envelope.ts';
import { queueMail } from 'server/mail/queueMail.ts';
import { applicationResumeMail } from 'server/mail/templates/applicationMails.ts';
import {
  APPLICATION_STATUS,
  changeApplicationStage,
  findApplication,
  replaceApplicationStages,
  type ApplicationRow,
  type StageChange,
} from 'server/records/applications.ts';
import { LAST_STAGE, type ApplicationStage } from 'server/records/applicationStages.ts';
import { staleSave } from 'server/records/revisions.ts';
import { discardDraftsOfStages } from 'server/records/applicationDrafts.ts';
import { officerChoice } from 'server/records/officers.ts';
import { APPLICATION_MANIFEST } from 'forms/manifests/index.ts';
import { APPLICATION_PEOPLE } from 'forms/manifests/people.ts';
import { incompleteApplication, incompleteStages, recordSubmission } from './applicationSubmission.ts';
import { otherStagesOfSave } from './coBorrowerContact.ts';
import { prepareStage, type PreparedStage } from './stagePreparation.ts';

/**
 * A borrower's save of one stage (POST eloan/form1003, part 2 §4.1, decision 4): validated by the stage's definition
 * version (Save & Finish Later's partial save does not ask for missing answers and keeps the stage as incomplete),
 * written only at the revision the page read (409 otherwise, nothing written), with the stage reached kept (it never
 * goes down), Save & Finish Later's resume mail, the saver's typing draft of the stage thrown away, and on
 * stage 6's Submit of the last applicant the application submitted.
 */

/** Said when a submitted or completed application is saved again (they are not resumable, part 2 §4.1). */
export const NOT_RESUMABLE = 'This application has been submitted and can no longer be changed here.';

/** Said when status 1 is sent with anything but stage 6. */
export const SUBMIT_ON_STAGE_SIX = 'An application is submitted from stage 6, with the last applicant.';

/** Said when a partial save (Save & Finish Later) asks to submit: Submit checks every answer. */
export const SUBMIT_WHOLE = 'An application is submitted with Submit, once every answer is given.';

/** How long after one resume mail another is not sent for the same application and address. */
const RESUME_MAIL_QUIET_MINUTES = 15;

type Data = Record<string, unknown>;

/** One save, as the route read it. */
export interface StageSave {
  caller: { id: number; email: string };
  row: ApplicationRow;
  stage: ApplicationStage;
  value: unknown;
  formVersion?: unknown;
  mapid?: string;
  /** On a save of every entry of a per-applicant stage: the people whose entries stay as saved (not the saver's). */
  keep?: readonly string[];
  /** A co-borrower's save of their own part does not move the applicant's stage reached. */
  keepStageIndicator?: boolean;
  expectedRevision: number;
  /** 1 only on stage 6's Submit of the last applicant. */
  statusIndicator: 0 | 1;
  /** 1 for Save & Finish Later (decision 4). */
  emailIndicator: 0 | 1;
  /** Save & Finish Later: the stage is kept as it is, answers missing (recorded as incomplete); Continue sends false. */
  partial?: boolean;
  onRefused?: (refused: RefusedSubmission) => void;
}

/** What the save did. */
export interface SavedStage {
  revision: number;
  stageIndicator: number;
  statusIndicator: number;
  coBorrowerIndicator: boolean;
  /** The stages saved with answers missing now (`{ "stage2": true }`), this one included when it is. */
  incompleteStages: Record<string, boolean>;
  prepared: PreparedStage;
}

/**
 * The officer stage's officer details as our list has them (the page's copy is never trusted), or none without an
 * officer.
 */
async function withOfficerDetails(deps: Pick<AppDeps, 'db'>, value: Data): Promise<Data> {
  const chosen = value.loanOfficerIndicator === true;
  const officer = await officerChoice(deps.db, {
    chosen,
    officerId: value.loanOfficerId,
    state: typeof value.loanOfficerState === 'string' ? value.loanOfficerState : undefined,
    fieldPath: 'loanOfficerId',
  });
  return chosen ? { ...value, ...officer.details } : value;
}

/** Queues the resume mail unless one went to the address for this application a short while ago. */
async function queueResumeMail(trx: Trx, deps: Pick<AppDeps, 'keys' | 'config'>, to: string, refNumber: string) {
  const recent = (await trx('outbound_emails')
    .where({ template: 'application_resume', to_address: to })
    .andWhereRaw(`created_at > now() - make_interval(mins => ?)`, [RESUME_MAIL_QUIET_MINUTES])
    .first('id')) as { id: number } | undefined;
  if (!recent) await queueMail(trx, deps.keys, applicationResumeMail(to, refNumber, deps.config.publicUrl));
}

/** Saves one stage for the borrower; see the module comment. */
export async function saveApplicationStage(
  deps: Pick<AppDeps, 'db' | 'keys' | 'jobs' | 'config'>,
  save: StageSave,
): Promise<SavedStage> {
  const { row, stage } = save;
  if (row.status_indicator !== APPLICATION_STATUS.saved) throw badRequest(NOT_RESUMABLE, ['_id']);
  if (row.revision !== save.expectedRevision) throw staleSave();
  if (save.statusIndicator === 1 && stage.stage !== LAST_STAGE.stage)
    throw badRequest(SUBMIT_ON_STAGE_SIX, ['statusIndicator']);
  if (save.statusIndicator === 1 && save.partial) throw badRequest(SUBMIT_WHOLE, ['statusIndicator']);
  let prepared = await prepareStage(deps, row, stage, save.value, {
    formVersion: save.formVersion,
    mapid: save.mapid,
    keep: save.keep,
    partial: save.partial,
    onRefused: save.onRefused,
  });
  if (stage.key === APPLICATION_MANIFEST.facts.officerStage) {
    const data = await withOfficerDetails(deps, prepared.data);
    prepared = { ...prepared, data, sealed: { ...prepared.sealed, ...data } };
  }
  // People taken off on the people stage take their answers on the later stages with them, and the co-borrower's
  // contact given on one of the people stage and the co-borrower's stage goes to the other (coBorrowerContact.ts).
  const following = await otherStagesOfSave(deps, row, stage, prepared);
  if (following.problems.length > 0) {
    save.onRefused?.({
      errorFields: [...new Set(following.problems.map(({ path }) => topLevelFieldOf(path)))],
      errors: following.problems.map(({ path }) => ({ path, keyword: 'distinct' })),
    });
    throw badRequest(formMessageOf(prepared.stored.definition), following.problems);
  }
  const changingOthers = Object.keys(following.changes).length > 0;
  const submitting = save.statusIndicator === 1;
  // A save may have read only part of the record; submitting checks and records the whole of it.
  const whole = submitting ? await findApplication(deps.db, row.id) : row;
  if (!whole || whole.revision !== save.expectedRevision) throw staleSave();
  const data = { ...whole.data, [stage.key]: prepared.sealed };
  const formVersions = { ...row.form_versions, [stage.versionKey]: prepared.stored.version };
  if (submitting) {
    const missing = await incompleteStages(deps, { id: row.id, data, form_versions: formVersions });
    if (missing.length > 0) {
      throw badRequest(await incompleteApplication(deps, { form_versions: formVersions }, missing), missing);
    }
  }
  const stageIndicator = save.keepStageIndicator ? row.stage_indicator : Math.max(row.stage_indicator, stage.stage);
  const coBorrowerIndicator = APPLICATION_PEOPLE.hasCoBorrower(data);
  const statusIndicator = submitting ? APPLICATION_STATUS.submitted : APPLICATION_STATUS.saved;
  const change: StageChange = {
    stage: { key: stage.key, value: prepared.sealed, versionKey: stage.versionKey, version: prepared.stored.version },
    complete: prepared.complete,
    stageIndicator,
    statusIndicator,
    emailIndicator: save.emailIndicator,
    coBorrowerIndicator,
    updatedBy: save.caller.id,
    discardDraft: { stage: stage.stage, userId: save.caller.id },
  };
  // A plain save is one statement (the change and the draft thrown away); one that mails, submits or changes other
  // stages is a transaction with the jobs and the other stages it writes.
  const revision =
    save.emailIndicator === 0 && !submitting && !changingOthers
      ? await changeApplicationStage(deps.db, row.id, save.expectedRevision, change)
      : await inTransaction(deps, async (trx) => {
          const next = await changeApplicationStage(trx, row.id, save.expectedRevision, change);
          if (changingOthers) await replaceApplicationStages(trx, row.id, following.changes);
          await discardDraftsOfStages(trx, row.id, following.peopleChanged);
          if (save.emailIndicator === 1) await queueResumeMail(trx, deps, save.caller.email, row.ref_number);
          if (submitting) await recordSubmission(trx, deps, { ...whole, data }, next, save.caller.id);
          return next;
        });
  const { [stage.versionKey]: _before, ...others } = row.incomplete_stages ?? {};
  const incomplete = prepared.complete ? others : { ...others, [stage.versionKey]: true };
  return { revision, stageIndicator, statusIndicator, coBorrowerIndicator, incompleteStages: incomplete, prepared };
}
