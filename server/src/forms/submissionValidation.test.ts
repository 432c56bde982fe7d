import { beforeAll, describe, expect, it } from 'vitest';
import type { FormDefinition } from 'engine';
import {
  APPLICATION_TEST_DEFINITION,
  applicationTestData,
} from 'engine/src/testDefinitions/applicationTestDefinition.ts';
import type { FormSource } from 'forms';
import { useTestServer } from '../testing/useTestServer.ts';
import { seedFormDefinitions } from './seedFormDefinitions.ts';
import { validateSubmission, type RefusedSubmission } from './submissionValidation.ts';

const server = useTestServer();

// A test-only source: the engine's application test definition under an id no other test uses.
const definition: FormDefinition = { ...structuredClone(APPLICATION_TEST_DEFINITION), id: 'submission-test' };
const source: FormSource = { folder: 'submission-test/v1', definition, fixtures: { valid: [], invalid: [] } };

beforeAll(async () => {
  await seedFormDefinitions(server.deps.db, [source]);
});

function withChanges(change: (data: Record<string, unknown>) => void): Record<string, unknown> {
  const data = applicationTestData();
  change(data);
  return data;
}

describe('validateSubmission', () => {
  it('accepts good data with values from the lookup tables, normalized for storage', async () => {
    const payload = withChanges((data) => {
      data.residence = { residencyBasisType: ' Own ', ignored: 'x' };
    });
    const { stored, data } = await validateSubmission(server.deps.db, 'submission-test', 1, payload);
    expect(stored.version).toBe(1);
    expect(data.residence).toEqual({ residencyBasisType: 'Own' });
  });

  it('refuses a value the lookup list lacks, naming the field, with the definition’s form message', async () => {
    const refusals: RefusedSubmission[] = [];
    const payload = withChanges((data) => {
      data.residence = { residencyBasisType: 'Castle' };
      const [applicant] = data.applicants as { borrower: Record<string, unknown> }[];
      if (applicant) applicant.borrower.state = 'ZZ';
    });
    await expect(
      validateSubmission(server.deps.db, 'submission-test', 1, payload, {
        onRefused: (refused) => refusals.push(refused),
      }),
    ).rejects.toMatchObject({
      httpStatus: 400,
      statusText: 'Fill all required details',
      errors: ['applicants', 'residence'],
    });
    expect(refusals).toEqual([
      {
        errorFields: ['applicants', 'residence'],
        errors: [
          { path: 'applicants.0.borrower.state', keyword: 'lookup' },
          { path: 'residence.residencyBasisType', keyword: 'lookup' },
        ],
      },
    ]);
  });

  it('validates one step, or one person, with that scope’s message', async () => {
    const payload = withChanges((data) => {
      data.coborrowerContact = { workPhone: '12' };
      const [row] = data.applications as { demographicInfo: Record<string, Record<string, unknown>> }[];
      if (row?.demographicInfo.borrower) delete row.demographicInfo.borrower.ethnicityType;
    });
    await expect(
      validateSubmission(server.deps.db, 'submission-test', 1, payload, { scope: { step: 'borrowers' } }),
    ).resolves.toMatchObject({ stored: { version: 1 } });
    await expect(
      validateSubmission(server.deps.db, 'submission-test', 1, payload, { scope: { step: 'coborrower' } }),
    ).rejects.toMatchObject({
      statusText: 'You have some errors. Please fix and proceed.',
      errors: ['coborrowerContact'],
    });
    await expect(
      validateSubmission(server.deps.db, 'submission-test', 1, payload, {
        scope: { step: 'declarations', person: 'applications.0' },
      }),
    ).rejects.toMatchObject({ statusText: 'Borrower Ethnicity is required', errors: ['applications'] });
  });

  it('refuses a form or version that is not published, and a payload that is not an object', async () => {
    await expect(validateSubmission(server.deps.db, 'no-such-form', undefined, {})).rejects.toMatchObject({
      statusText: 'This form is no longer available. Please reload the page and try again.',
      errors: ['formId'],
    });
    await expect(validateSubmission(server.deps.db, 'submission-test', 2, {})).rejects.toMatchObject({
      errors: ['formVersion'],
    });
    await expect(validateSubmission(server.deps.db, 'submission-test', 1, ['x'])).rejects.toMatchObject({
      statusText: 'Fill all required details',
      errors: [],
    });
  });
});
