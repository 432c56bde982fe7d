import { describe, expect, it } from 'vitest';
import { latestFormSource } from 'forms';
import { APPLICATION_MANIFEST } from 'forms/manifests/index.ts';
import {
  PREAPPROVAL_TO_URLA,
  prefillFromPreapproval,
  prefillTableProblems,
  STORED_PREFILL_MAPPINGS,
} from './preapprovalPrefill.ts';
import { stageFixture } from 'server/testing/applications.ts';
import { APPLICATION_STAGES } from 'server/records/applicationStages.ts';
import { schemaAtPath } from 'engine';

type Data = Record<string, unknown>;

/** The wizard's own fixture: index 1 has a co-borrower. */
function preapproval(index: number): Data {
  const fixtures = latestFormSource('preapproval')?.fixtures as { valid: Data[] };
  return structuredClone(fixtures.valid[index] as Data);
}

describe('what a pre-approval fills of the 1003', () => {
  it('maps every answer the URLA asks to its stage field, marking each one', () => {
    const record = preapproval(1);
    const stages = prefillFromPreapproval({ record, amount: 343000, officerStates: [] });
    expect(stages.stageOne?.value).toEqual({
      applicants: [
        {
          borrower: { mobilePhone: '(813) 555-0101' },
          coBorrowerIndicator: true,
          coborrower: {
            firstName: 'Sam',
            lastName: 'Reyes',
            mobilePhone: '(813) 555-0102',
            emailAddressText: 'sam@example.com',
          },
        },
      ],
      loanOfficerIndicator: false,
    });
    expect(stages.stageTwo?.value).toEqual({
      loanDetails: {
        mortgageType: 'Conventional',
        borrowerRequestedLoanAmount: '343000',
        loanPurposeType: 'Purchase',
        propertyUsageType: 'PrimaryResidence',
        propertyType: 'SingleFamily',
      },
      property: {
        postalCode: '33607',
        city: 'Tampa',
        state: 'FL',
        country: 'US',
        propertyEstimatedValueAmount: '383000',
      },
    });
    expect(stages.stageThree?.value).toEqual({
      applications: [
        {
          mapid: 1,
          applicant: { birthDate: '04/12/1985' },
          employments: [{ employmentTypeIndicator: 'Current', basePayAmount: '8000' }],
        },
      ],
    });
    expect(stages.stageFour?.value).toEqual({
      coborrower: { birthDate: '09/30/1984' },
      employment: [{ employmentTypeIndicator: 'Current', basePayAmount: '4333.33' }],
    });
    expect(stages.stageFive?.value).toEqual({
      applications: [
        { mapid: 1, liabilities: [{ monthlyPaymentAmount: '450' }] },
        { mapid: 2, liabilities: [{ monthlyPaymentAmount: '200' }] },
      ],
    });
    // The values set along with an amount (the row's kind) are not marked.
    expect(stages.stageThree?.paths).toEqual([
      'applications.0.applicant.birthDate',
      'applications.0.employments.0.basePayAmount',
    ]);
    expect(stages.stageFive?.paths).toEqual([
      'applications.0.liabilities.0.monthlyPaymentAmount',
      'applications.1.liabilities.0.monthlyPaymentAmount',
    ]);
  });

  it('fills nothing of a co-borrower who is not there, of zero amounts or of "Not sure yet"', () => {
    const record = preapproval(0);
    (record.stage2 as Data).propertyMortgageApplied = 5;
    (record.stage4 as Data).borrower = { totalAnnualGrossIncome: '96000', totalMonthlyDebtPayments: '0' };
    const stages = prefillFromPreapproval({ record, amount: 0, officerStates: [] });
    expect(stages.stageOne?.value).toEqual({
      applicants: [{ borrower: { mobilePhone: '(813) 555-0101' }, coBorrowerIndicator: false }],
      loanOfficerIndicator: false,
    });
    expect(stages.stageTwo?.value.loanDetails).toEqual({
      loanPurposeType: 'Purchase',
      propertyUsageType: 'PrimaryResidence',
      propertyType: 'SingleFamily',
    });
    // Nothing approved: no loan amount, and no price it would support.
    expect((stages.stageTwo?.value.property as Data).propertyEstimatedValueAmount).toBeUndefined();
    expect(stages.stageFour).toBeUndefined();
    expect(stages.stageFive).toBeUndefined();
  });

  it("names the officer's state where stage 1 lists them: the property's when licensed there, else theirs", () => {
    const record = preapproval(0);
    record.stage2 = { ...(record.stage2 as Data), loanOfficerIndicator: true, loanOfficerId: 4 };
    const licensedHere = prefillFromPreapproval({ record, amount: 1, officerStates: ['GA', 'FL'] });
    expect(licensedHere.stageOne?.value).toMatchObject({
      loanOfficerIndicator: true,
      loanOfficerState: 'FL',
      loanOfficerId: 4,
    });
    const elsewhere = prefillFromPreapproval({ record, amount: 1, officerStates: ['GA'] });
    expect(elsewhere.stageOne?.value.loanOfficerState).toBe('GA');
  });

  it('writes only paths the stage definitions have, into fields of the right type', () => {
    const definitions = new Map(
      APPLICATION_STAGES.map((stage) => [stage.key, latestFormSource(stage.formId)?.definition as { schema: Data }]),
    );
    for (const mapping of PREAPPROVAL_TO_URLA) {
      const schema = definitions.get(mapping.stage)?.schema;
      const prefix = mapping.person === undefined ? '' : 'applications.*.';
      for (const path of [mapping.to, ...Object.keys(mapping.along ?? {})]) {
        const field = schemaAtPath(schema as never, `${prefix}${path.replace(/\.\d+\./g, '.*.')}`);
        expect(field, `${mapping.stage}.${path}`).toBeDefined();
      }
    }
    // Every value prefilled from the fixture passes its field's type.
    const stages = prefillFromPreapproval({ record: preapproval(1), amount: 343000, officerStates: [] });
    const fixture = stageFixture('application-stage2');
    expect(
      Object.keys(stages.stageTwo?.value.loanDetails as Data).every((key) => key in (fixture.loanDetails as Data)),
    ).toBe(true);
  });

  it('is data checked at start-up: a stage, role or conversion that does not exist is refused', () => {
    const keys = new Set(APPLICATION_MANIFEST.stages.map((stage) => stage.key));
    expect(prefillTableProblems(keys, STORED_PREFILL_MAPPINGS)).toEqual([]);
    expect(
      prefillTableProblems(keys, [
        { stage: 'stageNine', to: 'a', from: 'b' },
        { stage: 'stageOne', to: 'a', from: 'b', person: 'Cousin', as: 'double' },
        { stage: 'stageOne', to: '' },
      ]),
    ).toEqual([
      'preapproval-prefill.json mappings.0.stage: "stageNine" is no stage',
      'preapproval-prefill.json mappings.1.person: "Cousin" is no role',
      'preapproval-prefill.json mappings.1.as: "double" is unknown',
      'preapproval-prefill.json mappings.2.to: a path is required',
      'preapproval-prefill.json mappings.2: needs from or value',
    ]);
  });
});
