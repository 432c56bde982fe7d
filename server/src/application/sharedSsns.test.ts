import { describe, expect, it } from 'vitest';
import { SHARED_SSN_MESSAGE } from 'engine';
import { findApplication } from 'server/records/applications.ts';
import { agreeAndStart, applicationRecordFixture, saveStage } from 'server/testing/applications.ts';
import { signedInUser } from 'server/testing/factories.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';

/**
 * Each person on an application has their own SSN (sharedSsns.ts): Maria (219-09-9999) and Sofia (123-45-6789) on
 * stage 3, Daniel, the co-borrower, (219-09-9998) on stage 4 of the examples.
 */

const server = useTestServer();

type Data = Record<string, unknown>;
type Entry = Data & { mapid: number; applicant: Data };

async function savedApplication() {
  const { token } = await signedInUser(server, { firstName: 'Maria', lastName: 'Lopez' });
  let application = await agreeAndStart(server, token);
  const record = applicationRecordFixture();
  const save = async (key: string, value: Data, extra: Data = {}) => {
    const saved = await saveStage(server, token, application, key, value, extra);
    if (saved.body.status === 100) application = { id: application.id, revision: saved.body.data?.revision as number };
    return saved.body;
  };
  for (const key of ['stageOne', 'stageTwo', 'stageThree', 'stageFour']) {
    const body = await save(key, record[key] as Data);
    expect(body.status, `${key}: ${body.statusText}`).toBe(100);
  }
  const stageThree = record.stageThree as Data & { applications: Entry[] };
  /** Stage 3 with one applicant's SSN changed. */
  const withSsn = (mapid: number, ssn: string) => ({
    ...stageThree,
    applications: stageThree.applications.map((entry) =>
      entry.mapid === mapid ? { ...entry, applicant: { ...entry.applicant, taxIdentificationIdentifier: ssn } } : entry,
    ),
  });
  return { record, save, withSsn, revision: () => application.revision, id: application.id };
}

describe('the SSNs of the people on an application', () => {
  it("refuse the co-borrower's being the borrower's, at the field, nothing written", async () => {
    const { record, save, revision, id } = await savedApplication();
    const stageFour = record.stageFour as Data & { coborrower: Data };
    const before = revision();
    const body = await save('stageFour', {
      ...stageFour,
      coborrower: { ...stageFour.coborrower, taxIdentificationIdentifier: '219-09-9999' },
    });
    expect(body.status).toBe(400);
    expect(body.statusText).toBe('You have some errors. Please fix and proceed.');
    expect(body.fieldErrors).toEqual([{ path: 'coborrower.taxIdentificationIdentifier', message: SHARED_SSN_MESSAGE }]);
    expect((await findApplication(server.deps.db, id))?.revision).toBe(before);
  });

  it('refuse two applicants on stage 3 sharing one, and an applicant taking the co-borrower’s', async () => {
    const { save, withSsn } = await savedApplication();
    const shared = await save('stageThree', withSsn(3, '219-09-9999'));
    expect(shared.status).toBe(400);
    // Only the number changed is marked: Maria's was on file first.
    expect(shared.fieldErrors).toEqual([
      { path: 'applications.1.applicant.taxIdentificationIdentifier', message: SHARED_SSN_MESSAGE },
    ]);
    const daniels = await save('stageThree', withSsn(3, '219-09-9998'), { mapid: '3' });
    expect(daniels.status).toBe(400);
    expect(daniels.fieldErrors).toEqual([
      { path: 'applications.1.applicant.taxIdentificationIdentifier', message: SHARED_SSN_MESSAGE },
    ]);
  });

  it('let numbers kept on file, or a new one of nobody else, be saved', async () => {
    const { record, save, withSsn } = await savedApplication();
    expect((await save('stageThree', record.stageThree as Data)).status).toBe(100);
    // The page sends personal values on file empty: they are kept.
    expect((await save('stageThree', withSsn(1, ''))).status).toBe(100);
    const changed = await save('stageThree', withSsn(3, '123-45-6780'));
    expect(changed.status, changed.statusText).toBe(100);
  });
});
