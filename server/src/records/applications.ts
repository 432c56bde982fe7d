import { randomBytes } from 'node:crypto';
import { APPLICATION_PEOPLE } from 'forms/manifests/people.ts';
import type { Db, Trx } from 'server/db/database.ts';
import { preparedStatement, runPrepared } from 'server/db/preparedQuery.ts';
import { LIVE } from 'server/forms/formDefinitionStore.ts';
import { partiesOf, type LoanParticipantRow } from 'server/policies/loanParties.ts';
import type { LoanParties } from 'server/policies/policy.ts';
import type { StoredDraftRow } from './applicationDrafts.ts';
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

/** Reads the whole record once, however many parts of a save ask for it. */
export type WholeApplication = () => Promise<ApplicationRow>;

/**
 * The whole record at the revision a save read (a save reads only part of it), read on first need and then kept for
 * the rest of the save; a record changed since is a stale save (409).
 */
export function wholeApplicationAt(db: Db | Trx, row: Pick<ApplicationRow, 'id' | 'revision'>): WholeApplication {
  let read: Promise<ApplicationRow> | undefined;
  return () =>
    (read ??= findApplication(db, row.id).then((whole) => {
      if (!whole || whole.revision !== row.revision) throw staleSave();
      return whole;
    }));
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

/** The loan of an application as one statement reads it with the application (see withLoanParties). */
interface LoanOfRow {
  id: number;
  borrower_user_id: number;
  officer_user_id: number | null;
  processor_user_id: number | null;
  loan_number: string | null;
  participants: LoanParticipantRow[];
}

/**
 * The application's columns but `data`, and with `data` (and `prefill`) only the people stage and the stage named,
 * and its loan with the loan's parties: the columns of a read of one stage ($1 the application, $2 the stage's key).
 */
const STAGE_READ_COLUMNS = `${ROW_COLUMNS_BUT_DATA.filter((column) => column !== 'prefill')
  .map((column) => `a.${column}`)
  .join(', ')},
  jsonb_strip_nulls(jsonb_build_object('${PEOPLE_STAGE}', a.data->'${PEOPLE_STAGE}', $2::text, a.data->$2)) as data,
  jsonb_strip_nulls(jsonb_build_object($2::text, a.prefill->$2)) as prefill,
  (select json_build_object(
      'id', l.id, 'borrower_user_id', l.borrower_user_id, 'officer_user_id', l.officer_user_id,
      'processor_user_id', l.processor_user_id, 'loan_number', l.loan_number,
      'participants', coalesce((select json_agg(json_build_object('loan_id', p.loan_id, 'user_id', p.user_id,
        'role', p.role, 'mapid', p.mapid, 'authorization_consent_id', p.authorization_consent_id))
        from loan_participants p where p.loan_id = l.id), '[]'::json))
    from loans l where l.id = a.loan_id and l.discarded_at is null) as loan`;

/** A save's read: the application for one stage and its loan's parties. */
const SAVE_READ = preparedStatement(
  'application_stage_save_read',
  `select ${STAGE_READ_COLUMNS} from applications a where a.id = $1::int and a.discarded_at is null`,
);

/**
 * A page's read of one stage: the save's read, the reader's typing draft of the stage ($3 the stage's number, $4 the
 * reader) and the newest live published version of the stage's form ($5), which the stage may move to.
 */
const PAGE_READ = preparedStatement(
  'application_stage_page_read',
  `select ${STAGE_READ_COLUMNS},
    (select json_build_object('data_enc', d.data_enc, 'base_revision', d.base_revision, 'updated_at', d.updated_at)
      from application_drafts d where d.application_id = a.id and d.stage = $3::int and d.user_id = $4::int) as draft,
    (select max(f.version) from form_definitions f
      where f.form_id = $5::text and f.status = 'published' and ${LIVE}) as newest_version
  from applications a where a.id = $1::int and a.discarded_at is null`,
);

/** An application read for one stage: the row (its record holding the people stage and that stage) and its loan. */
export interface ApplicationOfStage {
  row: ApplicationRow;
  /** The loan's parties; undefined for an application on no loan (or a discarded one). */
  parties: LoanParties | undefined;
  loanNumber: string | null;
}

/** What a page's read adds: the reader's typing draft (still sealed) and the newest published version of the form. */
export interface ApplicationOfStagePage extends ApplicationOfStage {
  draft: StoredDraftRow | undefined;
  newestVersion: number | undefined;
}

type StageReadRow = ApplicationRow & { loan: LoanOfRow | null };

function ofStageRead(found: StageReadRow): ApplicationOfStage {
  const { loan, ...row } = found;
  return {
    row,
    parties: loan ? partiesOf(loan, loan.participants) : undefined,
    loanNumber: loan?.loan_number ?? null,
  };
}

/**
 * One application by id with only two stages of its record (the people stage, who the people are, and the stage
 * named) and its loan's parties, in one prepared statement: what a save of that stage needs. The rest of the record
 * is neither read nor parsed.
 */
export async function findApplicationForStage(
  db: Db | Trx,
  id: number,
  stageKey: string,
): Promise<ApplicationOfStage | undefined> {
  const [found] = await runPrepared<StageReadRow>(db, SAVE_READ, [id, stageKey]);
  return found ? ofStageRead(found) : undefined;
}

/** The same for a page opening the stage, with the reader's draft and the newest version of the form (PAGE_READ). */
export async function findApplicationStagePage(
  db: Db | Trx,
  id: number,
  stage: { key: string; stage: number; formId: string },
  readerId: number,
): Promise<ApplicationOfStagePage | undefined> {
  const [found] = await runPrepared<StageReadRow & { draft: StoredDraftRow | null; newest_version: number | null }>(
    db,
    PAGE_READ,
    [id, stage.key, stage.stage, readerId, stage.formId],
  );
  if (!found) return undefined;
  const { draft, newest_version: newest, ...row } = found;
  return {
    ...ofStageRead(row),
    draft: draft ?? undefined,
    newestVersion: newest === null ? undefined : Number(newest),
  };
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

/** A borrower's save of one stage (changeApplicationStage): what changes with the stage's value. */
export interface StageChange {
  stage: { key: string; value: Record<string, unknown>; versionKey: string; version: number };
  /** Whether the stage has every answer its definition requires (else it is listed in `incomplete_stages`). */
  complete: boolean;
  stageIndicator: number;
  statusIndicator: ApplicationStatus;
  emailIndicator: number;
  coBorrowerIndicator: boolean;
  updatedBy: number;
  /** The saver's typing draft of the stage, thrown away in the same statement when the save is written. */
  discardDraft: { stage: number; userId: number };
}

/** The write of a stage save ($1…$14: see changeApplicationStage). */
const STAGE_WRITE = preparedStatement(
  'application_stage_write',
  `with changed as (
    update applications set
      updated_by = $1::int,
      data = jsonb_set(data, $2::text[], $3::jsonb),
      form_versions = form_versions || $4::jsonb,
      version_notices = version_notices - $5::text,
      incomplete_stages = case when $6::boolean then incomplete_stages - $5::text
        else incomplete_stages || jsonb_build_object($5::text, true) end,
      stage_indicator = $7::int,
      email_indicator = $8::int,
      co_borrower_indicator = $9::boolean,
      status_indicator = $10::int,
      submitted_at = case when $10::int = ${APPLICATION_STATUS.submitted} then now() else submitted_at end,
      revision = revision + 1,
      updated_at = now()
    where id = $11::int and revision = $12::int
    returning revision
  ), dropped as (
    delete from application_drafts
    where application_id = $11::int and stage = $13::int and user_id = $14::int and exists (select 1 from changed)
  )
  select revision from changed`,
);

/**
 * Writes a stage save only if the application still has the revision the caller read (409 otherwise, nothing
 * written), in one prepared statement with the saver's draft thrown away; submitting (status 1) dates it. Returns
 * the new revision.
 */
export async function changeApplicationStage(
  db: Db | Trx,
  id: number,
  expectedRevision: number,
  change: StageChange,
): Promise<number> {
  const { key, value, versionKey, version } = change.stage;
  const [row] = await runPrepared<{ revision: number }>(db, STAGE_WRITE, [
    change.updatedBy,
    `{${key}}`,
    JSON.stringify(value),
    JSON.stringify({ [versionKey]: version }),
    versionKey,
    change.complete,
    change.stageIndicator,
    change.emailIndicator,
    change.coBorrowerIndicator,
    change.statusIndicator,
    id,
    expectedRevision,
    change.discardDraft.stage,
    change.discardDraft.userId,
  ]);
  if (!row) throw staleSave();
  return row.revision;
}

/**
 * Replaces stages of an application's data (a null value takes the stage away) beside a save that writes the new
 * revision, in the same transaction: the later stages a save of the people stage changes (peopleRemoval.ts).
 */
export async function replaceApplicationStages(
  trx: Trx,
  id: number,
  stages: Readonly<Record<string, Record<string, unknown> | null>>,
): Promise<void> {
  const replaced = Object.fromEntries(Object.entries(stages).filter(([, value]) => value !== null));
  let data = trx.raw('data || ?::jsonb', [JSON.stringify(replaced)]);
  for (const [key, value] of Object.entries(stages)) {
    if (value === null) data = trx.raw('(?) - ?::text', [data, key]);
  }
  await trx('applications').where({ id }).update({ data });
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
