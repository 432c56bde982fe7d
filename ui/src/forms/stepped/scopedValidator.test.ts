import type { RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import type { FormDefinition } from 'engine';
import source from 'forms/preapproval/v1/definition.json' with { type: 'json' };
import type { FormData } from '../definitionValidator.ts';
import { scopedValidator, type StepValidation } from './scopedValidator.ts';

const wizard = source as unknown as FormDefinition;
const error = (path: string, name = 'required'): RJSFValidationError => ({
  name,
  property: `.${path}`,
  message: `${path} ${name}`,
  stack: '',
});

/** A validator that reports the same errors whatever it is given, recording the schemas it was asked about. */
function fakeValidator(errors: RJSFValidationError[]) {
  const asked: RJSFSchema[] = [];
  const validator: ValidatorType<FormData> = {
    validateFormData: (_data, schema) => {
      asked.push(schema);
      return { errors, errorSchema: {} };
    },
    isValid: (schema) => {
      asked.push(schema);
      return true;
    },
    rawValidation: (schema) => {
      asked.push(schema);
      return {};
    },
  };
  return { validator, asked };
}

describe('a stepped form validates the whole record but keeps the errors on screen', () => {
  const errors = [
    error('stage2.propertyAddressZip'),
    error('stage3.borrower.birthDate'),
    error('stage3.borrower.firstName'),
    error('stage3.borrower.mobilePhone', 'format'),
  ];
  const rendered = { type: 'object' } as RJSFSchema;

  it("keeps the step's errors only, and a missing value on file is no error", () => {
    const { validator, asked } = fakeValidator(errors);
    let now: StepValidation = { scope: { step: 'stage3' }, onFile: new Set(['stage3.borrower.birthDate']), rendered };
    const scoped = scopedValidator(validator, wizard, () => now);
    const result = scoped.validateFormData({}, rendered);
    expect(result.errors.map((e) => e.property)).toEqual([
      '.stage3.borrower.firstName',
      '.stage3.borrower.mobilePhone',
    ]);
    expect(Object.keys(result.errorSchema)).toEqual(['stage3']);
    // The definition's own schema is what the precompiled functions know.
    expect(asked[0]).toBe(wizard.schema);
    now = { scope: { step: 'stage2' }, onFile: new Set(), rendered };
    expect(scoped.validateFormData({}, rendered).errors.map((e) => e.property)).toEqual(['.stage2.propertyAddressZip']);
    scoped.isValid(rendered, {}, rendered);
    expect(asked.at(-1)).toBe(wizard.schema);
  });
});
