import { describe, expect, it } from 'vitest';
import type { FormDefinition } from './definition.ts';
import { compileDefinition, normalizeData, validate } from './validate.ts';

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
    expect(result).toEqual({ valid: true, errors: [], errorFields: [] });
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
