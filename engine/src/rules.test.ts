import { describe, expect, it } from 'vitest';
import type { FieldError } from './ajvErrors.ts';
import { assertDefinition } from './metaSchema.ts';
import { conditionHolds, isAnswered, isTruthy, titleOf } from './rules.ts';
import {
  APPLICATION_TEST_DEFINITION as definition,
  applicationTestData,
  TEST_LOOKUP_OPTIONS,
} from './testDefinitions/applicationTestDefinition.ts';
import { validate } from './validate.ts';

/** Marks a path to delete in `data`. */
const REMOVE = Symbol('remove');

/** The sample data with values set (or removed) at dotted paths; missing objects and rows are created. */
function data(changes: Record<string, unknown> = {}): Record<string, unknown> {
  const draft = applicationTestData();
  for (const [path, value] of Object.entries(changes)) {
    const segments = path.split('.');
    const last = segments.pop() ?? '';
    let node = draft as Record<string, unknown>;
    for (const segment of segments) {
      node[segment] ??= {};
      node = node[segment] as Record<string, unknown>;
    }
    if (value === REMOVE) delete node[last];
    else node[last] = value;
  }
  return draft;
}

function messages(errors: FieldError[]): Record<string, string> {
  return Object.fromEntries(errors.map((error) => [error.path, error.message]));
}

describe('the test definition', () => {
  it('passes the meta-check and accepts its sample data', () => {
    expect(assertDefinition(structuredClone(definition), 'engine test definition')).toEqual(definition);
    expect(validate(definition, data(), { lookups: TEST_LOOKUP_OPTIONS })).toEqual({
      valid: true,
      complete: true,
      errors: [],
      errorFields: [],
    });
  });
});

describe('distinct', () => {
  it('refuses the same e-mail (any case) on every person who has it, across applicants', () => {
    const result = validate(
      definition,
      data({
        'applicants.0.coborrower.emailAddressText': 'MARIA@example.com',
        'applicants.1': {
          borrower: { firstName: 'Ana', emailAddressText: 'maria@EXAMPLE.com', mobilePhone: '8135550111' },
        },
      }),
    );
    expect(messages(result.errors)).toEqual({
      'applicants.0.borrower.emailAddressText': 'Email Id should not be same',
      'applicants.0.coborrower.emailAddressText': 'Email Id should not be same',
      'applicants.1.borrower.emailAddressText': 'Email Id should not be same',
    });
    expect(result.errorFields).toEqual(['applicants']);
    expect(result.errors[0]?.keyword).toBe('distinct');
  });

  it('compares phone numbers by their digits', () => {
    const result = validate(definition, data({ 'applicants.0.coborrower.mobilePhone': '813.555.0199' }));
    expect(messages(result.errors)).toEqual({
      'applicants.0.borrower.mobilePhone': 'Phone Number should not be same',
      'applicants.0.coborrower.mobilePhone': 'Phone Number should not be same',
    });
  });

  it('keeps a format error rather than the rule on a field that has both', () => {
    const result = validate(
      definition,
      data({
        'applicants.0.borrower.mobilePhone': '055-555-0199',
        'applicants.0.coborrower.mobilePhone': '0555550199',
      }),
    );
    expect(messages(result.errors)).toEqual({
      'applicants.0.borrower.mobilePhone': 'Enter valid cell phone',
      'applicants.0.coborrower.mobilePhone': 'Enter valid phone number',
    });
  });
});

describe('dateOrder', () => {
  it('puts the message on both dates of the row whose start is after its end', () => {
    const result = validate(
      definition,
      data({ 'employments.1': { employerName: 'Beta', employmentStartDate: '05/02/2024', endDate: '05/01/2024' } }),
    );
    expect(result.errors).toEqual([
      {
        path: 'employments.1.employmentStartDate',
        field: 'employments',
        keyword: 'dateOrder',
        message: 'Start date more than end date',
      },
      {
        path: 'employments.1.endDate',
        field: 'employments',
        keyword: 'dateOrder',
        message: 'Start date more than end date',
      },
    ]);
  });

  it('accepts the same day, and leaves empty or malformed dates to their own checks', () => {
    const same = data({ 'employments.0.endDate': '01/15/2020' });
    expect(validate(definition, same).valid).toBe(true);
    const open = data({ 'employments.0.endDate': REMOVE });
    expect(validate(definition, open).valid).toBe(true);
    const malformed = data({ 'employments.0.endDate': '02/30/2019' });
    expect(messages(validate(definition, malformed).errors)).toEqual({
      'employments.0.endDate': 'Enter valid end date',
    });
  });
});

describe('requiredWhen', () => {
  it('requires rent only while the housing is Rent, with the field’s required message', () => {
    const renting = data({ 'residence.rent': REMOVE });
    expect(validate(definition, renting).errors).toEqual([
      { path: 'residence.rent', field: 'residence', keyword: 'required', message: 'Monthly Rent Amount is required' },
    ]);
    const owning = data({ residence: { residencyBasisType: 'Own' } });
    expect(validate(definition, owning).valid).toBe(true);
  });
});

describe('personChecks (stage 6, in order)', () => {
  it('names both people in one form message when the first check fails for both, and marks each', () => {
    const result = validate(
      definition,
      data({
        'applications.0.demographicInfo.borrower.ethnicityType': REMOVE,
        'applications.0.demographicInfo.coborrower.ethnicityType': REMOVE,
        // A later check failing too waits until the first passes.
        'applications.0.demographicInfo.borrower.hmdaWhiteIndicator': false,
      }),
    );
    expect(result.formMessage).toBe('Borrower and Coborrower Ethnicity is required');
    expect(messages(result.errors)).toEqual({
      'applications.0.demographicInfo.borrower.ethnicityType': 'Borrower Ethnicity is required',
      'applications.0.demographicInfo.coborrower.ethnicityType': 'Coborrower Ethnicity is required',
    });
    expect(result.errorFields).toEqual(['applications']);
  });

  it('names only the person who fails', () => {
    const coborrowerOnly = data({ 'applications.0.demographicInfo.coborrower.hmdaWhiteIndicator': false });
    expect(validate(definition, coborrowerOnly).formMessage).toBe('Coborrower Race is required');
    const borrowerOnly = data({ 'applications.0.demographicInfo.borrower.hmdaGendertypeFemaleIndicator': false });
    expect(validate(definition, borrowerOnly).formMessage).toBe('Borrower Gender is required');
  });

  it('uses the military question wording, and counts "false" as an answer', () => {
    const result = validate(
      definition,
      data({ 'applications.0.militaryService.borrower': REMOVE, 'applications.0.militaryService.coborrower': {} }),
    );
    expect(result.formMessage).toBe('Borrower and Coborrower Did you ever serve, or are you currently serving?');
    expect(messages(result.errors)).toEqual({
      'applications.0.militaryService.borrower.selfDeclaredMilitaryServiceIndicator':
        'Borrower Did you ever serve, or are you currently serving?',
      'applications.0.militaryService.coborrower.selfDeclaredMilitaryServiceIndicator':
        'Coborrower Did you ever serve, or are you currently serving?',
    });
  });

  it('checks the co-borrower only when the row says there is one', () => {
    const single = data({
      'applications.0.coBorrowerIndicator': 'false',
      'applications.0.demographicInfo.coborrower': {},
      'applications.0.militaryService.coborrower': {},
    });
    expect(validate(definition, single).valid).toBe(true);
  });

  it('evaluates every applicant row on its own', () => {
    const result = validate(
      definition,
      data({ 'applications.1': { coBorrowerIndicator: 'false', demographicInfo: {}, militaryService: {} } }),
    );
    expect(result.formMessage).toBe('Borrower Ethnicity is required');
    expect(Object.keys(messages(result.errors))).toEqual(['applications.1.demographicInfo.borrower.ethnicityType']);
  });
});

describe('equals', () => {
  const passwords = assertDefinition(
    {
      id: 'equals-test',
      version: 1,
      title: 'Equals',
      schema: {
        type: 'object',
        additionalProperties: false,
        properties: { newpassword: { type: 'string' }, conpassword: { type: 'string' } },
      },
      uiSchema: { 'ui:order': ['newpassword', 'conpassword'] },
      lookups: {},
      messages: {},
      rules: [{ kind: 'equals', path: 'conpassword', other: 'newpassword', message: 'Password does not match' }],
    },
    'equals test',
  );

  it('refuses a field that differs from the other, with the rule message on it and at form level', () => {
    const result = validate(passwords, { newpassword: 'one pass phrase', conpassword: 'another one' });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([
      {
        path: 'conpassword',
        field: 'conpassword',
        keyword: 'equals',
        message: 'Password does not match',
        formMessage: 'Password does not match',
      },
    ]);
    expect(result.formMessage).toBe('Password does not match');
  });

  it('accepts equal values and leaves an empty field to the required check', () => {
    expect(validate(passwords, { newpassword: 'same', conpassword: 'same' }).valid).toBe(true);
    expect(validate(passwords, { newpassword: 'same' }).valid).toBe(true);
    expect(validate(passwords, { conpassword: 'same' }).valid).toBe(true);
  });
});

describe('conditions', () => {
  it('reads truthy and answered values the way the forms send them', () => {
    for (const value of [true, 'true', 1, 'Rent', ['a']]) expect(isTruthy(value)).toBe(true);
    for (const value of [undefined, null, false, 'false', 0, '0', '', '  ', []]) expect(isTruthy(value)).toBe(false);
    expect(isAnswered(false)).toBe(true);
    expect(isAnswered('  ')).toBe(false);
  });

  it('compares with equals, in and truthy on the same row', () => {
    const sample = { rows: [{ kind: 'Rent', count: 2 }, { kind: 'Own' }] };
    expect(conditionHolds({ path: 'rows.*.kind', equals: 'Rent' }, sample, [0])).toBe(true);
    expect(conditionHolds({ path: 'rows.*.kind', equals: 'Rent' }, sample, [1])).toBe(false);
    expect(conditionHolds({ path: 'rows.*.count', equals: '2' }, sample, [0])).toBe(true);
    expect(conditionHolds({ path: 'rows.*.kind', in: ['Own', 'Other'] }, sample, [1])).toBe(true);
    expect(conditionHolds({ path: 'rows.*.count', truthy: false }, sample, [1])).toBe(true);
  });
});

describe('compound conditions and fixed rows', () => {
  it('combine tests with all and any, and read a fixed row of a list', () => {
    const sample = { homes: [{ years: '1' }, { kind: 'Prior' }, { kind: 'Mailing' }] };
    const former = {
      all: [
        { path: 'homes.*.kind', equals: 'Prior' },
        { path: 'homes.0.years', in: ['0', '1'] },
      ],
    };
    expect(conditionHolds(former, sample, [1])).toBe(true);
    expect(conditionHolds(former, sample, [2])).toBe(false);
    expect(conditionHolds(former, { homes: [{ years: '4' }, { kind: 'Prior' }] }, [1])).toBe(false);
    const either = { any: [{ path: 'homes.*.kind', equals: 'Mailing' }, former] };
    expect([0, 1, 2].map((row) => conditionHolds(either, sample, [row]))).toEqual([false, true, true]);
  });
});

describe('atLeastOne', () => {
  const chapters = assertDefinition(
    {
      id: 'chapters-test',
      version: 1,
      title: 'Chapters (test)',
      schema: {
        type: 'object',
        additionalProperties: false,
        properties: {
          people: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              properties: {
                bankruptcy: { type: 'string', enum: ['true', 'false'] },
                seven: { type: 'boolean' },
                thirteen: { type: 'boolean' },
              },
            },
          },
        },
      },
      uiSchema: { people: { items: { 'ui:order': ['bankruptcy', 'seven', 'thirteen'] } } },
      lookups: {},
      messages: {},
      rules: [
        {
          kind: 'atLeastOne',
          paths: ['people.*.seven', 'people.*.thirteen'],
          when: { path: 'people.*.bankruptcy', equals: 'true' },
          message: 'Select the type of bankruptcy',
        },
      ],
    },
    'atLeastOne test',
  );

  it('asks for one ticked flag of a row while its condition holds, on the first flag', () => {
    const result = validate(chapters, {
      people: [{ bankruptcy: 'true', seven: false }, { bankruptcy: 'true', thirteen: true }, { bankruptcy: 'false' }],
    });
    expect(messages(result.errors)).toEqual({ 'people.0.seven': 'Select the type of bankruptcy' });
  });
});

describe('titleOf', () => {
  const titled = {
    title: 'Change Password',
    titleWhen: [{ when: { path: 'hasPassword', equals: false }, title: 'Set a password' }],
  };

  it("takes the first heading whose condition holds over the data, else the definition's title", () => {
    expect(titleOf(titled, { hasPassword: false })).toBe('Set a password');
    expect(titleOf(titled, { hasPassword: true })).toBe('Change Password');
    expect(titleOf(titled, {})).toBe('Change Password');
    expect(titleOf({ title: 'Contact Us' }, { hasPassword: false })).toBe('Contact Us');
  });
});
