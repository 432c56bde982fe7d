import { describe, expect, it } from 'vitest';
import { bindLookupOptions, checkLookups, LOOKUP_FALLBACK_MESSAGE, lookupTypesOf } from './lookups.ts';
import {
  APPLICATION_TEST_DEFINITION as definition,
  applicationTestData,
  TEST_LOOKUP_OPTIONS,
} from './testDefinitions/applicationTestDefinition.ts';
import { validate } from './validate.ts';

function withStates(borrowerState: unknown, coborrowerState?: unknown): Record<string, unknown> {
  const data = applicationTestData();
  const [applicant] = data.applicants as { borrower: Record<string, unknown>; coborrower: Record<string, unknown> }[];
  if (applicant) {
    applicant.borrower.state = borrowerState;
    if (coborrowerState !== undefined) applicant.coborrower.state = coborrowerState;
  }
  return data;
}

describe('lookupTypesOf', () => {
  it('lists each bound type once, in ascending order', () => {
    expect(lookupTypesOf(definition)).toEqual([8, 18]);
    expect(lookupTypesOf({ lookups: {} })).toEqual([]);
  });
});

describe('checkLookups', () => {
  it('accepts values of the list and refuses others with the field’s lookup message or the default', () => {
    expect(checkLookups(definition, withStates('GA', 'FL'), TEST_LOOKUP_OPTIONS)).toEqual([]);
    expect(checkLookups(definition, withStates('ZZ', 'fl'), TEST_LOOKUP_OPTIONS)).toEqual([
      { path: 'applicants.0.borrower.state', field: 'applicants', keyword: 'lookup', message: 'Select a state' },
      {
        path: 'applicants.0.coborrower.state',
        field: 'applicants',
        keyword: 'lookup',
        message: LOOKUP_FALLBACK_MESSAGE,
      },
    ]);
  });

  it('refuses every value of a type it has no options for, and leaves empty values to required', () => {
    expect(checkLookups(definition, withStates('FL'), new Map([[8, TEST_LOOKUP_OPTIONS.get(8) ?? []]]))).toEqual([
      { path: 'applicants.0.borrower.state', field: 'applicants', keyword: 'lookup', message: 'Select a state' },
    ]);
    expect(checkLookups(definition, withStates(''), TEST_LOOKUP_OPTIONS)).toEqual([]);
  });

  it('is part of validate when options are given, after the schema', () => {
    const data = withStates('ZZ');
    expect(validate(definition, data).valid).toBe(true);
    const refused = validate(definition, data, { lookups: TEST_LOOKUP_OPTIONS });
    expect(refused.errorFields).toEqual(['applicants']);
    expect(refused.errors.map((e) => [e.path, e.message])).toEqual([['applicants.0.borrower.state', 'Select a state']]);
    const housing = applicationTestData();
    housing.residence = { residencyBasisType: 'Castle' };
    expect(validate(definition, housing, { lookups: TEST_LOOKUP_OPTIONS }).errors).toEqual([
      {
        path: 'residence.residencyBasisType',
        field: 'residence',
        keyword: 'lookup',
        message: LOOKUP_FALLBACK_MESSAGE,
      },
    ]);
  });
});

describe('bindLookupOptions', () => {
  it('returns copies with each bound field as enum values and ui:enumNames labels, for list rows too', () => {
    const before = structuredClone(definition);
    const bound = bindLookupOptions(definition.schema, definition.uiSchema, definition.lookups, TEST_LOOKUP_OPTIONS);
    expect(bound.schema.properties?.applicants?.items?.properties?.borrower?.properties?.state).toEqual({
      type: 'string',
      enum: ['FL', 'GA'],
    });
    expect(bound.schema.properties?.residence?.properties?.residencyBasisType?.enum).toEqual(['Own', 'Rent']);
    const applicantsUi = bound.uiSchema.applicants as { items: Record<string, Record<string, unknown>> };
    expect(applicantsUi.items.coborrower).toEqual({
      'ui:order': ['firstName', 'emailAddressText', 'mobilePhone', 'state'],
      state: { 'ui:enumNames': ['Florida', 'Georgia'] },
    });
    expect((bound.uiSchema.residence as Record<string, unknown>).residencyBasisType).toEqual({
      'ui:enumNames': ['Own', 'Rent'],
    });
    // The definition itself is untouched: the precompiled validator is built for it.
    expect(definition).toEqual(before);
  });

  it('leaves a field whose type has no options as a text field', () => {
    const bound = bindLookupOptions(definition.schema, definition.uiSchema, definition.lookups, new Map());
    expect(bound.schema).toEqual(definition.schema);
    expect(bound.uiSchema).toEqual(definition.uiSchema);
  });
});
