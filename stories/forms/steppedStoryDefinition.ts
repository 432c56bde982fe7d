import type { FormDefinition } from 'engine';

/**
 * A story-only stepped definition: a loan step, then two applicants shown one at a time (a step's `people`), as
 * the 1003's per-person stages are. The rows keep their own `completed` flag, as the 1003's records do.
 */
export const STEPPED_STORY_DEFINITION: FormDefinition = {
  id: 'stepped-story',
  version: 1,
  title: 'Loan application (story)',
  formMessage: 'Fill all required details',
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    additionalProperties: false,
    required: ['loan', 'applications'],
    properties: {
      loan: {
        type: 'object',
        title: 'Loan',
        additionalProperties: false,
        required: ['purpose'],
        properties: {
          purpose: { type: 'string', title: 'Loan purpose', enum: ['Purchase', 'Refinance'] },
          amount: { type: 'string', title: 'Loan amount', format: 'money', maxLength: 14 },
        },
      },
      applications: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['firstName', 'employerName'],
          properties: {
            mapid: { type: 'string' },
            completed: { type: 'boolean' },
            firstName: { type: 'string', title: 'First name', maxLength: 50 },
            employerName: { type: 'string', title: 'Employer', maxLength: 100 },
            monthlyIncome: { type: 'string', title: 'Monthly income', format: 'money', maxLength: 14 },
          },
        },
      },
    },
  },
  uiSchema: {
    'ui:options': { breadcrumb: 'Loan application' },
    'ui:order': ['loan', 'applications'],
    loan: { 'ui:order': ['purpose', 'amount'], amount: { 'ui:widget': 'money' } },
    applications: {
      items: {
        'ui:order': ['firstName', 'employerName', 'monthlyIncome', 'mapid', 'completed'],
        mapid: { 'ui:widget': 'hidden' },
        completed: { 'ui:widget': 'hidden' },
        monthlyIncome: { 'ui:widget': 'money' },
      },
    },
  },
  lookups: {},
  messages: {
    loan: { required: 'Fill all required details' },
    applications: { required: 'Add the applicants' },
    'loan.purpose': { required: 'Loan purpose is required' },
    'applications.*.firstName': { required: 'First name is required' },
    'applications.*.employerName': { required: 'Employer is required' },
  },
  rules: [],
  steps: [
    { id: 'loan', title: 'Loan', fields: ['loan'], counted: true, summary: ['loan.purpose', 'loan.amount'] },
    { id: 'applicants', title: 'Applicants', fields: ['applications'], counted: true, people: 'applications' },
  ],
};

/** The record the story starts from: the loan answered, two applicants, neither completed yet. */
export function steppedStoryRecord(): Record<string, unknown> {
  return {
    loan: { purpose: 'Purchase', amount: '320000' },
    applications: [
      { mapid: 'a1', firstName: 'Maria' },
      { mapid: 'a2', firstName: 'Sam' },
    ],
  };
}
