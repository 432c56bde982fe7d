import { randomBytes } from 'node:crypto';
import { APPLICATION_PEOPLE } from 'forms/manifests/people.ts';
import type { Db, Trx } from 'server/db/database.ts';
import { staleSave, updateAtRevision } from './revisions.ts';

/** The stage that names the people (the manifest's), read with any stage a save writes. */
const PEOPLE_STAGE = APPLICATION_PEOPLE.model.stage;

/**
 * The 1003 applications (part 2 §3.1, §4.1): the full application's six stages (or the short application) of one
 * borrower, kept at a revision so no save overwrites another, with the definition version each stage was filled on,
 * the stage reached and the status. Personal fields inside `data` are sealed by the caller (records/sealedRecords.ts)
 * before they reach here.
 */

/** statusIndicator values (part 2 §4.1, §9). */
export const APPLICATION_STATUS = { saved: 0, submitted: 1, completed: 3 } as const;

/** One of the statusIndicator values. */
export type ApplicationStatus = (typeof APPLICATION_STATUS)[keyof typeof APPLICATION_STATUS];

/** Which application it is: the six-stage 1003 or the one-page short application. */
export type ApplicationKind = 'full' | 'short';

/** A row of the applications table. */
export interface ApplicationRow {
  id: number;
  kind: ApplicationKind;
  ref_number: string;
  user_id: number;
  loan_id: number | null;
  stage_indicator: number;
  status_indicator: ApplicationStatus;
  email_indicator: number;
  co_borrower_indicator: boolean;
  /** `{ stageOne, stageTwo, stageThree: { applications }, stageFour, stageFive: {…}, stageSix: {…} }`, or the short one. */
  data: Record<string, unknown>;
  /** The definition version each stage was filled on: `{ "stage1": 1, … }` (`{ "short": 1 }`). */
  form_versions: Record<string, number>;
  revision: number;
  updated_by: number | null;
  created_at: Date;
  updated_at: Date;
  submitted_at: Date | null;
  pdf_file_id: number | null;
  lender_pdf_file_id: number | null;
  pdf_revision: number | null;
  completed_at: Date | null;
  completed_by: number | null;
  agreement_consent_id: number | null;
  /** The stages saved with answers missing (Save & Finish Later), keyed as `form_versions` is: `{ "stage2": true }`. */
  incomplete_stages: Record<string, boolean>;
  /** Per stage (keyed as `form_versions`), the fields to check again after it moved to a newer version. */
  version_notices: Record<string, VersionNotice>;
  /** The pre-approval the application was started from, if any. */
  preapproval_id: number | null;
  /** What that pre-approval answers of each stage (personal values sealed), offered until the stage is saved. */
  prefill: StagePrefills;
}

/** The prefilled values of one stage, with the definition version they were sealed and are read with. */
export interface StagePrefill {
  formVersion: number;
  value: Record<string, unknown>;
  /** The paths of the values the page marks as prefilled (entries named by their place in `value`). */
  paths: string[];
}

/** The prefilled values of each stage, by the stage's key (`stageTwo`). */
export type StagePrefills = Partial<Record<string, StagePrefill>>;

/** The reference people may quote for an application (AP and ten random characters). */
function newRefNumber(): string {
  return `AP${randomBytes(8).toString('hex').toUpperCase().slice(0, 10)}`;
}

/** One application by id (whoever owns it: the caller checks access). */
export async function findApplication(db: Db | Trx, id: number): Promise<ApplicationRow | undefined> {
  return (await db('applications').where({ id }).whereNull('discarded_at').first()) as ApplicationRow | undefined;
}

/** Every column of the applications table but the record itself. */
const ROW_COLUMNS_BUT_DATA = [
  'id',
  'kind',
  'ref_number',
  'user_id',
  'loan_id',
  'stage_indicator',
  'status_indicator',
  'email_indicator',
  'co_borrower_indicator',
  'form_versions',
  'revision',
  'updated_by',
  'created_at',
  'updated_at',
  'submitted_at',
  'pdf_file_id',
  'lender_pdf_file_id',
  'pdf_revision',
  'completed_at',
  'completed_by',
  'agreement_consent_id',
  'incomplete_stages',
  'version_notices',
  'preapproval_id',
  'prefill',
] as const;

/**
 * One application by id with only two stages of its record: the people stage (who the people are) and the stage named, as a
 * save of that stage needs them. The rest of the record is neither read nor parsed.
 */
export async function findApplicationForStage(
  db: Db | Trx,
  id: number,
  stageKey: string,
): Promise<ApplicationRow | undefined> {
  const row = (await db('applications')
    .where({ id })
    .whereNull('discarded_at')
    .first(
      ...ROW_COLUMNS_BUT_DATA,
      db.raw(`jsonb_build_object(?::text, data->?, ?::text, data->?) as data`, [
        PEOPLE_STAGE,
        PEOPLE_STAGE,
        stageKey,
        stageKey,
      ]),
    )) as ApplicationRow | undefined;
  if (!row) return undefined;
  // A stage not saved yet comes back as null: it is left out, as in the whole record.
  return { ...row, data: Object.fromEntries(Object.entries(row.data).filter(([, value]) => value !== null)) };
}

/** One application by id, locked until the transaction ends (a save or a submission reads it this way). */
export async function lockApplication(trx: Trx, id: number): Promise<ApplicationRow | undefined> {
  return (await trx('applications').where({ id }).whereNull('discarded_at').forUpdate().first()) as
    ApplicationRow | undefined;
}

/** The borrower's newest full application still being filled (status 0), if any. */
export async function newestSavedApplication(db: Db | Trx, userId: number): Promise<ApplicationRow | undefined> {
  return (await db('applications')
    .where({ user_id: userId, kind: 'full', status_indicator: APPLICATION_STATUS.saved })
    .whereNull('discarded_at')
    .orderBy('id', 'desc')
    .first()) as ApplicationRow | undefined;
}

/** The borrower's newest full application that was started (agreement given) but has no stage saved yet. */
export async function newestUnstartedApplication(db: Db | Trx, userId: number): Promise<ApplicationRow | undefined> {
  return (await db('applications')
    .where({ user_id: userId, kind: 'full', status_indicator: APPLICATION_STATUS.saved })
    .whereNull('discarded_at')
    .whereRaw(`form_versions = '{}'::jsonb`)
    .orderBy('id', 'desc')
    .first()) as ApplicationRow | undefined;
}

/** The applications of a loan, newest first. */
export async function applicationsOfLoan(db: Db | Trx, loanId: number): Promise<ApplicationRow[]> {
  return (await db('applications')
    .where({ loan_id: loanId })
    .whereNull('discarded_at')
    .orderBy('id', 'desc')) as ApplicationRow[];
}

/** What a new application starts with. */
export interface NewApplication {
  kind: ApplicationKind;
  userId: number;
  loanId: number | null;
  data: Record<string, unknown>;
  formVersions: Record<string, number>;
  stageIndicator: number;
  statusIndicator: ApplicationStatus;
  coBorrowerIndicator?: boolean;
  agreementConsentId?: number | null;
}

/** Creates an application at revision 1. */
export async function createApplication(trx: Trx, application: NewApplication): Promise<ApplicationRow> {
  const [row] = (await trx('applications')
    .insert({
      kind: application.kind,
      ref_number: newRefNumber(),
      user_id: application.userId,
      loan_id: application.loanId,
      data: JSON.stringify(application.data),
      form_versions: JSON.stringify(application.formVersions),
      stage_indicator: application.stageIndicator,
      status_indicator: application.statusIndicator,
      co_borrower_indicator: application.coBorrowerIndicator ?? false,
      agreement_consent_id: application.agreementConsentId ?? null,
      updated_by: application.userId,
      submitted_at: application.statusIndicator === APPLICATION_STATUS.saved ? null : trx.fn.now(),
    })
    .returning('*')) as ApplicationRow[];
  if (!row) throw new Error('The application insert returned no row');
  return row;
}

/**
 * Records what an application starts with from a pre-approval (or, with none, that it starts empty): set as the
 * application is started, before any stage is saved, so no page has read a revision it would change.
 */
export async function setApplicationPrefill(
  trx: Trx,
  id: number,
  prefill: { preapprovalId: number | null; stages: StagePrefills },
): Promise<void> {
  await trx('applications')
    .where({ id })
    .update({
      preapproval_id: prefill.preapprovalId,
      prefill: JSON.stringify(prefill.stages),
      updated_at: trx.fn.now(),
    });
}

/** A change to an application, written at the revision the caller read. */
export interface ApplicationChange {
  data?: Record<string, unknown>;
  /** One stage's new value, written in place (the rest of the record is not sent again). */
  stage?: { key: string; value: Record<string, unknown>; versionKey: string; version: number };
  /**
   * Whether a stage (by its `form_versions` key) now has every answer its definition requires: one saved with answers
   * missing is listed in `incomplete_stages`, one saved complete leaves it.
   */
  completion?: { versionKey: string; complete: boolean };
  formVersions?: Record<string, number>;
  stageIndicator?: number;
  statusIndicator?: ApplicationStatus;
  emailIndicator?: number;
  coBorrowerIndicator?: boolean;
  loanId?: number;
  /**
   * A stage moved to a newer version of its form (issue 23): the fields its people are asked to check, kept until the
   * stage is saved again (any save of a stage clears its notice).
   */
  versionNotice?: { versionKey: string; notice: VersionNotice };
  updatedBy: number;
}

/** The fields of a stage its people are asked to check after it moved to a newer version of its form. */
export interface VersionNotice {
  from: number;
  to: number;
  /** Concrete data paths (rows numbered): the fields that changed or became required. */
  fields: string[];
}

/**
 * Writes a change only if the application still has the revision the caller read (409 otherwise, nothing written),
 * and moves it to the next revision. Submitting (status 1) dates it; completing (status 3) records who and when.
 * With `discardDraft`, the saver's typing draft of the stage goes in the same statement, only when the change is
 * written (a save needs no transaction of its own). Returns the new revision.
 */
export async function changeApplication(
  db: Db | Trx,
  id: number,
  expectedRevision: number,
  change: ApplicationChange,
  options: { discardDraft?: { stage: number; userId: number } } = {},
): Promise<number> {
  const columns: Record<string, unknown> = { updated_by: change.updatedBy };
  if (change.data !== undefined) columns.data = JSON.stringify(change.data);
  if (change.formVersions !== undefined) columns.form_versions = JSON.stringify(change.formVersions);
  if (change.stage !== undefined) {
    const { key, value, versionKey, version } = change.stage;
    columns.data = db.raw('jsonb_set(data, ?::text[], ?::jsonb)', [`{${key}}`, JSON.stringify(value)]);
    columns.form_versions = db.raw('form_versions || ?::jsonb', [JSON.stringify({ [versionKey]: version })]);
    columns.version_notices = change.versionNotice
      ? db.raw('version_notices || ?::jsonb', [
          JSON.stringify({ [change.versionNotice.versionKey]: change.versionNotice.notice }),
        ])
      : db.raw('version_notices - ?::text', [versionKey]);
  }
  if (change.completion !== undefined) {
    const { versionKey, complete } = change.completion;
    columns.incomplete_stages = complete
      ? db.raw('incomplete_stages - ?::text', [versionKey])
      : db.raw('incomplete_stages || ?::jsonb', [JSON.stringify({ [versionKey]: true })]);
  }
  if (change.stageIndicator !== undefined) columns.stage_indicator = change.stageIndicator;
  if (change.emailIndicator !== undefined) columns.email_indicator = change.emailIndicator;
  if (change.coBorrowerIndicator !== undefined) columns.co_borrower_indicator = change.coBorrowerIndicator;
  if (change.loanId !== undefined) columns.loan_id = change.loanId;
  if (change.statusIndicator !== undefined) {
    columns.status_indicator = change.statusIndicator;
    if (change.statusIndicator === APPLICATION_STATUS.submitted) columns.submitted_at = db.fn.now();
    if (change.statusIndicator === APPLICATION_STATUS.completed) {
      columns.completed_at = db.fn.now();
      columns.completed_by = change.updatedBy;
    }
  }
  const draft = options.discardDraft;
  if (!draft) return updateAtRevision(db, 'applications', id, expectedRevision, columns);
  const changed = db('applications')
    .where({ id, revision: expectedRevision })
    .update({ ...columns, revision: expectedRevision + 1, updated_at: db.fn.now() })
    .returning('revision');
  const dropped = db('application_drafts')
    .where({ application_id: id, stage: draft.stage, user_id: draft.userId })
    .whereExists(db.select(db.raw('1')).from('changed'))
    .delete();
  const [row] = (await db.with('changed', changed).with('dropped', dropped).select('revision').from('changed')) as {
    revision: number;
  }[];
  if (!row) throw staleSave();
  return row.revision;
}

/** Records the PDFs made of an application at a revision (the borrower's copy and the lender's). */
export async function attachApplicationPdfs(
  trx: Trx,
  id: number,
  revision: number,
  files: { borrowerCopy: number; lenderCopy: number },
): Promise<void> {
  await trx('applications').where({ id }).update({
    pdf_file_id: files.borrowerCopy,
    lender_pdf_file_id: files.lenderCopy,
    pdf_revision: revision,
  });
}
