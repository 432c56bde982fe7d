import { isDeepStrictEqual } from 'node:util';
import { deriveFields, sortByDisplayOrder, valueAt, type FormDefinition } from 'engine';
import type { FieldProblem } from 'common';
import type { AppDeps } from 'server/deps.ts';
import { compiledDefinition } from 'server/forms/formDefinitionStore.ts';
import { wholeApplicationAt, type ApplicationRow, type WholeApplication } from 'server/records/applications.ts';
import { APPLICATION_STAGES, type ApplicationStage } from 'server/records/applicationStages.ts';
import { sealRecord } from 'server/records/sealedRecords.ts';
import { APPLICATION_MANIFEST } from 'forms/manifests/index.ts';
import { APPLICATION_PEOPLE } from 'forms/manifests/people.ts';
import { stagesChanged, stagesWithoutRemovedPeople } from './peopleRemoval.ts';
import { sharedSsnProblems } from './sharedSsns.ts';
import { definitionOfSavedStage } from './stageDefinitions.ts';
import {
  derivedAndSealed,
  openedStageKeepingSealed,
  sealingContextOf,
  type PreparedStage,
} from './stagePreparation.ts';

/**
 * The co-borrower's name, phones and e-mail are kept on the people stage (stage 1: the PDF, the lender file, the
 * lists and the other stages' copies read them there), and the co-borrower's own stage (stage 4) asks them again. A
 * save of either carries them to the other, so a name corrected on one is what every page, PDF and file shows. On the
 * co-borrower's stage the people stage's checks of them are made too (an e-mail or a mobile phone another person on
 * the application gives is refused there, with the people stage's message, at the field). The module also gathers
 * everything a save does to, or finds on, the other stages (otherStagesOfSave).
 */

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const PEOPLE_STAGE: ApplicationStage = (() => {
  const found = APPLICATION_STAGES.find((stage) => stage.key === APPLICATION_MANIFEST.people.stage);
  if (!found) throw new Error(`The people stage ${APPLICATION_MANIFEST.people.stage} is not a stage of the manifest`);
  return found;
})();

/** What a save changes on other stages, or what on them refuses it. */
interface StageChanges {
  changes: Record<string, Data>;
  /** The people stage's checks refusing what the save gives, each at the saved stage's field. */
  problems: FieldProblem[];
}

/**
 * On a save of the co-borrower's stage: the people stage with the contact the save gives (sealed for storage), or
 * nothing when it already holds it; or, when the people stage's checks refuse that contact, their problems. `row`
 * holds the people stage (a save reads it with the stage it saves); `definition` is the saved stage's.
 */
export async function peopleStageWithContactOf(
  deps: Pick<AppDeps, 'db' | 'keys'>,
  row: Pick<ApplicationRow, 'id' | 'data' | 'form_versions'>,
  stage: Pick<ApplicationStage, 'key'>,
  stageValue: Data,
  definition: FormDefinition,
): Promise<StageChanges> {
  const none = { changes: {}, problems: [] };
  const into = APPLICATION_PEOPLE.coBorrowerContactPath(stage.key);
  if (into === undefined || !isObject(row.data[PEOPLE_STAGE.key])) return none;
  const contact = APPLICATION_PEOPLE.contactIn(valueAt(stageValue, into));
  const asked = APPLICATION_PEOPLE.contactAskedBy(definition.schema, stage.key);
  // Most saves give the contact the people stage holds: nothing more is read then.
  const held = APPLICATION_PEOPLE.coBorrowerContactOf(row.data);
  if (!held || [...asked].every((field) => held[field] === contact[field])) return none;
  const stored = await definitionOfSavedStage(deps.db, row, PEOPLE_STAGE);
  if (!stored) return none;
  const { opened, sealed } = openedStageKeepingSealed(deps, row, PEOPLE_STAGE, stored);
  const next = APPLICATION_PEOPLE.withCoBorrowerContact(opened, contact, asked);
  if (isDeepStrictEqual(next, opened)) return none;
  const derived = deriveFields(stored.definition, next);
  // The people stage's checks of the co-borrower's contact (its distinct e-mails and phones among them); what else
  // it may lack is its own page's business.
  const { list, coBorrowerDetails } = APPLICATION_MANIFEST.people;
  const base = `${list}.0.${coBorrowerDetails}.`;
  const problems = compiledDefinition(stored)
    .validate(derived, { partial: true })
    .errors.filter((error) => error.path.startsWith(base))
    .map((error) => ({ path: `${into}.${error.path.slice(base.length)}`, message: error.message }));
  if (problems.length > 0) return { changes: {}, problems };
  const value = sealRecord(
    deps.keys.personal,
    stored.definition,
    sealingContextOf(row.id, PEOPLE_STAGE.key),
    derived,
    sealed,
  );
  return { changes: { [PEOPLE_STAGE.key]: value }, problems: [] };
}

/**
 * On a save of the people stage (`peopleStage`, its new value): the co-borrower's stage with the co-borrower's
 * contact as the people stage now gives it (sealed for storage), when they stay on the application, their contact
 * changed and that stage is saved; nothing otherwise. The rest of the record is read (`wholeRecord`) only then.
 */
export async function coBorrowerStageWithContactOf(
  deps: Pick<AppDeps, 'db' | 'keys'>,
  row: Pick<ApplicationRow, 'id' | 'data'>,
  peopleStage: Data,
  wholeRecord: WholeApplication,
): Promise<Record<string, Data>> {
  const after: Data = { ...row.data, [PEOPLE_STAGE.key]: peopleStage };
  const was = APPLICATION_PEOPLE.coBorrowerContactOf(row.data);
  const now = APPLICATION_PEOPLE.coBorrowerContactOf(after);
  if (!was || !now || isDeepStrictEqual(was, now)) return {};
  const stages = APPLICATION_STAGES.filter(
    (stage) => APPLICATION_PEOPLE.coBorrowerContactPath(stage.key) !== undefined,
  );
  const changes: Record<string, Data> = {};
  const whole = await wholeRecord();
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

/** The other stages a save of one stage changes, or what refuses it. */
export interface OtherStages {
  /** Each changed stage's new value (sealed for storage), or null for one taken away. */
  changes: Record<string, Data | null>;
  /** The numbers of the stages whose people changed under them (their typing drafts go). */
  peopleChanged: number[];
  /** What refuses the save (an SSN or a co-borrower's contact another person gives), each at the saved stage's field. */
  problems: FieldProblem[];
}

/**
 * What a save of `stage` (`prepared`: its new value, opened and sealed, and the definition it passed) changes on the
 * other stages: on the people stage, the answers of the people it takes off (peopleRemoval.ts) and the
 * co-borrower's contact on their stage; on the co-borrower's stage, their contact on the people stage. And what
 * refuses it: an SSN another person gives (sharedSsns.ts), a co-borrower's contact the people stage refuses. The
 * parts read the rest of the record only when they need it, once between them (`wholeRecord`; a caller holding the
 * whole record hands it in).
 */
export async function otherStagesOfSave(
  deps: Pick<AppDeps, 'db' | 'keys'>,
  row: Pick<ApplicationRow, 'id' | 'data' | 'form_versions' | 'revision'>,
  stage: ApplicationStage,
  prepared: Pick<PreparedStage, 'stored' | 'data' | 'sealed'>,
  wholeRecord: WholeApplication = wholeApplicationAt(deps.db, row),
): Promise<OtherStages> {
  const ssnProblems = await sharedSsnProblems(deps, row, stage, prepared, wholeRecord);
  if (stage.key !== PEOPLE_STAGE.key) {
    const { changes, problems } = await peopleStageWithContactOf(
      deps,
      row,
      stage,
      prepared.data,
      prepared.stored.definition,
    );
    return {
      changes,
      peopleChanged: [],
      problems: sortByDisplayOrder(prepared.stored.definition, [...problems, ...ssnProblems], ({ path }) => path),
    };
  }
  const removals = await stagesWithoutRemovedPeople(deps, row, prepared.data, wholeRecord);
  return {
    changes: { ...(await coBorrowerStageWithContactOf(deps, row, prepared.data, wholeRecord)), ...removals },
    peopleChanged: stagesChanged(removals),
    problems: ssnProblems,
  };
}
