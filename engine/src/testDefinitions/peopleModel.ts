import type { PeopleModel } from '../applicationManifest.ts';

/** A people model as the 1003's, named by the people stage given (tests of the manifest and of the people). */
export function testPeopleModel(stage: string): PeopleModel {
  return {
    stage,
    list: 'applicants',
    details: 'borrower',
    coBorrowerIndicator: 'coBorrowerIndicator',
    coBorrowerDetails: 'coborrower',
    maxCoApplicants: 5,
    roles: {
      Applicant: { mapid: 1, name: 'Borrower', type: 0 },
      CoBorrower: { mapid: 2, name: 'Co-Borrower', type: 1 },
      'Co-Applicant': { mapid: 3, name: 'Co-Applicant', type: 0 },
    },
    contact: {
      firstName: 'firstName',
      middleName: 'middleName',
      lastName: 'lastName',
      mobilePhone: 'mobilePhone',
      workPhone: 'workPhone',
      email: 'emailAddressText',
    },
    profile: { firstName: 'firstName', lastName: 'lastName', mobilePhone: 'cellPhone', email: 'email' },
  };
}
