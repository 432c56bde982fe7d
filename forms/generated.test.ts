import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { engineErrors, localizeAjvErrors, type FormFixtures } from 'engine';
import { assertDefinition } from 'engine/compiler.ts';
import { STAGE_PAGES_FILE, stagePagesSource } from './generateStagePages.ts';
import { generatedTypeFiles, TYPES_DIR } from './generateTypes.ts';
import { GENERATED_DIR, generatedValidatorFiles } from './generateValidators.ts';
import { precompiledValidators } from './generated/validators/index.ts';
import { FORM_SOURCES } from './index.ts';

describe('forms/generated/validators', () => {
  const expected = generatedValidatorFiles();

  it('holds exactly one module per definition version plus the index', () => {
    expect(readdirSync(GENERATED_DIR).sort()).toEqual([...expected.keys()].sort());
  });

  it.each([...expected.keys()])('%s is up to date (run npm run forms:generate)', (name) => {
    expect(readFileSync(path.join(GENERATED_DIR, name), 'utf8')).toBe(expected.get(name));
  });
});

describe('forms/generated/types', () => {
  it('holds exactly one up-to-date module per definition version plus the index (run npm run gen:types)', async () => {
    const expected = await generatedTypeFiles();
    expect(readdirSync(TYPES_DIR).sort()).toEqual([...expected.keys()].sort());
    for (const [name, content] of expected)
      expect(readFileSync(path.join(TYPES_DIR, name), 'utf8'), name).toBe(content);
  });
});

describe('forms/generated/stagePages.json', () => {
  it("is the manifest's stage pages, up to date (run npm run forms:generate)", () => {
    expect(readFileSync(STAGE_PAGES_FILE, 'utf8')).toBe(stagePagesSource());
  });
});

describe.each(FORM_SOURCES.map((source) => [source.folder, source] as const))(
  'precompiled validators of %s',
  (folder, source) => {
    const definition = assertDefinition(source.definition, `forms/${folder}`);
    const fixtures = source.fixtures as FormFixtures;

    async function browserMessages(data: Record<string, unknown>): Promise<Record<string, string>> {
      const load = precompiledValidators[`${definition.id}@${definition.version}`];
      if (!load) throw new Error(`no precompiled validator for ${folder}`);
      const validator = createPrecompiledValidator(
        (await load()) as ValidatorFunctions,
        definition.schema as RJSFSchema,
        localizeAjvErrors(definition),
      );
      const { errors } = validator.validateFormData(data, definition.schema as RJSFSchema);
      const pathOf = (error: (typeof errors)[number]) => (error.property ?? '').replace(/^\./, '');
      // The browser adds the engine's cross-field rules to the precompiled schema check, as the server does.
      const { schema, beyond } = engineErrors(definition, data, errors, pathOf);
      const messages: Record<string, string> = {};
      for (const error of schema) {
        const path = pathOf(error);
        if (!(path in messages) || error.name === 'required') messages[path] = error.message ?? '';
      }
      for (const error of beyond) messages[error.path] ??= error.message;
      return messages;
    }

    it('accept the valid fixtures and refuse the invalid ones with the same messages as the engine', async () => {
      for (const data of fixtures.valid) expect(await browserMessages(data)).toEqual({});
      for (const fixture of fixtures.invalid) expect(await browserMessages(fixture.data)).toEqual(fixture.errors);
    });
  },
);
