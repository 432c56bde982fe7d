import type {
  ApplicationFields,
  ApplicationListRow,
  ApplicationPartsReply,
  ApplicationReply,
  SavedStageReply,
  StageReply,
  StartedApplication,
} from 'common';
import type { AppDeps } from 'server/deps.ts';
import type { Db, Trx } from 'server/db/database.ts';
import type { ApplicationDraft } from 'server/records/applicationDrafts.ts';
import type { ApplicationRow, VersionNotice } from 'server/records/applications.ts';
import { APPLICATION_STAGES, type ApplicationStage } from 'server/records/applicationStages.ts';
import { presentPlainRecord, presentSealedRecord } from 'server/records/sealedRecords.ts';
import { borrowerContactOf, propertyAddressOf } from './applicationFacts.ts';
import { personOfValue } from './applicationParts.ts';
import type { SavedStage } from './applicationSaver.ts';
import type { StartedApplicationRecord } from './applicationStart.ts';
import { readableDefinition } from './stageDefinitions.ts';
import type { StageStart } from './stagePrefill.ts';
import { sealingContextOf } from './stagePreparation.ts';

/**
 * What the API says about applications: presenters typed against the replies of common/applicationReplies.ts, each
 * listing the fields it returns, so no column leaks. Personal values (SSN, date of birth, account numbers) are never
 * sent: a reply carries a masked copy of each by path (`onFile`), to the loan's staff and to the borrower whose person
 * it is (never to another borrower); the lender's copies (PDF, MISMO file) are where they are whole.
 */

type Data = Record<string, unknown>;

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

/** Where the lender file and the PDF of an application are downloaded. */
export const applicationLinks = (id: number) => ({
  pdf: `/api/eloan/pdf/${id}`,
  lenderFile: `/api/eloan/mismo/${id}`,
});

/** The numbers of the stages a record lists as saved with answers missing (`{ "stage2": true }` gives [2]). */
export function incompleteStagesOf(incomplete: Record<string, boolean> | null | undefined): number[] {
  return APPLICATION_STAGES.filter((stage) => incomplete?.[stage.versionKey] === true).map((stage) => stage.stage);
}

/**
 * The application with its personal values masked, each stage read with the definition version it was saved on.
 * `sees` says whose personal values the reader may be shown (by the person's mapid): a borrower is never sent
 * another person's, not even masked (issue 21, point 6); everyone's when omitted.
 */
export async function presentApplication(
  deps: Pick<AppDeps, 'db' | 'keys'>,
  row: ApplicationRow,
  loanNumber: string | null,
  sees: (mapid: number) => boolean = () => true,
): Promise<ApplicationReply> {
  const fields: ApplicationFields = {
    _id: row.id,
    refNumber: row.ref_number,
    loanNumber,
    kind: row.kind,
    revision: row.revision,
    stageIndicator: row.stage_indicator,
    statusIndicator: row.status_indicator,
    emailIndicator: row.email_indicator,
    coBorrowerIndicator: row.co_borrower_indicator,
    formVersions: row.form_versions,
    incompleteStages: incompleteStagesOf(row.incomplete_stages),
    onFile: {},
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    submittedAt: iso(row.submitted_at),
    completedAt: iso(row.completed_at),
    links: applicationLinks(row.id),
  };
  const reply: ApplicationReply = { ...fields };
  if (row.kind === 'short') {
    // The short application holds no personal field: no SSN, no date of birth, no account number.
    reply.short = row.data;
    return reply;
  }
  for (const stage of APPLICATION_STAGES) {
    const value = row.data[stage.key];
    const version = row.form_versions[stage.versionKey];
    if (typeof value !== 'object' || value === null || typeof version !== 'number') continue;
    const stored = await readableDefinition(deps.db, stage.formId, version);
    if (!stored) continue;
    const shown = presentSealedRecord(
      deps.keys.personal,
      stored.definition,
      sealingContextOf(row.id, stage.key),
      value as Data,
    );
    reply[stage.key] = shown.data;
    for (const [path, masked] of Object.entries(shown.onFile)) {
      if (sees(personOfValue(stage, path, value))) reply.onFile[`${stage.key}.${path}`] = masked;
    }
  }
  return reply;
}

/**
 * GET eloan/form1003/{stage}/{id}: the application with the stage, the definition version it renders with, the
 * caller's typing draft (outdated when typed over an earlier save), what an unsaved stage starts with (`onFile` of
 * `start` holds only the masked values the caller may see) and who fills what.
 */
export function presentStage(
  shown: ApplicationReply,
  stage: ApplicationStage,
  opened: {
    formVersion: number | null;
    draft: ApplicationDraft | undefined;
    start: StageStart;
    parts: ApplicationPartsReply;
    /** The fields to check again since the stage moved to a newer version of its form. */
    notice?: VersionNotice;
  },
): StageReply {
  const { draft, start } = opened;
  return {
    ...shown,
    // A per-applicant stage opens with an entry for everyone who should have one (part 2 §4.2).
    ...(start.entries ? { [stage.key]: start.entries } : {}),
    onFile: { ...shown.onFile, ...start.onFile },
    stage: {
      number: stage.stage,
      key: stage.key,
      formId: stage.formId,
      formVersion: opened.formVersion,
      perApplicant: stage.perApplicant,
    },
    draft: draft
      ? {
          data: draft.data,
          baseRevision: draft.baseRevision,
          savedAt: draft.savedAt.toISOString(),
          // Typed over an earlier save: the page says so before offering it.
          outdated: draft.baseRevision !== shown.revision,
        }
      : null,
    prefill: start.prefill,
    prefilled: start.prefilled,
    parts: opened.parts,
    updated: opened.notice
      ? {
          from: opened.notice.from,
          to: opened.notice.to,
          fields: opened.notice.fields.map((path) => `${stage.key}.${path}`),
        }
      : null,
  };
}

/**
 * POST eloan/form1003: the stage saved at its new revision, and its value as saved, personal values masked from the
 * values the save validated (nothing sealed is opened again) and shown only for the people `sees` allows.
 */
export function presentSavedStage(
  applicationId: number,
  stage: ApplicationStage,
  saved: SavedStage,
  sees: (mapid: number) => boolean,
): SavedStageReply {
  const { data, stored } = saved.prepared;
  const shown = presentPlainRecord(stored.definition, data);
  const onFile: Record<string, string> = {};
  for (const [path, masked] of Object.entries(shown.onFile)) {
    if (sees(personOfValue(stage, path, data))) onFile[`${stage.key}.${path}`] = masked;
  }
  return {
    _id: applicationId,
    stage: stage.stage,
    revision: saved.revision,
    stageIndicator: saved.stageIndicator,
    statusIndicator: saved.statusIndicator,
    coBorrowerIndicator: saved.coBorrowerIndicator,
    incompleteStages: incompleteStagesOf(saved.incompleteStages),
    formVersion: stored.version,
    [stage.key]: shown.data,
    onFile,
  };
}

/** POST eloan/agreement: the application the agreement started (or the one started earlier and not saved yet). */
export function presentStartedApplication(started: StartedApplicationRecord): StartedApplication {
  const { application, loan } = started;
  return {
    _id: application.id,
    revision: application.revision,
    refNumber: application.ref_number,
    loanNumber: loan.loan_number,
    stageIndicator: application.stage_indicator,
    statusIndicator: application.status_indicator,
    coBorrowerIndicator: application.co_borrower_indicator,
  };
}

/** One list row; names, phone and e-mail are not personal fields (they are never sealed). */
export function presentListRow(
  row: Pick<
    ApplicationRow,
    | 'id'
    | 'ref_number'
    | 'kind'
    | 'data'
    | 'status_indicator'
    | 'stage_indicator'
    | 'co_borrower_indicator'
    | 'incomplete_stages'
    | 'updated_at'
  >,
  loanNumber: string | null,
): ApplicationListRow {
  const links = applicationLinks(row.id);
  return {
    _id: row.id,
    loanRefNumber: row.ref_number,
    loanNumber,
    ...borrowerContactOf(row.data, row.kind),
    ...propertyAddressOf(row.data, row.kind),
    statusIndicator: row.status_indicator,
    stageIndicator: row.stage_indicator,
    coBorrowerIndicator: row.co_borrower_indicator,
    incompleteStages: incompleteStagesOf(row.incomplete_stages),
    kind: row.kind,
    dateOn: iso(row.updated_at),
    links: { pdf: links.pdf, lenderFile: row.status_indicator === 0 ? null : links.lenderFile },
  };
}

/**
 * The borrower's applications, newest first, as list rows: every short application and every full one with a stage
 * saved (one started by the agreement and never saved yet has nothing to list).
 */
export async function applicationListOf(db: Db | Trx, userId: number): Promise<ApplicationListRow[]> {
  const rows = (await db('applications as a')
    .leftJoin('loans as l', 'l.id', 'a.loan_id')
    .where('a.user_id', userId)
    .whereNull('a.discarded_at')
    .andWhere((where) => where.where('a.kind', 'short').orWhereRaw(`a.form_versions <> '{}'::jsonb`))
    .orderBy('a.id', 'desc')
    .select(
      'a.id',
      'a.ref_number',
      'a.kind',
      'a.data',
      'a.status_indicator',
      'a.stage_indicator',
      'a.co_borrower_indicator',
      'a.incomplete_stages',
      'a.updated_at',
      'l.loan_number',
    )) as (Pick<
    ApplicationRow,
    | 'id'
    | 'ref_number'
    | 'kind'
    | 'data'
    | 'status_indicator'
    | 'stage_indicator'
    | 'co_borrower_indicator'
    | 'incomplete_stages'
    | 'updated_at'
  > & { loan_number: string | null })[];
  return rows.map((row) => presentListRow(row, row.loan_number));
}
