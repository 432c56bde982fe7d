import { APPLICATION_MANIFEST } from 'forms/manifests/index.ts';
import { APPLICATION_PEOPLE } from 'forms/manifests/people.ts';

/**
 * Facts read off an application record for the lists, the loan and the replies: who the borrower is, where the
 * property is, what loan is asked for. The full application keeps them in stage 1 (people) and stage 2
 * (`loanDetails`, `property`); the short application in `borrower`, `property` and `loanDetails` (part 2 §3.8).
 */

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const objectAt = (data: Data, key: string): Data => (isObject(data[key]) ? (data[key] as Data) : {});

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** An amount typed as money ('320000', '1234.50') as a number, or null when there is none. */
export function amountOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const cleaned = text(value).replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** The parts a record keeps its loan and property in: the manifest's loan stage's, or the short application's. */
function loanParts(data: Data, kind: 'full' | 'short'): { loanDetails: Data; property: Data } {
  const holder = kind === 'short' ? data : objectAt(data, APPLICATION_MANIFEST.facts.loanStage);
  return { loanDetails: objectAt(holder, 'loanDetails'), property: objectAt(holder, 'property') };
}

/** The subject property's address parts (empty strings when not given yet). */
export interface PropertyAddress {
  addressLineText: string;
  city: string;
  state: string;
  postalCode: string;
}

/** Where the property is, as the lists show it. */
export function propertyAddressOf(data: Data, kind: 'full' | 'short' = 'full'): PropertyAddress {
  const { property } = loanParts(data, kind);
  return {
    addressLineText: text(property.addressLineText),
    city: text(property.city),
    state: text(property.state),
    postalCode: text(property.postalCode),
  };
}

/** The borrower's name and contact, as the lists show them (part 2 §3.1). */
export interface BorrowerContact {
  firstName: string;
  middleName: string;
  lastName: string;
  mobilePhone: string;
  email: string;
}

/** The Applicant of a full application, or the borrower of a short one. */
export function borrowerContactOf(data: Data, kind: 'full' | 'short' = 'full'): BorrowerContact {
  if (kind === 'short') {
    const borrower = objectAt(data, 'borrower');
    return {
      firstName: text(borrower.firstName),
      middleName: text(borrower.middleName),
      lastName: text(borrower.lastName),
      mobilePhone: text(borrower.mobilePhone),
      email: text(borrower.emailAddressText),
    };
  }
  const applicant = APPLICATION_PEOPLE.peopleOf(data)[0];
  return {
    firstName: applicant?.firstName ?? '',
    middleName: applicant?.middleName ?? '',
    lastName: applicant?.lastName ?? '',
    mobilePhone: applicant?.mobilePhone ?? '',
    email: applicant?.email ?? '',
  };
}

/** What the loan record takes from the application. */
export interface LoanFacts {
  loanPurpose: string | null;
  mortgageType: string | null;
  loanAmount: number | null;
  propertyAddress: string | null;
  propertyCity: string | null;
  propertyState: string | null;
  propertyZip: string | null;
}

const orNull = (value: string) => (value === '' ? null : value);

/** The loan's purpose, type, amount and property, from stage 2 (or the short application). */
export function loanFactsOf(data: Data, kind: 'full' | 'short' = 'full'): LoanFacts {
  const { loanDetails, property } = loanParts(data, kind);
  const street = [text(property.addressLineText), text(property.addressUnitIdentifier)].filter(Boolean).join(' ');
  const state = text(property.state);
  return {
    loanPurpose: orNull(text(loanDetails.loanPurposeType)),
    mortgageType: orNull(text(loanDetails.mortgageType)),
    loanAmount: amountOf(loanDetails.borrowerRequestedLoanAmount),
    propertyAddress: orNull(street),
    propertyCity: orNull(text(property.city)),
    propertyState: state.length === 2 ? state : null,
    propertyZip: orNull(text(property.postalCode)),
  };
}
