/**
 * The people of a 1003 application (forms/README.md, "The 1003 application"): stage 1's `applicants` holds the
 * Applicant (row 0, with an optional co-borrower) and up to five Co-Applicants. Each person has a fixed id, the
 * `mapid` of their entries in the later stages: the Applicant 1, the Co-Borrower 2, the Co-Applicant of stage 1 row N
 * is N + 2. Stages 3 and 6 have one entry per applicant (the Applicant and each Co-Applicant), stage 4 is the
 * Co-Borrower's, stage 5 has one entry per person.
 */

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** What a person is to the application, as the entries' `applicantType` says. */
export type ApplicantType = 'Applicant' | 'CoBorrower' | 'Co-Applicant';

/** One person of the application, from stage 1. */
export interface ApplicationPerson {
  mapid: number;
  applicantType: ApplicantType;
  /** The mapid of the applicant the person applies with (the Applicant for the Co-Borrower; oneself otherwise). */
  owner: number;
  firstName: string;
  middleName: string;
  lastName: string;
  mobilePhone: string;
  workPhone: string;
  email: string;
}

/** The mapid of the Applicant and of the Co-Borrower. */
export const APPLICANT_MAPID = 1;
export const CO_BORROWER_MAPID = 2;

function personFrom(details: unknown, mapid: number, applicantType: ApplicantType, owner: number): ApplicationPerson {
  const person = isObject(details) ? details : {};
  return {
    mapid,
    applicantType,
    owner,
    firstName: text(person.firstName),
    middleName: text(person.middleName),
    lastName: text(person.lastName),
    mobilePhone: text(person.mobilePhone),
    workPhone: text(person.workPhone),
    email: text(person.emailAddressText),
  };
}

function applicantsOf(data: Data): Data[] {
  const stageOne = isObject(data.stageOne) ? data.stageOne : {};
  return Array.isArray(stageOne.applicants) ? stageOne.applicants.filter(isObject) : [];
}

/** Whether the Applicant has a co-borrower (stage 1): the application then has stage 4, 'Step X of 6'. */
export function coBorrowerIndicatorOf(data: Data): boolean {
  return applicantsOf(data)[0]?.coBorrowerIndicator === true;
}

/** Everyone on the application, by mapid: the Applicant, the Co-Borrower if any, the Co-Applicants. */
export function peopleOf(data: Data): ApplicationPerson[] {
  const applicants = applicantsOf(data);
  const people: ApplicationPerson[] = [];
  const applicant = applicants[0];
  if (applicant) {
    people.push(personFrom(applicant.borrower, APPLICANT_MAPID, 'Applicant', APPLICANT_MAPID));
    if (applicant.coBorrowerIndicator === true) {
      people.push(personFrom(applicant.coborrower, CO_BORROWER_MAPID, 'CoBorrower', APPLICANT_MAPID));
    }
  }
  applicants.slice(1).forEach((row, index) => {
    const mapid = index + 1 + 2;
    people.push(personFrom(row.borrower, mapid, 'Co-Applicant', mapid));
  });
  return people;
}

/** A person's name as the lists show it ('Maria J Lopez'). */
export function fullNameOf(person: Pick<ApplicationPerson, 'firstName' | 'middleName' | 'lastName'>): string {
  return [person.firstName, person.middleName, person.lastName].filter(Boolean).join(' ');
}

/** A row of GET eloan/form1003/list/{a}/{b} (part 2 §7.1). */
export interface ApplicantListRow {
  mapid: number;
  text: string;
  applicantType: ApplicantType;
  /** 0 an applicant (the Applicant or a Co-Applicant), 1 the Co-Borrower (part 2 §3.4: 0 means borrower). */
  type: 0 | 1;
  coBorrowerIndicator: boolean;
}

/**
 * The applicant dropdown's rows (part 2 §7.1), sorted by mapid: list 1 holds the applicants of stages 3 and 6 (the
 * Applicant and each Co-Applicant), list 2 the people of stage 5 (the Co-Borrower too).
 */
export function applicantListOf(data: Data, list: 1 | 2): ApplicantListRow[] {
  const coBorrower = coBorrowerIndicatorOf(data);
  return peopleOf(data)
    .filter((person) => list === 2 || person.applicantType !== 'CoBorrower')
    .map((person) => ({
      mapid: person.mapid,
      text: fullNameOf(person),
      applicantType: person.applicantType,
      type: person.applicantType === 'CoBorrower' ? (1 as const) : (0 as const),
      coBorrowerIndicator: person.applicantType === 'Applicant' && coBorrower,
    }))
    .sort((a, b) => a.mapid - b.mapid);
}
