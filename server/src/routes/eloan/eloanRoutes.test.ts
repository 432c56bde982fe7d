import { describe, expect, it } from 'vitest';
import { TEXT_MESSAGE } from 'engine';
import { AUTHORIZATION_AGREEMENT, authorizationAgreementText } from 'common';
import { STALE_SAVE_MESSAGE } from 'server/records/revisions.ts';
import { agreeAndStart, saveStage, stageFixture, stageVersion } from 'server/testing/applications.ts';
import { signedInUser } from 'server/testing/factories.ts';
import { mailsTo } from 'server/testing/mail.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';
import { AGREEMENT_REQUIRED } from './eloanInput.ts';
import { NO_APPLICATION } from './eloanRoutes.ts';

const server = useTestServer();

type Data = Record<string, unknown>;

async function rawRow(id: number) {
  return (await server.deps.db('applications').where({ id }).first()) as Data & {
    data: Data;
    revision: number;
    stage_indicator: number;
    form_versions: Data;
    loan_id: number;
  };
}

/** Stage 3 of the fixture for one applicant, with an SSN and a birth date. */
function stageThree(): Data {
  return stageFixture('application-stage3');
}

describe('starting an application (Complete Application, part 1 §4)', () => {
  it('needs I AGREE, then opens a loan with the agreement kept as a consent, and reuses it until a stage is saved', async () => {
    const { token, user } = await signedInUser(server);
    const refused = await server.api('POST', 'eloan/agreement', { acceptAggrement: false }, token);
    expect(refused.http).toBe(400);
    expect(refused.body.errors).toEqual(['acceptAggrement']);
    const first = await agreeAndStart(server, token);
    const row = await rawRow(first.id);
    const loan = (await server.deps.db('loans').where({ id: row.loan_id }).first()) as Data;
    expect(loan).toMatchObject({ borrower_user_id: user.id, milestone: 'started' });
    const consent = (await server.deps.db('consents').where({ loan_id: row.loan_id }).first()) as Data;
    expect(consent).toMatchObject({ kind: 'credit-report', status: 1, question: authorizationAgreementText() });
    expect(String(consent.title)).toContain(AUTHORIZATION_AGREEMENT.title);
    const again = await agreeAndStart(server, token);
    expect(again.id).toBe(first.id);
    const answers = await server.deps.db('consent_answers').where({ consent_id: consent.id as number });
    expect(answers).toHaveLength(2);
  });

  it('refuses a first stage-1 save before the agreement', async () => {
    const { token } = await signedInUser(server);
    const reply = await server.api(
      'POST',
      'eloan/form1003',
      { revision: 1, statusIndicator: 0, stageOne: stageFixture('application-stage1') },
      token,
    );
    expect(reply.http).toBe(400);
    expect(reply.body.statusText).toBe(AGREEMENT_REQUIRED);
  });
});

describe('saving stages (POST eloan/form1003, part 2 §4.1)', () => {
  it('prefills stage 1 from the profile, takes the first save without an id, and keeps the furthest stage', async () => {
    const { token } = await signedInUser(server, { firstName: 'Maria', lastName: 'Lopez' });
    const started = await agreeAndStart(server, token);
    const opened = await server.api<Data>('GET', `eloan/form1003/1/${started.id}`, undefined, token);
    expect(opened.body.data).toMatchObject({
      revision: 1,
      stage: { number: 1, formId: 'application-stage1', formVersion: stageVersion('application-stage1') },
      prefill: {
        stageOne: { applicants: [{ applicantIndicatorType: 'Applicant', borrower: { firstName: 'Maria' } }] },
      },
      draft: null,
    });
    const one = await server.api<Data>(
      'POST',
      'eloan/form1003',
      { revision: 1, statusIndicator: 0, emailIndicator: 0, stageOne: stageFixture('application-stage1') },
      token,
    );
    expect(one.body).toMatchObject({ status: 100, statusText: 'Data is saved!' });
    expect(one.body.data).toMatchObject({ _id: started.id, stage: 1, revision: 2, stageIndicator: 1 });
    const two = await saveStage(
      server,
      token,
      { id: started.id, revision: 2 },
      'stageTwo',
      stageFixture('application-stage2'),
    );
    expect(two.body.data).toMatchObject({ stage: 2, revision: 3, stageIndicator: 2 });
    const again = await saveStage(
      server,
      token,
      { id: started.id, revision: 3 },
      'stageOne',
      stageFixture('application-stage1'),
    );
    expect(again.body.data).toMatchObject({ revision: 4, stageIndicator: 2 });
    expect((await rawRow(started.id)).form_versions).toEqual({
      stage1: stageVersion('application-stage1'),
      stage2: stageVersion('application-stage2'),
    });
  });

  it('refuses a stale revision with 409 and writes nothing (two tabs)', async () => {
    const { token } = await signedInUser(server);
    const started = await agreeAndStart(server, token);
    const tab1 = await saveStage(server, token, started, 'stageOne', stageFixture('application-stage1'));
    expect(tab1.http).toBe(200);
    const before = await rawRow(started.id);
    const changed = stageFixture('application-stage1');
    changed.howDoYouHear = 'SocialMedia';
    const tab2 = await saveStage(server, token, started, 'stageOne', changed);
    expect(tab2.http).toBe(409);
    expect(tab2.body.statusText).toBe(STALE_SAVE_MESSAGE);
    expect(await rawRow(started.id)).toEqual(before);
  });

  it('validates with the definition and names the failing fields, writing nothing', async () => {
    const { token } = await signedInUser(server);
    const started = await agreeAndStart(server, token);
    const bad = stageFixture('application-stage1');
    delete bad.howDoYouHear;
    const reply = await saveStage(server, token, started, 'stageOne', bad);
    expect(reply.http).toBe(400);
    expect(reply.body.statusText).toBe('Fill all required details');
    expect(reply.body.errors).toContain('howDoYouHear');
    expect((await rawRow(started.id)).revision).toBe(1);
  });

  it('refuses a stage 1 name with a direction override or a zero-width space with its field message, writing nothing', async () => {
    const { token } = await signedInUser(server);
    const started = await agreeAndStart(server, token);
    for (const [field, value] of [
      ['firstName', 'Maria\u202Egnp.exe'],
      ['lastName', 'Lo\u200Bpez'],
    ] as const) {
      const bad = stageFixture('application-stage1') as { applicants: { borrower: Data }[] };
      (bad.applicants[0] as { borrower: Data }).borrower[field] = value;
      const reply = await saveStage(server, token, started, 'stageOne', bad);
      expect(reply.http).toBe(400);
      expect(reply.body.errors).toEqual(['applicants']);
      expect(reply.body.fieldErrors).toEqual([{ path: `applicants.0.borrower.${field}`, message: TEXT_MESSAGE }]);
    }
    expect((await rawRow(started.id)).revision).toBe(1);
  });

  it('seals the SSN and birth date at rest, answers masked copies, and keeps them on file when not sent again', async () => {
    const { token } = await signedInUser(server);
    const started = await agreeAndStart(server, token);
    const one = await saveStage(server, token, started, 'stageOne', stageFixture('application-stage1'));
    const value = stageThree();
    const applicant = (value.applications as Data[])[0]?.applicant as Data;
    const three = await saveStage(
      server,
      token,
      { id: started.id, revision: one.body.data?.revision ?? 0 },
      'stageThree',
      value,
    );
    expect(three.body.status).toBe(100);
    const stored = JSON.stringify((await rawRow(started.id)).data);
    expect(stored).not.toContain(String(applicant.taxIdentificationIdentifier));
    expect(stored).not.toContain(String(applicant.birthDate));
    const ssnPath = 'stageThree.applications.0.applicant.taxIdentificationIdentifier';
    expect(three.body.data?.onFile[ssnPath]).toMatch(/^\*\*\*-\*\*-\d{4}$/);
    expect(JSON.stringify(three.body)).not.toContain(String(applicant.taxIdentificationIdentifier));
    const read = await server.api<Data>('GET', `eloan/form1003/3/${started.id}`, undefined, token);
    expect(JSON.stringify(read.body)).not.toContain(String(applicant.taxIdentificationIdentifier));
    expect((read.body.data?.onFile as Data)[ssnPath]).toBe(three.body.data?.onFile[ssnPath]);
    // The page sends the stage back with the personal fields left empty: they stay on file.
    const resent = stageThree();
    const again = (resent.applications as Data[])[0]?.applicant as Data;
    delete again.taxIdentificationIdentifier;
    delete again.birthDate;
    const kept = await saveStage(
      server,
      token,
      { id: started.id, revision: three.body.data?.revision ?? 0 },
      'stageThree',
      resent,
    );
    expect(kept.body.status).toBe(100);
    expect(kept.body.data?.onFile[ssnPath]).toBe(three.body.data?.onFile[ssnPath]);
  });

  it('drops empty applicant entries, and saves one applicant alone when the page names it', async () => {
    const { token } = await signedInUser(server);
    const started = await agreeAndStart(server, token);
    const one = await saveStage(server, token, started, 'stageOne', stageFixture('application-stage1'));
    const value = stageThree();
    (value.applications as Data[]).push({
      mapid: 3,
      applicantType: 'Co-Applicant',
      owner: 3,
      type: 0,
      residences: [{ index: 0, title: 'Current Address', residencyType: 'Current' }],
    });
    const saved = await saveStage(
      server,
      token,
      { id: started.id, revision: one.body.data?.revision ?? 0 },
      'stageThree',
      value,
    );
    expect(saved.body.status).toBe(100);
    const stored = (await rawRow(started.id)).data.stageThree as { applications: Data[] };
    expect(stored.applications.map((entry) => entry.mapid)).toEqual([1]);
    // Only the applicant on screen is taken: a half-typed next applicant does not block it.
    const next = stageThree();
    (next.applications as Data[]).push({
      mapid: 3,
      applicantType: 'Co-Applicant',
      owner: 3,
      type: 0,
      applicant: { maritalStatusType: 'Married' },
    });
    const person = await saveStage(
      server,
      token,
      { id: started.id, revision: saved.body.data?.revision ?? 0 },
      'stageThree',
      next,
      { mapid: 1 },
    );
    expect(person.body.status).toBe(100);
    expect(((await rawRow(started.id)).data.stageThree as { applications: Data[] }).applications).toHaveLength(1);
  });

  it('sends status 1 only from stage 6', async () => {
    const { token } = await signedInUser(server);
    const started = await agreeAndStart(server, token);
    const reply = await saveStage(server, token, started, 'stageOne', stageFixture('application-stage1'), {
      statusIndicator: 1,
    });
    expect(reply.http).toBe(400);
    expect(reply.body.errors).toEqual(['statusIndicator']);
  });

  it('Save & Finish Later mails a resume link with no personal data, once in a while (decision 4)', async () => {
    const { token, user } = await signedInUser(server);
    const started = await agreeAndStart(server, token);
    const first = await saveStage(server, token, started, 'stageOne', stageFixture('application-stage1'), {
      emailIndicator: 1,
    });
    expect(first.body.statusText).toContain('e-mailed you a link');
    expect((await rawRow(started.id)).email_indicator).toBe(1);
    await saveStage(
      server,
      token,
      { id: started.id, revision: first.body.data?.revision ?? 0 },
      'stageOne',
      stageFixture('application-stage1'),
      { emailIndicator: 1 },
    );
    await server.deps.jobs.drain();
    const mails = (await mailsTo(server, user.email)).filter((mail) =>
      mail.subject.includes('Continue your loan application'),
    );
    expect(mails).toHaveLength(1);
    const text = mails[0]?.text ?? '';
    expect(text).toContain('/?q=%2Fsaved');
    for (const personal of ['Maria', 'Lopez', '(813) 555-0142', 'maria.lopez']) expect(text).not.toContain(personal);
  });
});

describe('reading applications', () => {
  it('lists applicants by mapid, the saved applications with their §3.1 columns, and the newest saved one', async () => {
    const { token } = await signedInUser(server);
    expect((await server.api('GET', 'eloan/form1003', undefined, token)).body).toMatchObject({
      status: 100,
      data: null,
      statusText: NO_APPLICATION,
    });
    const started = await agreeAndStart(server, token);
    expect((await server.api<Data[]>('GET', 'eloan/saved', undefined, token)).body.data).toEqual([]);
    const stageOne = stageFixture('application-stage1');
    const one = await saveStage(server, token, started, 'stageOne', stageOne);
    await saveStage(
      server,
      token,
      { id: started.id, revision: one.body.data?.revision ?? 0 },
      'stageTwo',
      stageFixture('application-stage2'),
    );
    const list = await server.api<Data[]>('GET', `eloan/form1003/list/1/${started.id}`, undefined, token);
    expect(list.body.data).toEqual([
      { mapid: 1, text: 'Maria Lopez', applicantType: 'Applicant', type: 0, coBorrowerIndicator: false },
    ]);
    const saved = await server.api<Data[]>('GET', 'eloan/saved', undefined, token);
    expect(saved.body.data).toHaveLength(1);
    expect(saved.body.data?.[0]).toMatchObject({
      _id: started.id,
      firstName: 'Maria',
      lastName: 'Lopez',
      mobilePhone: '(813) 555-0142',
      email: 'maria.lopez@example.com',
      addressLineText: '4210 W Bay Villa Ave',
      city: 'Tampa',
      state: 'FL',
      postalCode: '33611',
      statusIndicator: 0,
      stageIndicator: 2,
      coBorrowerIndicator: false,
    });
    expect(String(saved.body.data?.[0]?.loanRefNumber)).toMatch(/^AP[0-9A-F]{10}$/);
    expect(String(saved.body.data?.[0]?.loanNumber)).toMatch(/^HO\d{8}$/);
    const newest = await server.api<Data>('GET', 'eloan/form1003', undefined, token);
    expect(newest.body.data).toMatchObject({
      _id: started.id,
      stageIndicator: 2,
      stageOne: { borrowerCreditType: 'Individual' },
    });
    const raw = await server.api<Data>('GET', `eloanraw/${started.id}`, undefined, token);
    expect(raw.body.data).toMatchObject({ _id: started.id, stageTwo: { property: { city: 'Tampa' } } });
  });

  it('answers 404 to another borrower, for reads and saves alike', async () => {
    const owner = await signedInUser(server);
    const other = await signedInUser(server);
    const started = await agreeAndStart(server, owner.token);
    await saveStage(server, owner.token, started, 'stageOne', stageFixture('application-stage1'));
    for (const path of [
      `eloan/form1003/1/${started.id}`,
      `eloan/form1003/list/1/${started.id}`,
      `eloanraw/${started.id}`,
    ]) {
      expect((await server.api('GET', path, undefined, other.token)).http).toBe(404);
    }
    const write = await saveStage(
      server,
      other.token,
      { id: started.id, revision: 2 },
      'stageOne',
      stageFixture('application-stage1'),
    );
    expect(write.http).toBe(404);
  });
});

describe('typing drafts', () => {
  it('keeps the draft of the stage being typed, offers it back, and forgets it once the stage is saved', async () => {
    const { token } = await signedInUser(server);
    const started = await agreeAndStart(server, token);
    const typed = { howDoYouHear: 'Oth', applicants: [{ borrower: { firstName: 'Mar' } }] };
    const kept = await server.api(
      'POST',
      'eloan/draft',
      { _id: started.id, stage: 1, revision: 1, data: typed },
      token,
    );
    expect(kept.body.status).toBe(100);
    const stored = (await server.deps.db('application_drafts').where({ application_id: started.id }).first()) as Data;
    expect(String(stored.data_enc)).not.toContain('Mar');
    const opened = await server.api<Data>('GET', `eloan/form1003/1/${started.id}`, undefined, token);
    expect(opened.body.data?.draft).toMatchObject({ data: typed, baseRevision: 1, outdated: false });
    // A stale save writes nothing: the draft stays too.
    const stale = await saveStage(
      server,
      token,
      { id: started.id, revision: 7 },
      'stageOne',
      stageFixture('application-stage1'),
    );
    expect(stale.http).toBe(409);
    const still = await server.api<Data>('GET', `eloan/form1003/1/${started.id}`, undefined, token);
    expect(still.body.data?.draft).toMatchObject({ data: typed });
    await saveStage(server, token, started, 'stageOne', stageFixture('application-stage1'));
    const after = await server.api<Data>('GET', `eloan/form1003/1/${started.id}`, undefined, token);
    expect(after.body.data?.draft).toBeNull();
    await server.api(
      'POST',
      'eloan/draft',
      { _id: started.id, stage: 2, revision: 2, data: { loanDetails: {} } },
      token,
    );
    const discarded = await server.api<Data>('DELETE', `eloan/draft/${started.id}/2`, undefined, token);
    expect(discarded.body.data).toEqual({ removed: true });
  });
});

describe('the short application (POST eloan/short)', () => {
  it('submits at once: a loan at Submission, the account names kept, the officer told', async () => {
    const { token, user } = await signedInUser(server, { firstName: 'Dana', lastName: 'Reyes' });
    const value = stageFixture('application-short');
    const reply = await server.api<{ _id: number; loanNumber: string }>(
      'POST',
      'eloan/short',
      { ...value, formId: 'application-short', formVersion: stageVersion('application-short') },
      token,
    );
    expect(reply.body).toMatchObject({ status: 100 });
    const row = await rawRow(reply.body.data?._id ?? 0);
    expect(row).toMatchObject({ kind: 'short', status_indicator: 1 });
    expect((row.data.borrower as Data).firstName).toBe('Dana');
    const loan = (await server.deps.db('loans').where({ id: row.loan_id }).first()) as Data;
    expect(loan).toMatchObject({ borrower_user_id: user.id, milestone: 'submission' });
    const saved = await server.api<Data[]>('GET', 'eloan/saved', undefined, token);
    expect(saved.body.data?.[0]).toMatchObject({ kind: 'short', statusIndicator: 1, firstName: 'Dana' });
    // Its PDFs are made by the pdf job after the submission commits.
    await server.deps.jobs.drain();
    const made = await rawRow(reply.body.data?._id ?? 0);
    expect(made.pdf_revision).toBe(made.revision);
    expect(made.pdf_file_id).not.toBeNull();
    expect(made.lender_pdf_file_id).not.toBeNull();
  });
});
