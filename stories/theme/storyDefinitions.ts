import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** A story-only list of asset rows (part 2 §3.6: each row carries index, delete flag and owner). */
export const assetRowsSchema: RJSFSchema = {
  type: 'object',
  properties: {
    assets: {
      type: 'array',
      title: 'Assets',
      items: {
        type: 'object',
        required: ['assetType', 'holderName'],
        properties: {
          index: { type: 'integer' },
          delete: { type: 'boolean' },
          owner: { type: 'string' },
          assetType: { type: 'string', title: 'Account type', enum: ['Checking', 'Savings', 'Retirement'] },
          holderName: { type: 'string', title: 'Financial institution', maxLength: 100 },
          cashOrMarketValue: { type: 'string', title: 'Cash or market value', maxLength: 20 },
        },
      },
    },
  },
};

/** The asset list's hints: rows named 'Asset N', 'Another' to add one; `softDelete` is set per story. */
export function assetRowsUiSchema(options: Record<string, unknown> = {}): UiSchema {
  return {
    assets: {
      'ui:options': { rowLabel: 'Asset', addLabel: 'Another', ...options },
      items: {
        'ui:order': ['assetType', 'holderName', 'cashOrMarketValue', '*'],
        index: { 'ui:widget': 'hidden' },
        delete: { 'ui:widget': 'hidden' },
        owner: { 'ui:widget': 'hidden' },
      },
    },
  };
}

/** An asset row as saved. */
export const assetRow = (index: number, holderName: string, extra: Record<string, unknown> = {}) => ({
  index,
  delete: false,
  owner: 'Borrower',
  assetType: 'Checking',
  holderName,
  cashOrMarketValue: '12500',
  ...extra,
});

/** A story-only per-applicant list, as stages 3, 5 and 6 hold one record per person. */
export const applicantsSchema: RJSFSchema = {
  type: 'object',
  properties: {
    applicants: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          mapid: { type: 'string' },
          completed: { type: 'boolean' },
          firstName: { type: 'string', title: 'First name', maxLength: 50 },
          lastName: { type: 'string', title: 'Last name', maxLength: 50 },
        },
      },
    },
  },
};

/** The switcher on the applicant list; the people come from ui:options or, in page code, the form context. */
export function applicantsUiSchema(options: Record<string, unknown> = {}): UiSchema {
  return {
    applicants: {
      'ui:field': 'ApplicantSwitcherField',
      'ui:options': options,
      items: {
        'ui:order': ['firstName', 'lastName', '*'],
        mapid: { 'ui:widget': 'hidden' },
        completed: { 'ui:widget': 'hidden' },
      },
    },
  };
}
