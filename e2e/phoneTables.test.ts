import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FORM_SOURCES } from 'forms';
import { samplePdf } from '../server/src/testing/sampleFiles.ts';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { axeAtBothWidths } from './support/application.ts';
import { openPage, type TestPage } from './support/browser.ts';
import { completeProfile } from './support/profile.ts';
import { loanByInvitation, staffCall, staffGet, staffToken, tablesAdminToken } from './support/staff.ts';

const PASSWORD = 'correct horse battery';
/** Long values that must wrap inside their cell, never widen the page. */
const LONG_ADDRESS = '4417 West Bayshore Boulevard, Building C, Apartment 1204, Davis Islands';
const LONG_FILE_NAME = 'Paystub-October-2026-TampaBayMedicalGroup-biweekly-period-ending-10-15-2026.pdf';
const LONG_DOCUMENT_NAME = 'September-statement-Suncoast-Credit-Union-checking-account-all-pages-included';

let officerToken: string;
let adminToken: string;
const tabs: TestPage[] = [];

/** What the borrower made: the invited loan (documents) and the short application's loan (with the test officer). */
const made = { loanId: 0, loanNumber: '', applicationLoanId: 0 };

/** The finder's id of the officer whose staff account is the test officer's. */
async function testOfficerId(): Promise<number> {
  const { fullname, state } = inject('staffFinderOfficer');
  const response = await fetch(`${inject('baseUrl')}/api/loan/officers?state=${state}`);
  const reply = (await response.json()) as { data: { id: number; fullname: string }[] };
  const officer = reply.data.find((row) => row.fullname === fullname);
  if (!officer) throw new Error(`${fullname} is not in the finder`);
  return officer.id;
}

/** The first fixture of the newest version of a definition folder. */
function fixtureOf(prefix: string): Record<string, unknown> {
  const source = FORM_SOURCES.filter((entry) => entry.folder.startsWith(prefix)).at(-1);
  return (source?.fixtures as { valid: Record<string, unknown>[] }).valid[0] ?? {};
}

/** A call of the signed-in borrower's API with the tab's session; throws unless it succeeds. */
async function borrowerCall<T>(page: Page, path: string, body: unknown): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('userToken'));
  const response = await fetch(`${inject('baseUrl')}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as { status: number; statusText: string; data: T };
  if (reply.status !== 100) throw new Error(`${path}: ${reply.statusText}`);
  return reply.data;
}

/** A tab with a staff session already in it (staff sign-in itself is e2e/staff.test.ts's). */
async function openAsStaff(token: string, width: number): Promise<TestPage> {
  const t = await openPage({ width });
  tabs.push(t);
  await t.page.addInitScript((value) => window.sessionStorage?.setItem('staffToken', value), token);
  return t;
}

/** Nothing on the page is wider than the screen: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, `${label} scrolls sideways by ${sideways}px`).toBeLessThanOrEqual(0);
}

/** Checks a page at 360 px (no sideways scroll), then axe at 360 and 1280 px, and leaves it at 360 px. */
async function expectFitsAPhone(page: Page, label: string): Promise<void> {
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page, label);
  await axeAtBothWidths(page, label);
  await page.setViewportSize({ width: 360, height: 800 });
}

beforeAll(async () => {
  officerToken = await staffToken();
  adminToken = await tablesAdminToken();
});

afterAll(async () => {
  while (tabs.length) await tabs.pop()?.close();
});

describe('tables on a phone', () => {
  it('a borrower with a loan, documents, an application and a pre-approval', async () => {
    const borrower = await openPage();
    tabs.push(borrower);
    const { page } = borrower;
    const email = uniqueEmail('tables-borrower-with-a-rather-long-address');
    await signUp(page, email, 'Tabitha', PASSWORD);
    await page.waitForURL((url) => url.pathname === '/profile');
    await completeProfile(page);
    const loan = await loanByInvitation(page, officerToken, email, LONG_ADDRESS);
    Object.assign(made, { loanId: loan.id, loanNumber: loan.loanNumber });
    await staffCall(officerToken, `staff/loans/${loan.id}/requests`, {
      title: 'Two recent pay stubs',
      kind: 'document',
    });
    await staffCall(officerToken, `staff/loans/${loan.id}/consents`, {
      kind: 'esign',
      title: 'E-sign consent',
      question: 'Do you agree to receive and sign documents electronically?',
    });

    // A saved 1003 (Complete Application's agreement, then stage 1) and a short one sent to the test officer.
    const officerId = await testOfficerId();
    const started = await borrowerCall<{ _id: number; revision: number }>(page, 'eloan/agreement', {
      acceptAggrement: true,
    });
    await borrowerCall(page, 'eloan/form1003', {
      _id: started._id,
      revision: started.revision,
      formId: 'application-stage1',
      formVersion: 1,
      statusIndicator: 0,
      emailIndicator: 0,
      stageOne: fixtureOf('application-stage1/'),
    });
    const short = await borrowerCall<{ loanNumber: string }>(page, 'eloan/short', {
      formVersion: 1,
      ...fixtureOf('application-short/'),
      loanOfficerIndicator: true,
      loanOfficerId: officerId,
    });
    const pipeline = await staffGet<{ id: number; loanNumber: string }[]>(officerToken, 'staff/pipeline');
    made.applicationLoanId = pipeline.find((row) => row.loanNumber === short.loanNumber)?.id ?? 0;

    // A submitted pre-approval with the test officer (its letter is written by a job) and a document for it.
    const preapprovalRecord = fixtureOf('preapproval/') as { stage2: Record<string, unknown> };
    const preapproval = await borrowerCall<{ id: number }>(page, 'pre/setapproval', {
      formVersion: 1,
      revision: 0,
      data: {
        ...preapprovalRecord,
        stage2: { ...preapprovalRecord.stage2, loanOfficerIndicator: true, loanOfficerId: officerId },
      },
    });
    await page.goto(`/predocs/${preapproval.id}`);
    await page.getByLabel('Document Type').selectOption({ label: 'Bank Statements' });
    await page.getByLabel('Document Name').fill(LONG_DOCUMENT_NAME);
    await page.getByLabel('Document Information').fill('Checking account, all pages');
    await page
      .getByLabel('Document File')
      .setInputFiles({ name: 'september.pdf', mimeType: 'application/pdf', buffer: await samplePdf('Statement') });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Upload Successful').waitFor();

    // A pay stub with a long file name, submitted.
    await page.goto(`/docupload/${loan.id}`);
    await page.getByLabel('Document Type').selectOption({ label: 'Pay Stubs' });
    await page.getByLabel('Employer name').fill('Tampa Bay Medical Group');
    await page.getByLabel('Pay period start').fill('10/01/2026');
    await page.getByLabel('Pay period end').fill('10/15/2026');
    await page.getByLabel('Gross pay this period').fill('3250.75');
    await page
      .getByLabel('Document File')
      .setInputFiles({ name: LONG_FILE_NAME, mimeType: 'application/pdf', buffer: await samplePdf('Pay stub') });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Upload Successful').waitFor();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('Your documents were submitted', { exact: false }).waitFor();

    // The officer sends a disclosure for the borrower's approval.
    const officer = await openAsStaff(officerToken, 1280);
    await officer.page.goto(`/staff/loans/${loan.id}`);
    await officer.page.getByLabel('Document Type').selectOption({ label: 'Disclosures' });
    await officer.page.getByLabel(/^Disclosure\b/).selectOption({ label: 'Loan Estimate' });
    await officer.page.getByLabel('Date issued').fill('11/04/2026');
    await officer.page
      .getByLabel('Document File')
      .setInputFiles({ name: 'loan-estimate.pdf', mimeType: 'application/pdf', buffer: await samplePdf('LE') });
    await officer.page.getByRole('button', { name: 'Upload', exact: true }).click();
    await officer.page.getByText('Upload Successful').waitFor();
    await officer.page.getByLabel('Request for Approval').check();
    await officer.page.getByRole('button', { name: 'Submit', exact: true }).click();
    await officer.page.getByText('Your documents were submitted (1 document).').waitFor();
    // The officer opened the pay stub: /docview lists who opened it.
    await officer.page.getByRole('button', { name: /^View Pay Stubs \(version 1\)/ }).click();
    await officer.page.getByRole('link', { name: 'Download Pay Stubs (version 1)' }).waitFor();

    // Every page of the borrower's with a table, at 360 px.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/dashboard');
    await page.getByRole('region', { name: '1003 Applications' }).getByRole('cell', { name: 'Saved' }).waitFor();
    await page.getByText('Two recent pay stubs').waitFor();
    await expectFitsAPhone(page, '/dashboard');

    await page.goto(`/docupload/${loan.id}`);
    await page.getByLabel('Document Type').selectOption({ label: 'Pay Stubs' });
    await page.getByRole('cell', { name: 'Waiting for review' }).waitFor();
    await expectFitsAPhone(page, '/docupload/:id');

    await page.goto(`/docview/${loan.id}`);
    await page
      .getByRole('table', { name: 'Who opened the documents' })
      .getByRole('row', { name: /Olivia Officer/ })
      .waitFor();
    await page.getByRole('cell', { name: 'Waiting for review' }).waitFor();
    await expectFitsAPhone(page, '/docview/:id');

    await page.goto(`/docapprove/${loan.id}`);
    await page.getByLabel('Select Disclosures (version 1)').waitFor();
    await expectFitsAPhone(page, '/docapprove/:id');

    await page.goto('/saved');
    await page.getByRole('cell', { name: 'Submitted' }).waitFor();
    await page.getByRole('cell', { name: 'Saved' }).waitFor();
    await expectFitsAPhone(page, '/saved');

    await page.goto('/letter');
    await page.getByRole('button', { name: /Tampa, FL 33607/ }).waitFor();
    await expectFitsAPhone(page, '/letter');

    await page.goto(`/predocs/${preapproval.id}`);
    await page.getByRole('cell', { name: 'Checking account, all pages' }).waitFor();
    await expectFitsAPhone(page, '/predocs/:id');

    await page.goto(`/uconsent/${loan.id}`);
    await page.getByText('Do you agree to receive and sign documents electronically?').waitFor();
    await expectFitsAPhone(page, '/uconsent/:id');
    expect(borrower.consoleErrors).toEqual([]);
    expect(officer.consoleErrors).toEqual([]);
  }, 300_000);

  it("the staff pages: the officer's pipeline and loan, the admin's pipeline and staff accounts", async () => {
    expect(made.loanId, 'the borrower test made a loan').toBeGreaterThan(0);
    const officer = await openAsStaff(officerToken, 360);
    await officer.page.goto('/staff');
    await officer.page
      .getByRole('table', { name: 'Loans in your pipeline' })
      .getByRole('link', { name: made.loanNumber })
      .waitFor();
    await officer.page.getByRole('table', { name: 'Pre-approvals in your pipeline' }).waitFor();
    await expectFitsAPhone(officer.page, "the officer's /staff");

    // A pre-approval's own page: its answers and the figures the amount rule used, not only the letter.
    await officer.page.getByRole('table', { name: 'Pre-approvals in your pipeline' }).getByRole('link').first().click();
    await officer.page.waitForURL((url) => /^\/staff\/preapprovals\/\d+$/.test(url.pathname));
    await officer.page.getByRole('heading', { name: 'How the amount was found', level: 2 }).waitFor();
    expect(await officer.page.locator('.staff-facts dt').count()).toBeGreaterThan(10);
    await expectFitsAPhone(officer.page, '/staff/preapprovals/:id');

    // The invited loan (documents, the pre-approval's documents) and the 1003's loan (the application).
    await officer.page.goto(`/staff/loans/${made.loanId}`);
    await officer.page.getByRole('button', { name: /^View Pay Stubs \(version 1\)/ }).waitFor();
    await officer.page.getByRole('cell', { name: 'Checking account, all pages' }).waitFor();
    await expectFitsAPhone(officer.page, '/staff/loans/:id with documents');
    expect(made.applicationLoanId, "the 1003's loan is in the officer's pipeline").toBeGreaterThan(0);
    await officer.page.goto(`/staff/loans/${made.applicationLoanId}`);
    await officer.page
      .getByRole('region', { name: '1003 Applications' })
      .getByRole('cell', { name: 'Submitted (short)' })
      .waitFor();
    await expectFitsAPhone(officer.page, '/staff/loans/:id with an application');

    const admin = await openAsStaff(adminToken, 360);
    await admin.page.goto('/staff');
    await admin.page.getByRole('table', { name: 'Pre-approvals in your pipeline' }).waitFor();
    await admin.page
      .getByRole('table', { name: 'Loans in your pipeline' })
      .getByRole('link', { name: made.loanNumber })
      .waitFor();
    await expectFitsAPhone(admin.page, "the admin's /staff");

    await admin.page.goto('/staff/members');
    await admin.page.getByRole('cell', { name: /^Olivia Officer/ }).waitFor();
    await expectFitsAPhone(admin.page, '/staff/members');
    expect(officer.consoleErrors).toEqual([]);
    expect(admin.consoleErrors).toEqual([]);
  }, 180_000);

  it('at 1280 px the pipeline shows the loans and the pre-approvals as full-width tables', async () => {
    const admin = await openAsStaff(adminToken, 1280);
    const { page } = admin;
    await page.goto('/staff');
    const loans = page.getByRole('table', { name: 'Loans in your pipeline' });
    const preapprovals = page.getByRole('table', { name: 'Pre-approvals in your pipeline' });
    await loans.getByRole('link', { name: made.loanNumber }).waitFor();
    // The letter is written by a job: the row offers it once it is ready.
    await expect
      .poll(
        async () => {
          await page.reload();
          await preapprovals.waitFor();
          return preapprovals.getByRole('button', { name: /^Open letter/ }).count();
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBeGreaterThan(0);
    for (const [table, headers] of [
      [loans, ['Milestone', 'Last activity']],
      [preapprovals, ['Amount', 'Status', 'Letter']],
    ] as const) {
      for (const header of headers)
        expect(await table.getByRole('columnheader', { name: header }).isVisible()).toBe(true);
      // Columns, not stacked cards; as wide as the page's content.
      expect(await table.evaluate((element) => getComputedStyle(element).display)).toBe('table');
      const width = await table.evaluate((element) => element.getBoundingClientRect().width);
      expect(width, 'the table spans the page').toBeGreaterThan(1000);
    }
    await page
      .getByRole('button', { name: /^Open letter/ })
      .first()
      .waitFor();
    expect(
      await page
        .getByRole('button', { name: /^Open letter/ })
        .first()
        .isVisible(),
    ).toBe(true);
    await expectNoSidewaysScroll(page, 'the pipeline at 1280px');
    expect(admin.consoleErrors).toEqual([]);
  }, 120_000);
});
