import type { FormDefinition, JsonSchema, LookupOptions } from '../definition.ts';
import { FORM_ERROR_MESSAGE } from '../messages.ts';

/**
 * A small application-like definition for the engine's tests: two people per applicant, a lookup-bound state and
 * housing type, employment rows with dates, and the stage 6 demographic checks, split into steps.
 */

const person = (required: boolean): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  ...(required ? { required: ['firstName', 'emailAddressText', 'mobilePhone'] } : {}),
  properties: {
    firstName: { type: 'string', maxLength: 50 },
    emailAddressText: { type: 'string', format: 'email', maxLength: 254 },
    mobilePhone: { type: 'string', format: 'phone', maxLength: 14 },
    state: { type: 'string' },
  },
});

const demographics: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ethnicityType: { type: 'string', enum: ['HispanicOrLatino', 'NotHispanicOrLatino', 'DoNotWishToProvide'] },
    hmdaWhiteIndicator: { type: 'boolean' },
    hmdaAsianIndicator: { type: 'boolean' },
    hmdaGendertypeFemaleIndicator: { type: 'boolean' },
    hmdaGendertypeMaleIndicator: { type: 'boolean' },
  },
};

const military: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { selfDeclaredMilitaryServiceIndicator: { type: 'string', enum: ['true', 'false'] } },
};

const personOrder = { 'ui:order': ['firstName', 'emailAddressText', 'mobilePhone', 'state'] };
const demographicOrder = {
  'ui:order': [
    'ethnicityType',
    'hmdaWhiteIndicator',
    'hmdaAsianIndicator',
    'hmdaGendertypeFemaleIndicator',
    'hmdaGendertypeMaleIndicator',
  ],
};

/** Options of the two lookup types the test definition binds (18 states, 8 housing). */
export const TEST_LOOKUP_OPTIONS: LookupOptions = new Map([
  [
    18,
    [
      { value: 'FL', text: 'Florida' },
      { value: 'GA', text: 'Georgia' },
    ],
  ],
  [
    8,
    [
      { value: 'Own', text: 'Own' },
      { value: 'Rent', text: 'Rent' },
    ],
  ],
]);

/** The test definition; `applicationTestData` gives data it accepts. */
export const APPLICATION_TEST_DEFINITION: FormDefinition = {
  id: 'application-test',
  version: 1,
  title: 'Application (test)',
  formMessage: 'Fill all required details',
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    additionalProperties: false,
    required: ['applicants'],
    properties: {
      applicants: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['borrower'],
          properties: { borrower: person(true), coborrower: person(true) },
        },
      },
      employments: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['employerName'],
          properties: {
            employerName: { type: 'string', maxLength: 100 },
            employmentStartDate: { type: 'string', format: 'us-date' },
            endDate: { type: 'string', format: 'us-date' },
          },
        },
      },
      residence: {
        type: 'object',
        additionalProperties: false,
        properties: {
          residencyBasisType: { type: 'string' },
          rent: { type: 'string', format: 'money' },
        },
      },
      coborrowerContact: {
        type: 'object',
        additionalProperties: false,
        properties: { workPhone: { type: 'string', format: 'phone' } },
      },
      applications: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          properties: {
            coBorrowerIndicator: { type: 'string', enum: ['true', 'false'] },
            demographicInfo: {
              type: 'object',
              additionalProperties: false,
              properties: { borrower: demographics, coborrower: demographics },
            },
            militaryService: {
              type: 'object',
              additionalProperties: false,
              properties: { borrower: military, coborrower: military },
            },
          },
        },
      },
    },
  },
  uiSchema: {
    'ui:order': ['applicants', 'employments', 'residence', 'coborrowerContact', 'applications'],
    applicants: { items: { 'ui:order': ['borrower', 'coborrower'], borrower: personOrder, coborrower: personOrder } },
    employments: { items: { 'ui:order': ['employerName', 'employmentStartDate', 'endDate'] } },
    residence: { 'ui:order': ['residencyBasisType', 'rent'] },
    applications: {
      items: {
        'ui:order': ['coBorrowerIndicator', 'demographicInfo', 'militaryService'],
        demographicInfo: {
          'ui:order': ['borrower', 'coborrower'],
          borrower: demographicOrder,
          coborrower: demographicOrder,
        },
        militaryService: { 'ui:order': ['borrower', 'coborrower'] },
      },
    },
  },
  lookups: {
    'applicants.*.borrower.state': 18,
    'applicants.*.coborrower.state': 18,
    'residence.residencyBasisType': 8,
  },
  messages: {
    applicants: { required: 'Add the borrower' },
    'applicants.*.borrower': { required: 'Borrower is required' },
    'applicants.*.borrower.firstName': { required: 'First name is required' },
    'applicants.*.borrower.emailAddressText': { required: 'Email-Id is required', format: 'Enter valid email-id' },
    'applicants.*.borrower.mobilePhone': { required: 'Cell phone is required', format: 'Enter valid cell phone' },
    'applicants.*.borrower.state': { lookup: 'Select a state' },
    'applicants.*.coborrower.firstName': { required: 'First name is required' },
    'applicants.*.coborrower.emailAddressText': { required: 'Email-Id is required' },
    'applicants.*.coborrower.mobilePhone': { required: 'Cell phone is required' },
    'employments.*.employerName': { required: 'Employer name is required' },
    'employments.*.employmentStartDate': { format: 'Enter valid start date' },
    'employments.*.endDate': { format: 'Enter valid end date' },
    'residence.rent': { required: 'Monthly Rent Amount is required' },
  },
  rules: [
    {
      kind: 'distinct',
      paths: ['applicants.*.borrower.emailAddressText', 'applicants.*.coborrower.emailAddressText'],
      message: 'Email Id should not be same',
    },
    {
      kind: 'distinct',
      paths: ['applicants.*.borrower.mobilePhone', 'applicants.*.coborrower.mobilePhone'],
      message: 'Phone Number should not be same',
    },
    {
      kind: 'dateOrder',
      start: 'employments.*.employmentStartDate',
      end: 'employments.*.endDate',
      message: 'Start date more than end date',
    },
    { kind: 'requiredWhen', path: 'residence.rent', when: { path: 'residence.residencyBasisType', equals: 'Rent' } },
    {
      kind: 'personChecks',
      persons: [
        { key: 'borrower', label: 'Borrower' },
        { key: 'coborrower', label: 'Coborrower', when: { path: 'applications.*.coBorrowerIndicator', truthy: true } },
      ],
      checks: [
        {
          message: '{persons} Ethnicity is required',
          paths: ['applications.*.demographicInfo.{person}.ethnicityType'],
          test: 'answered',
        },
        {
          message: '{persons} Race is required',
          paths: [
            'applications.*.demographicInfo.{person}.hmdaWhiteIndicator',
            'applications.*.demographicInfo.{person}.hmdaAsianIndicator',
          ],
          test: 'anyTrue',
        },
        {
          message: '{persons} Gender is required',
          paths: [
            'applications.*.demographicInfo.{person}.hmdaGendertypeFemaleIndicator',
            'applications.*.demographicInfo.{person}.hmdaGendertypeMaleIndicator',
          ],
          test: 'anyTrue',
        },
        {
          message: '{persons} Did you ever serve, or are you currently serving?',
          paths: ['applications.*.militaryService.{person}.selfDeclaredMilitaryServiceIndicator'],
          test: 'answered',
        },
      ],
    },
  ],
  steps: [
    { id: 'borrowers', title: 'Borrowers', fields: ['applicants'] },
    { id: 'employment', title: 'Employment and housing', fields: ['employments', 'residence'] },
    {
      id: 'coborrower',
      title: 'Co-borrower',
      fields: ['coborrowerContact'],
      formMessage: FORM_ERROR_MESSAGE,
    },
    { id: 'declarations', title: 'Declarations', fields: ['applications'] },
  ],
};

const demographicAnswers = {
  ethnicityType: 'NotHispanicOrLatino',
  hmdaWhiteIndicator: true,
  hmdaGendertypeFemaleIndicator: true,
};

/** Data the test definition accepts: one applicant with a co-borrower, one employment, renting, all answered. */
export function applicationTestData(): Record<string, unknown> {
  return {
    applicants: [
      {
        borrower: {
          firstName: 'Maria',
          emailAddressText: 'maria@example.com',
          mobilePhone: '(813) 555-0199',
          state: 'FL',
        },
        coborrower: { firstName: 'Sam', emailAddressText: 'sam@example.com', mobilePhone: '813-555-0100' },
      },
    ],
    employments: [{ employerName: 'Acme', employmentStartDate: '01/15/2020', endDate: '03/01/2024' }],
    residence: { residencyBasisType: 'Rent', rent: '1450' },
    applications: [
      {
        coBorrowerIndicator: 'true',
        demographicInfo: { borrower: { ...demographicAnswers }, coborrower: { ...demographicAnswers } },
        militaryService: {
          borrower: { selfDeclaredMilitaryServiceIndicator: 'false' },
          coborrower: { selfDeclaredMilitaryServiceIndicator: 'true' },
        },
      },
    ],
  };
}
