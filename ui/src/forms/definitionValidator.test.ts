import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { localizeAjvErrors, type FormDefinition } from 'engine';
import { formatDefinitions, validatorRequire } from 'engine/runtime.ts';
import {
  APPLICATION_TEST_DEFINITION as definition,
  applicationTestData,
  TEST_LOOKUP_OPTIONS,
} from 'engine/src/testDefinitions/applicationTestDefinition.ts';
import { GIFTS_TEST_DEFINITION as gifts, giftsWithDeletedRow } from 'engine/src/testDefinitions/giftsTestDefinition.ts';
import { FORM_SOURCES } from 'forms';
import { servedValidatorModule, standaloneValidatorCode } from 'forms/validatorCode.ts';
import {
  errorPathOf,
  loadDefinitionValidator,
  bindLookupsForRendering,
  partialSaveValidator,
  type FormData,
} from './definitionValidator.ts';

// Precompiled functions for a test definition, from the code forms/generateValidators.ts writes into the bundle.
function precompiledFunctions(of: FormDefinition = definition): ValidatorFunctions {
  const exports: Record<string, unknown> = {};
  new Function('require', 'exports', '__engineFormats', standaloneValidatorCode(of))(
    validatorRequire,
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

describe('bindLookupsForRendering', () => {
  const rendered = bindLookupsForRendering(definition, inner, TEST_LOOKUP_OPTIONS);
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

  it('checks the data as the server does: text of spaces alone is missing, and text is checked trimmed', () => {
    const data = applicationTestData();
    const [applicant] = data.applicants as Record<string, Record<string, unknown>>[];
    if (applicant?.borrower) {
      applicant.borrower.firstName = '   ';
      applicant.borrower.mobilePhone = '  (813) 555-0142  ';
    }
    const { errors } = rendered.validator.validateFormData(data, renderSchema);
    expect(errors.map((error) => [errorPathOf(error), error.message])).toEqual([
      ['applicants.0.borrower.firstName', 'First name is required'],
    ]);
  });

  it('answers RJSF’s other calls with the original schema', () => {
    expect(rendered.validator.isValid(renderSchema, applicationTestData(), renderSchema)).toBe(true);
    expect(rendered.validator.isValid(renderSchema, {}, renderSchema)).toBe(false);
    expect(rendered.validator.rawValidation(renderSchema, {}).errors).toHaveLength(1);
  });
});

describe('partialSaveValidator', () => {
  const rendered = bindLookupsForRendering(definition, inner, TEST_LOOKUP_OPTIONS);
  const renderSchema = rendered.definition.schema as RJSFSchema;
  let partial = true;
  const validator = partialSaveValidator(rendered.validator, () => partial);
  // Missing answers (a required name, a rule's rent) beside one wrong value.
  function halfFilled(): FormData {
    const data = applicationTestData();
    const [applicant] = data.applicants as Record<string, Record<string, unknown>>[];
    if (applicant?.borrower) {
      delete applicant.borrower.firstName;
      applicant.borrower.mobilePhone = '12';
    }
    data.residence = { residencyBasisType: 'Rent' };
    return data;
  }

  it('leaves missing answers out of a partial save, as the server does, and keeps what is wrong', () => {
    partial = true;
    const { errors, errorSchema } = validator.validateFormData(halfFilled(), renderSchema);
    expect(errors.map((error) => [errorPathOf(error), error.name])).toEqual([
      ['applicants.0.borrower.mobilePhone', 'format'],
    ]);
    expect(errorSchema).toEqual({
      applicants: { 0: { borrower: { mobilePhone: { __errors: ['Enter valid cell phone'] } } } },
    });
  });

  it('asks for every answer otherwise', () => {
    partial = false;
    expect(validator.validateFormData(halfFilled(), renderSchema).errors.map((error) => error.name)).toEqual([
      'required',
      'format',
      'required',
    ]);
  });
});

describe('bindLookupsForRendering with soft-deleted rows', () => {
  const giftsValidator = createPrecompiledValidator<FormData>(
    precompiledFunctions(gifts),
    gifts.schema as RJSFSchema,
    localizeAjvErrors(gifts),
  );
  const rendered = bindLookupsForRendering(gifts, giftsValidator, new Map());
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

describe('loadDefinitionValidator', () => {
  it('imports the module the server names with the definition: the build’s, which exports the functions', async () => {
    const contact = FORM_SOURCES.find((source) => source.folder === 'contact/v2')?.definition as FormDefinition;
    const asked: string[] = [];
    const validator = await loadDefinitionValidator(
      { ...contact, validatorModule: '/assets/contact.v2-Bx1.js' },
      async (url) => {
        asked.push(url);
        return import('forms/generated/validators/contact.v2.ts');
      },
    );
    expect(asked).toEqual(['/assets/contact.v2-Bx1.js']);
    const { errors } = validator.validateFormData({ contEmail: 'maria.example.com' }, contact.schema as RJSFSchema);
    expect(errors.find((error) => errorPathOf(error) === 'contEmail')?.message).toBe('Enter valid email');
  });

  it.each([
    // The module the server names, whatever its address.
    {
      version: 7,
      named: '/api/forms/gifts-test/7/validator.js?v=named',
      asked: '/api/forms/gifts-test/7/validator.js?v=named',
    },
    // A definition that names no module (not from the server) and that the build does not carry.
    { version: 8, named: undefined, asked: '/api/forms/gifts-test/8/validator.js' },
  ])(
    'imports the server’s module for version $version ($asked), handing it the bundle’s ajv helpers and formats',
    async ({ version, named, asked: address }) => {
      const definition = { ...structuredClone(gifts), version, ...(named ? { validatorModule: named } : {}) };
      const folder = mkdtempSync(path.join(os.tmpdir(), 'served-validator-'));
      const asked: string[] = [];
      try {
        const file = path.join(folder, 'validator.mjs');
        writeFileSync(file, servedValidatorModule(definition));
        const validator = await loadDefinitionValidator(definition, async (url) => {
          asked.push(url);
          return import(pathToFileURL(file).href);
        });
        expect(asked).toEqual([address]);
        const { errors } = validator.validateFormData(
          { gifts: [{ source: 'Parent', amount: '12.345' }] },
          definition.schema as RJSFSchema,
        );
        expect(errors.map((error) => [errorPathOf(error), error.message])).toEqual([
          ['gifts.0.amount', 'Enter valid amount'],
        ]);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  );

  it('says the form could not be loaded when the server’s validators do not arrive, and asks anew on a retry', async () => {
    const version10 = { ...structuredClone(gifts), version: 10 };
    const asked: string[] = [];
    const failing = async (url: string) => {
      asked.push(url);
      throw new TypeError('Failed to fetch dynamically imported module');
    };
    await expect(loadDefinitionValidator(version10, failing)).rejects.toThrow(
      'The form could not be loaded. Please check your connection and try again.',
    );
    await expect(loadDefinitionValidator(version10, failing)).rejects.toThrow(/could not be loaded/);
    expect(asked).toEqual(['/api/forms/gifts-test/10/validator.js', '/api/forms/gifts-test/10/validator.js?attempt=1']);
  });
});
