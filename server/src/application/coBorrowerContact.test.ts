import { describe, expect, it } from 'vitest';
import { openedStage } from 'server/application/stagePreparation.ts';
import { definitionOfSavedStage } from 'server/application/stageDefinitions.ts';
import { findApplication } from 'server/records/applications.ts';
import { stageByKey } from 'server/records/applicationStages.ts';
import { agreeAndStart, applicationRecordFixture, saveStage } from 'server/testing/applications.ts';
import { signedInUser } from 'server/testing/factories.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';

/**
 * The co-borrower's contact, kept on stage 1 and asked again on stage 4 (coBorrowerContact.ts): a correction on
 * either reaches the other, and stage 4 refuses an e-mail or phone another person gives, as stage 1 does.
 */

const server = useTestServer();

type Data = Record<string, unknown>;

/** A stored stage of the application, its personal values opened. */
async function storedStage(id: number, key: string): Promise<Data> {
  const row = await findApplication(server.deps.db, id);
  const stage = stageByKey(key);
  if (!row || !stage || row.data[key] === undefined) throw new Error(`${key} is not saved`);
  const stored = await definitionOfSavedStage(server.deps.db, row, stage);
  if (!stored) throw new Error(`${key} has no pinned definition`);
  return openedStage(server.deps, row, stage, stored);
}

const coBorrowerOnStageOne = (stage: Data) => ((stage.applicants as Data[])[0] as Data).coborrower as Data;

async function applicationWithCoBorrower() {
  const { token } = await signedInUser(server, { firstName: 'Maria', lastName: 'Lopez' });
  let application = await agreeAndStart(server, token);
  const record = applicationRecordFixture();
  const save = async (key: string, value: Data) => {
    const saved = await saveStage(server, token, application, key, value);
    if (saved.body.status === 100) application = { id: application.id, revision: saved.body.data?.revision as number };
    return saved.body;
  };
  for (const key of ['stageOne', 'stageTwo', 'stageThree', 'stageFour']) {
    const body = await save(key, record[key] as Data);
    expect(body.status, `${key}: ${body.statusText}`).toBe(100);
  }
  return { record, save, id: () => application.id };
}

describe("the co-borrower's contact", () => {
  it('corrected on stage 4 is what stage 1 holds, the rest of stage 1 kept', async () => {
    const { record, save, id } = await applicationWithCoBorrower();
    const stageFour = record.stageFour as Data & { coborrower: Data };
    const body = await save('stageFour', {
      ...stageFour,
      coborrower: {
        ...stageFour.coborrower,
        firstName: 'Danny',
        middleName: 'R',
        mobilePhone: '(813) 555-0199',
        workPhone: '',
      },
    });
    expect(body.status, body.statusText).toBe(100);
    const stageOne = await storedStage(id(), 'stageOne');
    expect(coBorrowerOnStageOne(stageOne)).toMatchObject({
      firstName: 'Danny',
      middleName: 'R',
      lastName: 'Lopez',
      mobilePhone: '(813) 555-0199',
      emailAddressText: 'daniel.lopez@example.com',
      creditType: 'VeryGood',
    });
    // The work phone emptied on stage 4 is gone from stage 1 too.
    expect(coBorrowerOnStageOne(stageOne)).not.toHaveProperty('workPhone');
    expect(stageOne.howDoYouHear).toBe((record.stageOne as Data).howDoYouHear);
    // The SSN sealed on stage 4 opens as it was saved.
    expect((await storedStage(id(), 'stageFour')).coborrower).toMatchObject({
      taxIdentificationIdentifier: '219-09-9998',
    });
  });

  it('corrected on stage 1 is what stage 4 holds, its personal values kept', async () => {
    const { record, save, id } = await applicationWithCoBorrower();
    const stageOne = record.stageOne as Data & { applicants: Data[] };
    const applicant = stageOne.applicants[0] as Data & { coborrower: Data };
    const body = await save('stageOne', {
      ...stageOne,
      applicants: [
        { ...applicant, coborrower: { ...applicant.coborrower, lastName: 'Lopez-Reyes' } },
        ...stageOne.applicants.slice(1),
      ],
    });
    expect(body.status, body.statusText).toBe(100);
    expect((await storedStage(id(), 'stageFour')).coborrower).toMatchObject({
      firstName: 'Daniel',
      lastName: 'Lopez-Reyes',
      workPhone: '(727) 555-0101',
      taxIdentificationIdentifier: '219-09-9998',
      birthDate: '09/30/1983',
    });
  });

  it("given on stage 4 as another person's e-mail or phone is refused at the field, nothing written", async () => {
    const { record, save, id } = await applicationWithCoBorrower();
    const stageFour = record.stageFour as Data & { coborrower: Data };
    const before = await findApplication(server.deps.db, id());
    const body = await save('stageFour', {
      ...stageFour,
      coborrower: { ...stageFour.coborrower, emailAddressText: 'Maria.Lopez@example.com', mobilePhone: '813-555-0142' },
    });
    expect(body.status).toBe(400);
    expect(body.statusText).toBe('You have some errors. Please fix and proceed.');
    expect(body.fieldErrors).toEqual(
      expect.arrayContaining([
        { path: 'coborrower.emailAddressText', message: 'Email Id should not be same' },
        { path: 'coborrower.mobilePhone', message: 'Phone Number should not be same' },
      ]),
    );
    const after = await findApplication(server.deps.db, id());
    expect(after?.revision).toBe(before?.revision);
    expect(coBorrowerOnStageOne(await storedStage(id(), 'stageOne')).emailAddressText).toBe('daniel.lopez@example.com');
  });
});
