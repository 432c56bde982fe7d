import { describe, expect, it } from 'vitest';
import { openedStage } from 'server/application/stagePreparation.ts';
import { definitionOfSavedStage } from 'server/application/stageDefinitions.ts';
import { findDraft, keepDraft } from 'server/records/applicationDrafts.ts';
import { findApplication } from 'server/records/applications.ts';
import { stageByKey } from 'server/records/applicationStages.ts';
import { agreeAndStart, applicationRecordFixture, saveStage } from 'server/testing/applications.ts';
import { signedInUser } from 'server/testing/factories.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';

/**
 * People taken off on stage 1 take their later answers with them (peopleRemoval.ts): a person named later in the
 * same place (the Co-Borrower's, the second applicant's) starts empty, never with the removed person's SSN.
 */

const server = useTestServer();

type Data = Record<string, unknown>;

const STAGE_KEYS = ['stageOne', 'stageTwo', 'stageThree', 'stageFour', 'stageFive', 'stageSix'] as const;

/** A stored stage of the application, its personal values opened. */
async function storedStage(id: number, key: string): Promise<Data | undefined> {
  const row = await findApplication(server.deps.db, id);
  const stage = stageByKey(key);
  if (!row || !stage || row.data[key] === undefined) return undefined;
  const stored = await definitionOfSavedStage(server.deps.db, row, stage);
  if (!stored) throw new Error(`${key} has no pinned definition`);
  return openedStage(server.deps, row, stage, stored);
}

const mapidsOf = (stage: Data | undefined) =>
  ((stage?.applications ?? []) as Data[]).map((entry) => Number(entry.mapid)).sort();

describe('people taken off the application on stage 1', () => {
  it('drop their answers on the later stages, so whoever takes their place starts empty', async () => {
    const { user, token } = await signedInUser(server, { firstName: 'Maria', lastName: 'Lopez' });
    let application = await agreeAndStart(server, token);
    const record = applicationRecordFixture();
    const save = async (key: string, value: Data) => {
      const saved = await saveStage(server, token, application, key, value);
      expect(saved.body.status, `${key}: ${saved.body.statusText}`).toBe(100);
      application = { id: application.id, revision: saved.body.data?.revision as number };
    };
    for (const key of STAGE_KEYS) await save(key, record[key] as Data);
    expect(mapidsOf(await storedStage(application.id, 'stageThree'))).toEqual([1, 3]);
    expect(mapidsOf(await storedStage(application.id, 'stageFive'))).toEqual([1, 2, 3]);
    const sixBefore = await storedStage(application.id, 'stageSix');
    expect((sixBefore?.applications as Data[])[0]).toHaveProperty('declarations.coborrower.intentToOccupyIndicator');

    // A typing draft of stage 3, which may hold what was typed for the people taken off.
    const draftOf = { applicationId: application.id, stage: 3, userId: user.id };
    await server.deps.db.transaction((trx) =>
      keepDraft(trx, server.deps.keys, {
        ...draftOf,
        data: record.stageThree as Data,
        baseRevision: application.revision,
      }),
    );

    // The co-borrower answered No and the co-applicant taken off: only the Applicant's answers stay.
    const stageOne = record.stageOne as Data & { applicants: Data[] };
    const applicant = stageOne.applicants[0] as Data;
    const alone = {
      ...stageOne,
      applicants: [{ applicantIndicatorType: 'Applicant', borrower: applicant.borrower, coBorrowerIndicator: false }],
      borrowerCreditType: 'Individual',
      coApplicantIndicator: false,
      coApplicantCount: undefined,
    };
    await save('stageOne', alone);
    expect(mapidsOf(await storedStage(application.id, 'stageThree'))).toEqual([1]);
    expect(await storedStage(application.id, 'stageFour')).toBeUndefined();
    expect(mapidsOf(await storedStage(application.id, 'stageFive'))).toEqual([1]);
    expect(await findDraft(server.deps.db, server.deps.keys, draftOf)).toBeUndefined();
    const six = ((await storedStage(application.id, 'stageSix'))?.applications as Data[])[0] as Data;
    expect(six.coBorrowerIndicator).toBe(false);
    expect(six).not.toHaveProperty('declarations.coborrower.intentToOccupyIndicator');
    const three = ((await storedStage(application.id, 'stageThree'))?.applications as Data[])[0] as Data;
    expect(three).not.toHaveProperty('applicant.coborrower.firstName');
    // The Applicant's own answers are kept, SSN included.
    expect(three).toHaveProperty(
      'applicant.taxIdentificationIdentifier',
      ((record.stageThree as { applications: Data[] }).applications[0]?.applicant as Data).taxIdentificationIdentifier,
    );

    // New people in the same places: stage 3 and stage 4 hold nothing of the people who were there.
    const coBorrower = {
      firstName: 'Pedro',
      lastName: 'Ramirez',
      mobilePhone: '(813) 555-0105',
      emailAddressText: 'pedro@example.com',
    };
    const coApplicant = {
      firstName: 'Rosa',
      lastName: 'Diaz',
      mobilePhone: '(813) 555-0104',
      emailAddressText: 'rosa@example.com',
    };
    await save('stageOne', {
      ...stageOne,
      applicants: [
        { ...applicant, coBorrowerIndicator: true, coborrower: coBorrower },
        { ...(stageOne.applicants[1] as Data), borrower: coApplicant },
      ],
    });
    expect(mapidsOf(await storedStage(application.id, 'stageThree'))).toEqual([1]);
    expect(await storedStage(application.id, 'stageFour')).toBeUndefined();
    expect(mapidsOf(await storedStage(application.id, 'stageFive'))).toEqual([1]);
  });
});
