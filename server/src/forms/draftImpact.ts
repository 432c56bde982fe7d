import type { StageKey } from 'common';
import type { StudioImpactField, StudioImpactReply, StudioUnfitField } from 'common';
import {
  deriveFields,
  isAnswered,
  isDeletedRow,
  lookupTypesOf,
  messageKeyOf,
  normalizeData,
  personalPathsOf,
  sortByDisplayOrder,
  type CompiledForm,
  type FormDefinition,
  type JsonSchema,
  type LookupOptions,
} from 'engine';
import { compileDefinition } from 'engine/compiler.ts';
import { titleAt } from 'server/application/fieldDisplay.ts';
import { sealingContextOf } from 'server/application/stagePreparation.ts';
import type { Db } from 'server/db/database.ts';
import { loadLookupOptions } from 'server/lookups/lookupOptions.ts';
import { APPLICATION_STATUS } from 'server/records/applications.ts';
import { APPLICATION_STAGES, SHORT_APPLICATION } from 'server/records/applicationStages.ts';
import { PREAPPROVAL_SAVED, PREAPPROVAL_SUBMITTED, preapprovalSealingContextOf } from 'server/records/preapprovals.ts';
import { openRecord } from 'server/records/sealedRecords.ts';
import { PersonalFieldError, type PersonalKeyring } from 'server/security/personalFields.ts';
import { compiledDefinition, findDefinition } from './formDefinitionStore.ts';

/**
 * The impact of a draft on records (the compliance studio, issue 23): every record still in progress on the form's
 * published version is run against the draft as its next save would be (derived, normalized and validated with
 * the lookups), and compared with what the published version says of it: how many complete records would become
 * incomplete, which answers would no longer fit (per field and keyword) and which fields would be dropped (per
 * field). In progress means what the studio's list counts so (server/src/records/formUsage.ts): a 1003 stage or
 * short application not submitted (nor discarded), a pre-approval not submitted, a profile. Submitted records keep
 * their version and are only counted. Typing drafts of the 1003 (application_drafts) are not records on a version:
 * they were never validated and go at the next save, so they are not checked.
 *
 * Records are read a page at a time in id order, one stage's value each (never the whole application), so memory
 * stays flat however many there are. Personal values are opened in memory for the check only; the reply holds
 * counts, paths and titles, never a value, and nothing is logged.
 */

type Data = Record<string, unknown>;

/** How an impact check runs. */
export interface DraftImpactOptions {
  /**
   * The keys that open personal fields (deps.keys.personal). Without them personal answers stay sealed and are not
   * judged: errors on personal fields are left out on both versions, and the reply says so.
   */
  personalKeys?: PersonalKeyring;
  /** Records read per query (250 unless given). */
  pageSize?: number;
}

/** One in-progress record as a source reads it: its value for the form and, when it seals personal values, where. */
interface InProgressRecord {
  id: number;
  value: unknown;
  /** The context its personal values were sealed under; undefined when the table keeps none sealed. */
  sealedAt?: string;
}

/** Counts of records on the form that are not checked. */
interface UncheckedCounts {
  /** Submitted on the current version. */
  keepTheirVersion: number;
  /** In progress on another version. */
  onEarlierVersions: number;
}

/** A table (or one stage of the 1003) that keeps records filled on the form. */
interface RecordSource {
  /** In-progress records on the version with an id above `after`, at most `limit`, in id order. */
  page(db: Db, version: number, after: number, limit: number): Promise<InProgressRecord[]>;
  counts(db: Db, version: number): Promise<UncheckedCounts>;
}

const DEFAULT_PAGE_SIZE = 250;

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface CountRow {
  submitted: boolean | string | number;
  current: boolean | string | number;
  count: number | string;
}

const truthy = (value: boolean | string | number) => value === true || value === 't' || value === 1 || value === '1';

/** Folds rows grouped by (submitted, on the current version) into the unchecked counts. */
function uncheckedOf(rows: readonly CountRow[]): UncheckedCounts {
  const counts: UncheckedCounts = { keepTheirVersion: 0, onEarlierVersions: 0 };
  for (const row of rows) {
    const submitted = truthy(row.submitted);
    const current = truthy(row.current);
    if (submitted && current) counts.keepTheirVersion += Number(row.count);
    if (!submitted && !current) counts.onEarlierVersions += Number(row.count);
  }
  return counts;
}

/** A stage of the full 1003 (its value under `key`, its version in form_versions under `versionKey`) or the short one. */
function applicationSource(kind: 'full' | 'short', versionKey: string, key: StageKey | undefined): RecordSource {
  const withStageSaved = (db: Db) =>
    db('applications')
      .where({ kind })
      .whereNull('discarded_at')
      .whereRaw('form_versions ->> ? is not null', [versionKey]);
  return {
    async page(db, version, after, limit) {
      const rows = (await withStageSaved(db)
        .where({ status_indicator: APPLICATION_STATUS.saved })
        .whereRaw('form_versions ->> ? = ?', [versionKey, String(version)])
        .where('id', '>', after)
        .orderBy('id')
        .limit(limit)
        .select('id', key === undefined ? 'data as value' : db.raw('data -> ? as value', [key]))) as {
        id: number;
        value: unknown;
      }[];
      // The short application holds no personal field: its values are stored as they are.
      return rows.map((row) => ({
        id: Number(row.id),
        value: row.value,
        sealedAt: key === undefined ? undefined : sealingContextOf(Number(row.id), key),
      }));
    },
    async counts(db, version) {
      const rows = (await withStageSaved(db)
        .select(
          db.raw('status_indicator <> ? as submitted', [APPLICATION_STATUS.saved]),
          db.raw('form_versions ->> ? = ? as current', [versionKey, String(version)]),
          db.raw('count(*) as count'),
        )
        .groupByRaw('1, 2')) as CountRow[];
      return uncheckedOf(rows);
    },
  };
}

const preapprovalSource: (formId: string) => RecordSource = (formId) => ({
  async page(db, version, after, limit) {
    const rows = (await db('preapprovals')
      .where({ form_id: formId, form_version: version, status_indicator: PREAPPROVAL_SAVED })
      .where('id', '>', after)
      .orderBy('id')
      .limit(limit)
      .select('id', 'user_id', 'data')) as { id: number; user_id: number; data: unknown }[];
    return rows.map((row) => ({
      id: Number(row.id),
      value: row.data,
      sealedAt: preapprovalSealingContextOf(Number(row.user_id)),
    }));
  },
  async counts(db, version) {
    const rows = (await db('preapprovals')
      .where({ form_id: formId })
      .select(
        db.raw('status_indicator = ? as submitted', [PREAPPROVAL_SUBMITTED]),
        db.raw('form_version = ? as current', [version]),
        db.raw('count(*) as count'),
      )
      .groupByRaw('1, 2')) as CountRow[];
    return uncheckedOf(rows);
  },
});

/** Profiles stay editable: every one is in progress. They keep no sealed value. */
const profileSource: (formId: string) => RecordSource = (formId) => ({
  async page(db, version, after, limit) {
    const rows = (await db('user_profiles')
      .where({ form_id: formId, form_version: version })
      .where('id', '>', after)
      .orderBy('id')
      .limit(limit)
      .select('id', 'data')) as { id: number; data: unknown }[];
    return rows.map((row) => ({ id: Number(row.id), value: row.data }));
  },
  async counts(db, version) {
    const rows = (await db('user_profiles')
      .where({ form_id: formId })
      .select(
        db.raw('false as submitted'),
        db.raw('form_version = ? as current', [version]),
        db.raw('count(*) as count'),
      )
      .groupByRaw('1, 2')) as CountRow[];
    return uncheckedOf(rows);
  },
});

/** Tables whose records are all sent (public forms, documents' forms): counted, never checked. */
const submittedSource: (table: 'form_submissions' | 'documents', formId: string) => RecordSource = (table, formId) => ({
  page: async () => [],
  async counts(db, version) {
    const row = (await db(table).where({ form_id: formId, form_version: version }).count({ count: '*' }).first()) as
      { count: number | string } | undefined;
    return { keepTheirVersion: Number(row?.count ?? 0), onEarlierVersions: 0 };
  },
});

/** Every place records of the form are kept. */
function sourcesOf(formId: string): RecordSource[] {
  return [
    ...APPLICATION_STAGES.filter((stage) => stage.formId === formId).map((stage) =>
      applicationSource('full', stage.versionKey, stage.key),
    ),
    ...(SHORT_APPLICATION.formId === formId
      ? [applicationSource('short', SHORT_APPLICATION.versionKey, undefined)]
      : []),
    preapprovalSource(formId),
    profileSource(formId),
    submittedSource('form_submissions', formId),
    submittedSource('documents', formId),
  ];
}

/** True when a value holds an answer: text, a number, yes or no, or an answer somewhere inside it. */
function holdsAnswer(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsAnswer);
  if (isObject(value)) return Object.values(value).some(holdsAnswer);
  return isAnswered(value);
}

/**
 * The fields (rows as `*`) of the current schema that hold an answer in `value` and that the draft no longer has;
 * a field dropped whole is named once, not field by field inside it. Soft-deleted rows hold no answer.
 */
function collectDropped(current: JsonSchema, draft: JsonSchema, value: unknown, path: string, into: Set<string>) {
  if (Array.isArray(value)) {
    const [items, draftItems] = [current.items, draft.items];
    if (!items || !draftItems) return;
    for (const row of value) {
      if (!isDeletedRow(row)) collectDropped(items, draftItems, row, path ? `${path}.*` : '*', into);
    }
    return;
  }
  // A draft that makes an object a plain value keeps it whole (normalizeData does not look inside).
  if (!isObject(value) || !current.properties || !draft.properties) return;
  for (const [name, child] of Object.entries(current.properties)) {
    if (!Object.hasOwn(value, name) || !holdsAnswer(value[name])) continue;
    const at = path ? `${path}.${name}` : name;
    const kept = draft.properties[name];
    if (kept) collectDropped(child, kept, value[name], at, into);
    else into.add(at);
  }
}

/** What the check finds in one record. */
interface RecordFinding {
  complete: boolean;
  becomesIncomplete: boolean;
  /** `path\u0000keyword` of every answer the draft finds missing or wrong that the current version did not. */
  unfit: Set<string>;
  dropped: Set<string>;
}

const SEPARATOR = '\u0000';

/** Both versions compiled, with what they check against. */
interface Judge {
  current: CompiledForm;
  draft: CompiledForm;
  lookups: LookupOptions;
  /** Message keys whose errors are left out (personal fields, when their values stay sealed). */
  unjudged: ReadonlySet<string>;
}

/** Validates one record (opened) with the current version and as the draft would take it at its next save. */
function judgeRecord(judge: Judge, record: Data): RecordFinding {
  const { current, draft, lookups, unjudged } = judge;
  const counted = (path: string) => !unjudged.has(messageKeyOf(path));
  // The stored record is what the current version derived at its last save; the draft takes it as its next save
  // would (derived by the draft's rules, then normalized), so a draft equal to the current version finds nothing.
  const stored = normalizeData(current.definition.schema, record);
  const next = normalizeData(draft.definition.schema, deriveFields(draft.definition, record));
  const before = current.validate(stored, { lookups }).errors.filter((error) => counted(error.path));
  const after = draft.validate(next, { lookups }).errors.filter((error) => counted(error.path));
  const failing = new Set(before.map((error) => error.path));
  const unfit = new Set<string>();
  for (const error of after) {
    if (!failing.has(error.path)) unfit.add(`${messageKeyOf(error.path)}${SEPARATOR}${error.keyword}`);
  }
  const dropped = new Set<string>();
  collectDropped(current.definition.schema, draft.definition.schema, record, '', dropped);
  const complete = before.length === 0;
  return { complete, becomesIncomplete: complete && after.length > 0, unfit, dropped };
}

/** Adds one to a count by key. */
function bump(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** The title of a field: the draft's, else the current version's, else its own name. */
function fieldTitle(draft: FormDefinition, current: FormDefinition, path: string): string {
  return titleAt(draft, path) || titleAt(current, path) || (path.split('.').at(-1) ?? path);
}

/**
 * The impact of `draft` on the records filled on the published version of `formId` (see the module comment): how
 * many in-progress records were checked, were complete and would become incomplete, which answers would no longer
 * fit and which fields would be dropped, with the submitted records that keep their version. Counts and titles
 * only. Throws when the draft is another form's, or when its schema does not compile (the studio's checks refuse
 * such a draft first).
 */
export async function draftImpact(
  db: Db,
  formId: string,
  draft: FormDefinition,
  options: DraftImpactOptions = {},
): Promise<StudioImpactReply> {
  if (draft.id !== formId) throw new Error(`The draft is of ${draft.id}, not of ${formId}`);
  const published = await findDefinition(db, formId, undefined, ['published']);
  const reply: StudioImpactReply = {
    formId,
    currentVersion: published?.version ?? null,
    draftVersion: draft.version,
    inProgress: 0,
    complete: 0,
    becomeIncomplete: 0,
    affected: 0,
    keepTheirVersion: 0,
    onEarlierVersions: 0,
    unreadable: 0,
    personalFieldsChecked: options.personalKeys !== undefined,
    unfit: [],
    dropped: [],
  };
  if (!published) return reply;
  const current = compiledDefinition(published);
  const types = [...new Set([...lookupTypesOf(published.definition), ...lookupTypesOf(draft)])];
  const judge: Judge = {
    current,
    draft: compileDefinition(draft),
    lookups: types.length > 0 ? await loadLookupOptions(db, types) : new Map(),
    unjudged: new Set(
      options.personalKeys ? [] : [...personalPathsOf(published.definition), ...personalPathsOf(draft)],
    ),
  };
  const unfit = new Map<string, number>();
  const dropped = new Map<string, number>();
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  for (const source of sourcesOf(formId)) {
    const unchecked = await source.counts(db, published.version);
    reply.keepTheirVersion += unchecked.keepTheirVersion;
    reply.onEarlierVersions += unchecked.onEarlierVersions;
    // The next page is read while this one is checked.
    let next = source.page(db, published.version, 0, pageSize);
    for (;;) {
      const records = await next;
      const last = records.at(-1);
      if (!last) break;
      next = records.length < pageSize ? Promise.resolve([]) : source.page(db, published.version, last.id, pageSize);
      for (const record of records) {
        const value = isObject(record.value) ? record.value : {};
        let opened: Data;
        try {
          opened =
            options.personalKeys && record.sealedAt !== undefined
              ? openRecord(options.personalKeys, published.definition, record.sealedAt, value)
              : value;
        } catch (error) {
          if (!(error instanceof PersonalFieldError)) throw error;
          reply.unreadable += 1;
          continue;
        }
        const finding = judgeRecord(judge, opened);
        reply.inProgress += 1;
        if (finding.complete) reply.complete += 1;
        if (finding.becomesIncomplete) reply.becomeIncomplete += 1;
        if (finding.unfit.size > 0 || finding.dropped.size > 0) reply.affected += 1;
        for (const key of finding.unfit) bump(unfit, key);
        for (const path of finding.dropped) bump(dropped, path);
      }
    }
  }
  const unfitFields: StudioUnfitField[] = [...unfit].map(([key, records]) => {
    const [path = '', keyword = ''] = key.split(SEPARATOR);
    return { path, title: fieldTitle(draft, published.definition, path), keyword, records };
  });
  const droppedFields: StudioImpactField[] = [...dropped].map(([path, records]) => ({
    path,
    title: fieldTitle(draft, published.definition, path),
    records,
  }));
  reply.unfit = sortByDisplayOrder(draft, unfitFields, (field) => field.path);
  reply.dropped = sortByDisplayOrder(published.definition, droppedFields, (field) => field.path);
  return reply;
}
