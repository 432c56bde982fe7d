import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZATION_AGREEMENT } from 'common';
import type { ApplicationManifest } from 'engine';
import { APPLICATION_MANIFEST } from 'forms/manifests/index.ts';
import { APPLICATION_PEOPLE } from 'forms/manifests/people.ts';
import { hashPassword } from 'server/commands/accounts/passwords.ts';
import { migrateToLatest, openDatabase } from 'server/db/database.ts';
import { createDraft, publishDraft } from 'server/forms/formDefinitionStore.ts';
import { seedFormDefinitions } from 'server/forms/seedFormDefinitions.ts';
import { seedLookups } from 'server/lookups/seedLookups.ts';
import { waitForMail } from 'server/mail/readOutbox.ts';
import { seedRatesAndOfficers } from 'server/seeds/seedRatesAndOfficers.ts';
import { freePort } from 'server/testing/freePort.ts';
import { applicationRecordFixture } from 'server/testing/applications.ts';
import { openSignIn, signInWithPassword } from './support/accounts.ts';
import { atStage, axeAtBothWidths, downloadedBytes, group } from './support/application.ts';
import { openPage, type TestPage } from './support/browser.ts';
import { chooseRadio, press, typeInto } from './support/keyboard.ts';

/**
 * The 1003's flow is data (issue 22): a copy of forms/manifests/application.json with a seventh stage, filled per
 * person from a small definition published after the build, runs on a server of its own (APPLICATION_MANIFEST_FILE)
 * with the same code and the same built UI. A borrower reaches the new stage from Saved Applications, sees
 * "Step 7 of 7", loses nothing to a stale save (409), submits; the preview, the PDF and the loan officer's view show it.
 */

const FIX_AND_PROCEED = 'You have some errors. Please fix and proceed.';

/** The seventh stage: how each applicant would like to sign at closing. */
const STAGE_SEVEN = {
  id: 'application-stage7',
  version: 1,
  title: '1003 Form - Closing Preferences',
  description: 'A stage added by the manifest alone: how each applicant would like to sign at closing.',
  lookups: {},
  rules: [],
  steps: [{ id: 'stage7', title: 'Closing Preferences', fields: ['applications'], people: 'applications' }],
  messages: {
    applications: { required: FIX_AND_PROCEED, invalid: FIX_AND_PROCEED },
    'applications.*.mapid': { required: FIX_AND_PROCEED, invalid: FIX_AND_PROCEED },
    'applications.*.applicantType': { required: FIX_AND_PROCEED, invalid: FIX_AND_PROCEED },
    'applications.*.closingPreference': {
      required: 'Please choose how you would like to sign',
      invalid: 'Choose one of the options',
    },
    'applications.*.closingNotes': { invalid: 'Please keep this under 200 characters' },
  },
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['applications'],
    properties: {
      applications: {
        type: 'array',
        minItems: 1,
        maxItems: 6,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['mapid', 'applicantType', 'closingPreference'],
          properties: {
            mapid: { type: 'integer', title: 'Person', minimum: 1 },
            applicantType: { type: 'string', title: 'Applicant Type', enum: ['Applicant', 'Co-Applicant'] },
            owner: { type: 'integer', title: 'Applies with', minimum: 1 },
            type: { type: 'integer', title: 'Borrower type', enum: [0] },
            completed: { type: 'boolean', title: 'Completed' },
            closingPreference: {
              type: 'string',
              title: 'How would you like to sign your closing documents?',
              enum: ['office', 'mobile', 'remote'],
            },
            closingNotes: { type: 'string', title: 'Anything the closing agent should know', maxLength: 200 },
          },
        },
      },
    },
  },
  uiSchema: {
    'ui:order': ['applications'],
    applications: {
      'ui:field': 'ApplicantSwitcherField',
      'ui:options': { switcherLabel: 'Applicant' },
      items: {
        'ui:order': ['mapid', 'applicantType', 'owner', 'type', 'completed', 'closingPreference', 'closingNotes'],
        mapid: { 'ui:widget': 'hidden' },
        applicantType: { 'ui:widget': 'hidden' },
        owner: { 'ui:widget': 'hidden' },
        type: { 'ui:widget': 'hidden' },
        completed: { 'ui:widget': 'hidden' },
        closingPreference: {
          'ui:widget': 'RadioWidget',
          'ui:enumNames': ["At the lender's office", 'With a mobile notary', 'Online, by remote notarization'],
        },
        closingNotes: { 'ui:widget': 'textarea' },
      },
    },
  },
};

/** The manifest of the test: the product's, with the seventh stage after the sixth. */
const SEVEN_STAGES: ApplicationManifest = {
  ...APPLICATION_MANIFEST,
  stages: [
    ...APPLICATION_MANIFEST.stages,
    {
      number: APPLICATION_MANIFEST.stages.length + 1,
      key: 'stageSeven',
      formId: STAGE_SEVEN.id,
      versionKey: 'stage7',
      name: 'Closing Preferences',
      route: '/stage7',
      pageTitle: '1003 Form - Closing Preferences',
      description: 'Loan application, step 7: closing preferences.',
      perPerson: true,
      people: 'applicants',
    },
  ],
};

const PASSWORD = 'correct horse battery';
const OFFICER_PASSWORD = randomBytes(12).toString('base64url');

let child: ChildProcess | undefined;
let dataDir = '';
let baseUrl = '';
let officerEmail = '';
let applicationId = 0;
let token = '';
const borrowerEmail = `seventh.${randomBytes(4).toString('hex')}@example.com`;
const tabs: TestPage[] = [];

/** A call to the test's own server; throws unless it succeeds (status 100). */
async function api<T>(method: 'GET' | 'POST', route: string, body?: unknown, token?: string) {
  const response = await fetch(`${baseUrl}/api/${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    http: response.status,
    body: (await response.json()) as { status: number; statusText: string; data: T; token?: string },
  };
}

async function waitForServer(): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child?.exitCode !== null && child?.exitCode !== undefined)
      throw new Error(`the server stopped (${child.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/stage7`, { headers: { accept: 'text/html' } })).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('the server on the seven-stage manifest did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'lender-seven-'));
  // The store as the product leaves it after its first start, with stage 7's definition published by the officer
  // of the finder the borrower will choose (as a compliance member's publishing will do), before the server starts.
  const db = openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'pg') });
  try {
    await migrateToLatest(db);
    await seedFormDefinitions(db);
    await seedLookups(db);
    await seedRatesAndOfficers(db);
    const stageOne = applicationRecordFixture().stageOne as { loanOfficerId: number };
    const officer = (await db('loan_officers').where({ id: stageOne.loanOfficerId }).first('user_id', 'email')) as {
      user_id: number;
      email: string;
    };
    officerEmail = officer.email;
    await db('users')
      .where({ id: officer.user_id })
      .update({ password_hash: await hashPassword(OFFICER_PASSWORD) });
    await createDraft(db, STAGE_SEVEN);
    await publishDraft(db, STAGE_SEVEN.id, STAGE_SEVEN.version, officer.user_id);
  } finally {
    await db.destroy();
  }
  const manifestFile = path.join(dataDir, 'application.json');
  writeFileSync(manifestFile, JSON.stringify(SEVEN_STAGES, null, 2));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      APPLICATION_MANIFEST_FILE: manifestFile,
      DATA_DIR: dataDir,
      APP_SECRET: randomBytes(32).toString('hex'),
      UI_DIR: path.resolve(process.env.UI_DIR ?? 'dist/ui'),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'silent',
      DATABASE_URL: '',
      REDIS_URL: '',
      S3_URL: '',
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForServer();

  // The borrower signs up (with a password) and saves stages 1 to 6 as their pages do, choosing that officer.
  const person = {
    first_name: 'Rosa',
    last_name: 'Seven',
    mobile_number: '(813) 555-0177',
    work_phone: '',
    email: borrowerEmail,
    scope: 'EMAIL',
    password: PASSWORD,
    apptype: 'lend',
  };
  await api('POST', 'register/user', person);
  const mail = await waitForMail(path.join(dataDir, 'outbox'), (sent) => sent.to.includes(borrowerEmail), 30_000);
  const otp = /\b(\d{6})\b/.exec(mail.text)?.[1];
  const created = await api('POST', 'register/user', { ...person, otp });
  token = created.body.token ?? '';
  expect(token, created.body.statusText).not.toBe('');
  const started = await api<{ _id: number; revision: number }>(
    'POST',
    'eloan/agreement',
    { acceptAggrement: true, agreementVersion: AUTHORIZATION_AGREEMENT.version },
    token,
  );
  applicationId = started.body.data._id;
  let revision = started.body.data.revision;
  const record = applicationRecordFixture();
  for (const stage of APPLICATION_MANIFEST.stages) {
    const saved = await api<{ revision: number }>(
      'POST',
      'eloan/form1003',
      { _id: applicationId, revision, statusIndicator: 0, [stage.key]: record[stage.key] },
      token,
    );
    expect(saved.body.status, `${stage.key}: ${saved.body.statusText}`).toBe(100);
    revision = saved.body.data.revision;
  }
}, 240_000);

afterAll(async () => {
  for (const tab of tabs) await tab.close();
  if (child && child.exitCode === null) {
    const stopped = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await stopped;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** Signs the officer in through the API as the staff sign-in does (password, then enrolling the authenticator). */
async function officerToken(): Promise<string> {
  const started = await api<{ challenge: string; enrolment: { secret: string } | null }>('POST', 'staff/signin', {
    email: officerEmail,
    password: OFFICER_PASSWORD,
  });
  const secret = started.body.data.enrolment?.secret ?? '';
  const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
  const verified = await api('POST', 'staff/verify', { challenge: started.body.data.challenge, code });
  if (!verified.body.token) throw new Error(`staff sign-in refused: ${verified.body.statusText}`);
  return verified.body.token;
}

const STALE = 'This was changed in another window or by someone else since you opened it.';
const CONFLICT_LOG = 'Failed to load resource: the server responded with a status of 409 (Conflict)';
const QUESTION = /^How would you like to sign your closing documents\?/;
const QUESTION_TEXT = 'How would you like to sign your closing documents?';
const NOTES = /^Anything the closing agent should know/;
const people = APPLICATION_PEOPLE.peopleFor(applicationRecordFixture(), 'applicants').map((person) =>
  APPLICATION_PEOPLE.personLabel(person),
);

describe('a seventh stage added to the manifest, with no code change', () => {
  it('is resumed as "Step 7 of 7", keeps what was typed through a stale save (409), and submits', async () => {
    const tab = await openPage({ baseUrl });
    tabs.push(tab);
    const { page } = tab;
    await openSignIn(page, 'Sign In');
    await signInWithPassword(page, borrowerEmail, PASSWORD);
    await page.goto('/saved');
    await page
      .getByRole('button', { name: /^Resume/ })
      .first()
      .click();
    // Resume opens the furthest stage saved, the sixth, now one of seven; its Continue leads to the new one.
    await atStage(page, 6, 'Declarations', 'Step 6 of 7');
    // It opens at the first applicant not completed there; Continue goes on applicant by applicant, then to stage 7.
    for (let step = 0; step < people.length && new URL(page.url()).pathname !== '/stage7'; step += 1) {
      await press(page, page.getByRole('button', { name: 'Continue', exact: true }));
      await page.waitForURL((url) => url.pathname === '/stage7', { timeout: 10_000 }).catch(() => undefined);
    }
    await atStage(page, 7, 'Closing Preferences', 'Step 7 of 7');
    expect(await page.title()).toBe('1003 Form - Closing Preferences | Harbor Oak Mortgage');
    // The stage indicator names all seven, the new one last.
    await page.locator('.stage-indicator').getByText('Closing Preferences').first().waitFor();
    await axeAtBothWidths(page, '/stage7');

    const first = group(page, people[0] ?? '');
    await chooseRadio(page, group(first, QUESTION), 'With a mobile notary');
    await typeInto(page, first.getByLabel(NOTES), 'Evenings after 6 PM');

    // Meanwhile stage 2 is saved elsewhere: this page's revision is stale, and its save is refused with a 409.
    const current = await api<{ revision: number }>('GET', `eloan/form1003/2/${applicationId}`, undefined, token);
    const elsewhere = await api<{ revision: number }>(
      'POST',
      'eloan/form1003',
      {
        _id: applicationId,
        revision: current.body.data.revision,
        statusIndicator: 0,
        stageTwo: applicationRecordFixture().stageTwo,
      },
      token,
    );
    expect(elsewhere.body.status, elsewhere.body.statusText).toBe(100);
    await press(page, page.getByRole('button', { name: 'Save & Finish Later' }));
    const notice = page.getByRole('alert').filter({ hasText: STALE });
    await notice.waitFor();
    expect(await first.getByLabel(NOTES).inputValue()).toBe('Evenings after 6 PM');
    await axeAtBothWidths(page, '/stage7 refused as stale');

    // Reload the latest version, take back what was typed, and go on applicant by applicant to Submit.
    await press(page, notice.getByRole('button', { name: 'Reload the latest version' }));
    const offer = page.getByRole('region', { name: 'Unsaved changes' });
    await press(page, offer.getByRole('button', { name: 'Restore my changes' }));
    const restored = group(page, people[0] ?? '');
    expect(await restored.getByLabel(NOTES).inputValue()).toBe('Evenings after 6 PM');
    expect(await group(restored, QUESTION).getByRole('radio', { name: 'With a mobile notary' }).isChecked()).toBe(true);
    for (const label of people.slice(1)) {
      await press(page, page.getByRole('button', { name: 'Continue', exact: true }));
      await chooseRadio(page, group(group(page, label), QUESTION), 'Online, by remote notarization');
    }
    await press(page, page.getByRole('button', { name: 'Submit', exact: true }));
    await page.waitForURL((url) => url.pathname === '/thank');
    expect(tab.consoleErrors).toEqual([CONFLICT_LOG]);
  }, 300_000);

  it('appears in the preview and in the PDF, in the words of its definition', async () => {
    const tab = await openPage({ baseUrl });
    tabs.push(tab);
    const { page } = tab;
    await openSignIn(page, 'Sign In');
    await signInWithPassword(page, borrowerEmail, PASSWORD);
    await page.goto(`/preview?id=${applicationId}`);
    await page.getByRole('heading', { level: 2, name: 'Closing Preferences' }).waitFor();
    const shown = group(page, people[0] ?? '').filter({ has: page.getByLabel(NOTES) });
    expect(await shown.getByLabel(NOTES).inputValue()).toBe('Evenings after 6 PM');
    await axeAtBothWidths(page, '/preview with stage 7');

    const pdfDownload = page.waitForEvent('download');
    await page.goto(`/download?id=${applicationId}`);
    const pdf = await downloadedBytes(pdfDownload);
    const text = (
      (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text as string
    ).replace(/\s+/g, ' ');
    expect(text).toContain(`Closing Preferences - ${people[0]}`);
    expect(text).toContain(`${QUESTION_TEXT} With a mobile notary`);
    expect(text).toContain('Evenings after 6 PM');
    expect(text).toContain('Online, by remote notarization');
    expect(tab.consoleErrors).toEqual([]);
  }, 180_000);

  it("is in the loan officer's view of the application", async () => {
    const tab = await openPage({ baseUrl });
    tabs.push(tab);
    const { page } = tab;
    const staff = await officerToken();
    await page.addInitScript((value) => window.sessionStorage?.setItem('staffToken', value), staff);
    await page.goto('/staff');
    await page
      .getByRole('link', { name: /^HO\d+/ })
      .first()
      .click();
    const section = page.getByRole('region', { name: '1003 Applications' });
    await section.getByRole('cell', { name: 'Submitted' }).waitFor();
    await section.getByRole('button', { name: /^Open/ }).click();
    await section.getByRole('heading', { level: 3, name: 'Closing Preferences' }).waitFor();
    expect(await section.getByLabel(NOTES).first().inputValue()).toBe('Evenings after 6 PM');
    await axeAtBothWidths(page, 'staff loan page with stage 7');
  }, 180_000);
});
