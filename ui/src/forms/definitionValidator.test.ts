import { createRequire } from 'node:module';
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { _ } from 'ajv';
import { describe, expect, it } from 'vitest';
import { AJV_OPTIONS, configureAjv } from '../../../engine/src/ajvConfig.ts';
import { localizeAjvErrors } from '../../../engine/src/ajvErrors.ts';
import type { FormDefinition } from '../../../engine/src/definition.ts';
import { formatDefinitions } from '../../../engine/src/formats.ts';
import {
  APPLICATION_TEST_DEFINITION as definition,
  applicationTestData,
  TEST_LOOKUP_OPTIONS,
} from '../../../engine/src/testDefinitions/applicationTestDefinition.ts';
import {
  GIFTS_TEST_DEFINITION as gifts,
  giftsWithDeletedRow,
} from '../../../engine/src/testDefinitions/giftsTestDefinition.ts';
import { errorPathOf, renderDefinition, type FormData } from './definitionValidator.ts';

// Precompiled functions for a test definition, built the way forms/generateValidators.ts builds the bundle's.
function precompiledFunctions(of: FormDefinition = definition): ValidatorFunctions {
  const code = compileSchemaValidatorsCode(of.schema as RJSFSchema, {
    ajvOptionsOverrides: { ...AJV_OPTIONS, code: { source: true, formats: _`__engineFormats` } },
    ajvFormatOptions: false,
    extenderFn: (ajv) => configureAjv(ajv),
  });
  const exports: Record<string, unknown> = {};
  new Function('require', 'exports', '__engineFormats', code)(
    createRequire(import.meta.url),
    exports,
    formatDefinitions(),
  );
  return exports as ValidatorFunctions;
}

const inner = createPrecompiledValidator<FormData>(
  precompiledFunctions(),
  definition.schema as RJSFSchema,
  localizeAjvErrors(definition),
);

describe('renderDefinition', () => {
  const rendered = renderDefinition(definition, inner, TEST_LOOKUP_OPTIONS);
  const renderSchema = rendered.definition.schema as RJSFSchema;

  it('renders lookup-bound fields as selects of their options, leaving the definition as it was', () => {
    expect(rendered.definition.schema.properties?.residence?.properties?.residencyBasisType?.enum).toEqual([
      'Own',
      'Rent',
    ]);
    expect(definition.schema.properties?.residence?.properties?.residencyBasisType?.enum).toBeUndefined();
    // The precompiled validator alone refuses the render schema: it was built for the original one.
    expect(() => inner.validateFormData(applicationTestData(), renderSchema)).toThrow(/differs from the rootSchema/);
  });

  it('validates against the render schema with the precompiled functions and the engine’s checks', () => {
    expect(rendered.validator.validateFormData(applicationTestData(), renderSchema).errors).toEqual([]);
    const data = applicationTestData();
    const [applicant] = data.applicants as Record<string, Record<string, unknown>>[];
    if (applicant?.borrower && applicant.coborrower) {
      applicant.borrower.state = 'ZZ';
      applicant.borrower.mobilePhone = '12';
      applicant.coborrower.emailAddressText = 'Maria@Example.com';
    }
    data.residence = { residencyBasisType: 'Rent' };
    const { errors, errorSchema } = rendered.validator.validateFormData(data, renderSchema);
    expect(errors.map((error) => [errorPathOf(error), error.message])).toEqual([
      ['applicants.0.borrower.emailAddressText', 'Email Id should not be same'],
      ['applicants.0.borrower.mobilePhone', 'Enter valid cell phone'],
      ['applicants.0.borrower.state', 'Select a state'],
      ['applicants.0.coborrower.emailAddressText', 'Email Id should not be same'],
      ['residence.rent', 'Monthly Rent Amount is required'],
    ]);
    expect(errorSchema).toMatchObject({
      applicants: { 0: { borrower: { state: { __errors: ['Select a state'] } } } },
      residence: { rent: { __errors: ['Monthly Rent Amount is required'] } },
    });
  });

  it('answers RJSF’s other calls with the original schema', () => {
    expect(rendered.validator.isValid(renderSchema, applicationTestData(), renderSchema)).toBe(true);
    expect(rendered.validator.isValid(renderSchema, {}, renderSchema)).toBe(false);
    expect(rendered.validator.rawValidation(renderSchema, {}).errors).toHaveLength(1);
  });
});

describe('renderDefinition with soft-deleted rows', () => {
  const giftsValidator = createPrecompiledValidator<FormData>(
    precompiledFunctions(gifts),
    gifts.schema as RJSFSchema,
    localizeAjvErrors(gifts),
  );
  const rendered = renderDefinition(gifts, giftsValidator, new Map());
  const schema = rendered.definition.schema as RJSFSchema;

  it('shows no error inside a deleted row, as the server validates', () => {
    const { errors, errorSchema } = rendered.validator.validateFormData(giftsWithDeletedRow(), schema);
    expect(errors).toEqual([]);
    expect(errorSchema).toEqual({});
  });

  it('shows the row’s errors once it is not deleted', () => {
    const data = giftsWithDeletedRow();
    const [, restored] = data.gifts as Record<string, unknown>[];
    if (restored) restored.delete = false;
    const { errors } = rendered.validator.validateFormData(data, schema);
    expect(errors.map((error) => [errorPathOf(error), error.message])).toEqual([
      ['gifts.0.donorEmail', 'Email Id should not be same'],
      ['gifts.1.source', 'Source is required'],
      ['gifts.1.amount', 'Enter valid amount'],
      ['gifts.1.donorEmail', 'Email Id should not be same'],
    ]);
  });
});
