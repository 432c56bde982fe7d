import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { REJECTION_REASON_REQUIRED } from 'common';
import { FORM_SOURCES } from 'forms';
import {
  oversizedStream,
  sampleExecutable,
  sampleJpeg,
  samplePdf,
  samplePng,
} from '../server/src/testing/sampleFiles.ts';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { expectNoAxeViolations, openPage, type TestPage } from './support/browser.ts';
import { completeProfile } from './support/profile.ts';
import { loanByInvitation, staffToken } from './support/staff.ts';

const PASSWORD = 'correct horse battery';
const LIMIT = 106_000_000;
/** Replies the browser reports as console errors when the server refuses a file (the refusal tests expect them). */
const REFUSED = 'Failed to load resource: the server responded with a status of 400 (Bad Request)';

let folder: string;
let tooLarge: string;
/** The test officer's staff session, signed in once through the API (password and authenticator code). */
let officerToken: string;

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'lender-documents-'));
  // Written as a stream, never held in memory, as a person's large scan would not be.
  tooLarge = path.join(folder, 'bank-statement-scan.pdf');
  await pipeline(oversizedStream(LIMIT + 1), createWriteStream(tooLarge));
  officerToken = await staffToken();
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

/** A new borrower with a completed profile and a loan with the test officer (an accepted invitation), at the width. */
async function borrowerWithLoan(page: Page, width: number, first: string) {
  const email = uniqueEmail(first.toLowerCase());
  await signUp(page, email, first, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/profile');
  await completeProfile(page);
  await page.setViewportSize({ width, height: 900 });
  const loan = await loanByInvitation(page, officerToken, email, '4417 Bayshore Blvd');
  return { email, loan };
}

/** Chooses the loan in the picker and waits for the details card. */
async function chooseLoan(page: Page, loanNumber: string) {
  await page.getByLabel('Loan Number').selectOption({ label: loanNumber });
  await page.getByText('Borrower Name').waitFor();
}

/** Fills the Pay Stubs fields of forms/doc-paystub. */
async function fillPayStub(page: Page) {
  await page.getByLabel('Employer name').fill('Tampa Bay Medical Group');
  await page.getByLabel('Pay period start').fill('10/01/2026');
  await page.getByLabel('Pay period end').fill('10/15/2026');
  await page.getByLabel('Gross pay this period').fill('3250.75');
}

/** Uploads one file of the chosen type after its fields are filled, and waits for its row. */
async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel('Document File').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByText('Upload Successful').waitFor();
}

/** A message on screen, in the window, with the focus. */
async function expectShownWhereThePersonIs(page: Page, text: string) {
  const message = page.getByText(text, { exact: true });
  await expect.poll(() => message.evaluate((element) => element === document.activeElement)).toBe(true);
  const box = await message.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box && box.y >= 0 && box.y + box.height <= height, `${text} is in the window`).toBe(true);
}

/**
 * Opens a staff page as the test officer, already signed in (staff sign-in itself is e2e/staff.test.ts's): the
 * session the sign-in gives is in the tab, as after signing in.
 */
async function openAsOfficer(width: number): Promise<TestPage> {
  const t = await openPage({ width });
  // Run in every frame the tab opens, the blank first one included (which has no storage).
  await t.page.addInitScript((token) => window.sessionStorage?.setItem('staffToken', token), officerToken);
  return t;
}

describe.each([1280, 360])('documents at %ipx', (width) => {
  const pages: TestPage[] = [];
  afterEach(async () => {
    while (pages.length) await pages.pop()?.close();
  });

  it('a borrower uploads a PDF and a JPG to types with fields, sees them, and deletes one', async () => {
    const t = await openPage();
    pages.push(t);
    const { page } = t;
    const { loan } = await borrowerWithLoan(page, width, 'Uma');

    await page.goto('/docupload');
    await page.getByText('Please search for a loan to view the loan details').waitFor();
    await page.getByText('Select loan to view the documents').waitFor();
    await expectNoAxeViolations(page, `upload without a loan at ${width}px`);
    await chooseLoan(page, loan.loanNumber);
    await page.waitForURL((url) => url.pathname === `/docupload/${loan.id}`);
    await page.getByText('Olivia Officer').waitFor();
    await page.getByText('4417 Bayshore Blvd').first().waitFor();

    await page.getByLabel('Document Type').selectOption({ label: 'Pay Stubs' });
    await page.getByText('No matching results found').waitFor();
    // A borrower is type 3: no Request for Approval.
    expect(await page.getByLabel('Request for Approval').count()).toBe(0);
    await fillPayStub(page);
    const pdf = await samplePdf('Pay stub of Uma Tester');
    await upload(page, { name: 'Paystub October.PDF', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('cell', { name: 'Not submitted yet' }).waitFor();
    await expectNoAxeViolations(page, `upload with a document at ${width}px`);

    await page.getByLabel('Document Type').selectOption({ label: 'Photo ID' });
    await page.getByLabel('ID type').selectOption({ label: "Driver's license" });
    await page.getByLabel('Issuing state or country').fill('Florida');
    await page.getByLabel('Name as shown on the ID').fill('Uma Tester');
    await page.getByLabel('Expiration date').fill('03/14/2031');
    await upload(page, { name: 'license.jpg', mimeType: 'image/jpeg', buffer: sampleJpeg() });
    await expectShownWhereThePersonIs(page, 'Upload Successful');
    // Submit sends the type chosen: the pay stub uploaded before waits, and the page says so before and after.
    await page.getByText('Pay Stubs (1 upload) is waiting for Submit too: choose its type to submit it.').waitFor();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const submittedOne =
      'Your documents were submitted (1 document). Pay Stubs (1 upload) is waiting for Submit too: choose its type to submit it.';
    await page.getByText(submittedOne).waitFor();
    // The form it cleared was below: the outcome is brought into view and takes the focus (a phone was left at the
    // footer, the message a screen above).
    await expectShownWhereThePersonIs(page, submittedOne);
    await page.getByLabel('Document Type').selectOption({ label: 'Pay Stubs (1 waiting for Submit)' });
    // The outcome waits for the type list fetched again, however slow: a loaded server once let the page say
    // "submitted" beside a list still counting the upload as waiting.
    await page.route('**/doc/types/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('Your documents were submitted (1 document).', { exact: true }).waitFor();
    expect(await page.getByLabel('Document Type').locator('option').allTextContents()).not.toContain(
      'Pay Stubs (1 waiting for Submit)',
    );
    await page.unroute('**/doc/types/**');

    // Both show on View Documents, each opened in the page.
    await page.goto(`/docview/${loan.id}`);
    await page.getByRole('row', { name: /^Photo ID Photo ID 1 Uma Tester/ }).waitFor();
    await page.getByRole('row', { name: /^Pay Stubs Pay Stubs 1 Uma Tester/ }).waitFor();
    await page.getByRole('button', { name: 'View Photo ID (version 1)' }).click();
    const image = page.getByRole('img', { name: 'Photo ID (version 1)' });
    await image.waitFor();
    expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(24);
    await page.getByRole('button', { name: 'View Pay Stubs (version 1)' }).click();
    await page.locator('iframe[title="Pay Stubs (version 1)"]').or(page.getByText('No PDF viewer available')).waitFor();
    // Downloaded, it is saved under the name the page gives it, not the store's random one.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Pay Stubs (version 1)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Pay Stubs (version 1).pdf');
    await page.getByText('No one at Harbor Oak Mortgage has opened these documents yet.').waitFor();
    await expectNoAxeViolations(page, `view documents at ${width}px`);

    // A document not yet reviewed can be deleted; it leaves the list.
    await page.goto(`/docupload/${loan.id}`);
    await page.getByLabel('Document Type').selectOption({ label: 'Photo ID' });
    await page.getByRole('button', { name: 'Delete Photo ID (version 1)' }).click();
    await page.getByText('Document deleted.').waitFor();
    await page.getByText('No matching results found').waitFor();
    expect(t.consoleErrors).toEqual([]);
  });

  it('refuses a renamed executable, an empty file, a file over the limit and a PNG named .pdf', async () => {
    const t = await openPage();
    pages.push(t);
    const { page } = t;
    const { loan } = await borrowerWithLoan(page, width, 'Rex');
    await page.goto(`/docupload/${loan.id}`);
    await page.getByLabel('Document Type').selectOption({ label: 'Bank Statements' });
    const chooser = page.getByLabel('Document File');

    // Checked in the browser: the name's format, an empty file, the size.
    await chooser.setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      buffer: sampleExecutable(),
    });
    await page.getByText('Supported Format: PNG,JPG,PDF').waitFor();
    expect(await chooser.inputValue()).toBe('');
    await chooser.setInputFiles({ name: 'blank.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
    await page.getByText('This file is empty.', { exact: false }).waitFor();
    await chooser.setInputFiles(tooLarge);
    await page.getByText('File size allowed: 100mb').waitFor();
    expect(await chooser.inputValue()).toBe('');
    await expectNoAxeViolations(page, `upload refusal at ${width}px`);

    // Checked by the server from the bytes: an executable and a PNG named .pdf.
    await page.getByLabel('Bank or credit union').fill('Suncoast Credit Union');
    await page.getByLabel('Account type').selectOption({ label: 'Checking' });
    await page.getByLabel('Last 4 digits of the account number').fill('0427');
    await page.getByLabel('Statement period start').fill('09/01/2026');
    await page.getByLabel('Statement period end').fill('09/30/2026');
    await page.getByLabel('Ending balance').fill('12840.16');
    for (const buffer of [sampleExecutable(), samplePng()]) {
      await chooser.setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer });
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'This file is not a real PNG, JPG or PDF' }).waitFor();
      expect(await chooser.inputValue()).toBe('');
    }
    // Choosing a good file clears the message; Upload without a file says so.
    await chooser.setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: await samplePdf('x') });
    expect(await page.getByText('This file is not a real PNG, JPG or PDF', { exact: false }).count()).toBe(0);
    await chooser.setInputFiles([]);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Choose a file to upload.').waitFor();
    await page.getByText('No matching results found').waitFor();
    expect(t.consoleErrors).toEqual([REFUSED, REFUSED]);
  });

  it('the officer requests a document, rejects an upload with a reason and accepts the next version', async () => {
    const borrower = await openPage();
    const officer = await openAsOfficer(width);
    pages.push(borrower, officer);
    const { loan } = await borrowerWithLoan(borrower.page, width, 'Rae');

    await officer.page.goto(`/staff/loans/${loan.id}`);
    await officer.page.getByRole('heading', { name: 'Documents', level: 2 }).waitFor();
    await officer.page.getByLabel('Document to request').selectOption({ label: 'Pay Stubs' });
    await officer.page.getByLabel('Note for the borrower (optional)').fill('The two most recent, covering 30 days.');
    await officer.page.getByRole('button', { name: 'Request document' }).click();
    await officer.page.getByText('Document requested. The borrower was told by e-mail.').waitFor();
    await officer.page.getByText('Owed: 1').waitFor();
    await expectNoAxeViolations(officer.page, `staff documents at ${width}px`);

    // The borrower sees the request and answers it.
    await borrower.page.goto('/dashboard');
    await borrower.page.getByRole('link', { name: 'Pay Stubs' }).click();
    await borrower.page.waitForURL((url) => url.pathname === `/docupload/${loan.id}`);
    await borrower.page.getByLabel('Document Type').selectOption({ label: 'Pay Stubs (requested)' });
    await fillPayStub(borrower.page);
    const pdf = await samplePdf('Pay stub of Rae Tester');
    await upload(borrower.page, { name: 'stub.pdf', mimeType: 'application/pdf', buffer: pdf });
    await borrower.page.getByRole('button', { name: 'Submit', exact: true }).click();
    await borrower.page.getByText('Your documents were submitted', { exact: false }).waitFor();

    const table = officer.page.getByRole('table', { name: `Documents of loan ${loan.loanNumber}` });
    await officer.page.reload();
    await table.getByRole('button', { name: 'View Pay Stubs (version 1)' }).click();
    await officer.page
      .locator('iframe[title="Pay Stubs (version 1)"]')
      .or(officer.page.getByText('No PDF viewer available'))
      .waitFor();
    await table.getByRole('button', { name: 'Reject Pay Stubs (version 1)' }).click();
    // Without a reason nothing is sent: the reason says what it needs and takes the focus.
    const reviews: string[] = [];
    officer.page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/staff/documents/')) reviews.push(request.url());
    });
    await table.getByRole('button', { name: 'Reject Pay Stubs (version 1) with this reason' }).click();
    const reasonField = table.getByLabel('Reason the borrower will see');
    await expect.poll(() => reasonField.getAttribute('aria-invalid')).toBe('true');
    const reasonMessage = officer.page.locator(`[id="${await reasonField.getAttribute('aria-describedby')}"]`);
    expect(await reasonMessage.textContent()).toBe(REJECTION_REASON_REQUIRED);
    expect(await reasonField.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(reviews).toHaveLength(0);
    await expectNoAxeViolations(officer.page, 'a reject without a reason');
    const reason = 'The bottom of the page is cut off; please upload the whole page.';
    await reasonField.fill(reason);
    expect(await reasonField.getAttribute('aria-invalid')).toBe(null);
    await table.getByRole('button', { name: 'Reject Pay Stubs (version 1) with this reason' }).click();
    await officer.page.getByText('Pay Stubs (version 1) rejected.').waitFor();
    await officer.page.getByText(`Last upload rejected: ${reason}`).waitFor();
    // A refused document is owed again: counted in the officer's Owed and in the borrower's Requests.
    await officer.page.getByText('Owed: 1').waitFor();
    await borrower.page.goto('/dashboard');
    const requests = borrower.page.getByRole('region', { name: 'Requests' });
    await requests.getByRole('link', { name: 'Pay Stubs' }).waitFor();
    await requests.getByText(`Needs a new version. Reason: ${reason}`).waitFor();
    // One status per document, never an approval beside a refusal: it needs a new version, with the reason.
    await borrower.page.goto(`/docview/${loan.id}`);
    const viewed = borrower.page
      .getByRole('table', { name: `Documents of loan ${loan.loanNumber}` })
      .getByRole('row', { name: /Pay Stubs/ });
    await viewed.getByText(`Reason: ${reason}`).waitFor();
    expect(await viewed.locator('.doc-state').allInnerTexts()).toEqual(['Needs a new version']);
    expect(await viewed.getByText(/Approved|Waiting for review/).count()).toBe(0);
    await expectNoAxeViolations(borrower.page, `a refused document at ${width}px`);

    // The borrower reads the reason and sends a new version.
    await borrower.page.goto(`/docupload/${loan.id}`);
    await borrower.page.getByLabel('Document Type').selectOption({ label: 'Pay Stubs (requested)' });
    await borrower.page.getByText(`Reason: ${reason}`).waitFor();
    await fillPayStub(borrower.page);
    await upload(borrower.page, { name: 'stub-whole.pdf', mimeType: 'application/pdf', buffer: pdf });
    await borrower.page.getByRole('button', { name: 'Submit', exact: true }).click();
    await borrower.page.getByText('Your documents were submitted', { exact: false }).waitFor();
    // The Requests list says the new version is with the loan team, the old reason gone.
    await borrower.page.goto('/dashboard');
    await requests.getByText('Waiting for review: sent to your loan team').waitFor();
    expect(await requests.getByText(reason, { exact: false }).count()).toBe(0);
    await expectNoAxeViolations(borrower.page, `the dashboard, a new version sent at ${width}px`);

    await officer.page.reload();
    await table.getByRole('button', { name: 'Accept Pay Stubs (version 2)' }).click();
    await officer.page.getByText('Pay Stubs (version 2) accepted.').waitFor();
    await officer.page.getByText('Accepted: 1').waitFor();
    await officer.page.getByText('Owed: 0').waitFor();
    await expectNoAxeViolations(officer.page, `staff documents reviewed at ${width}px`);
    expect(officer.consoleErrors).toEqual([]);

    // The borrower sees that the officer opened the first version, and that it is no longer owed.
    await borrower.page.goto(`/docview/${loan.id}`);
    const states = borrower.page
      .getByRole('table', { name: `Documents of loan ${loan.loanNumber}` })
      .getByRole('row', { name: /Pay Stubs/ })
      .locator('.doc-state');
    await expect.poll(() => states.allInnerTexts()).toEqual(['Accepted', 'Rejected; a newer version was sent']);
    const access = borrower.page.getByRole('table', { name: 'Who opened the documents' });
    await access.getByRole('row', { name: /Pay Stubs \(version 1\) Olivia Officer Loan Officer/ }).waitFor();
    await expectNoAxeViolations(borrower.page, `document access at ${width}px`);
  });

  it('a type 3 user approves and denies the documents awaiting approval and gives consent', async () => {
    const borrower = await openPage();
    const officer = await openAsOfficer(width);
    pages.push(borrower, officer);
    const { loan } = await borrowerWithLoan(borrower.page, width, 'Ada');

    // The officer sends two disclosures, asking for the borrower's approval.
    await officer.page.goto(`/staff/loans/${loan.id}`);
    await officer.page.getByLabel('Document Type').selectOption({ label: 'Disclosures' });
    for (const [disclosure, name] of [
      ['Loan Estimate', 'loan-estimate.pdf'],
      ['Intent to Proceed', 'intent.pdf'],
    ] as const) {
      await officer.page.getByLabel(/^Disclosure\b/).selectOption({ label: disclosure });
      await officer.page.getByLabel('Date issued').fill('11/04/2026');
      await upload(officer.page, { name, mimeType: 'application/pdf', buffer: await samplePdf(disclosure) });
    }
    await officer.page.getByLabel('Request for Approval').check();
    await officer.page.getByRole('button', { name: 'Submit', exact: true }).click();
    await officer.page.getByText('Your documents were submitted (2 documents).').waitFor();

    await borrower.page.goto('/docapprove');
    await chooseLoan(borrower.page, loan.loanNumber);
    await borrower.page.getByText('2 documents are awaiting your approval.').waitFor();
    await expectNoAxeViolations(borrower.page, `approvals at ${width}px`);
    await borrower.page.getByLabel('Select Disclosures (version 2)').check();
    await borrower.page.getByRole('button', { name: 'Approve' }).click();
    await borrower.page.getByText('1 document approved.').waitFor();
    await borrower.page.getByLabel('Select Disclosures (version 1)').check();
    await borrower.page.getByRole('button', { name: 'Deny' }).click();
    await borrower.page.getByText('1 document denied.').waitFor();
    await borrower.page.getByText('No document is awaiting your approval.').waitFor();
    // No row is Awaiting: the selection column is gone.
    expect(await borrower.page.getByRole('checkbox', { name: /^Select / }).count()).toBe(0);
    const states = await borrower.page.locator('.doc-state').allTextContents();
    expect(states.sort()).toEqual(['Approved', 'Denied']);

    const consent = borrower.page.getByLabel(/I consent to receive, review and approve them electronically/);
    await consent.check();
    await borrower.page.getByRole('button', { name: 'Give Consent' }).click();
    await borrower.page.getByText('Consent given on', { exact: false }).waitFor();
    await borrower.page.reload();
    await borrower.page.getByText('Consent given on', { exact: false }).waitFor();
    expect(await borrower.page.getByLabel(/I consent to receive/).isChecked()).toBe(true);
    expect(await borrower.page.getByLabel(/I consent to receive/).isDisabled()).toBe(true);
    expect(await borrower.page.getByRole('button', { name: 'Give Consent' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(borrower.page, `approvals answered at ${width}px`);
    expect(borrower.consoleErrors).toEqual([]);
  });

  it('uploads pre-approval documents and deletes one', async () => {
    const t = await openPage();
    pages.push(t);
    const { page } = t;
    await signUp(page, uniqueEmail('pre'), 'Pia', PASSWORD);
    await page.waitForURL((url) => url.pathname === '/profile');
    await completeProfile(page);
    await page.setViewportSize({ width, height: 900 });
    // A submitted pre-approval of hers, through the wizard's own call.
    const token = await page.evaluate(() => sessionStorage.getItem('userToken'));
    const source = FORM_SOURCES.filter((entry) => entry.folder.startsWith('preapproval/')).at(-1);
    const record = (source?.fixtures as { valid: unknown[] }).valid[0];
    const reply = await fetch(`${inject('baseUrl')}/api/pre/setapproval`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ formVersion: 1, revision: 0, data: record }),
    });
    const created = (await reply.json()) as { status: number; data: { id: number } };
    expect(created.status).toBe(100);

    await page.goto('/predocs');
    await page.getByLabel('Reference Number').selectOption({ index: 1 });
    await page.waitForURL((url) => url.pathname === `/predocs/${created.data.id}`);
    await page.getByText('No matching results found').waitFor();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('All fields are mandatory').waitFor();
    await expectNoAxeViolations(page, `pre-approval documents at ${width}px`);

    await page.getByLabel('Document Type').selectOption({ label: 'Bank Statements' });
    await page.getByLabel('Document Name').fill('September statement');
    await page.getByLabel('Document Information').fill('Checking account, all pages');
    await page
      .getByLabel('Document File')
      .setInputFiles({ name: 'september.pdf', mimeType: 'application/pdf', buffer: await samplePdf('Statement') });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Upload Successful').waitFor();
    const row = page.getByRole('row', { name: /September statement/ });
    await row.getByRole('cell', { name: 'Bank Statements' }).waitFor();
    await row.getByRole('cell', { name: 'Checking account, all pages' }).waitFor();
    // Where it stands with the loan officer, as every document page says it.
    await row.getByRole('cell', { name: 'Waiting for review' }).waitFor();
    await expectNoAxeViolations(page, `pre-approval documents uploaded at ${width}px`);

    await page.getByRole('button', { name: 'Delete September statement' }).click();
    await page.getByText('Document deleted.').waitFor();
    await page.getByText('No matching results found').waitFor();
    expect(t.consoleErrors).toEqual([]);
  });
});
