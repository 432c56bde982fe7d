import type { FormDefinition } from '../definition.ts';

/**
 * A soft-delete list for the engine's tests: gift rows carry index, delete flag and owner (part 2 §3.6), a required
 * source and amount, and donor e-mails that must differ between rows.
 */
export const GIFTS_TEST_DEFINITION: FormDefinition = {
  id: 'gifts-test',
  version: 1,
  title: 'Gifts (test)',
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    additionalProperties: false,
    properties: {
      gifts: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['source', 'amount'],
          properties: {
            index: { type: 'integer' },
            delete: { type: 'boolean' },
            owner: { type: 'string', maxLength: 20 },
            source: { type: 'string', maxLength: 50 },
            amount: { type: 'string', format: 'money', maxLength: 14 },
            donorEmail: { type: 'string', format: 'email', maxLength: 254 },
          },
        },
      },
    },
  },
  uiSchema: {
    'ui:order': ['gifts'],
    gifts: {
      'ui:options': { softDelete: true, rowLabel: 'Gift' },
      items: {
        'ui:order': ['source', 'amount', 'donorEmail', 'index', 'delete', 'owner'],
        index: { 'ui:widget': 'hidden' },
        delete: { 'ui:widget': 'hidden' },
        owner: { 'ui:widget': 'hidden' },
      },
    },
  },
  lookups: {},
  messages: {
    'gifts.*.source': { required: 'Source is required' },
    'gifts.*.amount': { required: 'Amount is required', format: 'Enter valid amount' },
    'gifts.*.donorEmail': { format: 'Enter valid email' },
  },
  rules: [{ kind: 'distinct', paths: ['gifts.*.donorEmail'], message: 'Email Id should not be same' }],
};

/** Two live gifts and, between them, one the person deleted half filled, reusing the first donor's e-mail. */
export function giftsWithDeletedRow(): Record<string, unknown> {
  return {
    gifts: [
      { index: 0, owner: 'b1', source: 'Parent', amount: '15000', donorEmail: 'ana@example.com' },
      { index: 1, owner: 'b1', delete: true, amount: '12.345', donorEmail: 'ana@example.com' },
      { index: 2, owner: 'b1', source: 'Employer', amount: '2500.50', donorEmail: 'sam@example.com' },
    ],
  };
}
