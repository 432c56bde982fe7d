import { describe, expect, it } from 'vitest';
// Migration is tested on the real definitions and fixtures; the module itself reads none of forms/.
// eslint-disable-next-line no-restricted-imports
import { FORM_SOURCES } from 'forms';
import type { FormDefinition, FormFixtures, JsonSchema, UiSchema, VersionMigration } from '../definition.ts';
import { checkDefinition } from '../metaSchema.ts';
import { schemaAtPath } from '../paths.ts';
import { migrateAcross, migrateAnswers } from './recordMigration.ts';

const STAGE3 = 'application-stage3/v1';
const APPLICANT = 'applications.*.applicant';
const EMPLOYMENTS = 'applications.*.employments';
const RESIDENCES = 'applications.*.residences';

function source(folder: string) {
  const found = FORM_SOURCES.find((entry) => entry.folder === folder);
  if (!found) throw new Error(`forms/index.ts lists no ${folder}`);
  return found;
}

const stage3 = () => structuredClone(source(STAGE3).definition) as FormDefinition;

/** Stage 3's fixture with two applicants (the first has a soft-deleted employment row), as a fresh copy. */
function savedStage3(): Record<string, unknown> {
  const fixtures = source(STAGE3).fixtures as FormFixtures;
  return structuredClone(fixtures.valid[1] as Record<string, unknown>);
}

type Applicant = {
  applicant: Record<string, unknown>;
  residences: Record<string, unknown>[];
  employments: Record<string, unknown>[];
};
const applicants = (data: Record<string, unknown>) => data.applications as Applicant[];

function uiAt(ui: UiSchema, pattern: string): UiSchema {
  let node = ui;
  for (const segment of pattern ? pattern.split('.') : []) {
    const key = segment === '*' ? 'items' : segment;
    node[key] ??= {};
    node = node[key] as UiSchema;
  }
  return node;
}

function holderSchema(definition: FormDefinition, holder: string): JsonSchema {
  const found = schemaAtPath(definition.schema, holder);
  const object = found?.type === 'array' ? found.items : found;
  if (!object?.properties) throw new Error(`no object at ${holder}`);
  return object;
}

/** The next version of a definition, changed by `change`, checked as the studio would before publishing it. */
function nextVersion(previous: FormDefinition, change: (copy: FormDefinition) => void): FormDefinition {
  const copy = structuredClone(previous);
  copy.version = previous.version + 1;
  delete copy.migration;
  change(copy);
  const check = checkDefinition(copy);
  if (!check.ok) throw new Error(`the test's definition is broken:\n${check.problems.join('\n')}`);
  return copy;
}

/** Adds a field to an object (or a list's rows), last in its order; a required one gets its message. */
function addField(definition: FormDefinition, holder: string, name: string, schema: JsonSchema, required = false) {
  const object = holderSchema(definition, holder);
  (object.properties as Record<string, JsonSchema>)[name] = schema;
  const ui = uiAt(definition.uiSchema, holder);
  ui['ui:order'] = [...(ui['ui:order'] as string[]), name];
  if (required) {
    object.required = [...(object.required ?? []), name];
    definition.messages[`${holder}.${name}`] = { required: `${schema.title ?? name} is required` };
  }
}

/** Removes a field and everything that names it (hints, words, rules). */
function removeField(definition: FormDefinition, holder: string, name: string) {
  const path = `${holder}.${name}`;
  const object = holderSchema(definition, holder);
  delete object.properties?.[name];
  if (object.required) object.required = object.required.filter((entry) => entry !== name);
  const ui = uiAt(definition.uiSchema, holder);
  delete ui[name];
  ui['ui:order'] = (ui['ui:order'] as string[]).filter((entry) => entry !== name);
  delete definition.messages[path];
  definition.rules = definition.rules.filter((rule) => !JSON.stringify(rule).includes(`"${path}"`));
}

/** Gives a field a new name wherever the definition names it (its own name being unique in the definition). */
function renameField(definition: FormDefinition, holder: string, name: string, newName: string): FormDefinition {
  const text = JSON.stringify(definition)
    .replaceAll(`"${holder}.${name}"`, `"${holder}.${newName}"`)
    .replaceAll(`"${name}"`, `"${newName}"`);
  return JSON.parse(text) as FormDefinition;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const member of Object.values(value)) deepFreeze(member);
    Object.freeze(value);
  }
  return value;
}

describe('migrateAnswers on stage 3', () => {
  it('asks every applicant for a new required field and keeps every other answer', () => {
    const v1 = stage3();
    const v2 = nextVersion(v1, (copy) =>
      addField(copy, APPLICANT, 'militaryServiceIndicator', { type: 'boolean', title: 'Military service' }, true),
    );
    const saved = savedStage3();
    const result = migrateAnswers(v1, v2, saved);
    expect(result.changedFields).toEqual([
      'applications.0.applicant.militaryServiceIndicator',
      'applications.1.applicant.militaryServiceIndicator',
    ]);
    expect(result.dropped).toEqual([]);
    expect(result.data).toEqual(saved);
    expect(result.data).not.toBe(saved);
  });

  it('drops the answers of a removed field into the report, with their titles and values', () => {
    const v1 = stage3();
    const v2 = nextVersion(v1, (copy) => removeField(copy, APPLICANT, 'dependentsAgesDescription'));
    const saved = savedStage3();
    const result = migrateAnswers(v1, v2, saved);
    expect(result.dropped).toEqual([
      { path: 'applications.0.applicant.dependentsAgesDescription', title: 'Dependents Age', value: '4,7' },
    ]);
    expect(applicants(result.data)[0]?.applicant).not.toHaveProperty('dependentsAgesDescription');
    const expected = savedStage3();
    delete applicants(expected)[0]?.applicant.dependentsAgesDescription;
    expect(result.data).toEqual(expected);
    expect(result.changedFields).toEqual([]);
  });

  it('moves a renamed field of list rows in every row, and asks for it again in every row', () => {
    const v1 = stage3();
    const v2 = nextVersion(renameField(v1, RESIDENCES + '.*', 'rent', 'monthlyRent'), (copy) => {
      copy.migration = { renamed: { [`${RESIDENCES}.*.rent`]: `${RESIDENCES}.*.monthlyRent` } };
    });
    const result = migrateAnswers(v1, v2, savedStage3());
    const residence = applicants(result.data)[0]?.residences[0];
    expect(residence?.monthlyRent).toBe('1650');
    expect(residence).not.toHaveProperty('rent');
    expect(result.dropped).toEqual([]);
    expect(result.changedFields).toEqual(
      [0, 1].flatMap((applicant) => [0, 1, 2].map((row) => `applications.${applicant}.residences.${row}.monthlyRent`)),
    );
    const expected = savedStage3();
    const rent = applicants(expected)[0]?.residences[0] as Record<string, unknown>;
    delete rent.rent;
    rent.monthlyRent = '1650';
    expect(result.data).toEqual(expected);
  });

  it('maps a split option to its new value and flags the choice in every employment still on the record', () => {
    const v1 = stage3();
    const v2 = nextVersion(v1, (copy) => {
      const field = schemaAtPath(copy.schema, `${EMPLOYMENTS}.*.ownershipInterestType`) as JsonSchema;
      field.enum = ['LessThan25Percent', 'From25To50Percent', 'MoreThan50Percent'];
      uiAt(copy.uiSchema, `${EMPLOYMENTS}.*.ownershipInterestType`)['ui:enumNames'] = [
        'I have an ownership share of less than 25%',
        'I have an ownership share of 25% to 50%',
        'I have an ownership share of more than 50%',
      ];
      copy.migration = {
        options: { [`${EMPLOYMENTS}.*.ownershipInterestType`]: { GreaterThanOrEqualTo25Percent: 'From25To50Percent' } },
      };
    });
    const result = migrateAnswers(v1, v2, savedStage3());
    expect(applicants(result.data)[0]?.employments[0]?.ownershipInterestType).toBe('From25To50Percent');
    // The soft-deleted employment (row 1 of the first applicant) is no answer: nothing there to check.
    expect(result.changedFields).toEqual([
      'applications.0.employments.0.ownershipInterestType',
      'applications.0.employments.2.ownershipInterestType',
      'applications.1.employments.0.ownershipInterestType',
    ]);
    expect(result.dropped).toEqual([]);
  });

  it('keeps a value that is only invalid now: validation flags it, the migration does not guess', () => {
    const v1 = stage3();
    const v2 = nextVersion(v1, (copy) => {
      const field = schemaAtPath(copy.schema, `${EMPLOYMENTS}.*.ownershipInterestType`) as JsonSchema;
      field.enum = ['LessThan25Percent', 'From25To50Percent'];
      uiAt(copy.uiSchema, `${EMPLOYMENTS}.*.ownershipInterestType`)['ui:enumNames'] = ['Less than 25%', '25% to 50%'];
    });
    const result = migrateAnswers(v1, v2, savedStage3());
    expect(applicants(result.data)[0]?.employments[0]?.ownershipInterestType).toBe('GreaterThanOrEqualTo25Percent');
    expect(result.dropped).toEqual([]);
  });

  it('gives defaults only where a row the record has holds no answer, never in a deleted row', () => {
    const v1 = stage3();
    const v2 = nextVersion(v1, (copy) => {
      copy.migration = { defaults: { [`${RESIDENCES}.*.country`]: 'US', [`${EMPLOYMENTS}.*.country`]: 'US' } };
    });
    const saved = savedStage3();
    applicants(saved)[0]!.residences[1]!.country = 'CA';
    const result = migrateAnswers(v1, v2, saved);
    const [first, second] = applicants(result.data);
    expect(first?.residences.map((row) => row.country)).toEqual(['US', 'CA', 'US']);
    expect(second?.residences.map((row) => row.country)).toEqual(['US', 'US', 'US']);
    expect(first?.employments.map((row) => row.country)).toEqual(['US', undefined, 'US']);
    expect(second?.employments.map((row) => row.country)).toEqual(['US']);
    expect(result.changedFields).toEqual([
      'applications.0.employments.2.country',
      'applications.1.residences.1.country',
      'applications.1.residences.2.country',
      'applications.1.employments.0.country',
    ]);
    expect(result.dropped).toEqual([]);
  });

  it('never changes the record it is given', () => {
    const v1 = stage3();
    const v2 = nextVersion(renameField(v1, RESIDENCES + '.*', 'rent', 'monthlyRent'), (copy) => {
      removeField(copy, APPLICANT, 'dependentsAgesDescription');
      copy.migration = {
        renamed: { [`${RESIDENCES}.*.rent`]: `${RESIDENCES}.*.monthlyRent` },
        defaults: { [`${RESIDENCES}.*.country`]: 'US' },
      };
    });
    const saved = deepFreeze(savedStage3());
    const result = migrateAnswers(v1, v2, saved);
    expect(saved).toEqual(savedStage3());
    expect(result.dropped.map((answer) => answer.path)).toEqual(['applications.0.applicant.dependentsAgesDescription']);
    expect(applicants(result.data)[0]?.residences[0]?.monthlyRent).toBe('1650');
  });

  it('refuses answers that are not an object, and versions of another form', () => {
    const v1 = stage3();
    expect(() => migrateAnswers(v1, v1, [] as unknown as Record<string, unknown>)).toThrow(/must be an object/);
    expect(() => migrateAnswers(v1, v1, null as unknown as Record<string, unknown>)).toThrow(/must be an object/);
    const other = source('contact/v1').definition as FormDefinition;
    expect(() => migrateAnswers(v1, other, {})).toThrow(/different forms/);
  });
});

describe('migrateAcross', () => {
  it('chains the versions: every step’s drops, and the fields to check that the newest version still has', () => {
    const v1 = stage3();
    const v2 = nextVersion(v1, (copy) => {
      removeField(copy, APPLICANT, 'dependentsAgesDescription');
      addField(copy, APPLICANT, 'militaryServiceIndicator', { type: 'boolean', title: 'Military service' }, true);
    });
    const v3 = nextVersion(renameField(v2, APPLICANT, 'militaryServiceIndicator', 'veteranIndicator'), (copy) => {
      removeField(copy, `${EMPLOYMENTS}.*`, 'jobTermMonths');
      copy.migration = { renamed: { [`${APPLICANT}.militaryServiceIndicator`]: `${APPLICANT}.veteranIndicator` } };
    });
    const saved = savedStage3();
    // Answered on v2 by the first applicant only.
    const midway = migrateAnswers(v1, v2, saved).data;
    applicants(midway)[0]!.applicant.militaryServiceIndicator = true;
    const fromV2 = migrateAcross([v2, v3], midway);
    expect(applicants(fromV2.data)[0]?.applicant.veteranIndicator).toBe(true);
    expect(applicants(fromV2.data)[0]?.applicant).not.toHaveProperty('militaryServiceIndicator');

    const result = migrateAcross([v1, v2, v3], saved);
    expect(result.dropped).toEqual([
      { path: 'applications.0.applicant.dependentsAgesDescription', title: 'Dependents Age', value: '4,7' },
      {
        path: 'applications.0.employments.0.jobTermMonths',
        title: 'How long in this line of work? Months',
        value: '4',
      },
    ]);
    // The field asked on v2 is asked under its v3 name; its v2 name is gone.
    expect(result.changedFields).toEqual([
      'applications.0.applicant.veteranIndicator',
      'applications.1.applicant.veteranIndicator',
    ]);
    const expected = savedStage3();
    delete applicants(expected)[0]?.applicant.dependentsAgesDescription;
    delete applicants(expected)[0]?.employments[0]?.jobTermMonths;
    expect(result.data).toEqual(expected);
  });

  it('leaves a record on the newest version as it is, and refuses versions out of order', () => {
    const v1 = stage3();
    const saved = savedStage3();
    expect(migrateAcross([v1], saved)).toEqual({ data: saved, dropped: [], changedFields: [] });
    const v2 = nextVersion(v1, () => undefined);
    expect(() => migrateAcross([v2, v1], saved)).toThrow(/does not come after/);
    expect(() => migrateAcross([], saved)).toThrow(/no version/);
  });
});

/** A small form: a name, an object and a list of rows, to exercise moves the real forms do not need yet. */
function small(version: number, properties: Record<string, JsonSchema>, migration?: VersionMigration): FormDefinition {
  const uiFor = (schema: JsonSchema): UiSchema => {
    const object = schema.type === 'array' ? schema.items : schema;
    const names = Object.keys(object?.properties ?? {});
    const ui: UiSchema = { 'ui:order': names };
    for (const name of names) {
      const child = object?.properties?.[name] as JsonSchema;
      if (child.type === 'object' || child.type === 'array') ui[name] = uiFor(child);
    }
    return schema.type === 'array' ? { items: ui } : ui;
  };
  const schema: JsonSchema = { type: 'object', additionalProperties: false, properties };
  return {
    id: 'small',
    version,
    title: 'Small',
    schema,
    uiSchema: uiFor(schema),
    lookups: {},
    messages: {},
    rules: [],
    ...(migration ? { migration } : {}),
  };
}

const text = (title: string): JsonSchema => ({ type: 'string', title });
const object = (properties: Record<string, JsonSchema>, title?: string): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  properties,
  ...(title ? { title } : {}),
});
const rows = (properties: Record<string, JsonSchema>): JsonSchema => ({ type: 'array', items: object(properties) });

describe('migrateAnswers moves', () => {
  it('moves a field into an object and another out of one', () => {
    const v1 = small(1, { phone: text('Phone'), owner: object({ name: text('Name'), city: text('City') }) });
    const v2 = small(
      2,
      { contact: object({ phone: text('Phone') }), owner: object({ name: text('Name') }), city: text('City') },
      { renamed: { phone: 'contact.phone', 'owner.city': 'city' } },
    );
    const result = migrateAnswers(v1, v2, { phone: '555', owner: { name: 'Ana', city: 'Tampa' } });
    expect(result.data).toEqual({ contact: { phone: '555' }, owner: { name: 'Ana' }, city: 'Tampa' });
    expect(result.changedFields).toEqual(['contact', 'contact.phone', 'city']);
    expect(result.dropped).toEqual([]);
  });

  it('swaps two fields, and moves a whole object with what it holds', () => {
    const v1 = small(1, { first: text('First'), last: text('Last'), home: object({ street: text('Street') }) });
    const v2 = small(
      2,
      { first: text('First'), last: text('Last'), address: object({ street: text('Street') }) },
      { renamed: { first: 'last', last: 'first', home: 'address' } },
    );
    const result = migrateAnswers(v1, v2, { first: 'Ana', last: 'Ruiz', home: { street: '1 Main St' } });
    expect(result.data).toEqual({ first: 'Ruiz', last: 'Ana', address: { street: '1 Main St' } });
    expect(result.dropped).toEqual([]);
  });

  it('merges two fields into one: the first one listed stays, the other is reported, never lost', () => {
    const v1 = small(1, { homePhone: text('Home phone'), cellPhone: text('Cell phone') });
    const v2 = small(2, { phone: text('Phone') }, { renamed: { homePhone: 'phone', cellPhone: 'phone' } });
    const result = migrateAnswers(v1, v2, { homePhone: '111', cellPhone: '222' });
    expect(result.data).toEqual({ phone: '111' });
    expect(result.dropped).toEqual([{ path: 'cellPhone', title: 'Cell phone', value: '222' }]);
  });

  it('binds the rows of a rename in order, and keeps the answer already at the target', () => {
    const v1 = small(1, { people: rows({ nick: text('Nickname'), alias: text('Alias') }) });
    const v2 = small(2, { people: rows({ alias: text('Alias') }) }, { renamed: { 'people.*.nick': 'people.*.alias' } });
    const result = migrateAnswers(v1, v2, { people: [{ nick: 'Al' }, { nick: 'Bo', alias: 'Bobby' }, {}] });
    expect(result.data).toEqual({ people: [{ alias: 'Al' }, { alias: 'Bobby' }, {}] });
    expect(result.dropped).toEqual([{ path: 'people.1.nick', title: 'Nickname', value: 'Bo' }]);
  });

  it('applies a migration only when it moves answers from the record’s version', () => {
    const v2 = small(2, { phone: text('Phone') });
    const v3 = small(3, { mobile: text('Mobile') }, { from: 1, renamed: { phone: 'mobile' } });
    const result = migrateAnswers(v2, v3, { phone: '555' });
    expect(result.data).toEqual({});
    expect(result.dropped).toEqual([{ path: 'phone', title: 'Phone', value: '555' }]);
    const declared = small(3, { mobile: text('Mobile') }, { from: 2, renamed: { phone: 'mobile' } });
    expect(migrateAnswers(v2, declared, { phone: '555' }).data).toEqual({ mobile: '555' });
  });

  it('drops answers the old version did not declare either, named by their key, and not empty ones', () => {
    const v1 = small(1, { phone: text('Phone') });
    const result = migrateAnswers(v1, small(2, { phone: text('Phone') }), { phone: '1', stray: 'x', blank: '' });
    expect(result.data).toEqual({ phone: '1' });
    expect(result.dropped).toEqual([{ path: 'stray', title: 'stray', value: 'x' }]);
  });
});

describe('checkDefinition of a migration', () => {
  const problemsOf = (definition: FormDefinition) => {
    const check = checkDefinition(definition);
    return check.ok ? [] : check.problems;
  };
  const withMigration = (migration: unknown) => {
    const v2 = stage3();
    v2.version = 2;
    (v2 as unknown as { migration: unknown }).migration = migration;
    return v2;
  };

  it('accepts renames, option maps and defaults that name fields of the definition', () => {
    expect(
      problemsOf(
        withMigration({
          from: 1,
          renamed: { 'applications.*.applicant.ageList': `${APPLICANT}.dependentsAgesDescription` },
          options: { [`${EMPLOYMENTS}.*.ownershipInterestType`]: { Over25: 'GreaterThanOrEqualTo25Percent' } },
          defaults: { [`${RESIDENCES}.*.country`]: 'US', [`${APPLICANT}.dependentIndicator`]: false },
        }),
      ),
    ).toEqual([]);
  });

  it('names every path that is no field, and a rename whose rows do not line up', () => {
    expect(
      problemsOf(
        withMigration({
          renamed: {
            'applications.*.applicant.maidenName': `${APPLICANT}.formerName`,
            'applicant.phone': `${APPLICANT}.borrower.mobilePhone`,
          },
          options: { [`${APPLICANT}.unitKind`]: { Slip: 'Other' } },
          defaults: { 'applications.*.country': 'US' },
        }),
      ),
    ).toEqual([
      `migration.renamed.applications.*.applicant.maidenName: "${APPLICANT}.formerName" is no field in the schema`,
      `migration.renamed.applicant.phone: "${APPLICANT}.borrower.mobilePhone" must have as many '*' as "applicant.phone"`,
      `migration.options.${APPLICANT}.unitKind: no such field in the schema`,
      'migration.defaults.applications.*.country: no such field in the schema',
    ]);
  });

  it('names values that are not options, a list given one value and a version that is not earlier', () => {
    expect(
      problemsOf(
        withMigration({
          from: 2,
          options: { [`${EMPLOYMENTS}.*.ownershipInterestType`]: { Over25: 'Over25Percent' } },
          defaults: { [RESIDENCES]: 'none' },
        }),
      ),
    ).toEqual([
      'migration.from: must be an earlier version than 2',
      `migration.options.${EMPLOYMENTS}.*.ownershipInterestType.Over25: "Over25Percent" is not an option of "${EMPLOYMENTS}.*.ownershipInterestType"`,
      `migration.defaults.${RESIDENCES}: "${RESIDENCES}" holds more than one value`,
    ]);
  });

  it('refuses unknown keys and values that are not plain values', () => {
    expect(problemsOf(withMigration({ moved: {}, defaults: { [`${RESIDENCES}.*.country`]: ['US'] } }))).toEqual([
      'migration.moved: is not a known key',
      `migration.defaults.${RESIDENCES}.*.country: must be string,number,boolean`,
    ]);
  });
});
