import type { AppDeps } from 'server/deps.ts';
import type { ApplicationRow, WholeApplication } from 'server/records/applications.ts';
import { APPLICATION_STAGES } from 'server/records/applicationStages.ts';
import { APPLICATION_MANIFEST } from 'forms/manifests/index.ts';
import { APPLICATION_PEOPLE } from 'forms/manifests/people.ts';
import { entriesOf } from './stageData.ts';
import { definitionOfSavedStage } from './stageDefinitions.ts';
import { derivedAndSealed, openedStageKeepingSealed } from './stagePreparation.ts';

/**
 * People taken off an application on its people stage (a co-applicant fewer, the co-borrower answered No) take their
 * answers on the later stages with them. The people are known by fixed places (mapids: the Co-Borrower is always 2,
 * the second Co-Applicant 4), so a person named later in the same place would otherwise start with the removed
 * person's answers: their SSN, date of birth, employment, assets and declarations, under the new person's name.
 *
 * Goes: the removed people's entries on the per-person stages, the co-borrower's own stage, and what the remaining
 * entries hold for a removed co-borrower (the copies of the people stage say there is none, and the stage's
 * derivation empties the fields that then hide: stage 6's co-borrower columns, stage 3's co-borrower contact).
 */

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The stored stages a save of the people stage changes (sealed for storage), or takes away (null): none when it
 * removes nobody. `peopleStage` is the people stage's new value; `wholeRecord` reads the rest of the record.
 */
export async function stagesWithoutRemovedPeople(
  deps: Pick<AppDeps, 'db' | 'keys'>,
  row: Pick<ApplicationRow, 'id' | 'data'>,
  peopleStage: Data,
  wholeRecord: WholeApplication,
): Promise<Record<string, Data | null>> {
  const after: Data = { ...row.data, [APPLICATION_MANIFEST.people.stage]: peopleStage };
  const staying = new Set(APPLICATION_PEOPLE.peopleOf(after).map((person) => person.mapid));
  const removed = new Set(
    APPLICATION_PEOPLE.peopleOf(row.data)
      .map((person) => person.mapid)
      .filter((mapid) => !staying.has(mapid)),
  );
  const changes: Record<string, Data | null> = {};
  if (removed.size === 0) return changes;
  // A save reads only the stage it saves: the later stages are read now, at the same revision.
  const whole = await wholeRecord();
  for (const stage of APPLICATION_STAGES) {
    if (stage.key === APPLICATION_MANIFEST.people.stage || !isObject(whole.data[stage.key])) continue;
    if (stage.onlyWithCoBorrower && !APPLICATION_PEOPLE.hasCoBorrower(after)) {
      changes[stage.key] = null;
      continue;
    }
    if (!stage.perApplicant) continue;
    const stored = await definitionOfSavedStage(deps.db, whole, stage);
    if (!stored) continue;
    const { opened, sealed } = openedStageKeepingSealed(deps, whole, stage, stored);
    const entries = entriesOf(opened).filter((entry) => !removed.has(Number(entry.mapid)));
    const kept = APPLICATION_PEOPLE.withCopies(after, stage.key, { ...opened, applications: entries });
    changes[stage.key] = derivedAndSealed(deps, row.id, stage, stored, kept, sealed);
  }
  return changes;
}

/** An application's data with those changes made. */
export function withStageChanges(data: Data, changes: Readonly<Record<string, Data | null>>): Data {
  const next = { ...data };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}

/** The numbers of the stages those changes touch (their typing drafts are thrown away with them). */
export const stagesChanged = (changes: Readonly<Record<string, Data | null>>): number[] =>
  Object.keys(changes).flatMap((key) => APPLICATION_STAGES.find((stage) => stage.key === key)?.stage ?? []);
