import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// The comparison is tested on the real definitions; the module itself reads none of forms/.
// eslint-disable-next-line no-restricted-imports
import { FORM_SOURCES } from 'forms';
import type { FormDefinition, JsonSchema, UiSchema } from '../definition.ts';
import {
  changesBySection,
  compareDefinitions,
  placeHolds,
  type DefinitionComparison,
  type DefinitionPlace,
} from './compareDefinitions.ts';

function definition(folder: string): FormDefinition {
  const found = FORM_SOURCES.find((source) => source.folder === folder);
  if (!found) throw new Error(`forms/index.ts lists no ${folder}`);
  return found.definition as FormDefinition;
}

/** A copy of a definition changed by `change`. */
function edited(folder: string, change: (copy: FormDefinition) => void): FormDefinition {
  const copy = structuredClone(definition(folder));
  change(copy);
  return copy;
}

function words(comparison: DefinitionComparison): string[] {
  return comparison.changes.map((change) => change.words);
}

/** The node of an object at a path of keys, created as empty objects where missing. */
function nodeAt(root: object, keys: string[]): Record<string, unknown> {
  let node = root as Record<string, unknown>;
  for (const key of keys) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  return node;
}

/** Stage 3's schema of a residence row, its hints, an employment row and its hints. */
const residence = (copy: FormDefinition) =>
  nodeAt(copy.schema, ['properties', 'applications', 'items', 'properties', 'residences', 'items']) as JsonSchema;
const residenceUi = (copy: FormDefinition) => nodeAt(copy.uiSchema, ['applications', 'items', 'residences', 'items']);
const employment = (copy: FormDefinition) =>
  nodeAt(copy.schema, ['properties', 'applications', 'items', 'properties', 'employments', 'items']) as JsonSchema;
const employmentUi = (copy: FormDefinition) =>
  nodeAt(copy.uiSchema, ['applications', 'items', 'employments', 'items']) as UiSchema;

/** Whether every microdiff entry lies in (or holds) a place some change stands for. */
function unexplained(comparison: DefinitionComparison): DefinitionPlace[] {
  return comparison.diff
    .filter((entry) => !(entry.path.length === 1 && entry.path[0] === 'version'))
    .filter(
      (entry) =>
        !comparison.changes.some((change) =>
          change.covers.some((place) => placeHolds(place, entry.path) || placeHolds(entry.path, place)),
        ),
    )
    .map((entry) => entry.path);
}

describe('the real versions', () => {
  it('contact v1 → v2: the zip code now fills in the city', () => {
    const comparison = compareDefinitions(definition('contact/v1'), definition('contact/v2'));
    expect(comparison.changes).toEqual([
      {
        kind: 'display',
        path: 'contZip',
        section: 'Fields',
        words: 'Zip code now fills in City by itself (was nothing)',
        covers: [['uiSchema', 'contZip', 'ui:options', 'fill']],
      },
    ]);
    expect(comparison.diff).toEqual([
      { type: 'CHANGE', path: ['version'], oldValue: 1, value: 2 },
      { type: 'CREATE', path: ['uiSchema', 'contZip', 'ui:options'], value: { fill: { city: 'contCity' } } },
    ]);
  });

  it('change-password v1 → v2: the current password is asked only of an account that has one', () => {
    const comparison = compareDefinitions(definition('change-password/v1'), definition('change-password/v2'));
    expect(words(comparison)).toEqual([
      'The form is titled “Set a password” when The account has a password is no',
      'Step 1 (Current password) is now shown only when The account has a password is yes (was always)',
      'New field The account has a password in step 2 (New password): yes or no, optional, hidden from the person',
      'Current Password is no longer required',
      'Current Password is now shown only when The account has a password is yes (was always)',
      'Current Password now shows the required mark (*)',
      'Current Password is now required when The account has a password is yes',
    ]);
    expect(comparison.changes.map((change) => change.section)).toEqual([
      'Form',
      'Steps',
      'Step 2: New password',
      'Step 1: Current password',
      'Step 1: Current password',
      'Step 1: Current password',
      'Step 1: Current password',
    ]);
    expect(unexplained(comparison)).toEqual([]);
  });

  it('application-stage6 v1 → v2: race and sex become questions, their options nest under their parents', () => {
    const comparison = compareDefinitions(definition('application-stage6/v1'), definition('application-stage6/v2'));
    const list = words(comparison);
    expect(list).toContain(
      'New question “Sex” in Demographic Information › Borrower gathers Female, Male and I do not wish to provide ' +
        'this information, with the required mark (*)',
    );
    expect(list).toContain(
      'Borrower › Mexican now shows under Borrower › Ethnicity when “Hispanic or Latino” is chosen (was on its own)',
    );
    expect(list).toContain(
      'Co-Borrower › Chinese now shows under Co-Borrower › Asian when it is ticked (was on its own)',
    );
    expect(list).toContain('Borrower › Female no longer shows the required mark (*)');
    expect(list).toHaveLength(46);
    expect(new Set(comparison.changes.map((change) => change.section))).toEqual(new Set(['Demographic Information']));
    expect(comparison.changes.every((change) => change.kind === 'display')).toBe(true);
    expect(unexplained(comparison)).toEqual([]);
  });

  it('says nothing of a version compared with itself, for every form, whatever the order of its keys', () => {
    // A definition stored as jsonb comes back with its object keys in another order.
    const keysReversed = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(keysReversed);
      if (typeof value !== 'object' || value === null) return value;
      return Object.fromEntries(
        Object.entries(value)
          .reverse()
          .map(([key, item]) => [key, keysReversed(item)]),
      );
    };
    for (const source of FORM_SOURCES) {
      const same = source.definition as FormDefinition;
      expect(compareDefinitions(same, structuredClone(same)), source.folder).toEqual({ changes: [], diff: [] });
      const stored = keysReversed(same) as FormDefinition;
      expect(compareDefinitions(same, stored), source.folder).toEqual({ changes: [], diff: [] });
    }
  });
});

describe('hand-made edits of stage 3', () => {
  const stage3 = 'application-stage3/v1';
  const compare = (change: (copy: FormDefinition) => void) =>
    compareDefinitions(definition(stage3), edited(stage3, change));

  it('a field made required', () => {
    const comparison = compare((copy) => {
      residence(copy).required = ['rent'];
    });
    expect(comparison.changes).toEqual([
      {
        kind: 'required',
        path: 'applications.*.residences.*.rent',
        section: 'Residence',
        words: 'Monthly Rent Amount is now required',
        covers: [['schema', 'properties', 'applications', 'items', 'properties', 'residences', 'items', 'required']],
      },
    ]);
  });

  it("a message's wording, added and removed", () => {
    const comparison = compare((copy) => {
      const ssn = copy.messages['applications.*.applicant.taxIdentificationIdentifier'];
      if (!ssn) throw new Error('stage 3 has SSN messages');
      ssn.invalid = 'Enter a valid Social Security number';
      delete ssn.required;
      copy.messages['applications.*.residences.*.rent'] = {
        ...copy.messages['applications.*.residences.*.rent'],
        maxLength: 'Monthly Rent Amount is too long',
      };
    });
    expect(words(comparison)).toEqual([
      'The message when Social Security Number is left empty was removed (it said “Social Security Number is required”)',
      'The message for an invalid Social Security Number changed from “Enter valid SSN Number” to ' +
        '“Enter a valid Social Security number”',
      'New message when Monthly Rent Amount is too long: “Monthly Rent Amount is too long”',
    ]);
    expect(comparison.changes.map((change) => change.kind)).toEqual(['message', 'message', 'message']);
  });

  it('options removed, added, relabelled and reordered', () => {
    const comparison = compare((copy) => {
      const type = employment(copy).properties?.employmentTypeIndicator as JsonSchema;
      type.enum = ['Previous', 'Current', 'Seasonal'];
      (employmentUi(copy).employmentTypeIndicator as UiSchema)['ui:enumNames'] = [
        'Former Employment',
        'Current Employment',
        'Seasonal Employment',
      ];
    });
    expect(words(comparison)).toEqual([
      'Option “Additional Employment” removed from Employment Type',
      'Option “Previous Employment” of Employment Type is now labelled “Former Employment”',
      'Option “Seasonal Employment” added to Employment Type',
      'The options of Employment Type are now in the order “Former Employment”, “Current Employment” and ' +
        '“Seasonal Employment”',
    ]);
  });

  it('a new field: what it asks, its words, its lookup list and when it is shown', () => {
    const comparison = compare((copy) => {
      const row = residence(copy);
      row.properties = { ...row.properties, landlordName: { type: 'string', title: 'Landlord Name', maxLength: 100 } };
      const ui = residenceUi(copy);
      ui['ui:order'] = [...(ui['ui:order'] as string[]), 'landlordName'];
      ui.landlordName = { 'ui:options': { showWhen: { path: 'residencyBasisType', equals: 'Rent' } } };
      copy.messages['applications.*.residences.*.landlordName'] = {
        invalid: 'Landlord Name can be at most 100 characters',
      };
      copy.lookups['applications.*.residences.*.landlordCountry'] = 3;
    });
    expect(words(comparison)).toEqual([
      'New field Landlord Name: text of at most 100 characters, optional, shown only when Housing is “Rent”',
      'New message for an invalid Landlord Name: “Landlord Name can be at most 100 characters”',
      'applications.*.residences.*.landlordCountry now takes its options from lookup list 3',
    ]);
    expect(comparison.changes[0]?.section).toBe('Residence');
  });

  it('a field removed, with its words and its lookup list', () => {
    const comparison = compare((copy) => {
      const row = residence(copy);
      delete row.properties?.addressUnitDesignatorType;
      const ui = residenceUi(copy);
      ui['ui:order'] = (ui['ui:order'] as string[]).filter((name) => name !== 'addressUnitDesignatorType');
      delete ui.addressUnitDesignatorType;
      delete copy.lookups['applications.*.residences.*.addressUnitDesignatorType'];
      delete copy.messages['applications.*.residences.*.addressUnitDesignatorType'];
    });
    expect(words(comparison)).toEqual(['Field Residence › Unit Type removed']);
    expect(unexplained(comparison)).toEqual([]);
  });

  it('required-when rules: added, changed, removed, with conditions in words', () => {
    const comparison = compare((copy) => {
      const dependents = copy.rules.findIndex(
        (rule) => rule.kind === 'requiredWhen' && rule.path === 'applications.*.applicant.dependentsAgesDescription',
      );
      copy.rules.splice(dependents, 1);
      const street = copy.rules.find(
        (rule) => rule.kind === 'requiredWhen' && rule.path === 'applications.*.residences.*.uRLA2020StreetAddress',
      );
      if (street?.kind !== 'requiredWhen') throw new Error('stage 3 requires the street of a residence');
      street.when = { path: 'applications.*.residences.*.residencyType', in: ['Current', 'Prior'] };
      copy.rules.push({
        kind: 'requiredWhen',
        path: 'applications.*.employments.*.positionDescription',
        when: {
          all: [
            { path: 'applications.*.employments.*.employmentTypeIndicator', equals: 'Current' },
            { path: 'applications.*.employments.*.selfEmployedIndicator', truthy: false },
          ],
        },
        message: 'Position or Title is required',
      });
    });
    expect(words(comparison)).toEqual([
      'Dependents Age is no longer required when Do you have dependents (not listed by another borrower)? is yes',
      'Residence › Street is now required when Residency Type is “Current” or “Prior” (was when Residency Type is ' +
        '“Current” or (Residency Type is “Prior” and How Long at Address: Years (row 1) is “0” or “1”))',
      'Position or Title is now required when Employment Type is “Current Employment” and I am the business owner or ' +
        'self-employed. is not yes, with the message “Position or Title is required”',
    ]);
    expect(comparison.changes.map((change) => change.kind)).toEqual(['requiredWhen', 'requiredWhen', 'requiredWhen']);
  });

  it('title, help, placeholder, lengths, format, pattern and the personal-data flag', () => {
    const comparison = compare((copy) => {
      const rent = residence(copy).properties?.rent as JsonSchema;
      rent.title = 'Monthly rent';
      rent.description = 'What you pay each month, without utilities';
      (residenceUi(copy).rent as UiSchema)['ui:placeholder'] = '$0.00';
      const first = nodeAt(copy.schema, [
        'properties',
        'applications',
        'items',
        'properties',
        'applicant',
        'properties',
        'borrower',
        'properties',
        'firstName',
      ]) as JsonSchema;
      first.maxLength = 60;
      first.pattern = "^[A-Za-z' -]+$";
      const dependents = nodeAt(copy.uiSchema, ['applications', 'items', 'applicant', 'dependentsAgesDescription']);
      dependents['ui:options'] = { ...(dependents['ui:options'] as object), personal: true };
      const city = residence(copy).properties?.addressCity as JsonSchema;
      city.format = 'zip';
    });
    expect(words(comparison)).toEqual([
      'Borrower › First Name now takes at most 60 characters (was at most 50 characters)',
      "Borrower › First Name must now match the pattern “^[A-Za-z' -]+$”",
      'Dependents Age is now personal data: sealed when stored and masked when shown',
      'Residence › City must now be a zip code',
      'The title of Monthly rent changed from “Monthly Rent Amount” to “Monthly rent”',
      'The help text of Monthly rent is now “What you pay each month, without utilities”',
      'The placeholder of Monthly rent is now “$0.00”',
    ]);
    expect(comparison.changes.map((change) => change.kind)).toEqual([
      'length',
      'pattern',
      'personal',
      'format',
      'fieldTitle',
      'fieldHelp',
      'fieldPlaceholder',
    ]);
    expect(unexplained(comparison)).toEqual([]);
  });

  it('fields reordered and a shown-when condition changed', () => {
    const comparison = compare((copy) => {
      const ui = residenceUi(copy);
      const order = (ui['ui:order'] as string[]).filter((name) => name !== 'rent');
      order.splice(order.indexOf('residencyType') + 1, 0, 'rent');
      ui['ui:order'] = order;
      (ui.rent as UiSchema)['ui:options'] = {
        showWhen: { path: 'residencyBasisType', in: ['Rent', 'LivingRentFree'] },
        requiredMark: true,
      };
    });
    expect(words(comparison)).toEqual([
      'Monthly Rent Amount now comes after Residency Type',
      'Monthly Rent Amount is now shown only when Housing is “Rent” or “LivingRentFree” (was only when ' +
        '(Residency Type is “Current” or Former address asked is yes) and Housing is “Rent”)',
    ]);
  });

  it('the form title and rules across fields', () => {
    const comparison = compare((copy) => {
      copy.title = '1003 Form - About You';
      copy.rules = copy.rules.filter((rule) => rule.kind !== 'dateOrder');
      copy.rules.push({
        kind: 'distinct',
        paths: [
          'applications.*.applicant.borrower.emailAddressText',
          'applications.*.applicant.coborrower.emailAddressText',
        ],
        message: 'Email Id should not be same',
      });
    });
    expect(comparison.changes.map(({ section, words }) => `${section}: ${words}`)).toEqual([
      "Form: The form's title changed from “1003 Form - Borrower Information” to “1003 Form - About You”",
      'Rules across fields: New rule: Borrower › Email-Id and Co-Borrower › Email-Id must all differ, with the ' +
        'message “Email Id should not be same”',
      'Rules across fields: Rule removed: Start Date (MM/DD/YYYY) may not be after End Date (MM/DD/YYYY), with the ' +
        'message “Start date more than end date”',
    ]);
  });
});

describe('steps', () => {
  /** Stage 3 split into two steps: about you and your residences, then employment and income. */
  function twoSteps(copy: FormDefinition): void {
    copy.steps = [
      { id: 'about', title: 'About You', fields: ['applications.*.applicant', 'applications.*.residences'] },
      {
        id: 'income',
        title: 'Employment and Income',
        fields: ['applications.*.employments', 'applications.*.incomesources'],
      },
    ];
  }

  it('a field moved from one step to another is named once, not with each of its fields', () => {
    const before = edited('application-stage3/v1', twoSteps);
    const after = edited('application-stage3/v1', (copy) => {
      twoSteps(copy);
      copy.steps = [
        { id: 'about', title: 'About You', fields: ['applications.*.applicant'] },
        {
          id: 'income',
          title: 'Homes and Income',
          fields: ['applications.*.residences', 'applications.*.employments', 'applications.*.incomesources'],
        },
      ];
    });
    const comparison = compareDefinitions(before, after);
    expect(comparison.changes.map(({ section, words }) => `${section}: ${words}`)).toEqual([
      'Steps: Step 2 renamed from “Employment and Income” to “Homes and Income”',
      'Step 2: Homes and Income: Residence moved from step 1 (About You) to step 2 (Homes and Income)',
    ]);
    expect(unexplained(comparison)).toEqual([]);
  });

  it('steps added, removed and reordered', () => {
    const before = edited('change-password/v1', () => {});
    const after = edited('change-password/v1', (copy) => {
      const [current, next] = copy.steps ?? [];
      if (!current || !next) throw new Error('change-password has two steps');
      copy.steps = [next, { id: 'confirm', title: 'Confirm', fields: [] }, current];
    });
    expect(words(compareDefinitions(before, after))).toEqual([
      'New step 2 (Confirm)',
      'Step 1 (Current password) is now step 3',
    ]);
    const removed = edited('change-password/v1', (copy) => {
      copy.steps = copy.steps?.slice(1);
    });
    expect(words(compareDefinitions(before, removed))).toEqual([
      'Step 1 (Current password) removed',
      'Current Password moved from step 1 (Current password) to no step',
    ]);
  });
});

describe('answers moved for records in progress', () => {
  it('says in words where renamed fields, removed options and defaults take the answers', () => {
    const before = definition('contact/v2');
    const after = edited('contact/v2', (copy) => {
      copy.version = before.version + 1;
      const loanType = copy.schema.properties?.contLoanType;
      if (!loanType) throw new Error('contact has no loan type');
      loanType.enum = ['Conventional', 'FHA', 'USDA'];
      copy.migration = {
        options: { contLoanType: { VA: 'Conventional' } },
        defaults: { contCity: 'NA' },
      };
    });
    const comparison = compareDefinitions(before, after);
    expect(words(comparison)).toContain('Answers “VA” to Loan type become “Conventional” in records in progress');
    expect(words(comparison)).toContain('Records in progress with no answer to City get “NA”');
    expect(comparison.changes.filter((change) => change.kind === 'other')).toEqual([]);
  });

  it('says when the older version’s moves do not carry over', () => {
    const before = edited('contact/v2', (copy) => {
      copy.migration = { defaults: { contCity: 'NA' } };
    });
    const after = { ...definition('contact/v2'), version: before.version + 1 };
    expect(words(compareDefinitions(before, after))).toEqual([
      `The moves of answers into version ${before.version} do not carry over to this version`,
    ]);
  });
});

describe('changesBySection', () => {
  it('groups changes by section in the order they first come', () => {
    const comparison = compareDefinitions(definition('change-password/v1'), definition('change-password/v2'));
    expect(changesBySection(comparison.changes).map(({ section, changes }) => [section, changes.length])).toEqual([
      ['Form', 1],
      ['Steps', 1],
      ['Step 2: New password', 1],
      ['Step 1: Current password', 4],
    ]);
  });
});

describe('properties', () => {
  const folders = ['contact/v1', 'application-stage3/v1', 'application-stage5/v1', 'change-password/v2'];
  /** Every place of a value in a JSON document, as keys and list positions. */
  function placesOf(value: unknown, at: DefinitionPlace = []): DefinitionPlace[] {
    if (Array.isArray(value)) return [at, ...value.flatMap((item, index) => placesOf(item, [...at, index]))];
    if (typeof value === 'object' && value !== null) {
      return [at, ...Object.entries(value).flatMap(([key, item]) => placesOf(item, [...at, key]))];
    }
    return [at];
  }
  function valueAt(root: unknown, place: DefinitionPlace): unknown {
    return place.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root);
  }
  function setAt(root: unknown, place: DefinitionPlace, value: unknown): void {
    const parent = valueAt(root, place.slice(0, -1)) as Record<string | number, unknown>;
    parent[place[place.length - 1] as string | number] = value;
  }

  it('every microdiff entry of an edit is reflected by at least one change, and a copy gives none', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...folders),
        fc.nat(),
        fc.string({ minLength: 1 }),
        fc.nat({ max: 500 }),
        (folder, pick, text, number) => {
          const before = definition(folder);
          expect(compareDefinitions(before, structuredClone(before)).changes).toEqual([]);
          const after = structuredClone(before);
          // A leaf of the definition given another value of its kind: a draft as the studio's checks let it be saved.
          const leaves = placesOf(after).filter(
            (place) => place.length > 1 && place[0] !== 'version' && typeof valueAt(after, place) !== 'object',
          );
          const place = leaves[pick % leaves.length] as DefinitionPlace;
          const old = valueAt(after, place);
          setAt(after, place, typeof old === 'string' ? text : typeof old === 'number' ? number : !old);
          const comparison = compareDefinitions(before, after);
          expect(unexplained(comparison)).toEqual([]);
          if (comparison.diff.length > 0) expect(comparison.changes.length).toBeGreaterThan(0);
          // The same two versions give the same list, word for word.
          expect(compareDefinitions(before, after)).toEqual(comparison);
        },
      ),
      { numRuns: 300 },
    );
  });
});
