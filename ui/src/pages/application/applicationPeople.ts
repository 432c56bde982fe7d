import type { FormData } from 'ui/forms/definitionValidator.ts';

/**
 * The people of a 1003 application as the stage pages need them (forms/README.md, "The 1003 application"): stage 1's
 * `applicants` holds the Applicant (row 0, with an optional co-borrower) and up to five Co-Applicants; each person has
 * a fixed id, the `mapid` of their entries in stages 3, 5 and 6 (the Applicant 1, the Co-Borrower 2, the Co-Applicant
 * of row N is N + 2). A stage page rebuilds each person's entry from what was saved and adds the missing ones fresh
 * (part 2 §4.2), with the copies of stage 1 the entries carry.
 */

/** What a person is to the application (the entries' `applicantType`). */
export type ApplicantType = 'Applicant' | 'CoBorrower' | 'Co-Applicant';

/** One person of the application, from stage 1. */
export interface ApplicationPerson {
  mapid: number;
  applicantType: ApplicantType;
  /** The mapid of the applicant the person applies with (the Applicant for the Co-Borrower; oneself otherwise). */
  owner: number;
  /** Stage 1's details of the person (names, phones, e-mail). */
  details: FormData;
}

/** The mapid of the Applicant and of the Co-Borrower. */
export const APPLICANT_MAPID = 1;
export const CO_BORROWER_MAPID = 2;

const isObject = (value: unknown): value is FormData =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function applicantsOf(stageOne: unknown): FormData[] {
  const rows = isObject(stageOne) ? stageOne.applicants : undefined;
  return Array.isArray(rows) ? rows.filter(isObject) : [];
}

/** Whether stage 1 gives the Applicant a co-borrower (the application then has stage 4). */
export function hasCoBorrower(stageOne: unknown): boolean {
  return applicantsOf(stageOne)[0]?.coBorrowerIndicator === true;
}

/** Everyone on the application, in mapid order: the Applicant, the Co-Borrower if any, the Co-Applicants. */
export function peopleOf(stageOne: unknown): ApplicationPerson[] {
  const applicants = applicantsOf(stageOne);
  const first = applicants[0];
  if (!first) return [];
  const people: ApplicationPerson[] = [
    { mapid: APPLICANT_MAPID, applicantType: 'Applicant', owner: APPLICANT_MAPID, details: objectOf(first.borrower) },
  ];
  if (first.coBorrowerIndicator === true) {
    people.push({
      mapid: CO_BORROWER_MAPID,
      applicantType: 'CoBorrower',
      owner: APPLICANT_MAPID,
      details: objectOf(first.coborrower),
    });
  }
  applicants.slice(1).forEach((row, index) => {
    const mapid = index + 3;
    people.push({ mapid, applicantType: 'Co-Applicant', owner: mapid, details: objectOf(row.borrower) });
  });
  return people;
}

function objectOf(value: unknown): FormData {
  return isObject(value) ? value : {};
}

const ROLE_NAMES: Record<ApplicantType, string> = {
  Applicant: 'Borrower',
  CoBorrower: 'Co-Borrower',
  'Co-Applicant': 'Co-Applicant',
};

/** A person as the applicant dropdown shows them: 'Maria Lopez (Borrower)', or the role alone without a name. */
export function personLabel(person: ApplicationPerson): string {
  const name = ['firstName', 'middleName', 'lastName']
    .map((key) => person.details[key])
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ');
  const role = ROLE_NAMES[person.applicantType];
  return name ? `${name} (${role})` : role;
}

/** The stage 1 details copied into stage 3's `applicant.borrower` / `coborrower` (its six contact fields). */
const COPIED_DETAILS = ['firstName', 'middleName', 'lastName', 'mobilePhone', 'workPhone', 'emailAddressText'];

function copiedDetails(details: FormData): FormData {
  return Object.fromEntries(
    COPIED_DETAILS.filter((key) => details[key] !== undefined).map((key) => [key, details[key]]),
  );
}

/** A per-applicant stage (3, 5 or 6). */
export type PerApplicantStage = 3 | 5 | 6;

/** Who has an entry on a stage: the applicants on stages 3 and 6 (the co-borrower has stage 4), everyone on 5. */
export function peopleOfStage(stageOne: unknown, stage: PerApplicantStage): ApplicationPerson[] {
  const people = peopleOf(stageOne);
  return stage === 5 ? people : people.filter((person) => person.applicantType !== 'CoBorrower');
}

/** What a person's entry carries on every per-applicant stage: who they are and whom they apply with. */
function identityOf(person: ApplicationPerson): FormData {
  return {
    mapid: person.mapid,
    applicantType: person.applicantType,
    owner: person.owner,
    type: person.applicantType === 'CoBorrower' ? 1 : 0,
  };
}

/**
 * The stage's entries for the people of stage 1, in mapid order: each saved entry kept (its answers and whether it
 * was completed), a fresh one for anyone missing, and the copies of stage 1 brought up to date (stage 3's names, the
 * co-borrower indicator of stages 3 and 6). Entries of people no longer on stage 1 are left out.
 */
export function stageEntries(stageOne: unknown, stage: PerApplicantStage, saved: unknown): FormData[] {
  const savedEntries = isObject(saved) && Array.isArray(saved.applications) ? saved.applications.filter(isObject) : [];
  const coBorrower = hasCoBorrower(stageOne);
  const coBorrowerDetails = objectOf(applicantsOf(stageOne)[0]?.coborrower);
  return peopleOfStage(stageOne, stage).map((person) => {
    const before = savedEntries.find((entry) => Number(entry.mapid) === person.mapid);
    const entry: FormData = { completed: false, ...before, ...identityOf(person) };
    const ownCoBorrower = person.applicantType === 'Applicant' && coBorrower;
    if (stage === 3) {
      const applicant = objectOf(entry.applicant);
      const { coborrower: _dropped, ...rest } = applicant;
      entry.applicant = {
        ...rest,
        borrower: copiedDetails(person.details),
        coBorrowerIndicator: ownCoBorrower,
        ...(ownCoBorrower ? { coborrower: copiedDetails(coBorrowerDetails) } : {}),
      };
    }
    if (stage === 6) entry.coBorrowerIndicator = ownCoBorrower;
    return entry;
  });
}

/** Stage 4's value with the co-borrower's names and contact from stage 1 where stage 4 has none yet. */
export function stageFourValue(stageOne: unknown, saved: unknown): FormData {
  const value = objectOf(saved);
  const coborrower = objectOf(value.coborrower);
  const fromStageOne = copiedDetails(objectOf(applicantsOf(stageOne)[0]?.coborrower));
  const filled = Object.fromEntries(
    Object.entries(fromStageOne).filter(([key]) => coborrower[key] === undefined || coborrower[key] === ''),
  );
  return { ...value, coborrower: { ...coborrower, ...filled } };
}
