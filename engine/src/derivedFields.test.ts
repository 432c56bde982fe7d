import { describe, expect, it } from 'vitest';
import type { FormDefinition } from './definition.ts';
import { derivationFields, derivedChanges, deriveFields, isFieldShown, sizedRows } from './derivedFields.ts';
import { checkDefinition } from './metaSchema.ts';

const ADDRESS = ['street', 'city'];

/** A small definition using every derived-value option of `ui:options`. */
const definition: FormDefinition = {
  id: 'derived-test',
  version: 1,
  title: 'Derived values (test)',
  schema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      joint: { type: 'boolean' },
      count: { type: 'integer', enum: [1, 2, 3] },
      people: {
        type: 'array',
        maxItems: 3,
        items: {
          type: 'object',
          additionalProperties: false,
          properties: {
            kind: { type: 'string' },
            name: { type: 'string' },
            hasPartner: { type: 'boolean' },
            partner: {
              type: 'object',
              additionalProperties: false,
              properties: { name: { type: 'string' }, note: { type: 'string' } },
            },
            homes: {
              type: 'array',
              items: {
                type: 'object',
                additionalProperties: false,
                properties: {
                  index: { type: 'integer' },
                  owner: { type: 'string' },
                  version: { type: 'integer' },
                  sameAsFirst: { type: 'boolean' },
                  street: { type: 'string' },
                  city: { type: 'string' },
                  basis: { type: 'string', enum: ['Own', 'Rent'] },
                  basisText: { type: 'string' },
                  rent: { type: 'string' },
                  years: { type: 'string' },
                },
              },
            },
            white: { type: 'boolean' },
            asian: { type: 'boolean' },
            declined: { type: 'boolean' },
          },
        },
      },
    },
  },
  uiSchema: {
    'ui:order': ['joint', 'count', 'people'],
    count: { 'ui:options': { showWhen: { path: 'joint', truthy: true } } },
    people: {
      'ui:options': {
        rowsFrom: {
          count: 'count',
          fixed: 1,
          fixedValues: { kind: 'Applicant' },
          countedValues: { kind: 'Co-Applicant' },
        },
      },
      items: {
        'ui:order': ['kind', 'name', 'hasPartner', 'partner', 'homes', 'white', 'asian', 'declined'],
        hasPartner: { 'ui:options': { showWhen: { path: 'kind', equals: 'Applicant' } } },
        partner: {
          'ui:order': ['name', 'note'],
          'ui:options': { showWhen: { path: 'hasPartner', truthy: true } },
          note: { 'ui:options': { showWhen: { path: '/people.*.kind', equals: 'Applicant' } } },
        },
        homes: {
          'ui:options': { rowValues: { index: '$row', owner: '/people.*.name', version: 2 } },
          items: {
            'ui:order': [
              'index',
              'owner',
              'version',
              'sameAsFirst',
              'street',
              'city',
              'basis',
              'basisText',
              'rent',
              'years',
            ],
            sameAsFirst: { 'ui:options': { copyFrom: { row: 0, fields: ADDRESS } } },
            basis: { 'ui:enumNames': ['Own', 'Rent ($/month)'] },
            rent: { 'ui:options': { showWhen: { path: 'basis', equals: 'Rent' } } },
            years: {
              'ui:options': {
                showWhen: {
                  any: [
                    { path: 'index', equals: 0 },
                    { path: '/people.*.homes.0.years', in: ['0', '1'] },
                  ],
                },
              },
            },
          },
        },
        declined: { 'ui:options': { excludes: ['white', 'asian'] } },
      },
    },
  },
  lookups: {},
  messages: {},
  rules: [],
};

describe('deriveFields', () => {
  it('passes the meta-check', () => {
    expect(checkDefinition(structuredClone(definition))).toEqual({ ok: true, definition });
  });

  it('sizes a list from a count, with the values of fixed and counted rows, and empties a hidden count', () => {
    expect(deriveFields(definition, { joint: true, count: 2, people: [{ name: 'Ana' }] }).people).toEqual([
      { kind: 'Applicant', name: 'Ana' },
      { kind: 'Co-Applicant' },
      { kind: 'Co-Applicant' },
    ]);
    // Not joint: the count is hidden, so only the fixed row stays.
    expect(
      deriveFields(definition, { joint: false, count: 2, people: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }] }),
    ).toEqual({ joint: false, people: [{ kind: 'Applicant', name: 'Ana' }] });
  });

  it('hides fields by conditions on their own object, an earlier derived field or the root', () => {
    const derived = deriveFields(definition, {
      joint: true,
      count: 1,
      people: [
        { name: 'Ana', hasPartner: true, partner: { name: 'Lu', note: 'spouse' } },
        { name: 'Bo', hasPartner: true, partner: { name: 'Zed', note: 'friend' } },
      ],
    });
    expect(derived.people).toEqual([
      { kind: 'Applicant', name: 'Ana', hasPartner: true, partner: { name: 'Lu', note: 'spouse' } },
      // A co-applicant is asked no partner question, so the partner it depends on is hidden too.
      { kind: 'Co-Applicant', name: 'Bo' },
    ]);
  });

  it('works inside list rows: hidden fields, choice labels, copies from another row, row stamps', () => {
    const derived = deriveFields(definition, {
      people: [
        {
          name: 'Ana',
          homes: [
            { street: '1 Main St', city: 'Tampa', basis: 'Rent', rent: '1200', years: '1' },
            { sameAsFirst: true, street: 'old', basis: 'Own', rent: '900', years: '3' },
            { sameAsFirst: false, street: '9 Bay Rd', city: 'Miami' },
          ],
        },
      ],
    });
    expect(derived.people?.[0]?.homes).toEqual([
      {
        index: 0,
        owner: 'Ana',
        version: 2,
        street: '1 Main St',
        city: 'Tampa',
        basis: 'Rent',
        basisText: 'Rent ($/month)',
        rent: '1200',
        years: '1',
      },
      {
        index: 1,
        owner: 'Ana',
        version: 2,
        sameAsFirst: true,
        street: '1 Main St',
        city: 'Tampa',
        basis: 'Own',
        basisText: 'Own',
        years: '3',
      },
      { index: 2, owner: 'Ana', version: 2, sameAsFirst: false, street: '9 Bay Rd', city: 'Miami' },
    ]);
  });

  it('drops the years of a later home once the first one is held 2 years or more', () => {
    const derived = deriveFields(definition, {
      people: [{ name: 'Ana', homes: [{ years: '5' }, { years: '3' }] }],
    });
    expect(derived.people?.[0]?.homes).toEqual([
      { index: 0, owner: 'Ana', version: 2, years: '5' },
      { index: 1, owner: 'Ana', version: 2 },
    ]);
  });

  it('stamps a deleted row but leaves its answers as they were', () => {
    const derived = deriveFields(definition, {
      people: [{ name: 'Ana', homes: [{ street: '1 Main St' }, { delete: true, sameAsFirst: true, rent: '900' }] }],
    });
    expect(derived.people?.[0]?.homes?.[1]).toEqual({
      index: 1,
      owner: 'Ana',
      version: 2,
      delete: true,
      sameAsFirst: true,
      rent: '900',
    });
  });

  it('clears the answers an exclusive flag excludes', () => {
    const derived = deriveFields(definition, { people: [{ white: true, asian: true, declined: true }] });
    expect(derived.people).toEqual([{ kind: 'Applicant', declined: true }]);
    const kept = { people: [{ kind: 'Applicant', white: true, asian: true, declined: false }] };
    expect(deriveFields(definition, kept)).toEqual(kept);
  });

  it('leaves the record it is given as it was', () => {
    const record = { joint: true, count: 2, people: [{ name: 'Ana', homes: [{}, { sameAsFirst: true }] }] };
    const before = structuredClone(record);
    expect(deriveFields(definition, record)).not.toEqual(before);
    expect(record).toEqual(before);
  });
});

describe('isFieldShown', () => {
  it('reads a root condition only when told where the field sits', () => {
    const ui = { 'ui:options': { showWhen: { path: '/people.*.kind', equals: 'Applicant' } } };
    const root = { people: [{ kind: 'Applicant' }, { kind: 'Co-Applicant' }] };
    expect(isFieldShown(ui, {}, { root, rows: [0] })).toBe(true);
    expect(isFieldShown(ui, {}, { root, rows: [1] })).toBe(false);
    expect(isFieldShown(ui, {})).toBe(false);
    expect(isFieldShown({}, {})).toBe(true);
  });
});

describe('the meta-check of derived-value options', () => {
  it('names paths and fields that do not exist, and a copy outside a list', () => {
    const broken = structuredClone(definition) as unknown as {
      uiSchema: Record<string, Record<string, unknown>>;
    };
    broken.uiSchema.count = { 'ui:options': { showWhen: { path: 'married', truthy: true }, copyFrom: { row: 0 } } };
    const people = broken.uiSchema.people as { 'ui:options': Record<string, unknown>; items: Record<string, unknown> };
    people['ui:options'] = { rowsFrom: { count: '/nope', fixed: -1 }, rowValues: { nope: '$row', kind: 'x' } };
    people.items.declined = { 'ui:options': { excludes: ['declined', 'purple'] } };
    people.items.partner = {
      'ui:order': ['name', 'note'],
      'ui:options': { showWhen: { path: '/people.*.homes.*.street', truthy: true } },
    };
    const check = checkDefinition(broken);
    expect(check.ok ? [] : check.problems).toEqual([
      'uiSchema.count.ui:options.showWhen.path: "married" is no field beside "count"',
      'uiSchema.count.ui:options.copyFrom: "count" is not in a list row',
      'uiSchema.count.ui:options.copyFrom.fields: "undefined" is no field beside "count"',
      'uiSchema.people.ui:options.rowsFrom.fixed: must be a whole number',
      'uiSchema.people.ui:options.rowsFrom.count: "/nope" is no field in the schema',
      'uiSchema.people.ui:options.rowValues.nope: is no field of the rows of "people"',
      'uiSchema.people.ui:options.rowValues.kind: must be $row, a path from the root or a number',
      'uiSchema.people.items.partner.ui:options.showWhen.path: "/people.*.homes.*.street" is not in the same row as "people.*.partner"',
      'uiSchema.people.items.declined.ui:options.excludes: "declined" is no other field beside "people.*.declined"',
      'uiSchema.people.items.declined.ui:options.excludes: "purple" is no other field beside "people.*.declined"',
    ]);
  });
});

describe('fixed rows and flags', () => {
  const addresses: FormDefinition = {
    id: 'addresses-test',
    version: 1,
    title: 'Addresses (test)',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        homes: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            properties: { title: { type: 'string' }, kind: { type: 'string' }, current: { type: 'boolean' } },
          },
        },
      },
    },
    uiSchema: {
      homes: {
        'ui:options': {
          rowsFrom: { fixed: 2, fixedValues: [{ title: 'Current Address' }, { title: 'Mailing Address', kind: 'M' }] },
        },
        items: {
          'ui:order': ['title', 'kind', 'current'],
          current: { 'ui:options': { flagWhen: { path: 'kind', truthy: false } } },
        },
      },
    },
    lookups: {},
    messages: {},
    rules: [],
  };

  it('gives each fixed row its own values, and a flag whether its condition holds', () => {
    expect(checkDefinition(structuredClone(addresses)).ok).toBe(true);
    expect(deriveFields(addresses, {})).toEqual({
      homes: [
        { title: 'Current Address', current: true },
        { title: 'Mailing Address', kind: 'M', current: false },
      ],
    });
    expect(deriveFields(addresses, { homes: [{ current: false }, {}, { title: 'extra' }] }).homes).toHaveLength(2);
  });
});

describe('sizedRows', () => {
  const sizing = {
    count: 'count',
    fixed: 1,
    fixedValues: { kind: 'Applicant' },
    countedValues: { kind: 'Co-Applicant' },
  };

  it('cuts or fills a list to its fixed rows and the count, keeping rows and the array when nothing changes', () => {
    const rows = [{ kind: 'Applicant', name: 'Ana' }];
    expect(sizedRows(sizing, rows, 0)).toBe(rows);
    const grown = sizedRows(sizing, rows, '2');
    expect(grown).toEqual([{ kind: 'Applicant', name: 'Ana' }, { kind: 'Co-Applicant' }, { kind: 'Co-Applicant' }]);
    expect(grown[0]).toBe(rows[0]);
    expect(sizedRows(sizing, grown, undefined)).toEqual(rows);
    expect(sizedRows(sizing, rows, 9, 3)).toHaveLength(3);
    expect(sizedRows(sizing, rows, 'two')).toBe(rows);
  });
});

describe('derivedChanges', () => {
  it('names each value the derivation changes, a resized list whole', () => {
    expect(
      derivedChanges(definition, {
        joint: true,
        count: 1,
        people: [{ kind: 'Applicant', name: 'Ana', declined: true, white: true }],
      }),
    ).toEqual({
      people: [{ kind: 'Applicant', name: 'Ana', declined: true }, { kind: 'Co-Applicant' }],
    });
    expect(
      derivedChanges(definition, {
        people: [{ kind: 'Applicant', name: 'Ana', declined: true, white: true, hasPartner: false }],
      }),
    ).toEqual({ 'people.0.white': undefined });
    // A hidden object holding nothing (a form's empty default) is left as it is.
    expect(derivedChanges(definition, { people: [{ kind: 'Co-Applicant', partner: {}, homes: [] }] })).toEqual({
      'people.0.kind': 'Applicant',
    });
    const settled = { joint: false, people: [{ kind: 'Applicant', name: 'Ana' }] };
    expect(derivedChanges(definition, settled)).toEqual({});
  });
});

describe('derivationFields', () => {
  it('names the fields the derivation reads, sets and hides', () => {
    const fields = derivationFields(definition);
    expect([...fields.read].sort()).toEqual(
      [
        'joint',
        'count',
        'people.*.kind',
        'people.*.hasPartner',
        'people.*.name',
        'people.*.homes.*.index',
        'people.*.homes.*.years',
        'people.*.homes.*.sameAsFirst',
        'people.*.homes.*.street',
        'people.*.homes.*.city',
        'people.*.homes.*.basis',
        'people.*.declined',
      ].sort(),
    );
    expect([...fields.set].sort()).toEqual(
      [
        'people.*.kind',
        'people.*.homes.*.index',
        'people.*.homes.*.owner',
        'people.*.homes.*.version',
        'people.*.homes.*.street',
        'people.*.homes.*.city',
        'people.*.homes.*.basisText',
        'people.*.white',
        'people.*.asian',
      ].sort(),
    );
    expect([...fields.hidden].sort()).toEqual(
      [
        'count',
        'people.*.hasPartner',
        'people.*.partner',
        'people.*.partner.note',
        'people.*.homes.*.rent',
        'people.*.homes.*.years',
      ].sort(),
    );
  });

  it('leaves every derived value as it was when an answer to another field of a settled record changes', () => {
    const settled = deriveFields(definition, {
      joint: true,
      count: 1,
      people: [
        {
          kind: 'Applicant',
          name: 'Ana',
          hasPartner: true,
          partner: { name: 'Bo', note: 'n' },
          homes: [{ street: '1 Main', city: 'Tampa', basis: 'Rent', rent: '900', years: '1' }, { sameAsFirst: true }],
        },
        { kind: 'Co-Applicant', name: 'Cy' },
      ],
    });
    const { read, set } = derivationFields(definition);
    for (const [path, value] of [
      ['people.0.partner.name', 'Bea'],
      ['people.1.homes', undefined],
      ['people.0.homes.0.rent', '950'],
      ['people.0.partner.note', 'm'],
    ] as const) {
      const key = path.replace(/\.\d+(?=\.|$)/g, '.*');
      expect(read.has(key) || set.has(key), path).toBe(false);
      const changed = structuredClone(settled) as Record<string, unknown>;
      const segments = path.split('.');
      let node = changed as Record<string, unknown>;
      for (const segment of segments.slice(0, -1)) node = node[segment] as Record<string, unknown>;
      node[segments.at(-1) as string] = value;
      expect(derivedChanges(definition, changed), path).toEqual({});
    }
  });
});
