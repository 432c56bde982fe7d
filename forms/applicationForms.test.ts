import { describe, expect, it } from 'vitest';
import {
  deriveFields,
  layoutOf,
  lookupTypesOf,
  orderedPropertyNames,
  personalPathsOf,
  schemaAtPath,
  type FormDefinition,
  type FormFixtures,
  type JsonSchema,
  type LaidOutItem,
  type UiSchema,
} from 'engine';
import { latestFormSource } from './index.ts';

/**
 * The 1003 definitions together (part 2 §2.3, §3, §5): every message of §5.1–§5.6 is expected by some fixture, each
 * stage binds the lookup types of §3.11, the personal fields are sealed, and valid fixtures are already derived.
 */

const APPLICATION_FORMS = [
  'application-stage1',
  'application-stage2',
  'application-stage3',
  'application-stage4',
  'application-stage5',
  'application-stage6',
  'application-short',
];

/** The newest version of a 1003 definition (what new applications are filled on). */
function source(formId: string): { definition: FormDefinition; fixtures: FormFixtures } {
  const found = latestFormSource(formId);
  if (!found) throw new Error(`forms/index.ts lists no ${formId}`);
  return { definition: found.definition as FormDefinition, fixtures: found.fixtures as FormFixtures };
}

/** Every message part 2 §5.1–§5.6 spells out, word for word. */
const SPEC_MESSAGES = [
  'Fill all required details',
  'Email Id should not be same',
  'Phone Number should not be same',
  'Type of Credit?',
  'Is there a Co-Applicant?',
  'Total Number of Co-Applicants',
  'State Name is required',
  'Loan Officer Name is required',
  'How did you hear about us?',
  'Co-Applicant Name is required',
  'Start date more than end date',
  'Loan Amount is required',
  'Dependents Age is required',
  'Marital Status is required',
  'Street is required',
  'City is required',
  'State is required',
  'Zip Code is required',
  'Country is required',
  'Housing is required',
  'Monthly Rent Amount is required',
  'How Long at Address is required',
  'Creditor Name is required',
  'Account Number is required',
  'Monthly Mortgage Payment is required',
  'Unpaid Balance is required',
  'Loan Type is required',
  'You have some errors. Please fix and proceed.',
  'Borrower and Coborrower Ethnicity is required',
  'Coborrower Ethnicity is required',
  'Borrower Ethnicity is required',
  'Borrower and Coborrower Race is required',
  'Coborrower Race is required',
  'Borrower Race is required',
  'Borrower and Coborrower Gender is required',
  'Coborrower Gender is required',
  'Borrower Gender is required',
  'Borrower and Coborrower Did you ever serve, or are you currently serving?',
  'Coborrower Did you ever serve, or are you currently serving?',
  'Borrower Did you ever serve, or are you currently serving?',
  'Enter Valid Zip Code',
  'Enter valid SSN Number',
  'Enter valid Date of Birth',
  'Enter valid Phone',
  'Enter valid cell phone',
  'Enter valid work phone',
  'Enter valid email-id',
  'Enter valid start date',
  'Enter valid end date',
  'Enter valid Date',
];

/** Lookup types each screen uses (part 2 §3.11); stage 4 uses those of stage 3. */
const LOOKUP_TYPES: Record<string, number[]> = {
  'application-stage1': [15, 18],
  'application-stage2': [1, 2, 3, 4, 5, 6, 16, 18, 22],
  'application-stage3': [5, 7, 8, 18, 20, 21],
  'application-stage4': [5, 7, 8, 18, 20, 21],
  'application-stage5': [1, 4, 5, 10, 11, 12, 13, 14, 18, 19, 23],
  'application-stage6': [],
  'application-short': [3, 4, 18],
};

/** The info popups of part 2 §2.3, by title. */
const INFO_POPUPS = [
  'Co-Applicant Application',
  'Mortgage Applied For',
  'Loan Amount',
  'Interest Rate',
  'Loan Term in Months',
  'Amortization Type',
  'Loan Purpose',
  'Occupancy',
  'Loan Type',
  'Demographic Info',
  'Military Service Info',
  'Co-Borrower',
];

function infoTitles(ui: unknown, found: Map<string, string> = new Map()): Map<string, string> {
  if (typeof ui !== 'object' || ui === null) return found;
  const node = ui as Record<string, unknown>;
  const info = (node['ui:options'] as { info?: { title?: unknown; text?: unknown } } | undefined)?.info;
  if (typeof info?.title === 'string' && typeof info.text === 'string') found.set(info.title, info.text);
  for (const child of Object.values(node)) infoTitles(child, found);
  return found;
}

function uiOptionsOf(ui: UiSchema): Record<string, unknown> {
  return (ui['ui:options'] ?? {}) as Record<string, unknown>;
}

describe('the 1003 definitions', () => {
  it('expect every message of part 2 §5.1–§5.6 in some fixture', () => {
    const expected = new Set<string>();
    for (const formId of APPLICATION_FORMS) {
      for (const fixture of source(formId).fixtures.invalid) {
        for (const message of Object.values(fixture.errors)) expected.add(message);
        if (fixture.formMessage) expected.add(fixture.formMessage);
      }
    }
    expect(SPEC_MESSAGES.filter((message) => !expected.has(message))).toEqual([]);
  });

  it.each(APPLICATION_FORMS)('%s binds the lookup types of its screen', (formId) => {
    expect(lookupTypesOf(source(formId).definition)).toEqual(LOOKUP_TYPES[formId]);
  });

  it.each(APPLICATION_FORMS)('%s has valid fixtures that are already derived', (formId) => {
    const { definition, fixtures } = source(formId);
    for (const data of fixtures.valid) expect(deriveFields(definition, data)).toEqual(data);
  });

  it('shows the info popups of §2.3, each with its text', () => {
    const found = new Map<string, string>();
    for (const formId of APPLICATION_FORMS) infoTitles(source(formId).definition.uiSchema, found);
    expect(INFO_POPUPS.filter((title) => !found.has(title))).toEqual([]);
    expect(found.get('Loan Term in Months')).toMatch(/360 months.*240 months.*180 months/s);
    expect(found.get('Amortization Type')).toMatch(
      /Fixed Rate.*Adjustable Rate \(ARM\).*graduated payment mortgage \(GPM\)/s,
    );
    expect(found.get('Loan Purpose')).toMatch(/Purchase.*cash out.*no cash out/s);
    expect(found.get('Occupancy')).toMatch(/Primary Residence.*Second Home.*Investment Property/s);
    expect(found.get('Loan Type')).toMatch(/Conventional.*VA.*FHA.*USDA\/Rural Housing/s);
  });

  it('seals SSNs, dates of birth and account numbers', () => {
    expect(personalPathsOf(source('application-stage3').definition)).toEqual([
      'applications.*.applicant.taxIdentificationIdentifier',
      'applications.*.applicant.birthDate',
    ]);
    expect(personalPathsOf(source('application-stage4').definition)).toEqual([
      'coborrower.taxIdentificationIdentifier',
      'coborrower.birthDate',
    ]);
    expect(personalPathsOf(source('application-stage5').definition)).toEqual([
      'applications.*.assets.*.accountIdentifier',
      'applications.*.liabilities.*.accountIdentifier',
      'applications.*.reoProperties.*.loanAccountIdentifier',
    ]);
  });

  it('shows stages 3, 5 and 6 one person at a time', () => {
    for (const formId of ['application-stage3', 'application-stage5', 'application-stage6']) {
      expect(source(formId).definition.steps?.map((step) => step.people)).toEqual(['applications']);
    }
  });

  it('asks section 8 as three titled questions per person, each with one way to decline and its own rule', () => {
    const { definition } = source('application-stage6');
    const demographics = (definition.uiSchema.applications as { items: Record<string, Record<string, unknown>> }).items
      .demographicInfo as Record<string, UiSchema>;
    const schema = schemaAtPath(definition.schema, 'applications.*.demographicInfo.borrower') as JsonSchema;
    const decline = 'I do not wish to provide this information';
    const rule = definition.rules.find((item) => item.kind === 'personChecks');
    const checked = rule?.kind === 'personChecks' ? rule.checks.map((check) => check.paths) : [];
    for (const person of ['borrower', 'coborrower']) {
      const ui = demographics[person] as UiSchema;
      const items = layoutOf(orderedPropertyNames(schema, ui), ui);
      const titleOf = (item: LaidOutItem) =>
        item.kind === 'group' ? item.group.title : schema.properties?.[item.name]?.title;
      expect(items.map(titleOf)).toEqual(['Ethnicity', 'Race', 'Sex']);
      const uiOf = (name: string) => (ui[name] ?? {}) as UiSchema;
      for (const item of items) {
        // The answers a question offers beside its sub-categories: options of a choice, or flags of a question.
        const answers =
          item.kind === 'group'
            ? item.fields.map((field) => schema.properties?.[field.name]?.title)
            : (uiOf(item.name)['ui:enumNames'] as string[]);
        expect(answers.filter((answer) => answer === decline)).toHaveLength(1);
        const marked = item.kind === 'group' ? item.group.requiredMark : uiOptionsOf(uiOf(item.name)).requiredMark;
        expect(marked, `${titleOf(item)} is marked required`).toBe(true);
        // One rule per question asks for an answer among its own fields (the paths name the person as {person}).
        const fields = item.kind === 'group' ? item.fields.map((field) => field.name) : [item.name];
        expect(checked.map((paths) => paths.map((path) => path.split('.').at(-1)))).toContainEqual(fields);
      }
      // No single answer carries a required mark: the mark belongs to the question.
      const marks = Object.keys(schema.properties ?? {}).filter(
        (name) => schema.properties?.[name]?.type === 'boolean' && uiOptionsOf(uiOf(name)).requiredMark === true,
      );
      expect(marks).toEqual([]);
    }
  });

  it('keeps the spec spelling of its keys', () => {
    const text = APPLICATION_FORMS.map((formId) => JSON.stringify(source(formId).definition.schema)).join('');
    for (const key of [
      'preferendContact',
      'mortgateLoanIndicator',
      'uRLA2020StreetAddress',
      'outstandingJudgementsIndicator',
    ]) {
      expect(text).toContain(`"${key}"`);
    }
  });
});
