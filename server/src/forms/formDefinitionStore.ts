import type { FormDefinition, FormFixtures } from 'engine';
import { assertDefinition } from 'engine/compiler.ts';
import { compileDefinition } from 'engine/compiler.ts';
import { lookupTypesOf, type CompiledForm } from 'engine';
import { readWholeNumber } from 'server/http/input.ts';
import type { Db, Trx } from '../db/database.ts';

/** A change the stored versions do not allow: a published version never changes. */
export class DefinitionConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DefinitionConflictError';
  }
}

/** Lifecycle of a stored definition: staff edit drafts, publish them, and retire versions no longer offered. */
export type DefinitionStatus = 'draft' | 'published' | 'retired';

/** Every status: with findDefinition and no version, the newest stored version whatever its status. */
export const EVERY_STATUS: readonly DefinitionStatus[] = ['draft', 'published', 'retired'];

/** Statuses whose versions records can still be read with (a retired version keeps its old records readable). */
export const READABLE_STATUSES: readonly DefinitionStatus[] = ['published', 'retired'];

/** One row of form_definitions. */
export interface StoredDefinition {
  formId: string;
  version: number;
  status: DefinitionStatus;
  definition: FormDefinition;
  /** The staff user who published it (null for versions seeded from forms/ and for drafts). */
  publishedBy: number | null;
  publishedAt: Date | null;
}

interface DefinitionRow {
  form_id: string;
  version: number;
  status: DefinitionStatus;
  definition: FormDefinition | string;
  published_by: number | null;
  published_at: Date | string | null;
}

/** What a reader of a version needs (not the fixtures, which only the studio reads). */
const DEFINITION_COLUMNS = ['form_id', 'version', 'status', 'definition', 'published_by', 'published_at'];

function fromRow(row: DefinitionRow): StoredDefinition {
  const definition =
    typeof row.definition === 'string' ? (JSON.parse(row.definition) as FormDefinition) : row.definition;
  return {
    formId: row.form_id,
    version: Number(row.version),
    status: row.status,
    definition,
    publishedBy: row.published_by === null ? null : Number(row.published_by),
    publishedAt: row.published_at === null ? null : new Date(row.published_at),
  };
}

/** The stored row of one version, whatever its status. */
export async function findStoredDefinition(
  db: Db | Trx,
  formId: string,
  version: number,
): Promise<StoredDefinition | undefined> {
  const row = (await db('form_definitions').where({ form_id: formId, version }).first(DEFINITION_COLUMNS)) as
    DefinitionRow | undefined;
  return row ? fromRow(row) : undefined;
}

/**
 * A published version goes live at its published_at (a version published for a later date is stored as published
 * with that time): before then no reader takes it, by number or as the newest.
 */
export const LIVE = "(status <> 'published' or published_at is null or published_at <= now())";

/**
 * A version in one of the given statuses; without a version, the highest published one.
 * Returns undefined when there is none.
 */
export async function findDefinition(
  db: Db | Trx,
  formId: string,
  version: number | undefined,
  statuses: readonly DefinitionStatus[] = ['published'],
): Promise<StoredDefinition | undefined> {
  // No version outside the column's range exists; asking the database would be an error, not an answer.
  if (version !== undefined && readWholeNumber(version) === null) return undefined;
  const query = db('form_definitions').where({ form_id: formId }).whereIn('status', statuses).whereRaw(LIVE);
  const row = (await (version === undefined ? query.orderBy('version', 'desc') : query.andWhere({ version })).first(
    DEFINITION_COLUMNS,
  )) as DefinitionRow | undefined;
  return row ? fromRow(row) : undefined;
}

/** The definition each of the forms is served with now (its highest live published version), in one statement. */
export async function findLiveDefinitions(db: Db | Trx, formIds: readonly string[]): Promise<StoredDefinition[]> {
  if (formIds.length === 0) return [];
  const rows = (await db('form_definitions')
    .distinctOn('form_id')
    .whereIn('form_id', [...new Set(formIds)])
    .where({ status: 'published' })
    .whereRaw(LIVE)
    .orderBy([{ column: 'form_id' }, { column: 'version', order: 'desc' }])
    .select(DEFINITION_COLUMNS)) as DefinitionRow[];
  return rows.map(fromRow);
}

/** The version of each of the forms served now (its highest live published one); a form with none is left out. */
export async function liveFormVersions(
  db: Db | Trx,
  formIds: readonly string[],
): Promise<{ formId: string; version: number }[]> {
  const rows = (await db('form_definitions')
    .whereIn('form_id', formIds)
    .where({ status: 'published' })
    .whereRaw(LIVE)
    .groupBy('form_id')
    .select('form_id')
    .max('version as version')) as { form_id: string; version: number | string }[];
  return rows.map((row) => ({ formId: row.form_id, version: Number(row.version) }));
}

// The lookup types of a published version never change: read once per database handle (tests run several).
const lookupTypesOfVersion = new WeakMap<object, Map<string, number[]>>();

/**
 * The versions of the forms served now, each with the lookup types it binds: what a page that draws them
 * fetches first, for its hints (server/src/http/pageMeta.ts).
 */
export async function liveFormHints(
  db: Db | Trx,
  formIds: readonly string[],
): Promise<{ formId: string; version: number; lookupTypes: number[] }[]> {
  const known = lookupTypesOfVersion.get(db) ?? new Map<string, number[]>();
  lookupTypesOfVersion.set(db, known);
  return Promise.all(
    (await liveFormVersions(db, formIds)).map(async ({ formId, version }) => {
      const key = `${formId}@${version}`;
      let lookupTypes = known.get(key);
      if (!lookupTypes) {
        const stored = await findDefinition(db, formId, version);
        lookupTypes = stored ? lookupTypesOf(stored.definition) : [];
        known.set(key, lookupTypes);
      }
      return { formId, version, lookupTypes };
    }),
  );
}

// A published version never changes, so its compiled validator can be kept for the life of the process.
const compiledPublished = new Map<string, CompiledForm>();

/** The compiled validator of a published or retired definition, compiled once per process. */
export function compiledDefinition(stored: StoredDefinition): CompiledForm {
  if (stored.status === 'draft') return compileDefinition(stored.definition);
  const key = `${stored.formId}@${stored.version}`;
  let compiled = compiledPublished.get(key);
  if (!compiled) {
    compiled = compileDefinition(stored.definition);
    compiledPublished.set(key, compiled);
  }
  return compiled;
}

/**
 * Stores a new draft (staff editing a definition). The definition must pass the engine's meta-check and carry a
 * version above every stored version of its form, so a published or retired version is never overwritten.
 */
export async function createDraft(db: Db, value: unknown): Promise<StoredDefinition> {
  const definition = assertDefinition(value, 'the draft');
  const row = (await db('form_definitions').where({ form_id: definition.id }).max({ version: 'version' }).first()) as
    { version: number | null } | undefined;
  const highest = Number(row?.version ?? 0);
  const inserted =
    definition.version > highest
      ? await db('form_definitions')
          .insert({
            form_id: definition.id,
            version: definition.version,
            status: 'draft',
            definition: JSON.stringify(definition),
          })
          // Another writer may have taken the version since the read: the primary key decides.
          .onConflict(['form_id', 'version'])
          .ignore()
          .returning('version')
      : [];
  if (inserted.length !== 1) {
    throw new DefinitionConflictError(
      `Form "${definition.id}" already has version ${Math.max(highest, definition.version)}; a new draft needs a higher version.`,
    );
  }
  return {
    formId: definition.id,
    version: definition.version,
    status: 'draft',
    definition,
    publishedBy: null,
    publishedAt: null,
  };
}

/** Replaces the definition of a draft; refuses a version that is published or retired, or an id/version change. */
export async function updateDraft(db: Db, formId: string, version: number, value: unknown): Promise<StoredDefinition> {
  const definition = assertDefinition(value, `the draft of ${formId} version ${version}`);
  if (definition.id !== formId || definition.version !== version) {
    throw new DefinitionConflictError(`A draft keeps its form id and version (${formId} version ${version}).`);
  }
  const updated = await db('form_definitions')
    .where({ form_id: formId, version, status: 'draft' })
    .update({ definition: JSON.stringify(definition) });
  if (updated !== 1) throw notADraft(formId, version);
  return { formId, version, status: 'draft', definition, publishedBy: null, publishedAt: null };
}

function notADraft(formId: string, version: number): DefinitionConflictError {
  return new DefinitionConflictError(
    `Form "${formId}" version ${version} is not a draft; a published version never changes.`,
  );
}

/** Publishes a draft: from now on it is the latest version (if highest) and never changes. */
export async function publishDraft(
  db: Db | Trx,
  formId: string,
  version: number,
  publishedBy: number,
  at?: Date,
): Promise<StoredDefinition> {
  const updated = await db('form_definitions')
    .where({ form_id: formId, version, status: 'draft' })
    .update({ status: 'published', published_by: publishedBy, published_at: at ?? db.fn.now() });
  if (updated !== 1) throw notADraft(formId, version);
  const stored = await findStoredDefinition(db, formId, version);
  if (!stored) throw notADraft(formId, version);
  return stored;
}

/**
 * Retires a published version: no longer offered for new records, still served by version so the records saved on
 * it are read and validated with it.
 */
export async function retireDefinition(db: Db | Trx, formId: string, version: number): Promise<void> {
  const updated = await db('form_definitions')
    .where({ form_id: formId, version, status: 'published' })
    .update({ status: 'retired' });
  if (updated !== 1) {
    throw new DefinitionConflictError(`Form "${formId}" version ${version} is not published, so it cannot be retired.`);
  }
}

/** One stored version as the studio lists it: its status, title and who published it when. */
export interface StoredVersionSummary {
  formId: string;
  version: number;
  status: DefinitionStatus;
  /** Published for a later time: not served yet. */
  scheduled: boolean;
  title: string;
  publishedBy: string | null;
  publishedAt: Date | null;
}

/** Every stored version of every form, by form and newest version first (no definition body beyond its title). */
export async function listStoredVersions(db: Db): Promise<StoredVersionSummary[]> {
  const rows = (await db('form_definitions as d')
    .leftJoin('users as u', 'u.id', 'd.published_by')
    .select(
      'd.form_id',
      'd.version',
      'd.status',
      db.raw("d.definition ->> 'title' as title"),
      'd.published_at',
      db.raw("(d.status = 'published' and d.published_at > now()) as scheduled"),
      'u.first_name',
      'u.last_name',
    )
    .orderBy([
      { column: 'd.form_id', order: 'asc' },
      { column: 'd.version', order: 'desc' },
    ])) as {
    form_id: string;
    version: number | string;
    status: DefinitionStatus;
    title: string | null;
    published_at: Date | string | null;
    scheduled: boolean | null;
    first_name: string | null;
    last_name: string | null;
  }[];
  return rows.map((row) => ({
    formId: row.form_id,
    version: Number(row.version),
    status: row.status,
    scheduled: row.scheduled === true,
    title: row.title ?? row.form_id,
    publishedBy: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
    publishedAt: row.published_at === null ? null : new Date(row.published_at),
  }));
}

/** The open draft of a form as the studio edits it: its definition, the revision a save must name, who and when. */
export interface OpenDraft {
  formId: string;
  version: number;
  revision: number;
  definition: FormDefinition;
  /** Who opened it and who saved it last (null when that account is gone). */
  createdBy: number | null;
  updatedBy: number | null;
  updatedAt: Date | null;
  review: DraftReview;
  /** The examples kept beside the definition (copied from the version it was opened from; the author may edit them). */
  fixtures: FormFixtures | null;
}

/** Where a draft stands in review: being edited, waiting for a second compliance member, or approved to publish. */
export type ReviewState = 'editing' | 'in_review' | 'approved';

/** A draft's review: its state, the author's reason, and the reviewer's note (a return or an approval). */
export interface DraftReview {
  state: ReviewState;
  reason: string | null;
  requestedBy: number | null;
  requestedAt: Date | null;
  reviewedBy: number | null;
  reviewedAt: Date | null;
  note: string | null;
}

interface DraftRow {
  form_id: string;
  version: number | string;
  revision: number | string;
  definition: FormDefinition | string;
  created_by: number | null;
  updated_by: number | null;
  updated_at: Date | string | null;
  review_state: ReviewState;
  review_reason: string | null;
  review_requested_by: number | null;
  review_requested_at: Date | string | null;
  reviewed_by: number | null;
  reviewed_at: Date | string | null;
  review_note: string | null;
  fixtures: FormFixtures | string | null;
}

const DRAFT_COLUMNS = [
  'form_id',
  'version',
  'revision',
  'definition',
  'created_by',
  'updated_by',
  'updated_at',
  'review_state',
  'review_reason',
  'review_requested_by',
  'review_requested_at',
  'reviewed_by',
  'reviewed_at',
  'review_note',
  'fixtures',
];

const idOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));
const dateOrNull = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

const draftOf = (row: DraftRow): OpenDraft => ({
  formId: row.form_id,
  version: Number(row.version),
  revision: Number(row.revision),
  definition: typeof row.definition === 'string' ? (JSON.parse(row.definition) as FormDefinition) : row.definition,
  createdBy: row.created_by === null ? null : Number(row.created_by),
  updatedBy: row.updated_by === null ? null : Number(row.updated_by),
  updatedAt: row.updated_at === null ? null : new Date(row.updated_at),
  review: {
    state: row.review_state,
    reason: row.review_reason,
    requestedBy: idOrNull(row.review_requested_by),
    requestedAt: dateOrNull(row.review_requested_at),
    reviewedBy: idOrNull(row.reviewed_by),
    reviewedAt: dateOrNull(row.reviewed_at),
    note: row.review_note,
  },
  fixtures: typeof row.fixtures === 'string' ? (JSON.parse(row.fixtures) as FormFixtures) : row.fixtures,
});

/** The form's open draft (its highest draft version), or undefined. */
export async function findOpenDraft(db: Db | Trx, formId: string): Promise<OpenDraft | undefined> {
  const row = (await db('form_definitions')
    .where({ form_id: formId, status: 'draft' })
    .orderBy('version', 'desc')
    .first(DRAFT_COLUMNS)) as DraftRow | undefined;
  return row ? draftOf(row) : undefined;
}

/**
 * Opens a draft of a form: a copy of a version (its newest, unless rolling back) under `version` (by default the
 * next number), opened by `actorId`. The
 * primary key keeps two people from opening the same version; a form has one open draft at a time (the caller checks
 * first, in the same transaction).
 */
export async function insertDraft(
  trx: Trx,
  from: StoredDefinition,
  actorId: number,
  version = from.version + 1,
): Promise<OpenDraft> {
  // A version's moves of answers are from the version before it: a new version declares its own.
  const { migration: _earlierMoves, ...copied } = from.definition;
  const definition: FormDefinition = { ...copied, version };
  const fixtures = await storedFixtures(trx, from.formId, from.version);
  const inserted = await trx('form_definitions')
    .insert({
      form_id: from.formId,
      version,
      status: 'draft',
      definition: JSON.stringify(definition),
      fixtures: fixtures === null ? null : JSON.stringify(fixtures),
      revision: 1,
      created_by: actorId,
      updated_by: actorId,
      updated_at: trx.fn.now(),
    })
    .onConflict(['form_id', 'version'])
    .ignore()
    .returning('version');
  if (inserted.length !== 1) {
    throw new DefinitionConflictError(`Form "${from.formId}" already has version ${version}.`);
  }
  const draft = await findOpenDraft(trx, from.formId);
  if (!draft) throw new DefinitionConflictError(`The draft of "${from.formId}" was not stored.`);
  return draft;
}

/** The examples stored beside a version (null when it has none). */
export async function storedFixtures(db: Db | Trx, formId: string, version: number): Promise<FormFixtures | null> {
  const row = (await db('form_definitions').where({ form_id: formId, version }).first('fixtures')) as
    { fixtures: FormFixtures | string | null } | undefined;
  if (!row || row.fixtures === null) return null;
  return typeof row.fixtures === 'string' ? (JSON.parse(row.fixtures) as FormFixtures) : row.fixtures;
}

/** A draft as a save or a review step names it: its version and the revision the person read. */
export interface DraftAtRevision {
  formId: string;
  version: number;
  revision: number;
}

/**
 * Writes a checked definition (and, when given, its examples) into the open draft if it is still at `revision` and
 * being edited (not waiting for review or approved), moving it to the next revision. Returns the new revision, or null
 * when the draft moved on, went to review or is no longer a draft since the caller read it.
 */
export async function writeDraftAtRevision(
  trx: Trx,
  draft: DraftAtRevision,
  definition: FormDefinition,
  actorId: number,
  fixtures?: FormFixtures,
): Promise<number | null> {
  const [row] = (await trx('form_definitions')
    .where({
      form_id: draft.formId,
      version: draft.version,
      status: 'draft',
      revision: draft.revision,
      review_state: 'editing',
    })
    .update({
      definition: JSON.stringify(definition),
      ...(fixtures === undefined ? {} : { fixtures: JSON.stringify(fixtures) }),
      revision: draft.revision + 1,
      updated_by: actorId,
      updated_at: trx.fn.now(),
    })
    .returning('revision')) as { revision: number | string }[];
  return row ? Number(row.revision) : null;
}

/** What a review step writes: the new state and who did it, with the author's reason or the reviewer's note. */
export type ReviewStep =
  | { to: 'in_review'; by: number; reason: string }
  | { to: 'approved'; by: number; note: string | null }
  | { to: 'editing'; by: number; note: string | null };

/**
 * Moves the open draft at `revision` from one review state to the next (each step is a new revision, so an approval is
 * of exactly what the reviewer read). Returns the new revision, or null when the draft moved on or is not in `from`.
 */
export async function moveDraftReview(
  trx: Trx,
  draft: DraftAtRevision,
  from: ReviewState,
  step: ReviewStep,
): Promise<number | null> {
  const written =
    step.to === 'in_review'
      ? {
          review_reason: step.reason,
          review_requested_by: step.by,
          review_requested_at: trx.fn.now(),
          reviewed_by: null,
          reviewed_at: null,
          review_note: null,
        }
      : { reviewed_by: step.by, reviewed_at: trx.fn.now(), review_note: step.note };
  const [row] = (await trx('form_definitions')
    .where({
      form_id: draft.formId,
      version: draft.version,
      status: 'draft',
      revision: draft.revision,
      review_state: from,
    })
    .update({ ...written, review_state: step.to, revision: draft.revision + 1 })
    .returning('revision')) as { revision: number | string }[];
  return row ? Number(row.revision) : null;
}
