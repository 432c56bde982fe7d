import { describe, expect, it } from 'vitest';
import { schemaAtPath, type FormDefinition, type FormFixtures, type JsonSchema } from 'engine';
import { FORM_SOURCES, latestFormSource } from 'forms';
import { checkDraft, MAX_REPORTED_PROBLEMS, schemaPathOf, type DraftCheckContext } from './draftChecks.ts';
import { READERS } from './studioChecks/fieldsReadByProduct.ts';
import { patternVerdict, unsafePatterns } from './studioChecks/patternSafety.ts';
import {
  MAX_DEFINITION_BYTES,
  MAX_ENUM_OPTIONS,
  MAX_FIELDS,
  MAX_NESTING_DEPTH,
  MAX_TITLE_LENGTH,
} from './studioChecks/sizeLimits.ts';

/** A fresh copy of the newest definition of a form in forms/, and the context of a draft of it. */
function draftOf(formId: string): { draft: FormDefinition; context: DraftCheckContext } {
  const source = latestFormSource(formId);
  if (!source) throw new Error(`no form ${formId}`);
  const draft = structuredClone(source.definition) as FormDefinition;
  const fixtures = structuredClone(source.fixtures) as FormFixtures;
  return { draft, context: { formId: draft.id, version: draft.version, fixtures } };
}

/** The schema of a field of a draft (`applications.*.assets`), to edit in place. */
function fieldOf(draft: FormDefinition, path: string): JsonSchema {
  const field = schemaAtPath(draft.schema, path);
  if (!field) throw new Error(`no field ${path}`);
  return field;
}

/** The draft without a field: its schema entry, its required mark and its messages (as an author would remove it). */
function removeField(draft: FormDefinition, path: string): void {
  const parts = path.split('.');
  const name = parts.pop() as string;
  const parent = parts.length ? fieldOf(draft, parts.join('.')) : draft.schema;
  delete parent.properties?.[name];
  parent.required = parent.required?.filter((required) => required !== name);
  for (const key of Object.keys(draft.messages))
    if (key === path || key.startsWith(`${path}.`)) delete draft.messages[key];
}

/**
 * The newest version of each form: a draft is always made from it (an older version is published history, and may
 * lack a field the product has read since a later version added it).
 */
const NEWEST_SOURCES = FORM_SOURCES.filter(
  (source) => latestFormSource((source.definition as FormDefinition).id) === source,
);

describe('checkDraft on the definitions in forms/', () => {
  it('checks the newest version of every form', () => {
    expect(new Set(NEWEST_SOURCES.map((source) => (source.definition as FormDefinition).id)).size).toBe(
      new Set(FORM_SOURCES.map((source) => (source.definition as FormDefinition).id)).size,
    );
  });

  it.each(NEWEST_SOURCES.map((source) => [source.folder, source] as const))(
    '%s passes with its fixtures, with no problem',
    (_folder, source) => {
      const definition = source.definition as FormDefinition;
      const report = checkDraft(source.definition, {
        formId: definition.id,
        version: definition.version,
        fixtures: source.fixtures as FormFixtures,
      });
      expect(report.problems).toEqual([]);
      expect(report.definition?.id).toBe(definition.id);
      expect(report).toMatchObject({ canSave: true, canPublish: true });
    },
  );
});

describe('checkDraft refuses', () => {
  it('to publish a version without a field the lender file reads, naming who reads it', () => {
    const { draft, context } = draftOf('application-stage2');
    const title = fieldOf(draft, 'otherMortgageLoans.*.loanAmount').title;
    removeField(draft, 'otherMortgageLoans.*.loanAmount');
    const report = checkDraft(draft, context);
    expect(report.problems).toContainEqual({
      path: 'schema.properties.otherMortgageLoans.items.properties.loanAmount',
      message: `${title} (otherMortgageLoans.*.loanAmount) is read by ${READERS.mismo} and ${READERS.pdf}; it cannot be removed or renamed.`,
      blocks: 'publish',
    });
    expect(report).toMatchObject({ canPublish: false });
  });

  it('to publish a version that changes the type of a field the product reads', () => {
    const { draft, context } = draftOf('application-stage5');
    const field = fieldOf(draft, 'applications.*.reoProperties.*.mortgateLoanIndicator');
    field.type = 'string';
    const report = checkDraft(draft, context);
    expect(report.problems).toContainEqual(
      expect.objectContaining({
        path: 'schema.properties.applications.items.properties.reoProperties.items.properties.mortgateLoanIndicator.type',
        message: expect.stringMatching(
          /is read by the lender file \(MISMO\) and the application PDF as yes or no; it cannot become text\.$/,
        ),
        blocks: 'publish',
      }),
    );
  });

  it('to publish a stage without a field the application manifest names', () => {
    const { draft, context } = draftOf('application-stage3');
    removeField(draft, 'applications.*.owner');
    const report = checkDraft(draft, context);
    const problem = report.problems.find((candidate) => candidate.path === schemaPathOf('applications.*.owner'));
    expect(problem).toMatchObject({ blocks: 'publish' });
    expect(problem?.message).toContain(`is read by ${READERS.people}; it cannot be removed or renamed.`);
  });

  it('to save a pattern open to catastrophic backtracking, with the reason', () => {
    const { draft, context } = draftOf('contact');
    fieldOf(draft, 'contPhone').pattern = '(a+)+$';
    const report = checkDraft(draft, context);
    expect(report.problems).toEqual([
      {
        path: 'schema.properties.contPhone.pattern',
        message: expect.stringMatching(
          /^The pattern of Phone can take exponential time on some inputs \(catastrophic backtracking\); rewrite it /,
        ),
        blocks: 'save',
      },
    ]);
    expect(report).toMatchObject({ canSave: false, canPublish: false });
  });

  it('to save an unsafe pattern deep in list rows', () => {
    const { draft, context } = draftOf('application-stage5');
    fieldOf(draft, 'applications.*.assets.*.holderName').pattern = '^(\\w+\\s?)*$';
    const report = checkDraft(draft, context);
    expect(report.problems.map((problem) => [problem.path, problem.blocks])).toEqual([
      ['schema.properties.applications.items.properties.assets.items.properties.holderName.pattern', 'save'],
    ]);
  });

  it('to save a definition too large, without looking further', () => {
    const { draft, context } = draftOf('contact');
    draft.description = 'x'.repeat(MAX_DEFINITION_BYTES);
    const report = checkDraft(draft, context);
    expect(report.problems).toEqual([
      {
        path: '',
        message: expect.stringMatching(/^The definition is \d+ KB; a form may be at most 512 KB\./),
        blocks: 'save',
      },
    ]);
    expect(report.definition).toBeUndefined();
  });

  it('to save a definition nested too deep, without looking further', () => {
    const { draft, context } = draftOf('contact');
    let deep: Record<string, unknown> = {};
    draft.uiSchema.contMessage = deep;
    for (let level = 0; level < MAX_NESTING_DEPTH * 100; level += 1) deep = deep.inner = {};
    const report = checkDraft(draft, context);
    expect(report.problems).toHaveLength(1);
    expect(report.problems[0]).toMatchObject({ blocks: 'save', message: expect.stringContaining('levels deep') });
  });

  it('to save over-long titles, too many options, too many fields', () => {
    const { draft, context } = draftOf('contact');
    fieldOf(draft, 'contCity').title = 'C'.repeat(MAX_TITLE_LENGTH + 1);
    fieldOf(draft, 'contLoanType').enum = Array.from({ length: MAX_ENUM_OPTIONS + 1 }, (_, i) => `Type ${i}`);
    const report = checkDraft(draft, context);
    expect(report.problems).toEqual(
      expect.arrayContaining([
        {
          path: 'schema.properties.contCity.title',
          message: `This title is ${MAX_TITLE_LENGTH + 1} characters long; a title may be at most ${MAX_TITLE_LENGTH}.`,
          blocks: 'save',
        },
        expect.objectContaining({ path: 'schema.properties.contLoanType.enum', blocks: 'save' }),
      ]),
    );
    const crowded = draftOf('subscribe');
    const [name, field] = Object.entries(crowded.draft.schema.properties ?? {})[0] as [string, JsonSchema];
    crowded.draft.schema.properties = Object.fromEntries(
      Array.from({ length: MAX_FIELDS + 1 }, (_, i) => [`${name}${i}`, field]),
    );
    expect(checkDraft(crowded.draft, crowded.context).problems).toContainEqual({
      path: 'schema',
      message: `The form has ${MAX_FIELDS + 1} fields; a form may have at most ${MAX_FIELDS}. Split it into smaller forms.`,
      blocks: 'save',
    });
  });

  it('to publish a version its examples no longer agree with, saying which and what differs', () => {
    const { draft, context } = draftOf('contact');
    (draft.messages.contPhone as Record<string, string>).invalid = 'Enter a US phone number';
    fieldOf(draft, 'contMessage').maxLength = 20;
    const report = checkDraft(draft, context);
    expect(report.canSave).toBe(true);
    expect(report.problems).toEqual([
      {
        path: 'fixtures.valid.0',
        message:
          'Valid example 1 no longer passes: contMessage gets "Message can be at most 2000 characters". Update the example or the change.',
        blocks: 'publish',
      },
      {
        path: 'fixtures.invalid.1',
        message:
          'The wrong-answer example "bad formats and an unknown loan type" now gets different messages: contPhone expected "Enter valid phone number" but got "Enter a US phone number". Update the example or the change.',
        blocks: 'publish',
      },
      {
        path: 'fixtures.invalid.2',
        message:
          'The wrong-answer example "phone longer than 14 characters" now gets different messages: contPhone expected "Enter valid phone number" but got "Enter a US phone number". Update the example or the change.',
        blocks: 'publish',
      },
    ]);
  });

  it('to publish when a wrong-answer example is now accepted', () => {
    const { draft, context } = draftOf('contact');
    draft.schema.required = [];
    const report = checkDraft(draft, context);
    expect(report.problems).toEqual([
      {
        path: 'fixtures.invalid.0',
        message:
          'The wrong-answer example "empty form" is now accepted; it should fail with contName: "Name is required"; contPhone: "Phone is required"; contEmail: "Email is required"; contZip: "Zip code is required"; contCity: "City is required"; and 2 more.',
        blocks: 'publish',
      },
    ]);
  });

  it('to save a step, rule or message naming a field the draft does not have', () => {
    const { draft, context } = draftOf('preapproval');
    const steps = draft.steps ?? [];
    (steps[0] as { fields: string[] }).fields.push('stage2.propertyColour');
    draft.messages['stage2.propertyColour'] = { required: 'Colour is required' };
    const report = checkDraft(draft, context);
    expect(report.problems).toEqual(
      expect.arrayContaining([
        {
          path: 'steps.0.fields.' + String((steps[0]?.fields.length ?? 0) - 1),
          message: '"stage2.propertyColour" is no field in the schema',
          blocks: 'save',
        },
        { path: 'messages.stage2.propertyColour', message: 'no such field in the schema', blocks: 'save' },
      ]),
    );
    expect(report.definition).toBeUndefined();
    expect(report.canSave).toBe(false);
  });

  it('to save what is no definition at all, and a draft of another form or version', () => {
    const { draft, context } = draftOf('contact');
    const nothing = checkDraft('contact', context);
    expect(nothing.problems).toEqual([{ path: '', message: 'must be object', blocks: 'save' }]);
    const moved = checkDraft({ ...draft, id: 'support', version: draft.version + 1 }, context);
    expect(moved.problems).toEqual([
      { path: 'id', message: 'This is a draft of "contact"; its id cannot change to "support".', blocks: 'save' },
      {
        path: 'version',
        message: `This draft is version ${draft.version}; its version cannot change to ${draft.version + 1}.`,
        blocks: 'save',
      },
    ]);
  });

  it('checks what other parts read even while the draft has other problems', () => {
    const { draft, context } = draftOf('application-stage2');
    removeField(draft, 'otherMortgageLoans.*.loanAmount');
    draft.rules.push({ kind: 'equals', path: 'nowhere', other: 'nothing', message: 'x' });
    const report = checkDraft(draft, context);
    expect(report.problems.map((problem) => problem.blocks)).toEqual(expect.arrayContaining(['save', 'publish']));
  });

  it('lists at most MAX_REPORTED_PROBLEMS problems and says how many more there are', () => {
    const { draft, context } = draftOf('contact');
    for (let i = 0; i < MAX_REPORTED_PROBLEMS + 5; i += 1) draft.messages[`ghost${i}`] = { required: 'Ghost' };
    const report = checkDraft(draft, context);
    expect(report.problems).toHaveLength(MAX_REPORTED_PROBLEMS + 1);
    expect(report.problems.at(-1)).toEqual({
      path: '',
      message: '5 more problems are not listed; fix these first.',
      blocks: 'save',
    });
  });
});

describe('pattern safety', () => {
  it('passes the patterns of forms/ and remembers each verdict', () => {
    const first = patternVerdict('^\\d{1,2}(,\\d{1,2})*$');
    expect(first).toEqual({ safe: true });
    expect(patternVerdict('^\\d{1,2}(,\\d{1,2})*$')).toBe(first);
  });

  it('refuses exponential and polynomial patterns, and the keys of patternProperties', () => {
    expect(patternVerdict('(a+)+$')).toEqual({ safe: false, kind: 'exponential' });
    expect(patternVerdict('^\\s*a*\\s*$')).toMatchObject({ safe: false });
    const schema = {
      type: 'object',
      properties: {
        notes: {
          type: 'object',
          title: 'Notes',
          patternProperties: { '^(x+x+)+y$': { type: 'string' } },
          additionalProperties: { type: 'string', pattern: '(a|a)*$' },
        },
      },
    };
    expect(unsafePatterns(schema).map((finding) => finding.path)).toEqual([
      'schema.properties.notes.patternProperties.^(x+x+)+y$',
      'schema.properties.notes.additionalProperties.pattern',
    ]);
    expect(unsafePatterns(schema)[0]?.message).toMatch(/^The field-name pattern "\^\(x\+x\+\)\+y\$" of Notes can take/);
  });

  it('checks a new pattern quickly with the pure JavaScript backend', () => {
    const started = performance.now();
    expect(patternVerdict('^[A-Z]{2}-\\d{3,6}$')).toEqual({ safe: true });
    expect(process.env.RECHECK_SYNC_BACKEND).toBe('pure');
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
