import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { validationSchemaOf, type FormDefinition, type FormFixtures } from 'engine';
import { formatDefinitions, validatorRequire } from 'engine/runtime.ts';
import { FORM_SOURCES } from 'forms';
import { precompiledValidators } from 'forms/generated/validators/index.ts';
import { standaloneValidatorCode } from 'forms/validatorCode.ts';
import { lookupQueries } from 'ui/forms/lookupQueries.ts';
import { fixtureLookups } from 'ui/forms/testing/fixtureLookups.ts';
import { themePartsOfDefinition } from 'ui/forms/theme/deferredThemeParts.tsx';
import { draftValidatorUrl } from '../staffApi.ts';
import { DraftPreview, type DraftValidatorLoader } from './DraftPreview.tsx';

const LOOKUPS = fixtureLookups(FORM_SOURCES);

function source(folder: string): { definition: FormDefinition; fixtures: FormFixtures } {
  const found = FORM_SOURCES.find((candidate) => candidate.folder === folder);
  if (!found) throw new Error(`forms/${folder} is missing`);
  return {
    definition: found.definition as unknown as FormDefinition,
    fixtures: found.fixtures as unknown as FormFixtures,
  };
}

const neverCalled: DraftValidatorLoader = () => Promise.reject(new Error('the cache holds the validators'));

/** The build's validators of a definition, compiled from its whole schema. */
async function builtValidators(definition: FormDefinition): Promise<ValidatorFunctions> {
  const load = precompiledValidators[`${definition.id}@${definition.version}`];
  if (!load) throw new Error(`no validators for ${definition.id}`);
  return (await load()) as ValidatorFunctions;
}

/** A saved draft's validators as the server serves them: compiled from its schema without annotations. */
function servedDraftValidators(definition: FormDefinition): ValidatorFunctions {
  const code = standaloneValidatorCode({ ...definition, schema: validationSchemaOf(definition.schema) });
  const exports: Record<string, unknown> = {};
  // The served module's body (forms/validatorCode.ts, servedValidatorModule), run as the browser runs it.
  new Function('require', 'exports', '__engineFormats', code)(validatorRequire, exports, formatDefinitions());
  return exports as unknown as ValidatorFunctions;
}

/**
 * The preview's first render with its validators (by default the build's of the definition) and lookup lists, once
 * the theme's parts the definition draws have loaded (until then its form's place says it is loading).
 */
async function render(
  definition: FormDefinition,
  fixtures: FormFixtures,
  validators: ValidatorFunctions | FormDefinition = definition,
): Promise<string> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const functions = 'schema' in validators ? await builtValidators(validators as FormDefinition) : validators;
  client.setQueryData(['studio', 'draft', definition.id, 7, 'validator'], functions);
  const lookups = lookupQueries.forDefinition(definition);
  client.setQueryData(lookups.queryKey, LOOKUPS);
  await Promise.all(themePartsOfDefinition(definition).map((part) => part.load()));
  return renderToString(
    <QueryClientProvider client={client}>
      <DraftPreview definition={definition} fixtures={fixtures} revision={7} loadValidator={neverCalled} />
    </QueryClientProvider>,
  );
}

describe('DraftPreview', () => {
  it('draws a form without steps with the product renderer, and the preview’s controls', async () => {
    const { definition, fixtures } = source('contact/v1');
    const html = await render({ ...definition, title: 'Reach our team' }, fixtures);
    expect(html).toContain('Reach our team');
    expect(html).toContain('Desktop, 1280 px');
    expect(html).toContain('Phone, 360 px');
    expect(html).toContain('Every message');
    // A form without a per-person list offers no people choice.
    expect(html).not.toContain('<legend>People</legend>');
    for (const fixture of fixtures.invalid) expect(html).toContain(`Invalid: ${fixture.description}`);
  });

  it('draws a per-person 1003 stage in the stepped renderer with the people choice', async () => {
    const { definition, fixtures } = source('application-stage5/v1');
    const html = await render(definition, fixtures);
    expect(html).toContain('<legend>People</legend>');
    expect(html).toContain(definition.steps?.[0]?.title ?? 'no step');
  });

  it('waits for the validators of a changed schema instead of drawing with the wrong ones', async () => {
    const { definition, fixtures } = source('contact/v1');
    const changed: FormDefinition = {
      ...definition,
      schema: {
        ...definition.schema,
        properties: { ...definition.schema.properties, bestTime: { type: 'string', title: 'Best time to call' } },
      },
    };
    const html = await render(changed, fixtures, definition);
    expect(html).toContain('The preview shows the draft once it is saved.');
    expect(html).not.toContain('Best time to call');
  });

  it('redraws a reworded title and help text at once with the saved draft’s validators', async () => {
    const { definition, fixtures } = source('application-stage5/v1');
    const person = definition.schema.properties?.applications?.items?.properties ?? {};
    const [path, field] = Object.entries(person).find(([, candidate]) => candidate.type === 'array') ?? ['', {}];
    const reworded: FormDefinition = {
      ...definition,
      title: 'Assets, as reworded',
      schema: structuredClone(definition.schema),
    };
    const items = reworded.schema.properties?.applications?.items;
    if (!items?.properties?.[path]) throw new Error('stage 5 has no per-person properties');
    items.properties[path] = { ...field, title: 'A reworded question', description: 'Reworded help' };
    const html = await render(reworded, fixtures, servedDraftValidators(definition));
    expect(html).not.toContain('The preview shows the draft once it is saved.');
    expect(html).toContain('A reworded question');
    // Validators compiled from the whole schema (as the build compiles a published version's) would not fit it.
    expect(await render(reworded, fixtures, definition)).toContain('The preview shows the draft once it is saved.');
  });

  it('still waits when a change can change what is valid', async () => {
    const { definition, fixtures } = source('contact/v1');
    const stricter: FormDefinition = { ...definition, schema: structuredClone(definition.schema) };
    const name = stricter.schema.properties?.contName;
    if (!name) throw new Error('contact has no contName');
    name.maxLength = 5;
    const html = await render(stricter, fixtures, servedDraftValidators(definition));
    expect(html).toContain('The preview shows the draft once it is saved.');
  });
});

describe('draftValidatorUrl', () => {
  it('names the saved draft’s served validators', () => {
    expect(draftValidatorUrl('contact', 12, 'a+b')).toBe('/api/staff/forms/contact/draft/12/validator.js?s=a%2Bb');
  });
});
