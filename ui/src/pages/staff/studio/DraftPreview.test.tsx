import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FormDefinition, FormFixtures } from 'engine';
import { FORM_SOURCES } from 'forms';
import { precompiledValidators } from 'forms/generated/validators/index.ts';
import { lookupQueries } from 'ui/forms/lookupQueries.ts';
import { fixtureLookups } from 'ui/forms/testing/fixtureLookups.ts';
import { DraftPreview, draftValidatorUrl, type DraftValidatorLoader } from './DraftPreview.tsx';

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

/** The preview's first render with its validators (those of `validatorsOf`) and lookup lists already loaded. */
async function render(definition: FormDefinition, fixtures: FormFixtures, validatorsOf = definition): Promise<string> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const load = precompiledValidators[`${validatorsOf.id}@${validatorsOf.version}`];
  if (!load) throw new Error(`no validators for ${validatorsOf.id}`);
  client.setQueryData(['studio', 'draft', definition.id, 7, 'validator'], (await load()) as ValidatorFunctions);
  const lookups = lookupQueries.forDefinition(definition);
  client.setQueryData(lookups.queryKey, LOOKUPS);
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
});

describe('draftValidatorUrl', () => {
  it('names the saved draft’s served validators', () => {
    expect(draftValidatorUrl('contact', 12)).toBe('/api/staff/forms/contact/draft/12/validator.js');
  });
});
