import { describe, expect, it } from 'vitest';
import { peopleOf, peopleOfStage, personLabel, stageEntries, stageFourValue } from './applicationPeople.ts';

const maria = { firstName: 'Maria', lastName: 'Lopez', mobilePhone: '(813) 555-0142', preferendContact: 'Email' };
const daniel = { firstName: 'Daniel', lastName: 'Lopez', emailAddressText: 'daniel@example.com' };
const ana = { firstName: 'Ana', lastName: 'Rivera' };

const stageOne = {
  applicants: [
    { applicantIndicatorType: 'Applicant', borrower: maria, coBorrowerIndicator: true, coborrower: daniel },
    { applicantIndicatorType: 'Co-Applicant', borrower: ana },
  ],
};

describe('the people of an application', () => {
  it('gives each person the fixed mapid of forms/README: Applicant 1, Co-Borrower 2, co-applicants from 3', () => {
    expect(peopleOf(stageOne).map((person) => [person.mapid, person.applicantType, person.owner])).toEqual([
      [1, 'Applicant', 1],
      [2, 'CoBorrower', 1],
      [3, 'Co-Applicant', 3],
    ]);
    expect(peopleOfStage(stageOne, 3).map((person) => person.mapid)).toEqual([1, 3]);
    expect(peopleOfStage(stageOne, 5).map((person) => person.mapid)).toEqual([1, 2, 3]);
    expect(peopleOf({})).toEqual([]);
  });

  it('names a person for the applicant dropdown, by role when no name is given yet', () => {
    const [applicant, coBorrower] = peopleOf(stageOne);
    expect(applicant && personLabel(applicant)).toBe('Maria Lopez (Borrower)');
    expect(coBorrower && personLabel(coBorrower)).toBe('Daniel Lopez (Co-Borrower)');
    expect(personLabel({ mapid: 3, applicantType: 'Co-Applicant', owner: 3, details: {} })).toBe('Co-Applicant');
  });

  it('keeps saved entries, adds the missing ones fresh and refreshes the copies of stage 1', () => {
    const saved = {
      applications: [
        { mapid: 1, completed: true, applicant: { borrower: { firstName: 'Old' }, birthDate: '' } },
        { mapid: 4, applicantType: 'Co-Applicant', completed: true },
      ],
    };
    const entries = stageEntries(stageOne, 3, saved);
    expect(entries).toEqual([
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
    expect(stageEntries(stageOne, 6, undefined).map((entry) => entry.coBorrowerIndicator)).toEqual([true, false]);
    expect(stageEntries(stageOne, 5, undefined).map((entry) => [entry.mapid, entry.type])).toEqual([
      [1, 0],
      [2, 1],
      [3, 0],
    ]);
  });

  it("starts stage 4 with the co-borrower's names from stage 1, keeping what stage 4 already has", () => {
    expect(stageFourValue(stageOne, undefined)).toEqual({ coborrower: daniel });
    expect(stageFourValue(stageOne, { coborrower: { firstName: 'Dan', lastName: '' }, residences: [] })).toEqual({
      coborrower: { firstName: 'Dan', lastName: 'Lopez', emailAddressText: 'daniel@example.com' },
      residences: [],
    });
  });
});
