import { deriveFields, lookupTypesOf, migrateAcross, normalizeData, type FormDefinition } from 'engine';
import { APPLICATION_PEOPLE } from 'forms/manifests/people.ts';
import type { AppDeps } from 'server/deps.ts';
import { inTransaction } from 'server/db/transaction.ts';
import { compiledDefinition, findDefinition, LIVE, READABLE_STATUSES } from 'server/forms/formDefinitionStore.ts';
import { ApiError } from 'server/http/envelope.ts';
import { loadLookupOptions } from 'server/lookups/lookupOptions.ts';
import {
  APPLICATION_STATUS,
  changeApplication,
  findApplication,
  type ApplicationRow,
} from 'server/records/applications.ts';
import type { ApplicationStage } from 'server/records/applicationStages.ts';
import { sealRecord } from 'server/records/sealedRecords.ts';
import { encryptText } from 'server/security/crypto.ts';
import { pinnedVersionOf, readableDefinition } from './stageDefinitions.ts';
import { openedStage, sealingContextOf } from './stagePreparation.ts';

/** The paths of every answer a version finds wrong or missing in the data (rows numbered). */
async function failingPaths(
  deps: Pick<AppDeps, 'db'>,
  stored: Parameters<typeof compiledDefinition>[0],
  data: Record<string, unknown>,
): Promise<Set<string>> {
  const types = lookupTypesOf(stored.definition);
  const lookups = types.length > 0 ? await loadLookupOptions(deps.db, types) : new Map();
  const result = compiledDefinition(stored).validate(normalizeData(stored.definition.schema, data), { lookups });
  return new Set(result.errors.map((error) => error.path));
}

/**
 * Moves a stage of an in-progress application to the newest published version of its form when it was saved on an
 * older one (issue 23), on its next open: the answers move by each version's declared moves (renamed fields, mapped
 * options, defaults) and are checked by the new version; the stage is written at the revision read (a concurrent save
 * wins, and the move is tried again at the next open). The borrower is asked to check exactly the fields that changed
 * or that the new version finds missing or wrong where the old one did not; an answer the new version has no place
 * for is kept, sealed, in the record's history (`record_migrations`), which staff read. A submitted application keeps
 * its version. `newestVersion` is the newest published version when the caller read it with the application
 * (undefined: none), else it is read here. Returns the application as it is now.
 */
export async function moveStageToNewestVersion(
  deps: Pick<AppDeps, 'db' | 'keys'>,
  row: ApplicationRow,
  stage: ApplicationStage,
  openedBy: number,
  known?: { newestVersion: number | undefined },
): Promise<ApplicationRow> {
  if (row.kind !== 'full' || row.status_indicator !== APPLICATION_STATUS.saved) return row;
  const pinned = pinnedVersionOf(row, stage.versionKey);
  if (pinned === undefined) return row;
  if (known && (known.newestVersion === undefined || known.newestVersion <= pinned)) return row;
  const newest = known?.newestVersion
    ? await readableDefinition(deps.db, stage.formId, known.newestVersion)
    : await findDefinition(deps.db, stage.formId, undefined, ['published']);
  if (!newest || newest.version <= pinned) return row;
  const from = await readableDefinition(deps.db, stage.formId, pinned);
  if (!from) return row;
  // Every version between, oldest first, so each one's declared moves apply in turn.
  const between = (await deps
    .db('form_definitions')
    .where({ form_id: stage.formId })
    .whereIn('status', READABLE_STATUSES)
    .whereRaw(LIVE)
    .where('version', '>', pinned)
    .where('version', '<', newest.version)
    .orderBy('version')
    .pluck('version')) as number[];
  const chain: FormDefinition[] = [from.definition];
  for (const version of between) {
    const stored = await readableDefinition(deps.db, stage.formId, Number(version));
    if (stored) chain.push(stored.definition);
  }
  chain.push(newest.definition);

  const opened = openedStage(deps, row, stage, from);
  const moved = migrateAcross(chain, opened);
  const identified = stage.perApplicant ? APPLICATION_PEOPLE.withCopies(row.data, stage.key, moved.data) : moved.data;
  const data = normalizeData(newest.definition.schema, deriveFields(newest.definition, identified)) as Record<
    string,
    unknown
  >;
  const [failingBefore, failingNow] = await Promise.all([
    failingPaths(deps, from, opened),
    failingPaths(deps, newest, data),
  ]);
  const fields = [...new Set([...moved.changedFields, ...[...failingNow].filter((path) => !failingBefore.has(path))])];
  const sealed = sealRecord(deps.keys.personal, newest.definition, sealingContextOf(row.id, stage.key), data);
  try {
    await inTransaction(deps as AppDeps, async (trx) => {
      await changeApplication(trx, row.id, row.revision, {
        stage: { key: stage.key, value: sealed, versionKey: stage.versionKey, version: newest.version },
        completion: { versionKey: stage.versionKey, complete: failingNow.size === 0 },
        versionNotice: { versionKey: stage.versionKey, notice: { from: pinned, to: newest.version, fields } },
        updatedBy: openedBy,
      });
      await trx('record_migrations').insert({
        application_id: row.id,
        stage_key: stage.key,
        form_id: stage.formId,
        from_version: pinned,
        to_version: newest.version,
        changed_fields: JSON.stringify(fields),
        kept_count: moved.dropped.length,
        kept_enc: moved.dropped.length > 0 ? encryptText(deps.keys, JSON.stringify(moved.dropped)) : null,
        opened_by: openedBy,
      });
    });
  } catch (error) {
    // Someone saved the application a moment ago: their save stands, and the stage moves at its next open.
    if (!(error instanceof ApiError) || error.httpStatus !== 409) throw error;
  }
  return (await findApplication(deps.db, row.id)) ?? row;
}
