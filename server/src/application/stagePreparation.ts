import type { StageKey } from 'common';
import { deriveFields } from 'engine';
import type { AppDeps } from 'server/deps.ts';
import type { StoredDefinition } from 'server/forms/formDefinitionStore.ts';
import { validateSubmission, type RefusedSubmission } from 'server/forms/submissionValidation.ts';
import { badRequest } from 'server/http/envelope.ts';
import type { ApplicationRow } from 'server/records/applications.ts';
import type { ApplicationStage } from 'server/records/applicationStages.ts';
import {
  mergeKeepingOnFile,
  openRecordKeepingSealed,
  sealRecord,
  type SealedValue,
} from 'server/records/sealedRecords.ts';
import { APPLICATION_PEOPLE } from 'forms/manifests/people.ts';
import { prefilledOnFile } from './stagePrefill.ts';
import { definitionForSave } from './stageDefinitions.ts';
import { alignStored, entriesOf, entryKeyOf, withoutEmptyEntries } from './stageData.ts';

/**
 * One stage of an application as a save gives it, before anything is written: the page's values over the stored
 * ones (personal values on file kept in the row they belong to), hidden fields emptied, empty applicant entries
 * dropped (part 2 §4.2), validated by the stage's definition version, and sealed for storage. Used by the borrower's
 * save and the staff's correction alike.
 */

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where the personal values of one stage of one application are bound (a value sealed elsewhere does not open). */
export const sealingContextOf = (applicationId: number, stageKey: StageKey) =>
  `application:${applicationId}:${stageKey}`;

/** The stored value of a stage with its personal values opened (an empty object for a stage not saved yet). */
export function openedStage(
  deps: Pick<AppDeps, 'keys'>,
  row: Pick<ApplicationRow, 'id' | 'data'>,
  stage: Pick<ApplicationStage, 'key'>,
  stored: StoredDefinition,
): Data {
  return openedStageKeepingSealed(deps, row, stage, stored).opened;
}

/** The same, with each opened value's sealed copy by path (sealRecord keeps those saved again unchanged). */
export function openedStageKeepingSealed(
  deps: Pick<AppDeps, 'keys'>,
  row: Pick<ApplicationRow, 'id' | 'data'>,
  stage: Pick<ApplicationStage, 'key'>,
  stored: StoredDefinition,
): { opened: Data; sealed: Map<string, SealedValue> } {
  const value = row.data[stage.key];
  return isObject(value)
    ? openRecordKeepingSealed(deps.keys.personal, stored.definition, sealingContextOf(row.id, stage.key), value)
    : { opened: {}, sealed: new Map() };
}

/**
 * Another stage of a record changed by a save (its value opened, `sealed` its values' sealed copies as
 * openedStageKeepingSealed gave them): derived by its own definition and sealed for storage, each personal value
 * saved again unchanged keeping its sealed copy.
 */
export function derivedAndSealed(
  deps: Pick<AppDeps, 'keys'>,
  applicationId: number,
  stage: Pick<ApplicationStage, 'key'>,
  stored: StoredDefinition,
  value: Data,
  sealed: ReadonlyMap<string, SealedValue>,
): Data {
  const derived = deriveFields(stored.definition, value);
  return sealRecord(deps.keys.personal, stored.definition, sealingContextOf(applicationId, stage.key), derived, sealed);
}

/** A stage ready to be written: the definition it passed, its values (opened) and the same sealed for storage. */
export interface PreparedStage {
  stored: StoredDefinition;
  data: Data;
  sealed: Data;
  /** Whether the whole stage has every answer its definition requires (false only after a partial save). */
  complete: boolean;
}

/** How one save of a stage is taken. */
export interface StageSaveOptions {
  /** The definition version the page rendered (validated against the pinned one). */
  formVersion?: unknown;
  /**
   * On a per-applicant stage, the applicant on screen (its mapid): only that entry is taken from the page and
   * validated, every other entry stays as saved. Without it every entry the page sent is taken and validated.
   */
  mapid?: string;
  /**
   * On a save of every entry of a per-applicant stage, the people (mapids) whose entries stay as saved whatever the
   * page sent: those the saver may not fill (issue 21, point 6).
   */
  keep?: readonly string[];
  /**
   * Save & Finish Later: the stage is kept as it is, answers missing; everything given is still checked (the engine's
   * partial validation).
   */
  partial?: boolean;
  onRefused?: (refused: RefusedSubmission) => void;
}

function numericOrder(a: Data, b: Data): number {
  return Number(entryKeyOf(a) ?? Infinity) - Number(entryKeyOf(b) ?? Infinity);
}

/**
 * What a save keeps on file where the page leaves a personal field empty: the saved stage, or for a stage (or an
 * applicant's entry) not saved yet, the personal values its prefill holds (a date of birth from the pre-approval).
 */
function onFileBase(stage: ApplicationStage, opened: Data, saved: boolean, prefilled: Data): Data {
  if (!stage.perApplicant) return saved ? opened : prefilled;
  const entries = entriesOf(opened);
  const keys = new Set(entries.map(entryKeyOf));
  const unsaved = entriesOf(prefilled).filter((entry) => !keys.has(entryKeyOf(entry)));
  return unsaved.length === 0 ? opened : { ...opened, applications: [...entries, ...unsaved] };
}

/**
 * The stage's new value (opened) and the validation scope, before derivation and validation. `onFile` is what
 * personal fields left empty keep (onFileBase).
 */
function mergedStage(
  stored: StoredDefinition,
  opened: Data,
  incoming: Data,
  stage: ApplicationStage,
  mapid: string | undefined,
  keep: readonly string[] = [],
  onFile: Data = opened,
): { merged: Data; person?: string } {
  const { definition } = stored;
  if (!stage.perApplicant || mapid === undefined) {
    const kept = (entry: Data) => keep.includes(entryKeyOf(entry) ?? '');
    const sent = stage.perApplicant
      ? { ...incoming, applications: entriesOf(incoming).filter((entry) => !kept(entry)) }
      : incoming;
    const merged = mergeKeepingOnFile(definition, alignStored(onFile, sent) as Data, sent);
    if (!stage.perApplicant) return { merged };
    const entries = [...entriesOf(withoutEmptyEntries(merged)), ...entriesOf(opened).filter(kept)];
    return { merged: { ...merged, applications: entries.sort(numericOrder) } };
  }
  const sent = entriesOf(incoming).find((entry) => entryKeyOf(entry) === mapid);
  if (!sent) throw badRequest(stored.definition.formMessage ?? 'Fill all required details', ['applications']);
  const saved = entriesOf(opened);
  const before = entriesOf(onFile).find((entry) => entryKeyOf(entry) === mapid);
  const one = mergeKeepingOnFile(
    definition,
    { applications: [alignStored(before, sent)] },
    { applications: [sent] },
  ) as { applications: Data[] };
  const entry = one.applications[0] as Data;
  const entries = [...saved.filter((other) => entryKeyOf(other) !== mapid), entry].sort(numericOrder);
  const { applications: _sent, ...rest } = incoming;
  return {
    merged: { ...opened, ...rest, applications: entries },
    person: `applications.${entries.indexOf(entry)}`,
  };
}

/**
 * Merges, derives, validates and seals one stage of the application. Throws 400 (the definition's message and the
 * failing fields) when the values do not pass (a partial save: when a value given is wrong), with nothing written.
 */
export async function prepareStage(
  deps: Pick<AppDeps, 'db' | 'keys'>,
  row: Pick<ApplicationRow, 'id' | 'data' | 'form_versions' | 'prefill'>,
  stage: ApplicationStage,
  incoming: unknown,
  options: StageSaveOptions = {},
): Promise<PreparedStage> {
  const stored = await definitionForSave(deps.db, row, stage.formId, stage.versionKey, options.formVersion);
  const { definition } = stored;
  if (!isObject(incoming)) throw badRequest(definition.formMessage ?? 'Fill all required details', [stage.key]);
  const { opened, sealed: onFileSealed } = openedStageKeepingSealed(deps, row, stage, stored);
  const prefilled = await prefilledOnFile(deps, row, stage);
  const onFile = onFileBase(stage, opened, isObject(row.data[stage.key]), prefilled);
  const { merged, person } = mergedStage(stored, opened, incoming, stage, options.mapid, options.keep, onFile);
  // Who each entry is, and its copies of stage 1, are the server's to say.
  const identified = stage.perApplicant ? APPLICATION_PEOPLE.withCopies(row.data, stage.key, merged) : merged;
  const { data, complete } = await validateSubmission(
    deps.db,
    stage.formId,
    stored.version,
    deriveFields(definition, identified),
    {
      definition: stored,
      scope: person === undefined ? undefined : { person },
      partial: options.partial,
      onRefused: options.onRefused,
    },
  );
  // Each personal value is sealed once: one saved again unchanged keeps its sealed copy.
  const sealed = sealRecord(deps.keys.personal, definition, sealingContextOf(row.id, stage.key), data, onFileSealed);
  return { stored, data, sealed, complete };
}
