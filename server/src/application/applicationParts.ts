import type { ApplicationPartsReply, StageKey } from 'common';
import type { Db, Trx } from 'server/db/database.ts';
import { loanParties } from 'server/policies/loanParties.ts';
import { isOwnPerson, relationToLoan, type Actor, type LoanParties } from 'server/policies/policy.ts';
import type { ApplicationRow } from 'server/records/applications.ts';
import type { ApplicationStage } from 'server/records/applicationStages.ts';
import { fullNameOf } from 'engine';
import { APPLICATION_PEOPLE } from 'forms/manifests/people.ts';

/**
 * Whose each part of a 1003 is (issue 21, point 6): stages 1 and 2 and the submission are the Applicant's (mapid 1),
 * stage 4 is the Co-Borrower's (mapid 2), and each entry of stages 3, 5 and 6 is its person's. The policy decides who
 * may fill a person (server/policies/policy.ts, canFillPerson); this module says which person a save or a value is.
 */

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The person a save writes: the Applicant for stages 1 and 2, the Co-Borrower for stage 4, the entry named by `mapid`
 * on stages 3, 5 and 6; undefined for a save of every entry of a per-person stage at once.
 */
export function personOfSave(stage: ApplicationStage, mapid: string | undefined): number | undefined {
  if (!stage.perApplicant) return APPLICATION_PEOPLE.mapidOf(stage.onlyWithCoBorrower ? 'CoBorrower' : 'Applicant');
  return mapid === undefined ? undefined : Number(mapid);
}

/** The person a value of a stage belongs to, by its path in the stage (`applications.0.applicant.birthDate`). */
export function personOfValue(stage: ApplicationStage, path: string, stageValue: unknown): number {
  const applicant = APPLICATION_PEOPLE.mapidOf('Applicant');
  if (!stage.perApplicant) return stage.onlyWithCoBorrower ? APPLICATION_PEOPLE.mapidOf('CoBorrower') : applicant;
  const entry = /^applications\.(\d+)\./.exec(path);
  if (!entry) return applicant;
  const entries = isObject(stageValue) && Array.isArray(stageValue.applications) ? stageValue.applications : [];
  const row = entries[Number(entry[1])];
  return isObject(row) ? Number(row.mapid) : applicant;
}

/** The parties of an application's loan; an application without a loan is its owner's alone. */
export async function applicationParties(
  db: Db | Trx,
  row: Pick<ApplicationRow, 'user_id' | 'loan_id'>,
): Promise<LoanParties> {
  return partiesOrOwner(row, row.loan_id === null ? undefined : await loanParties(db, row.loan_id));
}

/** The loan's parties as read, or for an application on no loan its owner alone. */
export function partiesOrOwner(row: Pick<ApplicationRow, 'user_id'>, parties: LoanParties | undefined): LoanParties {
  return (
    parties ?? {
      loanId: 0,
      borrowerUserId: row.user_id,
      participantIds: [row.user_id],
      coborrowers: [],
      officerUserId: null,
      processorUserId: null,
    }
  );
}

/** The names of the people who fill their own parts, by mapid (for the owner's pages to say who fills what). */
function takenBy(parties: LoanParties, data: Data): ApplicationPartsReply['takenBy'] {
  const people = APPLICATION_PEOPLE.peopleOf(data);
  return parties.coborrowers.flatMap((participant) => {
    const person = people.find((candidate) => candidate.mapid === participant.mapid);
    return person ? [{ mapid: person.mapid, name: fullNameOf(person) || person.applicantType }] : [];
  });
}

/** Who fills what of the application, as the caller's stage pages need it. */
export function partsFor(actor: Actor, parties: LoanParties, data: Data): ApplicationPartsReply {
  const fills = APPLICATION_PEOPLE.peopleOf(data)
    .map((person) => person.mapid)
    .filter((mapid) => isOwnPerson(actor, parties, mapid));
  const participant = relationToLoan(actor, parties) === 'coborrower';
  return {
    role: participant ? 'participant' : 'owner',
    fills,
    takenBy: takenBy(parties, data),
    authorized: !participant || parties.coborrowers.some((p) => p.userId === actor.id && p.authorized),
  };
}

/** Everyone with an entry, or a saved one, on a per-person stage: the people of stage 1 and the entries stored. */
export function peopleInStage(data: Data, stageKey: StageKey): number[] {
  const stored = isObject(data[stageKey]) ? data[stageKey] : {};
  const entries = Array.isArray(stored.applications) ? stored.applications.filter(isObject) : [];
  const mapids = [
    ...APPLICATION_PEOPLE.peopleOf(data).map((person) => person.mapid),
    ...entries.map((entry) => Number(entry.mapid)),
  ];
  return [...new Set(mapids.filter((mapid) => Number.isInteger(mapid)))];
}
