import { describe, expect, it } from 'vitest';
import { FORM_ERROR_MESSAGE, type FormDefinition, type FormFixtures } from 'engine';
import { FORM_SOURCES } from 'forms';
import {
  definedMessages,
  fieldTitleOf,
  peoplePathOf,
  PREVIEW_PEOPLE_COUNTS,
  previewFills,
  withPeople,
} from './draftPreviewData.ts';

function source(folder: string): { definition: FormDefinition; fixtures: FormFixtures } {
  const found = FORM_SOURCES.find((candidate) => candidate.folder === folder);
  if (!found) throw new Error(`forms/${folder} is missing`);
  return {
    definition: found.definition as unknown as FormDefinition,
    fixtures: found.fixtures as unknown as FormFixtures,
  };
}

describe('previewFills', () => {
  it('offers empty, each valid fixture and each invalid fixture by its description', () => {
    const { fixtures } = source('application-stage5/v1');
    const fills = previewFills(fixtures);
    expect(fills[0]).toEqual({ key: 'empty', label: 'Empty', data: {} });
    expect(fills.filter((fill) => fill.key.startsWith('valid-')).map((fill) => fill.data)).toEqual(fixtures.valid);
    const invalid = fills.filter((fill) => fill.invalid);
    expect(invalid.map((fill) => fill.label)).toEqual(
      fixtures.invalid.map((fixture, index) => `Invalid: ${fixture.description ?? `example ${index + 1}`}`),
    );
    expect(new Set(fills.map((fill) => fill.key)).size).toBe(fills.length);
  });
});

describe('withPeople', () => {
  it.each(['application-stage3/v1', 'application-stage5/v1', 'application-stage6/v1'])(
    'fills %s with 1, 3 and 7 people, each with a mapid of their own',
    (folder) => {
      const { definition, fixtures } = source(folder);
      const path = peoplePathOf(definition);
      expect(path).toBe('applications');
      for (const count of PREVIEW_PEOPLE_COUNTS) {
        for (const fill of previewFills(fixtures)) {
          const rows = withPeople(fill.data, path as string, count, fixtures).applications as Record<string, unknown>[];
          expect(rows).toHaveLength(count);
          const ids = rows.map((row) => row.mapid);
          expect(new Set(ids).size).toBe(count);
        }
      }
    },
  );

  it('keeps the data’s own people first, then the fixtures’, then copies of the last one', () => {
    const fixtures: FormFixtures = {
      valid: [
        {
          people: [
            { mapid: 1, owner: 1, name: 'Ana' },
            { mapid: 2, owner: 1, name: 'Ben', completed: true },
            { mapid: 3, owner: 3, name: 'Cy', completed: true },
          ],
        },
      ],
      invalid: [],
    };
    const data = { other: 'kept', people: [{ mapid: 1, owner: 1, name: 'Own' }] };
    const filled = withPeople(data, 'people', 5, fixtures);
    expect(filled.other).toBe('kept');
    expect(filled.people).toEqual([
      { mapid: 1, owner: 1, name: 'Own' },
      { mapid: 2, owner: 1, name: 'Ben', completed: true },
      { mapid: 3, owner: 3, name: 'Cy', completed: true },
      { mapid: 4, owner: 4, name: 'Cy' },
      { mapid: 5, owner: 5, name: 'Cy' },
    ]);
    expect(withPeople(data, 'people', 1, fixtures).people).toEqual([{ mapid: 1, owner: 1, name: 'Own' }]);
    // The fixture itself is left as it was.
    expect((fixtures.valid[0]?.people as unknown[]).length).toBe(3);
  });

  it('fills a list under an object path', () => {
    const fixtures: FormFixtures = { valid: [{ loan: { people: [{ name: 'A' }, { name: 'B' }] } }], invalid: [] };
    expect(withPeople({}, 'loan.people', 3, fixtures)).toEqual({
      loan: { people: [{ name: 'A' }, { name: 'B' }, { name: 'B' }] },
    });
  });
});

describe('peoplePathOf', () => {
  it('finds the per-person list of the 1003 stages and none on a form without one', () => {
    expect(peoplePathOf(source('application-stage3/v1').definition)).toBe('applications');
    expect(peoplePathOf(source('contact/v1').definition)).toBeUndefined();
  });
});

describe('definedMessages', () => {
  it('lists every field message with its field’s title and the form-level message', () => {
    const { definition } = source('contact/v1');
    const messages = definedMessages(definition);
    const fieldCount = Object.values(definition.messages).reduce((sum, words) => sum + Object.keys(words).length, 0);
    expect(messages.filter((message) => message.path)).toHaveLength(fieldCount);
    const [path, words] = Object.entries(definition.messages)[0] as [string, Record<string, string>];
    expect(messages).toContainEqual({
      where: fieldTitleOf(definition, path),
      path,
      when: 'Left empty',
      message: words.required,
    });
    expect(messages.at(-1)).toEqual({
      where: 'The whole form',
      when: 'Sent with errors',
      message: definition.formMessage ?? FORM_ERROR_MESSAGE,
    });
  });

  it('lists the rules’ own messages, stage 6’s person checks among them', () => {
    const { definition } = source('application-stage6/v1');
    const messages = definedMessages(definition).map((message) => message.message);
    for (const rule of definition.rules) {
      if (rule.kind === 'personChecks') for (const check of rule.checks) expect(messages).toContain(check.message);
      else if (rule.message) expect(messages).toContain(rule.message);
    }
  });
});
