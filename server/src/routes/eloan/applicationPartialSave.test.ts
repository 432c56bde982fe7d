import { describe, expect, it } from 'vitest';
import { INCOMPLETE_APPLICATION } from 'server/application/applicationSubmission.ts';
import { SUBMIT_WHOLE } from 'server/application/applicationSaver.ts';
import {
  agreeAndStart,
  applicationRecordFixture,
  saveStage,
  stageFixture,
  type StageSaveReply,
} from 'server/testing/applications.ts';
import { signedInUser } from 'server/testing/factories.ts';
import { mailsTo } from 'server/testing/mail.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';
import { SAVED_INCOMPLETE } from './eloanRoutes.ts';

/**
 * Save & Finish Later keeps a half-filled stage (issue 21, point 5): `partial` saves check everything given but ask
 * for no missing answer, and the stage is recorded as incomplete until a save finds it complete; Continue and Submit
 * still require every answer.
 */

const server = useTestServer();

type Data = Record<string, unknown>;

const STAGE_KEYS = ['stageOne', 'stageTwo', 'stageThree', 'stageFour', 'stageFive', 'stageSix'] as const;

/** Stage 2 with its loan half answered and the property's place only. */
function halfStageTwo(): Data {
  return {
    loanDetails: { mortgageType: 'Conventional', borrowerRequestedLoanAmount: '280000' },
    property: { city: 'Tampa', state: 'FL' },
  };
}

async function started() {
  const { token, user } = await signedInUser(server);
  const application = await agreeAndStart(server, token);
  const one = await saveStage(server, token, application, 'stageOne', stageFixture('application-stage1'));
  expect(one.body.status).toBe(100);
  return { token, user, application: { id: application.id, revision: one.body.data?.revision ?? 0 } };
}

describe('Save & Finish Later (partial saves)', () => {
  it('keeps a half-filled stage as incomplete, says so, and lists it; Continue still asks for every answer', async () => {
    const { token, application } = await started();
    const continued = await saveStage(server, token, application, 'stageTwo', halfStageTwo());
    expect(continued.http).toBe(400);
    expect(continued.body.errors).toEqual(['loanDetails', 'property']);

    const saved = await saveStage(server, token, application, 'stageTwo', halfStageTwo(), { partial: true });
    expect(saved.body).toMatchObject({ status: 100, statusText: SAVED_INCOMPLETE });
    expect(saved.body.data).toMatchObject({ stageIndicator: 2, incompleteStages: [2] });
    const row = (await server.deps.db('applications').where({ id: application.id }).first()) as Data;
    expect(row.incomplete_stages).toEqual({ stage2: true });

    const reread = await server.api<Data>('GET', `eloan/form1003/2/${application.id}`, undefined, token);
    expect(reread.body.data).toMatchObject({ incompleteStages: [2], stageTwo: halfStageTwo() });
    const list = await server.api<Data[]>('GET', 'eloan/saved', undefined, token);
    expect(list.body.data?.[0]).toMatchObject({ _id: application.id, incompleteStages: [2] });

    // Finished with Continue: complete, and no longer listed as incomplete.
    const revision = saved.body.data?.revision ?? 0;
    const finished = await saveStage(
      server,
      token,
      { id: application.id, revision },
      'stageTwo',
      stageFixture('application-stage2'),
    );
    expect(finished.body).toMatchObject({ status: 100, statusText: 'Data is saved!' });
    expect(finished.body.data).toMatchObject({ incompleteStages: [] });
    const after = (await server.deps.db('applications').where({ id: application.id }).first()) as Data;
    expect(after.incomplete_stages).toEqual({});
  });

  it('still refuses what is wrong in a partial save (a bad zip, a text rule), writing nothing', async () => {
    const { token, application } = await started();
    const value = halfStageTwo();
    (value.property as Data).postalCode = '3360';
    const refused = await saveStage(server, token, application, 'stageTwo', value, { partial: true });
    expect(refused.http).toBe(400);
    expect((refused.body as { fieldErrors?: { path: string }[] }).fieldErrors?.map((error) => error.path)).toEqual([
      'property.postalCode',
    ]);
    const odd = halfStageTwo();
    (odd.property as Data).city = 'Tam\u202Epa';
    const hidden = await saveStage(server, token, application, 'stageTwo', odd, { partial: true });
    expect(hidden.http).toBe(400);
    const row = (await server.deps.db('applications').where({ id: application.id }).first()) as Data;
    expect(row).toMatchObject({ revision: application.revision, incomplete_stages: {} });
    expect((row.data as Data).stageTwo).toBeUndefined();
  });

  it("stage 1's partial save still mails the resume link, and says the page is not complete", async () => {
    const { token, user } = await signedInUser(server);
    const application = await agreeAndStart(server, token);
    const half = stageFixture('application-stage1');
    delete half.howDoYouHear;
    const saved = await saveStage(server, token, application, 'stageOne', half, { partial: true, emailIndicator: 1 });
    expect(saved.body).toMatchObject({
      status: 100,
      statusText: `${SAVED_INCOMPLETE} We have e-mailed you a link to come back to it.`,
    });
    expect((saved.body.data as StageSaveReply & Data).incompleteStages).toEqual([1]);
    const mails = await mailsTo(server, user.email);
    expect(mails.some((mail) => mail.text.includes(`?q=${encodeURIComponent('/saved')}`))).toBe(true);
  });

  it('refuses Submit while a stage is incomplete, naming it, and a partial Submit outright', async () => {
    const { token } = await signedInUser(server, { firstName: 'Maria', lastName: 'Lopez' });
    let application = await agreeAndStart(server, token);
    const record = applicationRecordFixture();
    for (const key of STAGE_KEYS.slice(0, 5)) {
      const saved = await saveStage(server, token, application, key, record[key] as Data);
      expect(saved.body.status, `${key}: ${saved.body.statusText}`).toBe(100);
      application = { id: application.id, revision: saved.body.data?.revision ?? 0 };
    }
    const half = await saveStage(server, token, application, 'stageTwo', halfStageTwo(), { partial: true });
    expect(half.body.status).toBe(100);
    application = { id: application.id, revision: half.body.data?.revision ?? 0 };
    const six = record.stageSix as Data;
    const partialSubmit = await saveStage(server, token, application, 'stageSix', six, {
      statusIndicator: 1,
      partial: true,
    });
    expect(partialSubmit.body).toMatchObject({ status: 400, statusText: SUBMIT_WHOLE });
    const submit = await saveStage(server, token, application, 'stageSix', six, { statusIndicator: 1 });
    expect(submit.body).toMatchObject({
      status: 400,
      statusText: `${INCOMPLETE_APPLICATION} Not complete: Loan and Property.`,
      errors: ['stageTwo'],
    });
    const row = (await server.deps.db('applications').where({ id: application.id }).first()) as Data;
    expect(row).toMatchObject({ status_indicator: 0, revision: application.revision });
  });

  it('records a per-applicant stage incomplete while any entry misses answers', async () => {
    const { token, application } = await started();
    const three = stageFixture('application-stage3');
    const entry = (three.applications as Data[])[0] as Data;
    const applicant = entry.applicant as Data;
    delete applicant.maritalStatusType;
    const saved = await saveStage(server, token, application, 'stageThree', three, { mapid: 1, partial: true });
    expect(saved.body).toMatchObject({ status: 100, statusText: SAVED_INCOMPLETE });
    expect(saved.body.data).toMatchObject({ incompleteStages: [3] });
  });
});
