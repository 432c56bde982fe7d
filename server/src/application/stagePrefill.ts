import type { StageKey } from 'common';
import { personalValuesIn } from 'engine';
import { APPLICATION_PEOPLE } from 'forms/manifests/people.ts';
import type { Db, Trx } from 'server/db/database.ts';
import type { AppDeps } from 'server/deps.ts';
import { findDefinition, READABLE_STATUSES } from 'server/forms/formDefinitionStore.ts';
import type { ApplicationRow, StagePrefills } from 'server/records/applications.ts';
import { APPLICATION_STAGES, type ApplicationStage } from 'server/records/applicationStages.ts';
import { preapprovalSealingContextOf, type PreapprovalRow } from 'server/records/preapprovals.ts';
import { openRecord, presentSealedRecord, sealRecord } from 'server/records/sealedRecords.ts';
import { prefillFromPreapproval } from './preapprovalPrefill.ts';
import { readableDefinition } from './stageDefinitions.ts';
import { entriesOf, entryKeyOf } from './stageData.ts';

/**
 * What a stage starts with before the borrower saves it (part 2 §4.4, issue 21 point 7), in one place: stage 1 the
 * account's names, phones and e-mail; stage 4 the co-borrower named on stage 1; and, for an application started from
 * a pre-approval, what that pre-approval answers of every stage (preapprovalPrefill.ts), each such value marked so the
 * page can say it came from there. The pre-approval's part is kept on the application when it starts, its personal
 * values (dates of birth) sealed as the stage's are, so a save that leaves one empty keeps it, as a value on file.
 */

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where the personal values of a stage's prefill are bound (apart from the stage's own). */
const prefillSealingContextOf = (applicationId: number, stageKey: string) =>
  `application:${applicationId}:prefill:${stageKey}`;

/** The first stage before it is saved: the Applicant's name, phones and e-mail from the account's profile. */
async function profilePrefill(db: Db, stage: ApplicationStage, userId: number): Promise<Data | null> {
  if (APPLICATION_PEOPLE.stageOf(stage.key)?.prefill?.from !== 'profile') return null;
  const user = (await db('users')
    .where({ id: userId })
    .first('first_name', 'middle_name', 'last_name', 'mobile_number', 'work_phone', 'email')) as
    Record<string, string | null> | undefined;
  // By the profile's field names (the profile definition's), which the manifest maps to the stage's.
  return APPLICATION_PEOPLE.profilePrefill(stage.key, {
    firstName: user?.first_name,
    middleName: user?.middle_name,
    lastName: user?.last_name,
    cellPhone: user?.mobile_number,
    workPhone: user?.work_phone,
    email: user?.email,
  });
}

/** `over` laid on `base`, objects and lists (row by row) merged, `over`'s values winning. */
function merged(base: unknown, over: unknown): unknown {
  if (Array.isArray(base) && Array.isArray(over)) {
    return Array.from({ length: Math.max(base.length, over.length) }, (_unused, i) =>
      over[i] === undefined ? base[i] : merged(base[i], over[i]),
    );
  }
  if (isObject(base) && isObject(over)) {
    const result: Data = { ...base };
    for (const [key, value] of Object.entries(over)) result[key] = merged(base[key], value);
    return result;
  }
  return over === undefined ? base : over;
}

/**
 * The prefill an application keeps from the pre-approval it is started from: each stage's values by the mapping
 * table, sealed with the definition version its page will render.
 */
export async function preapprovalPrefillOf(
  deps: Pick<AppDeps, 'keys'>,
  trx: Trx,
  applicationId: number,
  preapproval: PreapprovalRow,
): Promise<StagePrefills> {
  const source = await findDefinition(trx, preapproval.form_id, preapproval.form_version, READABLE_STATUSES);
  if (!source) return {};
  const record = openRecord(
    deps.keys.personal,
    source.definition,
    preapprovalSealingContextOf(preapproval.user_id),
    preapproval.data,
  );
  const stageTwo = isObject(record.stage2) ? record.stage2 : {};
  const officerStates =
    stageTwo.loanOfficerIndicator === true && stageTwo.loanOfficerId !== undefined
      ? ((await trx('officer_licenses')
          .where({ officer_id: Number(stageTwo.loanOfficerId) })
          .orderBy('state')
          .pluck('state')) as string[])
      : [];
  const stages = prefillFromPreapproval({ record, amount: Number(preapproval.amount ?? 0), officerStates });
  const prefills: StagePrefills = {};
  for (const stage of APPLICATION_STAGES) {
    const filled = stages[stage.key];
    // The version its page will render (the latest published), read in the transaction.
    const rendered = filled ? await findDefinition(trx, stage.formId, undefined, ['published']) : undefined;
    if (!filled || !rendered) continue;
    prefills[stage.key] = {
      formVersion: rendered.version,
      paths: filled.paths,
      value: sealRecord(
        deps.keys.personal,
        rendered.definition,
        prefillSealingContextOf(applicationId, stage.key),
        filled.value,
      ),
    };
  }
  return prefills;
}

/** A stage's prefill from the pre-approval as a reply shows it: personal values masked apart, by path. */
async function shownPrefill(
  deps: Pick<AppDeps, 'db' | 'keys'>,
  row: Pick<ApplicationRow, 'id' | 'prefill'>,
  stage: ApplicationStage,
): Promise<{ value: Data; onFile: Record<string, string>; paths: string[] } | null> {
  const kept = row.prefill?.[stage.key];
  const stored = kept ? await readableDefinition(deps.db, stage.formId, kept.formVersion) : undefined;
  if (!kept || !stored) return null;
  const shown = presentSealedRecord(
    deps.keys.personal,
    stored.definition,
    prefillSealingContextOf(row.id, stage.key),
    kept.value,
  );
  return { value: shown.data, onFile: shown.onFile, paths: kept.paths ?? [] };
}

/**
 * The personal values a stage's prefill holds, opened, and nothing else (`{ coborrower: { birthDate } }`): a save
 * of a stage (or of an entry) not saved before keeps them when the page leaves them empty, as values on file.
 */
export async function prefilledOnFile(
  deps: Pick<AppDeps, 'db' | 'keys'>,
  row: Pick<ApplicationRow, 'id' | 'prefill'>,
  stage: ApplicationStage,
): Promise<Data> {
  const kept = row.prefill?.[stage.key];
  const stored = kept ? await readableDefinition(deps.db, stage.formId, kept.formVersion) : undefined;
  if (!kept || !stored) return {};
  const opened = openRecord(
    deps.keys.personal,
    stored.definition,
    prefillSealingContextOf(row.id, stage.key),
    kept.value,
  );
  let onFile: Data = {};
  for (const { path, value } of personalValuesIn(stored.definition, opened)) {
    onFile = merged(onFile, pathValue(opened, path, value)) as Data;
  }
  return onFile;
}

/** Just the value at `path` of `data`, with what holds it (entries keep their mapid, to be matched by it). */
function pathValue(data: Data, path: string, value: unknown): Data {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  if (rest.length === 0) return { [head]: value };
  const child = data[head];
  if (Array.isArray(child)) {
    const index = Number(rest[0]);
    const row = (child[index] ?? {}) as Data;
    const kept = pathValue(row, rest.slice(1).join('.'), value);
    const rows: unknown[] = [];
    rows[index] = row.mapid === undefined ? kept : { mapid: row.mapid, ...kept };
    return { [head]: rows };
  }
  return { [head]: pathValue(isObject(child) ? child : {}, rest.join('.'), value) };
}

/** What GET eloan/form1003/{stage}/{id} says about what the stage starts with. */
export interface StageStart {
  /** The values of a stage not saved yet (stages 1, 2, 4), by its key; null when nothing is prefilled. */
  prefill: Partial<Record<StageKey, Data>> | null;
  /** The stage's value for a per-applicant stage: everyone's entry, an unsaved one from the prefill. */
  entries?: Data;
  /** Full paths (`stageTwo.property.city`) of the values that came from the pre-approval. */
  prefilled: string[];
  /** Masked personal values of the prefill, by full path, as the reply's `onFile`. */
  onFile: Record<string, string>;
}

/**
 * What the page of a stage starts with: the saved stage as it is; a stage not saved yet gets the profile's (stage 1),
 * stage 1's co-borrower (stage 4) and the pre-approval's values; on a per-applicant stage each person without a saved
 * entry gets the pre-approval's entry. `shown` is the stage's saved value as presented (personal values masked).
 */
export async function stageStart(
  deps: Pick<AppDeps, 'db' | 'keys'>,
  row: Pick<ApplicationRow, 'id' | 'data' | 'prefill'>,
  stage: ApplicationStage,
  userId: number,
  shown: Data | undefined,
): Promise<StageStart> {
  const fromPreapproval = await shownPrefill(deps, row, stage);
  const at = (path: string) => `${stage.key}.${path}`;
  if (stage.perApplicant) {
    const prefilledEntries = entriesOf(fromPreapproval?.value);
    const savedKeys = new Set(entriesOf(shown).map(entryKeyOf));
    const entries = APPLICATION_PEOPLE.withEveryPerson(row.data, stage.key, shown, prefilledEntries);
    const placeOf = new Map(entriesOf(entries).map((entry, index) => [entryKeyOf(entry), index]));
    // A prefill path names its entry by its place in the prefill: the reply's entry of the same person, unsaved.
    const moved = (path: string): string | undefined => {
      const match = /^applications\.(\d+)\.(.*)$/.exec(path);
      const key = match ? entryKeyOf(prefilledEntries[Number(match[1])] ?? {}) : undefined;
      const place = key === undefined || savedKeys.has(key) ? undefined : placeOf.get(key);
      return place === undefined || !match ? undefined : at(`applications.${place}.${match[2]}`);
    };
    const onFile: Record<string, string> = {};
    for (const [path, masked] of Object.entries(fromPreapproval?.onFile ?? {})) {
      const full = moved(path);
      if (full) onFile[full] = masked;
    }
    const prefilled = (fromPreapproval?.paths ?? []).map(moved).filter((path): path is string => path !== undefined);
    return { prefill: null, entries, prefilled, onFile };
  }
  if (row.data[stage.key] !== undefined) return { prefill: null, prefilled: [], onFile: {} };
  const base =
    (await profilePrefill(deps.db, stage, userId)) ??
    (APPLICATION_PEOPLE.startsFromCoBorrower(row.data, stage.key)
      ? APPLICATION_PEOPLE.withPeoplePrefill(row.data, stage.key, {})
      : undefined);
  const value = merged(base ?? {}, fromPreapproval?.value ?? {}) as Data;
  const onFile = Object.fromEntries(Object.entries(fromPreapproval?.onFile ?? {}).map(([path, v]) => [at(path), v]));
  return {
    prefill: base || fromPreapproval ? { [stage.key]: value } : null,
    prefilled: (fromPreapproval?.paths ?? []).map(at),
    onFile,
  };
}
