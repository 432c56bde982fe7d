import { isDeepStrictEqual } from 'node:util';
import { deriveFields, formMessageOf, valueAt, type FormDefinition } from 'engine';
import type { AppDeps } from 'server/deps.ts';
import { compiledDefinition } from 'server/forms/formDefinitionStore.ts';
import { badRequest } from 'server/http/envelope.ts';
import { findApplication, type ApplicationRow } from 'server/records/applications.ts';
import { APPLICATION_STAGES, type ApplicationStage } from 'server/records/applicationStages.ts';
import { staleSave } from 'server/records/revisions.ts';
import { sealRecord } from 'server/records/sealedRecords.ts';
import { APPLICATION_MANIFEST } from 'forms/manifests/index.ts';
import { APPLICATION_PEOPLE } from 'forms/manifests/people.ts';
import { stagesChanged, stagesWithoutRemovedPeople } from './peopleRemoval.ts';
import { definitionOfSavedStage } from './stageDefinitions.ts';
import { derivedAndSealed, openedStageKeepingSealed, sealingContextOf } from './stagePreparation.ts';

/**
 * The co-borrower's name, phones and e-mail are kept on the people stage (stage 1: the PDF, the lender file, the
 * lists and the other stages' copies read them there), and the co-borrower's own stage (stage 4) asks them again. A
 * save of either carries them to the other, so a name corrected on one is what every page, PDF and file shows. On the
 * co-borrower's stage the people stage's checks of them are made too (an e-mail or a mobile phone another person on
 * the application gives is refused there, with the people stage's message, at the field).
 */

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The co-borrower's contact as the people stage holds it (contactOf), or undefined without a co-borrower. */
function contactOfCoBorrower(data: Data): Data | undefined {
  const coBorrower = APPLICATION_PEOPLE.peopleOf(data).find((person) => person.applicantType === 'CoBorrower');
  return coBorrower && APPLICATION_PEOPLE.contactOf(coBorrower);
}

const PEOPLE_STAGE: ApplicationStage = (() => {
  const found = APPLICATION_STAGES.find((stage) => stage.key === APPLICATION_MANIFEST.people.stage);
  if (!found) throw new Error(`The people stage ${APPLICATION_MANIFEST.people.stage} is not a stage of the manifest`);
  return found;
})();

/**
 * On a save of the co-borrower's stage: the people stage with the contact the save gives (sealed for storage), or
 * nothing when it already holds it. `row` holds the people stage (a save reads it with the stage it saves);
 * `definition` is the saved stage's. Throws 400, nothing written, when the people stage's checks refuse the
 * contact: each message at the saved stage's field.
 */
export async function peopleStageWithContactOf(
  deps: Pick<AppDeps, 'db' | 'keys'>,
  row: Pick<ApplicationRow, 'id' | 'data' | 'form_versions'>,
  stage: Pick<ApplicationStage, 'key'>,
  stageValue: Data,
  definition: FormDefinition,
): Promise<Record<string, Data>> {
  const into = APPLICATION_PEOPLE.coBorrowerContactPath(stage.key);
  if (into === undefined || !isObject(row.data[PEOPLE_STAGE.key])) return {};
  const contact = APPLICATION_PEOPLE.contactIn(valueAt(stageValue, into));
  const asked = APPLICATION_PEOPLE.contactAskedBy(definition.schema, stage.key);
  // Most saves give the contact the people stage holds: nothing more is read then.
  const held = contactOfCoBorrower(row.data);
  if (!held || [...asked].every((field) => held[field] === contact[field])) return {};
  const stored = await definitionOfSavedStage(deps.db, row, PEOPLE_STAGE);
  if (!stored) return {};
  const { opened, sealed } = openedStageKeepingSealed(deps, row, PEOPLE_STAGE, stored);
  const next = APPLICATION_PEOPLE.withCoBorrowerContact(opened, contact, asked);
  if (isDeepStrictEqual(next, opened)) return {};
  const derived = deriveFields(stored.definition, next);
  // The people stage's checks of the co-borrower's contact (its distinct e-mails and phones among them); what else
  // it may lack is its own page's business.
  const { list, coBorrowerDetails } = APPLICATION_MANIFEST.people;
  const base = `${list}.0.${coBorrowerDetails}.`;
  const problems = compiledDefinition(stored)
    .validate(derived, { partial: true })
    .errors.filter((error) => error.path.startsWith(base))
    .map((error) => ({ path: `${into}.${error.path.slice(base.length)}`, message: error.message }));
  if (problems.length > 0) throw badRequest(formMessageOf(definition), problems);
  return {
    [PEOPLE_STAGE.key]: sealRecord(
      deps.keys.personal,
      stored.definition,
      sealingContextOf(row.id, PEOPLE_STAGE.key),
      derived,
      sealed,
    ),
  };
}

/**
 * On a save of the people stage (`peopleStage`, its new value): the co-borrower's stage with the co-borrower's
 * contact as the people stage now gives it (sealed for storage), when they stay on the application, their contact
 * changed and that stage is saved; nothing otherwise. The rest of the record is read only then, at the same revision.
 */
export async function coBorrowerStageWithContactOf(
  deps: Pick<AppDeps, 'db' | 'keys'>,
  row: Pick<ApplicationRow, 'id' | 'data' | 'revision'>,
  peopleStage: Data,
): Promise<Record<string, Data>> {
  const after: Data = { ...row.data, [PEOPLE_STAGE.key]: peopleStage };
  const was = contactOfCoBorrower(row.data);
  const now = contactOfCoBorrower(after);
  if (!was || !now || isDeepStrictEqual(was, now)) return {};
  const stages = APPLICATION_STAGES.filter(
    (stage) => APPLICATION_PEOPLE.coBorrowerContactPath(stage.key) !== undefined,
  );
  const changes: Record<string, Data> = {};
  const whole = await findApplication(deps.db, row.id);
  if (!whole || whole.revision !== row.revision) throw staleSave();
  for (const stage of stages) {
    if (!isObject(whole.data[stage.key])) continue;
    const stored = await definitionOfSavedStage(deps.db, whole, stage);
    if (!stored) continue;
    const { opened, sealed } = openedStageKeepingSealed(deps, whole, stage, stored);
    const replacing = APPLICATION_PEOPLE.contactAskedBy(stored.definition.schema, stage.key);
    const value = APPLICATION_PEOPLE.withPeoplePrefill(after, stage.key, opened, replacing);
    changes[stage.key] = derivedAndSealed(deps, row.id, stage, stored, value, sealed);
  }
  return changes;
}

/** The other stages a save of one stage changes: those it takes people's answers from, and those it changes. */
export interface OtherStages {
  /** Each changed stage's new value (sealed for storage), or null for one taken away. */
  changes: Record<string, Data | null>;
  /** The numbers of the stages whose people changed under them (their typing drafts go). */
  peopleChanged: number[];
}

/**
 * What a save of `stage` (its new value `saved`, opened, and the definition it passed) changes on the other stages:
 * on the people stage, the answers of the people it takes off (peopleRemoval.ts) and the co-borrower's contact on
 * their stage; on the co-borrower's stage, their contact on the people stage.
 */
export async function otherStagesOfSave(
  deps: Pick<AppDeps, 'db' | 'keys'>,
  row: Pick<ApplicationRow, 'id' | 'data' | 'form_versions' | 'revision'>,
  stage: Pick<ApplicationStage, 'key'>,
  saved: Data,
  definition: FormDefinition,
): Promise<OtherStages> {
  if (stage.key !== PEOPLE_STAGE.key) {
    return { changes: await peopleStageWithContactOf(deps, row, stage, saved, definition), peopleChanged: [] };
  }
  const removals = await stagesWithoutRemovedPeople(deps, row, saved);
  return {
    changes: { ...(await coBorrowerStageWithContactOf(deps, row, saved)), ...removals },
    peopleChanged: stagesChanged(removals),
  };
}
