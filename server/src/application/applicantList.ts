import { fullNameOf, type ApplicantType } from 'engine';
import { APPLICATION_PEOPLE } from 'forms/manifests/people.ts';

type Data = Record<string, unknown>;

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
 * The applicant dropdown's rows (part 2 §7.1), sorted by mapid: list 1 holds the applicants (the Applicant and each
 * Co-Applicant), list 2 everyone (the Co-Borrower too), by the application manifest's people model.
 */
export function applicantListOf(data: Data, list: 1 | 2): ApplicantListRow[] {
  const coBorrower = APPLICATION_PEOPLE.hasCoBorrower(data);
  return APPLICATION_PEOPLE.peopleFor(data, list === 2 ? 'everyone' : 'applicants')
    .map((person) => ({
      mapid: person.mapid,
      text: fullNameOf(person),
      applicantType: person.applicantType,
      type: APPLICATION_PEOPLE.model.roles[person.applicantType].type,
      coBorrowerIndicator: person.applicantType === 'Applicant' && coBorrower,
    }))
    .sort((a, b) => a.mapid - b.mapid);
}
