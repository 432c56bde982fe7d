import { lookupTypesOf, type FormDefinition, type LookupOptions } from 'engine';
import type { AppDeps } from 'server/deps.ts';
import { loadLookupOptions } from 'server/lookups/lookupOptions.ts';
import type { ApplicationRow } from 'server/records/applications.ts';
import { APPLICATION_STAGES, SHORT_APPLICATION } from 'server/records/applicationStages.ts';
import { readableDefinition } from './stageDefinitions.ts';
import { openedStage } from './stagePreparation.ts';

/** An application with every personal value opened, for the lender's copies (the PDF, the MISMO file). */
export interface OpenedApplication {
  /** `{ stageOne, … }` with the stages saved, or the short application's values. */
  data: Record<string, unknown>;
  /** The definition each stage was filled on, by stage key (`short` for the short application). */
  definitions: Map<string, FormDefinition>;
  /** The options of every lookup the definitions bind. */
  lookups: LookupOptions;
}

/** Opens every stage of an application with the definition version it was filled on. */
export async function openedApplication(
  deps: Pick<AppDeps, 'db' | 'keys'>,
  row: Pick<ApplicationRow, 'id' | 'kind' | 'data' | 'form_versions'>,
): Promise<OpenedApplication> {
  const data: Record<string, unknown> = {};
  const definitions = new Map<string, FormDefinition>();
  const types = new Set<number>();
  const stages =
    row.kind === 'short'
      ? [{ key: undefined, formId: SHORT_APPLICATION.formId, versionKey: SHORT_APPLICATION.versionKey }]
      : APPLICATION_STAGES.map((stage) => ({ key: stage.key, formId: stage.formId, versionKey: stage.versionKey }));
  for (const stage of stages) {
    const version = row.form_versions[stage.versionKey];
    if (typeof version !== 'number') continue;
    const stored = await readableDefinition(deps.db, stage.formId, version);
    if (!stored) continue;
    for (const type of lookupTypesOf(stored.definition)) types.add(type);
    definitions.set(stage.key ?? 'short', stored.definition);
    // The short application holds no personal field: its values are stored as they are.
    if (stage.key === undefined) Object.assign(data, row.data);
    else data[stage.key] = openedStage(deps, row, { key: stage.key }, stored);
  }
  return { data, definitions, lookups: await loadLookupOptions(deps.db, [...types]) };
}
