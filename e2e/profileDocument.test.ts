import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { oversizedStream, sampleExecutable, samplePdf, samplePng } from '../server/src/testing/sampleFiles.ts';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { expectNoAxeViolations, openPage, type TestPage } from './support/browser.ts';
import { completeProfile } from './support/profile.ts';

const LIMIT = 106_000_000;
let folder: string;
let tooLarge: string;

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'lender-upload-'));
  // Written as a stream: never held in memory, as a person's large scan would not be.
  tooLarge = path.join(folder, 'huge-scan.png');
  await pipeline(oversizedStream(LIMIT + 1), createWriteStream(tooLarge));
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe.each([1280, 360])('the profile document at %ipx', (width) => {
  let t: TestPage;
  afterEach(async () => {
    await t.close();
  });

  it('uploads, views and deletes a PNG and a PDF, and refuses an executable, an empty file and a too-large one', async () => {
    // Signed up on the desktop header; the profile is then used at the width under test.
    t = await openPage();
    const { page } = t;
    await signUp(page, uniqueEmail('docs'), 'Dee', 'correct horse battery');
    await page.setViewportSize({ width, height: 900 });
    await page.waitForURL((url) => url.pathname === '/profile');
    // Before the profile is saved there is nothing to attach the document to.
    await page.getByText('Save your profile details first').waitFor();
    await completeProfile(page);

    const chooser = page.getByLabel("Photo ID (driver's license or passport)");
    await chooser.setInputFiles({ name: 'license.png', mimeType: 'image/png', buffer: samplePng(120, 80) });
    await page.getByText('Upload Successful').waitFor();
    await page.getByText(/Uploaded: [0-9a-f]{32}\.png/).waitFor();
    await page.getByRole('button', { name: /^View / }).click();
    const image = page.getByRole('img', { name: /your uploaded image/ });
    await image.waitFor();
    expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(120);
    await expectNoAxeViolations(page, `profile with a document at ${width}px`);

    await chooser.setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: await samplePdf() });
    await page.getByText(/Uploaded: [0-9a-f]{32}\.pdf/).waitFor();
    await page.getByRole('button', { name: /^View / }).click();
    await page.locator('iframe[title*="your uploaded PDF"]').waitFor();

    // The name says PDF, the bytes say executable: the server refuses it and keeps the PDF.
    await chooser.setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: sampleExecutable() });
    await page.getByText('This file is not a real PNG, JPG or PDF', { exact: false }).waitFor();
    await page.getByText(/Uploaded: [0-9a-f]{32}\.pdf/).waitFor();
    await chooser.setInputFiles({ name: 'blank.png', mimeType: 'image/png', buffer: Buffer.alloc(0) });
    await page.getByText('This file is empty.', { exact: false }).waitFor();
    await chooser.setInputFiles(tooLarge);
    await page.getByText('File size allowed: 100mb').waitFor();
    expect(await chooser.inputValue()).toBe('');

    // The page, reloaded, still shows the stored PDF.
    await page.reload();
    await page.getByText(/Uploaded: [0-9a-f]{32}\.pdf/).waitFor();
    await page.getByRole('button', { name: /^Delete / }).click();
    await page.getByText('Document deleted.').waitFor();
    expect(await page.getByText(/Uploaded:/).count()).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: 'Update' }).waitFor();
    expect(await page.getByText(/Uploaded:/).count()).toBe(0);
    await expectNoAxeViolations(page, `profile after delete at ${width}px`);
    // The one refusal the server made (the executable) is a 400 reply, which the browser reports.
    expect(t.consoleErrors).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
  });
});
