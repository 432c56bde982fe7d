import type {
  ApplicantType,
  ApplicationManifest,
  ContactPart,
  ManifestStage,
  PeopleModel,
  StagePeople,
} from './applicationManifest.ts';
import type { JsonSchema } from './definition.ts';
import { schemaAtPath, valueAt, withValueOrWithoutAt } from './paths.ts';
import { cloneJson } from './jsonData.ts';

/**
 * The people of a stepped application, read from its manifest's people model (forms/manifests/application.json):
 * who is on it (the Applicant, the Co-Borrower, the Co-Applicants, each with a fixed `mapid`), who has an entry on
 * each per-person stage, what those entries carry from the people stage, and what a stage starts with. Pure; the
 * server's saver, presenters, PDF and export and the browser's stage pages all read people through here, so the rule
 * is written once.
 */

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** An application's data (`{ stageOne, stageTwo, … }`), or a reply holding those keys. */
export type ApplicationData = object;

/** One person of the application, from the people stage. */
export interface ApplicationPerson {
  mapid: number;
  applicantType: ApplicantType;
  /** The mapid of the applicant the person applies with (the Applicant for the Co-Borrower; oneself otherwise). */
  owner: number;
  /** The person's contact, trimmed ('' when not given). */
  firstName: string;
  middleName: string;
  lastName: string;
  mobilePhone: string;
  workPhone: string;
  email: string;
  /** The people stage's details of the person, as saved. */
  details: Data;
}

/** A person's name as the lists show it ('Maria J Lopez'). */
export function fullNameOf(person: Pick<ApplicationPerson, 'firstName' | 'middleName' | 'lastName'>): string {
  return [person.firstName, person.middleName, person.lastName].filter(Boolean).join(' ');
}

/**
 * A copy of `source` with each path set to its value (taken away for undefined): copied on write, so only the
 * objects on the way to a path are new (the rest is shared with `source`, which is never changed).
 */
function withPaths(source: Data, values: ReadonlyMap<string, unknown>): Data {
  let result = source;
  for (const [path, value] of values) {
    result = withValueOrWithoutAt(result, path, cloneJson(value));
  }
  return result;
}

/** The people of one manifest: every rule of "who is on the application" bound to it. */
export class ApplicationPeople {
  readonly model: PeopleModel;

  constructor(private readonly manifest: ApplicationManifest) {
    this.model = manifest.people;
  }

  /** The people stage's rows (`stageOne.applicants`) of an application's data. */
  private rowsOf(data: ApplicationData): Data[] {
    const rows = valueAt(data, `${this.model.stage}.${this.model.list}`);
    return Array.isArray(rows) ? rows.filter(isObject) : [];
  }

  private personFrom(details: unknown, mapid: number, applicantType: ApplicantType, owner: number): ApplicationPerson {
    const saved = isObject(details) ? details : {};
    const part = (name: ContactPart) => text(saved[this.model.contact[name]]);
    return {
      mapid,
      applicantType,
      owner,
      firstName: part('firstName'),
      middleName: part('middleName'),
      lastName: part('lastName'),
      mobilePhone: part('mobilePhone'),
      workPhone: part('workPhone'),
      email: part('email'),
      details: saved,
    };
  }

  /** An application's data holding just the people stage's value (for a page that has that value alone). */
  withPeopleStage(value: unknown): Data {
    return { [this.model.stage]: value };
  }

  /** The mapid of a role (the first Co-Applicant's for Co-Applicants). */
  mapidOf(role: ApplicantType): number {
    return this.model.roles[role].mapid;
  }

  /** The most people an application can name. */
  get maxPeople(): number {
    return 2 + this.model.maxCoApplicants;
  }

  /** Whether the Applicant has a co-borrower (the people stage): the application then has the co-borrower's stage. */
  hasCoBorrower(data: ApplicationData): boolean {
    return this.rowsOf(data)[0]?.[this.model.coBorrowerIndicator] === true;
  }

  /** Everyone on the application, in mapid order: the Applicant, the Co-Borrower if any, the Co-Applicants. */
  peopleOf(data: ApplicationData): ApplicationPerson[] {
    const { roles, details, coBorrowerIndicator, coBorrowerDetails } = this.model;
    const rows = this.rowsOf(data);
    const first = rows[0];
    if (!first) return [];
    const applicant = roles.Applicant.mapid;
    const people = [this.personFrom(first[details], applicant, 'Applicant', applicant)];
    if (first[coBorrowerIndicator] === true) {
      people.push(this.personFrom(first[coBorrowerDetails], roles.CoBorrower.mapid, 'CoBorrower', applicant));
    }
    rows.slice(1).forEach((row, index) => {
      const mapid = roles['Co-Applicant'].mapid + index;
      people.push(this.personFrom(row[details], mapid, 'Co-Applicant', mapid));
    });
    return people;
  }

  /** The person with this mapid, or undefined. */
  personOf(data: ApplicationData, mapid: number): ApplicationPerson | undefined {
    return this.peopleOf(data).find((person) => person.mapid === mapid);
  }

  /** The people listed as `who`: the applicants (the co-borrower has a stage of their own) or everyone. */
  peopleFor(data: ApplicationData, who: StagePeople): ApplicationPerson[] {
    const people = this.peopleOf(data);
    return who === 'everyone' ? people : people.filter((person) => person.applicantType !== 'CoBorrower');
  }

  /** The stage with this record key (`stageThree`), or undefined. */
  stageOf(stageKey: string): ManifestStage | undefined {
    return this.manifest.stages.find((stage) => stage.key === stageKey);
  }

  /** Whether the stage lists people one entry each (the applicant switcher). */
  isPerPerson(stageKey: string): boolean {
    return this.stageOf(stageKey)?.perPerson === true;
  }

  /** The people with an entry on a per-person stage (none on another stage). */
  peopleOfStage(data: ApplicationData, stageKey: string): ApplicationPerson[] {
    const stage = this.stageOf(stageKey);
    return stage?.perPerson && stage.people ? this.peopleFor(data, stage.people) : [];
  }

  /** A role's name in lists ('Borrower', 'Co-Borrower'). */
  roleName(role: ApplicantType): string {
    return this.model.roles[role].name;
  }

  /** A person as the applicant dropdown shows them: 'Maria Lopez (Borrower)', or the role alone without a name. */
  personLabel(person: ApplicationPerson): string {
    const name = fullNameOf(person);
    const role = this.roleName(person.applicantType);
    return name ? `${name} (${role})` : role;
  }

  /** A person's contact as the definitions hold it (`{ firstName, …, emailAddressText }`), empty parts left out. */
  contactOf(person: ApplicationPerson): Data {
    return Object.fromEntries(
      (Object.entries(this.model.contact) as [ContactPart, string][])
        .filter(([part]) => person[part] !== '')
        .map(([part, field]) => [field, person[part]]),
    );
  }

  /** The co-borrower of the application, when the Applicant has one. */
  private coBorrowerOf(data: ApplicationData): ApplicationPerson | undefined {
    return this.hasCoBorrower(data)
      ? this.peopleOf(data).find((person) => person.applicantType === 'CoBorrower')
      : undefined;
  }

  /** The co-borrower's contact as the people stage holds it (contactOf), or undefined without a co-borrower. */
  coBorrowerContactOf(data: ApplicationData): Data | undefined {
    const coBorrower = this.coBorrowerOf(data);
    return coBorrower && this.contactOf(coBorrower);
  }

  /** Who an entry is: its mapid, applicantType, owner and type. */
  private identityOf(person: ApplicationPerson): Data {
    return {
      mapid: person.mapid,
      applicantType: person.applicantType,
      owner: person.owner,
      type: this.model.roles[person.applicantType].type,
    };
  }

  /** An entry with its identity and the stage's copies set (the copies replace what the entry held there). */
  private withIdentity(data: ApplicationData, stageKey: string, person: ApplicationPerson, entry: Data): Data {
    const coBorrower = person.applicantType === 'Applicant' ? this.coBorrowerOf(data) : undefined;
    const copies = new Map<string, unknown>();
    for (const [path, copy] of Object.entries(this.stageOf(stageKey)?.copies ?? {})) {
      if (copy === 'contact') copies.set(path, this.contactOf(person));
      if (copy === 'coBorrowerIndicator') copies.set(path, coBorrower !== undefined);
      if (copy === 'coBorrowerContact') copies.set(path, coBorrower && this.contactOf(coBorrower));
    }
    return { ...withPaths(entry, copies), ...this.identityOf(person) };
  }

  /**
   * A per-person stage's value with each person's entry given its identity and copies (what a page sent for them
   * does not count); entries of nobody are kept as sent.
   */
  withCopies(data: ApplicationData, stageKey: string, value: Data): Data {
    const people = new Map(this.peopleOfStage(data, stageKey).map((person) => [person.mapid, person]));
    const entries = Array.isArray(value.applications) ? value.applications.filter(isObject) : [];
    return {
      ...value,
      applications: entries.map((entry) => {
        const person = people.get(Number(entry.mapid));
        return person ? this.withIdentity(data, stageKey, person, entry) : entry;
      }),
    };
  }

  /**
   * A per-person stage as a page opens it (part 2 §4.2): for each person of the stage, in mapid order, the saved
   * entry, or a fresh one (from `prefilled` when it holds one for them), each with its identity and copies up to
   * date. Entries of people no longer on the people stage are left out.
   */
  withEveryPerson(data: ApplicationData, stageKey: string, value: unknown, prefilled: readonly Data[] = []): Data {
    const held = isObject(value) ? value : {};
    const saved = Array.isArray(held.applications) ? held.applications.filter(isObject) : [];
    const applications = this.peopleOfStage(data, stageKey).map((person) => {
      const before = saved.find((entry) => Number(entry.mapid) === person.mapid);
      const entry = before
        ? { completed: false, ...before }
        : { ...prefilled.find((candidate) => Number(candidate.mapid) === person.mapid), completed: false };
      return this.withIdentity(data, stageKey, person, entry);
    });
    return { ...held, applications };
  }

  /**
   * A stage's value with what it starts with from the people stage (the co-borrower's contact on the co-borrower's
   * stage) filled in where the value has nothing; unchanged for other stages or without a co-borrower. The fields
   * in `replacing` (those the stage's form asks) take the people stage's value whatever the value holds (emptied
   * where the people stage has none): the people stage is where the contact is kept, and the value may be older than
   * a change made there.
   */
  withPeoplePrefill(
    data: ApplicationData,
    stageKey: string,
    value: unknown,
    replacing: ReadonlySet<string> = new Set(),
  ): Data {
    const held = isObject(value) ? value : {};
    const into = this.coBorrowerContactPath(stageKey);
    const coBorrower = into === undefined ? undefined : this.coBorrowerOf(data);
    if (into === undefined || !coBorrower) return held;
    const found = valueAt(held, into);
    const current = isObject(found) ? found : {};
    const contact = this.contactOf(coBorrower);
    const next = Object.fromEntries(Object.entries(current).filter(([key]) => !replacing.has(key)));
    for (const [key, part] of Object.entries(contact)) {
      if (replacing.has(key) || next[key] === undefined || next[key] === '') next[key] = part;
    }
    return withPaths(held, new Map([[into, next]]));
  }

  /** Where a stage keeps the co-borrower's contact it starts with from the people stage (stage 4's `coborrower`). */
  coBorrowerContactPath(stageKey: string): string | undefined {
    const prefill = this.stageOf(stageKey)?.prefill;
    return prefill?.from === 'coBorrowerContact' ? prefill.into : undefined;
  }

  /** The contact fields a stage's schema asks where it keeps the co-borrower's contact (none on another stage). */
  contactAskedBy(schema: JsonSchema, stageKey: string): ReadonlySet<string> {
    const into = this.coBorrowerContactPath(stageKey);
    const asked = (into === undefined ? undefined : schemaAtPath(schema, into)?.properties) ?? {};
    return new Set(this.contactFields.filter((field) => field in asked));
  }

  /** The contact a stage's details hold (`{ firstName, …, emailAddressText }`, trimmed, empty parts left out). */
  contactIn(details: unknown): Data {
    const { mapid } = this.model.roles.CoBorrower;
    return this.contactOf(this.personFrom(details, mapid, 'CoBorrower', mapid));
  }

  /** The names of the contact fields (`firstName`, …, `emailAddressText`). */
  get contactFields(): readonly string[] {
    return Object.values(this.model.contact);
  }

  /**
   * The people stage's value with the co-borrower's contact fields in `replacing` set from `contact` (as contactIn
   * gives it: one it leaves out is emptied), the rest of their details kept; unchanged without a co-borrower.
   */
  withCoBorrowerContact(peopleStage: Data, contact: Data, replacing: ReadonlySet<string>): Data {
    const { list, coBorrowerDetails } = this.model;
    if (!this.hasCoBorrower(this.withPeopleStage(peopleStage))) return peopleStage;
    const path = `${list}.0.${coBorrowerDetails}`;
    const found = valueAt(peopleStage, path);
    const details = Object.fromEntries(
      Object.entries(isObject(found) ? found : {}).filter(([key]) => !replacing.has(key)),
    );
    for (const key of replacing) if (contact[key] !== undefined) details[key] = contact[key];
    return withPaths(peopleStage, new Map([[path, details]]));
  }

  /** Whether the stage starts from the co-borrower named on the people stage, and the application has one. */
  startsFromCoBorrower(data: ApplicationData, stageKey: string): boolean {
    return this.coBorrowerContactPath(stageKey) !== undefined && this.hasCoBorrower(data);
  }

  /**
   * The first stage's value before it is saved: the account's profile (by the profile's field names) put where the
   * manifest says, or null when the stage does not start from the profile or the profile has nothing.
   */
  profilePrefill(stageKey: string, profile: Readonly<Record<string, unknown>>): Data | null {
    const prefill = this.stageOf(stageKey)?.prefill;
    if (prefill?.from !== 'profile') return null;
    const contact = Object.fromEntries(
      (Object.entries(this.model.profile) as [ContactPart, string][])
        .map(([part, field]) => [this.model.contact[part], text(profile[field])] as const)
        .filter(([, value]) => value !== ''),
    );
    const paths = new Map<string, unknown>(Object.entries(prefill.with ?? {}));
    paths.set(prefill.into, contact);
    return withPaths({}, paths);
  }
}
