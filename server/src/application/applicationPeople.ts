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

/** The per-applicant stages: who has an entry in each. */
export type PeopleStage = 'stageThree' | 'stageFive' | 'stageSix';

/** The people with an entry in a per-applicant stage: stage 5 has everyone, stages 3 and 6 the applicants. */
function peopleOfStage(data: Data, stage: PeopleStage): ApplicationPerson[] {
  return peopleOf(data).filter((person) => stage === 'stageFive' || person.applicantType !== 'CoBorrower');
}

const contactOf = (person: ApplicationPerson): Data =>
  Object.fromEntries(
    Object.entries({
      firstName: person.firstName,
      middleName: person.middleName,
      lastName: person.lastName,
      mobilePhone: person.mobilePhone,
      workPhone: person.workPhone,
      emailAddressText: person.email,
    }).filter(([, value]) => value !== ''),
  );

/**
 * What an entry of a per-applicant stage holds because of who it is (forms/README.md): its mapid, applicantType,
 * owner and type, and the read-only copies of stage 1 (stage 3's names and co-borrower, stage 6's co-borrower
 * indicator). The server sets them; what a page sends for them does not count.
 */
function identityOf(data: Data, stage: PeopleStage, person: ApplicationPerson): Data {
  const identity: Data = {
    mapid: person.mapid,
    applicantType: person.applicantType,
    owner: person.owner,
    type: person.applicantType === 'CoBorrower' ? 1 : 0,
  };
  const applicant = person.applicantType === 'Applicant';
  const coBorrower = applicant && coBorrowerIndicatorOf(data) ? peopleOf(data)[1] : undefined;
  if (stage === 'stageSix') identity.coBorrowerIndicator = coBorrower !== undefined;
  if (stage === 'stageThree') {
    identity.applicant = {
      borrower: contactOf(person),
      coBorrowerIndicator: coBorrower !== undefined,
      ...(coBorrower ? { coborrower: contactOf(coBorrower) } : {}),
    };
  }
  return identity;
}

/** An entry with its identity and stage-1 copies set (the copies replace what the entry held for them). */
function withIdentity(entry: Data, identity: Data): Data {
  const { applicant: copies, ...rest } = identity;
  if (!isObject(copies)) return { ...entry, ...rest };
  const held = isObject(entry.applicant) ? entry.applicant : {};
  const { coborrower: _old, ...answers } = held;
  return { ...entry, ...rest, applicant: { ...answers, ...copies } };
}

/** The stage's entries with their identity and stage-1 copies set from stage 1; entries of nobody are kept as sent. */
export function withStageOneCopies(data: Data, stage: PeopleStage, value: Data): Data {
  const people = new Map(peopleOfStage(data, stage).map((person) => [person.mapid, person]));
  const entries = Array.isArray(value.applications) ? value.applications.filter(isObject) : [];
  return {
    ...value,
    applications: entries.map((entry) => {
      const person = people.get(Number(entry.mapid));
      return person ? withIdentity(entry, identityOf(data, stage, person)) : entry;
    }),
  };
}

/**
 * The stage as a page opens it: the saved entries (completed ones rebuilt from saved data), and a fresh entry for
 * every person who has none yet (part 2 §4.2), from `prefilled` when it holds one for them (the pre-approval's), in
 * mapid order, each with its identity and stage-1 copies.
 */
export function withEveryPerson(
  data: Data,
  stage: PeopleStage,
  value: Data | undefined,
  prefilled: readonly Data[] = [],
): Data {
  const saved = value && Array.isArray(value.applications) ? value.applications.filter(isObject) : [];
  const entries = peopleOfStage(data, stage).map((person) => {
    const entry = saved.find((candidate) => Number(candidate.mapid) === person.mapid) ?? {
      ...prefilled.find((candidate) => Number(candidate.mapid) === person.mapid),
      completed: false,
    };
    return withIdentity(entry, identityOf(data, stage, person));
  });
  return { ...(value ?? {}), applications: entries };
}

/** Stage 4 before it is saved: the co-borrower's names and contact from stage 1 (asked again there), or none. */
export function coBorrowerPrefill(data: Data): Data | null {
  const coBorrower = coBorrowerIndicatorOf(data) ? peopleOf(data)[1] : undefined;
  return coBorrower ? { stageFour: { coborrower: contactOf(coBorrower) } } : null;
}
