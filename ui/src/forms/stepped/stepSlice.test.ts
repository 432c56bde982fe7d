import { describe, expect, it } from 'vitest';
import { schemaAtPath, type FormDefinition, type FormStep } from 'engine';
import { APPLICATION_TEST_DEFINITION } from 'engine/src/testDefinitions/applicationTestDefinition.ts';
import source from 'forms/preapproval/v1/definition.json' with { type: 'json' };
import { onFileDescription, shownValue, sliceForStep, stepSummary } from './stepSlice.ts';

const wizard = source as unknown as FormDefinition;
const stepOf = (id: string) => wizard.steps?.find((step) => step.id === id) as FormStep;

describe('a step of a definition, sliced for rendering', () => {
  it("keeps only the step's fields, their required list and order, and drops the title the heading says", () => {
    const { schema, uiSchema } = sliceForStep(wizard, stepOf('stage2'));
    expect(Object.keys(schema.properties ?? {})).toEqual(['stage2']);
    expect(schema.required).toEqual(['stage2']);
    expect(uiSchema['ui:order']).toEqual(['stage2']);
    expect(schema.properties?.stage2?.title).toBeUndefined();
    expect(schema.properties?.stage2?.properties?.propertyAddressZip?.format).toBe('zip');
    expect((uiSchema.stage2 as Record<string, unknown>)['ui:order']).toContain('loanOfficerId');
    // The definition itself is left as it was.
    expect(wizard.schema.properties?.stage2?.title).toBe('Property Details');
  });

  it('marks read-only fields and says what is on file under a personal field', () => {
    const { schema, uiSchema } = sliceForStep(wizard, stepOf('stage3'), {
      readOnly: ['stage3.borrower.firstName', 'stage3.borrower.lastName', 'stage9.borrower.savingsAccount'],
      onFile: { 'stage3.borrower.birthDate': '**/**/1985' },
    });
    const borrowerUi = (uiSchema.stage3 as Record<string, Record<string, Record<string, unknown>>>).borrower;
    expect(borrowerUi?.firstName?.['ui:readonly']).toBe(true);
    expect(borrowerUi?.lastName?.['ui:readonly']).toBe(true);
    expect(borrowerUi?.mobilePhone?.['ui:readonly']).toBeUndefined();
    expect(uiSchema.stage9).toBeUndefined();
    expect(schema.properties?.stage3?.properties?.borrower?.properties?.birthDate?.description).toBe(
      onFileDescription('**/**/1985'),
    );
  });

  it('cuts nested paths and draws a people list with the applicant switcher', () => {
    const step: FormStep = {
      id: 'declarations',
      title: 'Declarations',
      fields: ['applications'],
      people: 'applications',
    };
    const { schema, uiSchema } = sliceForStep(APPLICATION_TEST_DEFINITION, step, { people: 'applications' });
    expect(Object.keys(schema.properties ?? {})).toEqual(['applications']);
    expect((uiSchema.applications as Record<string, unknown>)['ui:field']).toBe('ApplicantSwitcherField');
    // What the person on screen has on file is said under their field; another person's, or a row's, is not.
    const field = 'militaryService.borrower.selfDeclaredMilitaryServiceIndicator';
    const onFile = { [`applications.1.${field}`]: 'on file', [`applications.0.${field}`]: 'not this one' };
    const second = sliceForStep(APPLICATION_TEST_DEFINITION, step, { people: 'applications', person: 1, onFile });
    expect(schemaAtPath(second.schema, `applications.*.${field}`)?.description).toBe(onFileDescription('on file'));
    const nested = sliceForStep(APPLICATION_TEST_DEFINITION, {
      id: 'contact',
      title: 'Contact',
      fields: ['residence.rent', 'applicants.*.borrower.firstName'],
    });
    expect(Object.keys(nested.schema.properties?.residence?.properties ?? {})).toEqual(['rent']);
    expect(Object.keys(nested.schema.properties?.applicants?.items?.properties?.borrower?.properties ?? {})).toEqual([
      'firstName',
    ]);
  });
});

describe('the breadcrumb summary of a done step', () => {
  it('shows choices by their labels, amounts in dollars, and nothing personal', () => {
    const record = {
      stage1: { processIndicator: 3, propertyPlanIndicator: 1 },
      stage2: { propertyAddressCity: 'Tampa', propertyAddressState: 'FL', propertyPriceIndicator: 3 },
      stage4: { borrower: { totalAnnualGrossIncome: '85000' } },
    };
    expect(stepSummary(wizard, stepOf('stage1'), record)).toBe('Making offers, 0-3 months');
    expect(stepSummary(wizard, stepOf('stage2'), record)).toBe('Tampa, FL, $300,001 to $500,000');
    expect(stepSummary(wizard, stepOf('stage4'), record)).toBe('$85,000');
    const named = { stage3: { borrower: { firstName: 'Maria', lastName: 'Lopez' } } };
    expect(stepSummary(wizard, stepOf('stage3'), named)).toBe('Maria Lopez');
    expect(stepSummary(wizard, stepOf('stage8'), record)).toBe('');
    expect(shownValue(wizard, 'stage3.borrower.birthDate', '04/12/1985')).toBe('');
    expect(shownValue(wizard, 'stage2.loanOfficerIndicator', false)).toBe('No');
  });
});
