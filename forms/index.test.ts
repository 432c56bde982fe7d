import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { FormFixtures } from 'engine';
import { assertDefinition, validate } from 'engine/compiler.ts';
import { FORM_SOURCES, latestFormSource } from './index.ts';

const formsDir = path.dirname(fileURLToPath(import.meta.url));

function versionFolders(): string[] {
  const folders: string[] = [];
  for (const formId of readdirSync(formsDir)) {
    if (!statSync(path.join(formsDir, formId)).isDirectory() || formId === 'generated') continue;
    for (const version of readdirSync(path.join(formsDir, formId))) {
      if (/^v\d+$/.test(version)) folders.push(`${formId}/${version}`);
    }
  }
  return folders.sort();
}

describe('forms/index.ts', () => {
  it('lists every forms/<id>/v<N>/ folder exactly once', () => {
    expect(FORM_SOURCES.map((source) => source.folder).sort()).toEqual(versionFolders());
  });

  it('finds the newest version of a form by number, not by position', () => {
    const newest = Math.max(
      ...versionFolders()
        .filter((f) => f.startsWith('contact/v'))
        .map((f) => Number(f.slice(9))),
    );
    expect(newest).toBeGreaterThan(1);
    expect(latestFormSource('contact')?.folder).toBe(`contact/v${newest}`);
    expect(latestFormSource('support')?.folder).toBe('support/v1');
    expect(latestFormSource('mortgage-dreams')).toBeUndefined();
  });
});

describe.each(FORM_SOURCES.map((source) => [source.folder, source] as const))('%s', (folder, source) => {
  const definition = assertDefinition(source.definition, `forms/${folder}`);
  const fixtures = source.fixtures as FormFixtures;

  it('matches its folder name', () => {
    expect(`${definition.id}/v${definition.version}`).toBe(folder);
  });

  it('has valid and invalid fixtures', () => {
    expect(fixtures.valid.length).toBeGreaterThan(0);
    expect(fixtures.invalid.length).toBeGreaterThan(0);
  });

  it.each(fixtures.valid.map((data, index) => [index, data] as const))('accepts valid fixture %i', (_index, data) => {
    expect(validate(definition, data).errors).toEqual([]);
  });

  it.each(fixtures.invalid.map((fixture) => [fixture.description ?? '', fixture] as const))(
    'refuses invalid fixture "%s" with the stated messages',
    (_description, fixture) => {
      const result = validate(definition, fixture.data);
      expect(result.valid).toBe(false);
      expect(Object.fromEntries(result.errors.map((error) => [error.path, error.message]))).toEqual(fixture.errors);
      // A fixture may also name the form-level message (stage 6's combined wording, a form's own).
      expect(result.formMessage).toBe(fixture.formMessage ?? result.formMessage);
    },
  );
});
