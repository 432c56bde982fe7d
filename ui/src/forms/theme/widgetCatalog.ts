import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { UPLOAD_MESSAGES } from 'common';

/**
 * Every widget of the form theme as an example field, shared by the stories (empty, filled, error and read-only
 * states) and the tests that check the examples against the engine: data, like the definitions' fixtures.
 */

/** One widget shown as a one-field form. */
export interface WidgetCatalogEntry {
  /** Story name. */
  name: string;
  /** What selects the widget in the registry: a `ui:widget` name, a schema format, or the type's default widget. */
  widget: string;
  /** The field's name in the one-field form. */
  field: string;
  /** The field's own JSON Schema, as a definition (or the engine's `bindLookupOptions`) would give it. */
  schema: RJSFSchema;
  /** The field's own UI hints. */
  uiSchema: UiSchema;
  required: boolean;
  /** A value the engine accepts: the filled and read-only states. */
  filled: unknown;
  /**
   * A value the engine refuses (undefined: left empty) and the definition's words shown for it: the error state
   * passes `message` as the field's error (RJSF extraErrors) since stories have no precompiled validator.
   */
  invalid: { value: unknown; message: string };
  /** Fields shown after it in the same form (the city and state a zip fills), by name. */
  siblings?: Record<string, RJSFSchema>;
  /** What a story needs beyond the theme to show the widget working. */
  needs?: string;
}

const LOAN_TERM_INFO = {
  title: 'Loan Term in Months',
  text: 'The number of months over which you will repay the loan.\n\nA 30 year loan is 360 months, a 20 year loan is 240 months and a 15 year loan is 180 months.',
};

const LOAN_PURPOSE_INFO = {
  title: 'Loan Purpose',
  text: 'Purchase: you are buying a home.\n\nRefinance: you are replacing the mortgage on a home you own, with or without taking cash out.',
};

/** The widgets of the theme, one example each. */
export const WIDGET_CATALOG: readonly WidgetCatalogEntry[] = [
  {
    name: 'Text',
    widget: 'TextWidget',
    field: 'contName',
    schema: { type: 'string', title: 'Name', maxLength: 100 },
    uiSchema: { 'ui:autocomplete': 'name' },
    required: true,
    filled: 'Jordan Rivera',
    invalid: { value: undefined, message: 'Name is required' },
  },
  {
    name: 'Text with info popup',
    widget: 'TextWidget',
    field: 'loanTermMonths',
    schema: { type: 'string', title: 'Loan term (months)', pattern: '^[1-9]\\d{0,2}$', maxLength: 3 },
    uiSchema: { 'ui:options': { info: LOAN_TERM_INFO } },
    required: true,
    filled: '360',
    invalid: { value: '0', message: 'Enter valid loan term' },
  },
  {
    name: 'Email',
    widget: 'email',
    field: 'contEmail',
    schema: { type: 'string', title: 'Email', format: 'email', maxLength: 254 },
    uiSchema: { 'ui:autocomplete': 'email' },
    required: true,
    filled: 'jordan.rivera@example.com',
    invalid: { value: 'jordan.rivera@', message: 'Enter valid email' },
  },
  {
    name: 'Password',
    widget: 'password',
    field: 'newpassword',
    schema: { type: 'string', title: 'New Password', maxLength: 128 },
    uiSchema: { 'ui:widget': 'password', 'ui:autocomplete': 'new-password' },
    required: true,
    filled: 'a long pass phrase',
    invalid: { value: undefined, message: 'All fields are mandatory' },
  },
  {
    name: 'Phone',
    widget: 'phone',
    field: 'contPhone',
    schema: { type: 'string', title: 'Phone', format: 'phone', maxLength: 14 },
    uiSchema: { 'ui:autocomplete': 'tel-national' },
    required: true,
    filled: '(813) 555-0199',
    invalid: { value: '013-555-0199', message: 'Enter valid phone number' },
  },
  {
    name: 'Textarea',
    widget: 'textarea',
    field: 'contMessage',
    schema: { type: 'string', title: 'Message', maxLength: 2000 },
    uiSchema: { 'ui:widget': 'textarea', 'ui:options': { rows: 5 } },
    required: true,
    filled: 'Please call me about refinancing my home.',
    invalid: { value: undefined, message: 'Message is required' },
  },
  {
    name: 'Money',
    widget: 'money',
    field: 'loanAmount',
    schema: { type: 'string', title: 'Loan amount', format: 'money', maxLength: 14 },
    uiSchema: {},
    required: true,
    filled: '350000.00',
    invalid: { value: '350000.005', message: 'Enter valid amount' },
  },
  {
    name: 'SSN',
    widget: 'ssn',
    field: 'ssn',
    schema: { type: 'string', title: 'Social Security number', format: 'ssn', maxLength: 11 },
    uiSchema: {},
    required: true,
    filled: '219-09-9999',
    invalid: { value: '900-12-3456', message: 'Enter valid SSN' },
  },
  {
    name: 'Date',
    widget: 'us-date',
    field: 'militaryServiceExpectedCompletionDate',
    schema: { type: 'string', title: 'Projected expiration date of service', format: 'us-date', maxLength: 10 },
    uiSchema: {},
    required: true,
    filled: '06/30/2027',
    invalid: { value: '02/30/2027', message: 'Enter valid Date' },
  },
  {
    name: 'Date of birth',
    widget: 'date-of-birth',
    field: 'birthDate',
    schema: { type: 'string', title: 'Date of birth', format: 'date-of-birth', maxLength: 10 },
    uiSchema: {},
    required: true,
    filled: '04/15/1985',
    invalid: { value: '04/15/2020', message: 'Enter valid date of birth' },
  },
  {
    name: 'Yes or No (boolean)',
    widget: 'yesNo',
    field: 'selfDeclaredMilitaryServiceIndicator',
    schema: {
      type: 'boolean',
      title:
        'Did you (or your deceased spouse) ever serve, or are you currently serving, in the United States Armed Forces?',
    },
    uiSchema: { 'ui:widget': 'yesNo' },
    required: true,
    filled: false,
    invalid: { value: undefined, message: 'Borrower Did you ever serve, or are you currently serving?' },
  },
  {
    name: "Yes or No ('true' or 'false')",
    widget: 'yesNo',
    field: 'bankruptcyIndicator',
    schema: {
      type: 'string',
      title: 'Have you declared bankruptcy within the past 7 years?',
      enum: ['true', 'false'],
    },
    uiSchema: { 'ui:widget': 'yesNo' },
    required: true,
    filled: 'false',
    invalid: { value: undefined, message: 'Bankruptcy is required' },
  },
  {
    name: 'Loan officer (fills their details)',
    widget: 'loanOfficer',
    field: 'loanOfficerId',
    schema: { type: 'integer', title: 'Loan officer', minimum: 1 },
    uiSchema: {
      'ui:widget': 'loanOfficer',
      'ui:options': { fill: { email: 'loanOfficerEmail', nmls_id: 'loanOfficerNMLSId' } },
    },
    required: true,
    filled: 2,
    invalid: { value: undefined, message: 'Select your loan officer' },
    siblings: {
      loanOfficerEmail: { type: 'string', title: "Officer's e-mail", readOnly: true },
      loanOfficerNMLSId: { type: 'string', title: "Officer's NMLS ID", readOnly: true },
    },
    needs: 'the loan officer list (GET /api/loan/allofficers)',
  },
  {
    name: 'Radio group',
    widget: 'radio',
    field: 'loanPurpose',
    schema: { type: 'string', title: 'Loan Purpose', enum: ['Purchase', 'Refinance', 'Others'] },
    uiSchema: { 'ui:widget': 'radio', 'ui:options': { info: LOAN_PURPOSE_INFO } },
    required: true,
    filled: 'Refinance',
    invalid: { value: undefined, message: 'Loan Purpose is required' },
  },
  {
    name: 'Select fed by a lookup',
    widget: 'SelectWidget',
    field: 'loanType',
    schema: {
      type: 'string',
      title: 'Loan Type',
      oneOf: [
        { const: '1', title: 'Conventional' },
        { const: '2', title: 'VA' },
        { const: '3', title: 'FHA' },
        { const: '4', title: 'USDA' },
      ],
    },
    uiSchema: { 'ui:placeholder': 'Select' },
    required: true,
    filled: '3',
    invalid: { value: undefined, message: 'Loan Type is required' },
  },
  {
    name: 'Checkbox group with exclusive choices',
    widget: 'checkboxes',
    field: 'ethnicity',
    schema: {
      type: 'array',
      title: 'Ethnicity',
      uniqueItems: true,
      minItems: 1,
      items: {
        type: 'string',
        oneOf: [
          { const: 'HispanicOrLatino', title: 'Hispanic or Latino' },
          { const: 'Mexican', title: 'Mexican' },
          { const: 'PuertoRican', title: 'Puerto Rican' },
          { const: 'Cuban', title: 'Cuban' },
          { const: 'NotHispanicOrLatino', title: 'Not Hispanic or Latino' },
          { const: 'DoNotWish', title: 'I do not wish to provide this information' },
        ],
      },
    },
    uiSchema: { 'ui:widget': 'checkboxes', 'ui:options': { exclusive: ['NotHispanicOrLatino', 'DoNotWish'] } },
    required: true,
    filled: ['HispanicOrLatino', 'Cuban'],
    invalid: { value: [], message: 'Borrower Ethnicity is required' },
  },
  {
    name: 'Ages of dependents (Add, Remove)',
    widget: 'ageList',
    field: 'dependentsAgesDescription',
    schema: { type: 'string', title: 'Dependents Age', maxLength: 80, pattern: '^\\d{1,2}(,\\d{1,2})*$' },
    uiSchema: { 'ui:widget': 'ageList' },
    required: true,
    filled: '4,7',
    invalid: { value: '4,', message: 'Enter the age of each dependent (0 to 99)' },
  },
  {
    name: 'Single checkbox',
    widget: 'CheckboxWidget',
    field: 'acceptAggrement',
    schema: { type: 'boolean', title: 'I agree to the terms of use and the privacy policy', const: true },
    uiSchema: {},
    required: true,
    filled: true,
    invalid: { value: false, message: 'All fields are mandatory' },
  },
  {
    name: 'File',
    widget: 'file',
    field: 'document',
    schema: { type: 'string', title: 'Document', maxLength: 255 },
    uiSchema: { 'ui:widget': 'file' },
    required: true,
    filled: 'paystub-october.pdf',
    invalid: { value: undefined, message: UPLOAD_MESSAGES.format },
    needs: 'formContext.keepFile(path, file) to receive the chosen File (optional: without it only the name is kept)',
  },
  {
    name: 'Zip with look-up',
    widget: 'zip',
    field: 'contZip',
    schema: { type: 'string', title: 'Zip code', format: 'zip', maxLength: 10 },
    uiSchema: { 'ui:autocomplete': 'postal-code', 'ui:options': { fill: { city: 'contCity', state: 'contState' } } },
    required: true,
    filled: '33602',
    invalid: { value: '3360', message: 'Enter valid zip code' },
    siblings: {
      contCity: { type: 'string', title: 'City', maxLength: 100 },
      contState: { type: 'string', title: 'State', maxLength: 2 },
    },
    needs:
      'GET /api/lookups/zip/:zip (a known zip answers { zip, city, state, stateName, country }, an unknown one 404 "Enter valid zip code") and formContext.setFieldValues to fill the siblings',
  },
];

/** The one-field form of a catalog entry (its siblings after it), in the shape RJSF and the engine take. */
export function catalogForm(entry: WidgetCatalogEntry): { schema: RJSFSchema; uiSchema: UiSchema } {
  const siblings = entry.siblings ?? {};
  return {
    schema: {
      type: 'object',
      additionalProperties: false,
      required: entry.required ? [entry.field] : [],
      properties: { [entry.field]: entry.schema, ...siblings },
    },
    uiSchema: { 'ui:order': [entry.field, ...Object.keys(siblings)], [entry.field]: entry.uiSchema },
  };
}
