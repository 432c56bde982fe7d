import { describe, expect, it } from 'vitest';
import type { FormDefinition } from './definition.ts';
import { FORM_ERROR_MESSAGE } from './messages.ts';
import { UnknownStepError } from './scope.ts';
import {
  APPLICATION_TEST_DEFINITION as application,
  applicationTestData,
  TEST_LOOKUP_OPTIONS,
} from './testDefinitions/applicationTestDefinition.ts';
import { combineErrors, normalizeData, withoutMissingAnswers } from './checks.ts';
import { isMissingAnswer, MISSING_ANSWER_KEYWORDS } from './rules.ts';
import { compileDefinition, validate } from './validate.ts';

const definition: FormDefinition = {
  id: 'sample',
  version: 1,
  title: 'Sample',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['email', 'birthDate', 'applicants'],
    properties: {
      email: { type: 'string', format: 'email' },
      birthDate: { type: 'string', format: 'date-of-birth', maxLength: 10 },
      amount: { type: 'string', format: 'money' },
      applicants: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['phone'],
          properties: { phone: { type: 'string', format: 'phone' }, ssn: { type: 'string', format: 'ssn' } },
        },
      },
    },
  },
  uiSchema: {},
  lookups: {},
  messages: {
    email: { required: 'Email is required' },
    birthDate: { required: 'Date of birth is required', maxLength: 'Too long' },
    applicants: { required: 'Add an applicant' },
    'applicants.*.phone': { required: 'Cell phone is required', format: 'Enter valid cell phone' },
  },
  rules: [],
};

describe('validate', () => {
  it('passes valid data', () => {
    const result = validate(definition, {
      email: 'a@example.com',
      birthDate: '01/31/1980',
      applicants: [{ phone: '813-555-0199', ssn: '123-45-6789' }],
    });
    expect(result).toEqual({ valid: true, errors: [], errorFields: [], complete: true });
  });

  it('uses the definition messages for required fields and list rows, in field order', () => {
    const result = validate(definition, { applicants: [{ phone: '813-555-0199' }, {}, { phone: '1' }] });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([
      { path: 'email', field: 'email', keyword: 'required', message: 'Email is required' },
      { path: 'birthDate', field: 'birthDate', keyword: 'required', message: 'Date of birth is required' },
      { path: 'applicants.1.phone', field: 'applicants', keyword: 'required', message: 'Cell phone is required' },
      { path: 'applicants.2.phone', field: 'applicants', keyword: 'format', message: 'Enter valid cell phone' },
    ]);
    expect(result.errorFields).toEqual(['email', 'birthDate', 'applicants']);
    expect(result.formMessage).toBe(FORM_ERROR_MESSAGE);
  });

  it("falls back to the spec's format wording and keeps one error per field", () => {
    const result = validate(definition, {
      email: 'nope',
      birthDate: '01/31/1980x',
      amount: '1.234',
      applicants: [{ phone: '8135550199', ssn: '666-12-3456' }],
    });
    expect(result.errors.map((e) => [e.path, e.message])).toEqual([
      ['email', 'Enter valid email'],
      ['birthDate', 'Too long'],
      ['amount', 'Enter valid amount'],
      ['applicants.0.ssn', 'Enter valid SSN'],
    ]);
  });

  it('checks the date of birth against the given today', () => {
    const data = { email: 'a@example.com', birthDate: '06/16/2005', applicants: [{ phone: '8135550199' }] };
    expect(compileDefinition(definition, { now: () => new Date(2026, 5, 15) }).validate(data).errors).toEqual([
      { path: 'birthDate', field: 'birthDate', keyword: 'format', message: 'Enter valid date of birth' },
    ]);
    expect(compileDefinition(definition, { now: () => new Date(2026, 5, 16) }).validate(data).valid).toBe(true);
  });

  it('refuses properties the schema does not declare', () => {
    const result = validate(definition, {
      email: 'a@example.com',
      birthDate: '01/31/1980',
      applicants: [{ phone: '8135550199' }],
      isAdmin: true,
    });
    expect(result.errorFields).toEqual(['isAdmin']);
  });
});

describe('validate with a scope', () => {
  // Errors in three steps and two applicant rows at once.
  function messyData(): Record<string, unknown> {
    const data = applicationTestData();
    const applicants = data.applicants as Record<string, Record<string, unknown>>[];
    applicants.push({ borrower: { firstName: 'Ana', emailAddressText: 'ana@example.com', mobilePhone: '12' } });
    delete applicants[0]?.borrower?.firstName;
    data.residence = { residencyBasisType: 'Rent' };
    data.coborrowerContact = { workPhone: 'x' };
    const [row] = data.applications as Record<string, Record<string, Record<string, unknown>>>[];
    delete row?.demographicInfo?.coborrower?.ethnicityType;
    return data;
  }
  const paths = (result: { errors: { path: string }[] }) => result.errors.map((e) => e.path);

  it('counts every error of the record without a scope, row by row in display order', () => {
    const result = validate(application, messyData());
    expect(paths(result)).toEqual([
      'applicants.0.borrower.firstName',
      'applicants.1.borrower.mobilePhone',
      'residence.rent',
      'coborrowerContact.workPhone',
      'applications.0.demographicInfo.coborrower.ethnicityType',
    ]);
    expect(result.errorFields).toEqual(['applicants', 'residence', 'coborrowerContact', 'applications']);
    // A rule's own form-level message wins over the definition's.
    expect(result.formMessage).toBe('Coborrower Ethnicity is required');
  });

  it('limits errors to one step, with the step’s or the definition’s form message', () => {
    const borrowers = validate(application, messyData(), { scope: { step: 'borrowers' } });
    expect(paths(borrowers)).toEqual(['applicants.0.borrower.firstName', 'applicants.1.borrower.mobilePhone']);
    expect(borrowers.formMessage).toBe('Fill all required details');
    const employment = validate(application, messyData(), { scope: { step: 'employment' } });
    expect(paths(employment)).toEqual(['residence.rent']);
    const coborrower = validate(application, messyData(), { scope: { step: 'coborrower' } });
    expect(coborrower.errorFields).toEqual(['coborrowerContact']);
    expect(coborrower.formMessage).toBe(FORM_ERROR_MESSAGE);
  });

  it('limits errors to one person, and to one person within a step', () => {
    const second = validate(application, messyData(), { scope: { person: 'applicants.1' } });
    expect(paths(second)).toEqual(['applicants.1.borrower.mobilePhone']);
    const declarations = validate(application, messyData(), {
      scope: { step: 'declarations', person: 'applications.0' },
    });
    expect(declarations.formMessage).toBe('Coborrower Ethnicity is required');
    expect(validate(application, messyData(), { scope: { step: 'declarations', person: 'applications.1' } })).toEqual({
      valid: true,
      errors: [],
      errorFields: [],
      // Answers are missing elsewhere in the record: `complete` is the whole record's.
      complete: false,
    });
  });

  it('counts schema-level required errors inside the scope', () => {
    const result = validate(application, { applicants: [{}] }, { scope: { step: 'borrowers' } });
    expect(result.errors).toEqual([
      { path: 'applicants.0.borrower', field: 'applicants', keyword: 'required', message: 'Borrower is required' },
    ]);
    expect(validate(application, {}, { scope: { step: 'borrowers' } }).errorFields).toEqual(['applicants']);
    expect(validate(application, {}, { scope: { step: 'employment' } }).valid).toBe(true);
  });

  it('refuses a step the definition does not have', () => {
    expect(() => validate(application, {}, { scope: { step: 'stageNine' } })).toThrow(UnknownStepError);
  });
});

describe('validate a partial save', () => {
  // Missing answers of every kind (a required field, a rule's requirement, a per-person check), and one bad value.
  function halfFilled(): Record<string, unknown> {
    const data = applicationTestData();
    const applicants = data.applicants as Record<string, Record<string, unknown>>[];
    delete applicants[0]?.borrower?.firstName;
    data.residence = { residencyBasisType: 'Rent' };
    data.coborrowerContact = { workPhone: 'x' };
    const [row] = data.applications as Record<string, Record<string, Record<string, unknown>>>[];
    delete row?.demographicInfo?.coborrower?.ethnicityType;
    return data;
  }

  it('leaves missing answers out and still refuses what is wrong, saying the record is not complete', () => {
    const result = validate(application, halfFilled(), { partial: true });
    expect(result.errors.map((error) => [error.path, error.keyword])).toEqual([
      ['coborrowerContact.workPhone', 'format'],
    ]);
    expect(result.complete).toBe(false);
    expect(validate(application, halfFilled()).errors.map((error) => error.keyword)).toEqual([
      'required',
      'required',
      'format',
      'personChecks',
    ]);
  });

  it('passes a half-filled record with nothing wrong in it, and calls a whole one complete', () => {
    const data = halfFilled();
    data.coborrowerContact = {};
    expect(validate(application, data, { partial: true })).toMatchObject({ valid: true, complete: false });
    expect(validate(application, applicationTestData(), { partial: true })).toMatchObject({
      valid: true,
      complete: true,
    });
    expect(validate(application, { applicants: [] }, { partial: true }).valid).toBe(true);
  });

  it('keeps the scope: what is wrong outside it does not refuse the save', () => {
    expect(validate(application, halfFilled(), { partial: true, scope: { step: 'borrowers' } }).valid).toBe(true);
    expect(validate(application, halfFilled(), { partial: true, scope: { step: 'coborrower' } }).errorFields).toEqual([
      'coborrowerContact',
    ]);
  });

  it('names the missing-answer keywords once, for the browser and the server alike', () => {
    const errors = [{ name: 'required' }, { name: 'format' }, { name: 'minItems' }, { name: 'atLeastOne' }];
    expect(withoutMissingAnswers(errors, (error) => error.name)).toEqual([{ name: 'format' }]);
    expect([...MISSING_ANSWER_KEYWORDS]).toEqual(['required', 'minItems', 'atLeastOne', 'personChecks']);
    expect(isMissingAnswer('pattern')).toBe(false);
  });
});

describe('combineErrors', () => {
  it('keeps the first error of a path: the schema’s, then the lookup’s, then a rule’s', () => {
    const data = applicationTestData();
    const [applicant] = data.applicants as Record<string, Record<string, unknown>>[];
    if (applicant?.coborrower) applicant.coborrower.emailAddressText = 'maria@example.com';
    const schemaError = {
      path: 'applicants.0.borrower.emailAddressText',
      field: 'applicants',
      keyword: 'format',
      message: 'Enter valid email-id',
    };
    expect(combineErrors(application, [schemaError], data, { lookups: TEST_LOOKUP_OPTIONS }).errors).toEqual([
      schemaError,
      {
        path: 'applicants.0.coborrower.emailAddressText',
        field: 'applicants',
        keyword: 'distinct',
        message: 'Email Id should not be same',
      },
    ]);
  });
});

describe('normalizeData', () => {
  it('trims strings, drops empty ones and keys the schema does not declare, at every level', () => {
    expect(
      normalizeData(definition.schema, {
        email: '  a@example.com ',
        birthDate: '   ',
        isAdmin: true,
        applicants: [{ phone: ' 8135550199 ', extra: 'x' }, '  '],
      }),
    ).toEqual({ email: 'a@example.com', applicants: [{ phone: '8135550199' }] });
  });
});
