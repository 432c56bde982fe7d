import type { Db, Trx } from 'server/db/database.ts';
import { findDefinition, READABLE_STATUSES, type StoredDefinition } from 'server/forms/formDefinitionStore.ts';
import { FORM_UNAVAILABLE_MESSAGE } from 'server/forms/submissionValidation.ts';
import { badRequest } from 'server/http/envelope.ts';
import { readWholeNumber } from 'server/http/input.ts';
import type { ApplicationRow } from 'server/records/applications.ts';
import { APPLICATION_STAGES, type ApplicationStage } from 'server/records/applicationStages.ts';

/**
 * The definition version each stage of an application is read and validated with: the one the stage was first
 * saved on (pinned in `form_versions`), or for a stage not saved yet the version the page rendered (or the latest
 * published). A published version never changes, so a pinned one is kept in memory once read.
 */

// Per database handle, as tests run several servers in one process.
const pinnedCache = new WeakMap<object, Map<string, StoredDefinition>>();

/** A version a record was filled on (published or retired), read once per process. */
export async function readableDefinition(
  db: Db | Trx,
  formId: string,
  version: number,
): Promise<StoredDefinition | undefined> {
  const cache = pinnedCache.get(db) ?? new Map<string, StoredDefinition>();
  pinnedCache.set(db, cache);
  const key = `${formId}@${version}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const stored = await findDefinition(db, formId, version, READABLE_STATUSES);
  if (stored && stored.status !== 'draft') cache.set(key, stored);
  return stored;
}

/** The version the stage is pinned to in the record, if it was saved. */
export function pinnedVersionOf(row: Pick<ApplicationRow, 'form_versions'>, versionKey: string): number | undefined {
  const version = row.form_versions[versionKey];
  return typeof version === 'number' ? version : undefined;
}

/**
 * The definition a save of this stage is validated with: the pinned version (a page that rendered another one is
 * told to reload), else the version the page sent if it is published, else the latest published.
 */
export async function definitionForSave(
  db: Db,
  row: Pick<ApplicationRow, 'form_versions'> | undefined,
  formId: string,
  versionKey: string,
  sent: unknown,
): Promise<StoredDefinition> {
  const wanted = sent === undefined || sent === null || sent === '' ? undefined : readWholeNumber(sent);
  if (wanted === null) throw badRequest(FORM_UNAVAILABLE_MESSAGE, ['formVersion']);
  const pinned = row ? pinnedVersionOf(row, versionKey) : undefined;
  if (pinned !== undefined) {
    if (wanted !== undefined && wanted !== pinned) throw badRequest(FORM_UNAVAILABLE_MESSAGE, ['formVersion']);
    const stored = await readableDefinition(db, formId, pinned);
    if (!stored) throw badRequest(FORM_UNAVAILABLE_MESSAGE, ['formVersion']);
    return stored;
  }
  const stored = await findDefinition(db, formId, wanted, ['published']);
  if (!stored) throw badRequest(FORM_UNAVAILABLE_MESSAGE, [wanted === undefined ? 'formId' : 'formVersion']);
  return stored;
}

/** The definition the stage of a stored record is read with (its pinned version), or undefined if not saved. */
export async function definitionOfSavedStage(
  db: Db | Trx,
  row: Pick<ApplicationRow, 'form_versions'>,
  stage: Pick<ApplicationStage, 'formId' | 'versionKey'>,
): Promise<StoredDefinition | undefined> {
  const pinned = pinnedVersionOf(row, stage.versionKey);
  return pinned === undefined ? undefined : readableDefinition(db, stage.formId, pinned);
}

/** The definitions of every saved stage of a record, by stage. */
export async function definitionsOfRecord(
  db: Db | Trx,
  row: Pick<ApplicationRow, 'form_versions'>,
): Promise<Map<ApplicationStage, StoredDefinition>> {
  const found = new Map<ApplicationStage, StoredDefinition>();
  for (const stage of APPLICATION_STAGES) {
    const stored = await definitionOfSavedStage(db, row, stage);
    if (stored) found.set(stage, stored);
  }
  return found;
}

/**
 * The version of the stage a page should render: the pinned one, else the latest published (`known.newestVersion`
 * when the caller read it, undefined for none; else it is read here).
 */
export async function definitionToRender(
  db: Db,
  row: Pick<ApplicationRow, 'form_versions'> | undefined,
  stage: Pick<ApplicationStage, 'formId' | 'versionKey'>,
  known?: { newestVersion: number | undefined },
): Promise<StoredDefinition | undefined> {
  const pinned = row ? pinnedVersionOf(row, stage.versionKey) : undefined;
  if (pinned !== undefined) return readableDefinition(db, stage.formId, pinned);
  if (!known) return findDefinition(db, stage.formId, undefined, ['published']);
  return known.newestVersion === undefined ? undefined : readableDefinition(db, stage.formId, known.newestVersion);
}
