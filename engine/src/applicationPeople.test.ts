import { describe, expect, it } from 'vitest';
import type { ApplicationManifest, ManifestStage } from './applicationManifest.ts';
import { ApplicationPeople } from './applicationPeople.ts';
import { testPeopleModel } from './testDefinitions/peopleModel.ts';

const PEOPLE = testPeopleModel('stageOne');

const stage = (number: number, key: string, extra: Partial<ManifestStage> = {}): ManifestStage => ({
  number,
  key,
  formId: `form-${number}`,
  versionKey: `stage${number}`,
  name: key,
  route: `/stage${number}`,
  pageTitle: key,
  description: key,
  perPerson: false,
  ...extra,
});

/** The 1003's shape: the people stage, a per-applicant stage with copies, the co-borrower's, a stage for everyone. */
const MANIFEST: ApplicationManifest = {
  id: 'application',
  title: 'Application',
  actions: { continue: 'next', saveForLater: 'stay', submit: '/thank', afterOwnStages: '/dashboard' },
  people: PEOPLE,
  facts: { officerStage: 'stageOne', loanStage: 'stageOne' },
  stages: [
    stage(1, 'stageOne', {
      prefill: {
        from: 'profile',
        into: 'applicants.0.borrower',
        with: { 'applicants.0.applicantIndicatorType': 'Applicant' },
      },
    }),
    stage(2, 'stageThree', {
      perPerson: true,
      people: 'applicants',
      copies: {
        'applicant.borrower': 'contact',
        'applicant.coBorrowerIndicator': 'coBorrowerIndicator',
        'applicant.coborrower': 'coBorrowerContact',
      },
    }),
    stage(3, 'stageFour', { onlyWith: 'coBorrower', prefill: { from: 'coBorrowerContact', into: 'coborrower' } }),
    stage(4, 'stageFive', { perPerson: true, people: 'everyone' }),
    stage(5, 'stageSix', {
      perPerson: true,
      people: 'applicants',
      copies: { coBorrowerIndicator: 'coBorrowerIndicator' },
    }),
  ],
};
const people = new ApplicationPeople(MANIFEST);

const maria = { firstName: 'Maria', lastName: 'Lopez', mobilePhone: '(813) 555-0142', preferendContact: 'Email' };
const daniel = { firstName: 'Daniel', lastName: 'Lopez', emailAddressText: 'daniel@example.com' };
const ana = { firstName: ' Ana ', lastName: 'Rivera' };

const data = {
  stageOne: {
    applicants: [
      { applicantIndicatorType: 'Applicant', borrower: maria, coBorrowerIndicator: true, coborrower: daniel },
      { applicantIndicatorType: 'Co-Applicant', borrower: ana },
    ],
  },
};

describe('the people of an application, by its manifest', () => {
  it('gives each person the fixed mapid of the roles: Applicant 1, Co-Borrower 2, co-applicants from 3', () => {
    expect(people.peopleOf(data).map((person) => [person.mapid, person.applicantType, person.owner])).toEqual([
      [1, 'Applicant', 1],
      [2, 'CoBorrower', 1],
      [3, 'Co-Applicant', 3],
    ]);
    expect(people.peopleOfStage(data, 'stageThree').map((person) => person.mapid)).toEqual([1, 3]);
    expect(people.peopleOfStage(data, 'stageFive').map((person) => person.mapid)).toEqual([1, 2, 3]);
    expect(people.peopleOfStage(data, 'stageFour')).toEqual([]);
    expect(people.peopleOf({})).toEqual([]);
    expect(people.hasCoBorrower(data)).toBe(true);
    expect(people.peopleOf(data)[2]).toMatchObject({ firstName: 'Ana', lastName: 'Rivera', email: '' });
  });

  it('names a person for the applicant dropdown, by role when no name is given yet', () => {
    const [applicant, coBorrower] = people.peopleOf(data);
    expect(applicant && people.personLabel(applicant)).toBe('Maria Lopez (Borrower)');
    expect(coBorrower && people.personLabel(coBorrower)).toBe('Daniel Lopez (Co-Borrower)');
    const nameless = people.peopleOf({ stageOne: { applicants: [{ borrower: {} }] } })[0];
    expect(nameless && people.personLabel(nameless)).toBe('Borrower');
  });

  it('keeps saved entries, adds the missing ones fresh and refreshes the copies of the people stage', () => {
    const saved = {
      applications: [
        { mapid: 1, completed: true, applicant: { borrower: { firstName: 'Old' }, birthDate: '' } },
        { mapid: 4, applicantType: 'Co-Applicant', completed: true },
      ],
    };
    expect(people.withEveryPerson(data, 'stageThree', saved).applications).toEqual([
      {
        mapid: 1,
        applicantType: 'Applicant',
        owner: 1,
        type: 0,
        completed: true,
        applicant: {
          birthDate: '',
          borrower: { firstName: 'Maria', lastName: 'Lopez', mobilePhone: '(813) 555-0142' },
          coBorrowerIndicator: true,
          coborrower: { firstName: 'Daniel', lastName: 'Lopez', emailAddressText: 'daniel@example.com' },
        },
      },
      {
        mapid: 3,
        applicantType: 'Co-Applicant',
        owner: 3,
        type: 0,
        completed: false,
        applicant: { borrower: { firstName: 'Ana', lastName: 'Rivera' }, coBorrowerIndicator: false },
      },
    ]);
    const six = people.withEveryPerson(data, 'stageSix', undefined).applications as Record<string, unknown>[];
    expect(six.map((entry) => entry.coBorrowerIndicator)).toEqual([true, false]);
    const five = people.withEveryPerson(data, 'stageFive', undefined).applications as Record<string, unknown>[];
    expect(five.map((entry) => [entry.mapid, entry.type])).toEqual([
      [1, 0],
      [2, 1],
      [3, 0],
    ]);
  });

  it('starts a fresh entry from a prefilled one of the same person, never over a saved one', () => {
    const prefilled = [{ mapid: 3, applicant: { birthDate: '1990-01-02' } }];
    const entries = people.withEveryPerson(
      data,
      'stageFive',
      { applications: [{ mapid: 1, completed: true }] },
      prefilled,
    ).applications as Record<string, unknown>[];
    expect(entries.map((entry) => [entry.mapid, entry.completed, entry.applicant])).toEqual([
      [1, true, undefined],
      [2, false, undefined],
      [3, false, { birthDate: '1990-01-02' }],
    ]);
  });

  it('sets who an entry is on a save, whatever the page sent, and keeps entries of nobody as sent', () => {
    const sent = {
      applications: [
        {
          mapid: 1,
          applicantType: 'Co-Applicant',
          owner: 9,
          type: 1,
          applicant: { borrower: { firstName: 'X' }, coborrower: {} },
        },
        { mapid: 7, answer: 'kept' },
      ],
    };
    const alone = { stageOne: { applicants: [{ borrower: maria }] } };
    expect(people.withCopies(alone, 'stageThree', sent).applications).toEqual([
      {
        mapid: 1,
        applicantType: 'Applicant',
        owner: 1,
        type: 0,
        applicant: {
          borrower: { firstName: 'Maria', lastName: 'Lopez', mobilePhone: '(813) 555-0142' },
          coBorrowerIndicator: false,
        },
      },
      { mapid: 7, answer: 'kept' },
    ]);
  });

  it("starts the co-borrower's stage with the co-borrower's contact, keeping what the stage already has", () => {
    expect(people.startsFromCoBorrower(data, 'stageFour')).toBe(true);
    expect(people.withPeoplePrefill(data, 'stageFour', undefined)).toEqual({ coborrower: daniel });
    expect(
      people.withPeoplePrefill(data, 'stageFour', { coborrower: { firstName: 'Dan', lastName: '' }, residences: [] }),
    ).toEqual({
      coborrower: { firstName: 'Dan', lastName: 'Lopez', emailAddressText: 'daniel@example.com' },
      residences: [],
    });
    const alone = { stageOne: { applicants: [{ borrower: maria }] } };
    expect(people.startsFromCoBorrower(alone, 'stageFour')).toBe(false);
    expect(people.withPeoplePrefill(alone, 'stageFour', { residences: [] })).toEqual({ residences: [] });
  });

  it("shows the co-borrower's stage the people stage's contact over an older one, and keeps the rest", () => {
    const older = { coborrower: { firstName: 'Dan', middleName: 'J', birthDate: '01/02/1980' }, residences: [] };
    const asked = new Set(people.contactFields);
    expect(people.withPeoplePrefill(data, 'stageFour', older, asked)).toEqual({
      coborrower: { ...daniel, birthDate: '01/02/1980' },
      residences: [],
    });
    expect(people.coBorrowerContactOf(data)).toEqual(daniel);
    expect(people.coBorrowerContactOf({ stageOne: { applicants: [{ borrower: maria }] } })).toBeUndefined();
    expect(people.coBorrowerContactPath('stageFour')).toBe('coborrower');
    expect(people.coBorrowerContactPath('stageThree')).toBeUndefined();
  });

  it("puts the co-borrower's contact given on their stage back on the people stage, their other details kept", () => {
    const stageOne = {
      applicants: [
        { borrower: maria, coBorrowerIndicator: true, coborrower: { ...daniel, workPhone: '(813) 555-0100', x: 1 } },
      ],
    };
    const contact = people.contactIn({ firstName: ' Danny ', lastName: 'Lopez', emailAddressText: 'd@example.com' });
    expect(contact).toEqual({ firstName: 'Danny', lastName: 'Lopez', emailAddressText: 'd@example.com' });
    const next = people.withCoBorrowerContact(stageOne, contact, new Set(people.contactFields));
    expect(next.applicants).toEqual([{ ...stageOne.applicants[0], coborrower: { ...contact, x: 1 } }]);
    expect(stageOne.applicants[0]?.coborrower.firstName).toBe('Daniel');
    // A field the co-borrower's stage does not ask keeps the people stage's value.
    const partly = people.withCoBorrowerContact(stageOne, contact, new Set(['firstName', 'emailAddressText']));
    expect(partly.applicants).toEqual([
      { ...stageOne.applicants[0], coborrower: { ...daniel, workPhone: '(813) 555-0100', x: 1, ...contact } },
    ]);
    const alone = { applicants: [{ borrower: maria }] };
    expect(people.withCoBorrowerContact(alone, contact, new Set(people.contactFields))).toBe(alone);
  });

  it('starts the first stage from the profile, by the profile’s field names, and no other stage', () => {
    const profile = { firstName: 'Maria', lastName: ' ', cellPhone: '8135550142', email: 'maria@example.com' };
    expect(people.profilePrefill('stageOne', profile)).toEqual({
      applicants: [
        {
          applicantIndicatorType: 'Applicant',
          borrower: { firstName: 'Maria', mobilePhone: '8135550142', emailAddressText: 'maria@example.com' },
        },
      ],
    });
    expect(people.profilePrefill('stageThree', profile)).toBeNull();
  });

  it('reads every rule from the manifest: other mapids, field names and role names change the answers', () => {
    const other = new ApplicationPeople({
      ...MANIFEST,
      people: {
        ...PEOPLE,
        list: 'people',
        details: 'who',
        contact: { ...PEOPLE.contact, firstName: 'given' },
        roles: {
          Applicant: { mapid: 10, name: 'Primary', type: 0 },
          CoBorrower: { mapid: 20, name: 'Joint', type: 1 },
          'Co-Applicant': { mapid: 30, name: 'Additional', type: 0 },
        },
      },
    });
    const theirs = {
      stageOne: {
        people: [
          { who: { given: 'Ana' }, coBorrowerIndicator: true, coborrower: {} },
          { who: { given: 'Bo' } },
          { who: {} },
        ],
      },
    };
    expect(other.peopleOf(theirs).map((person) => [person.mapid, other.personLabel(person)])).toEqual([
      [10, 'Ana (Primary)'],
      [20, 'Joint'],
      [30, 'Bo (Additional)'],
      [31, 'Additional'],
    ]);
  });
});
