import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Download, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { AUTHORIZATION_AGREEMENT } from 'common';
import { latestFormSource } from 'forms';
import { signUp, uniqueEmail } from './accounts.ts';
import { expectNoAxeViolations } from './browser.ts';
import { completeProfile } from './profile.ts';

/** The password the 1003's test borrowers sign up with. */
export const PASSWORD = 'correct horse battery';

type Data = Record<string, unknown>;

/** A stage's richer valid example (the Applicant Maria Lopez with a co-borrower, Daniel, and a co-applicant). */
export function stageExample(stage: number): Data {
  const fixtures = latestFormSource(`application-stage${stage}`)?.fixtures as { valid?: Data[] } | undefined;
  const example = fixtures?.valid?.[1];
  if (!example) throw new Error(`forms/application-stage${stage} has no second valid example`);
  return structuredClone(example);
}

/**
 * Calls the API as the signed-in borrower of the page (a GET without a body) and returns the envelope's data, failing
 * on a refusal.
 */
export async function borrowerApi(page: Page, path: string, body?: Data): Promise<Data> {
  const token = await page.evaluate(() => sessionStorage.getItem('userToken'));
  const reply = await fetch(`${inject('baseUrl')}/api/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await reply.json()) as { status: number; statusText: string; data: Data | null };
  if (envelope.status !== 100 || !envelope.data) throw new Error(`${path} was refused: ${envelope.statusText}`);
  return envelope.data;
}

/**
 * Starts an application for the page's borrower and saves stages 1 to 5 from the definitions' examples, as their
 * pages would (the keyboard path through every stage is application.test.ts's). Returns the application's id.
 */
export async function saveStagesOneToFive(page: Page): Promise<number> {
  const started = await borrowerApi(page, 'eloan/agreement', {
    acceptAggrement: true,
    agreementVersion: AUTHORIZATION_AGREEMENT.version,
  });
  const id = started._id as number;
  let revision = started.revision as number;
  const keys = ['stageOne', 'stageTwo', 'stageThree', 'stageFour', 'stageFive'];
  for (const [index, key] of keys.entries()) {
    const saved = await borrowerApi(page, 'eloan/form1003', {
      _id: id,
      revision,
      statusIndicator: 0,
      [key]: stageExample(index + 1),
    });
    revision = saved.revision as number;
  }
  return id;
}

/** A group (fieldset, radio group) by its legend. */
export const group = (scope: Page | Locator, name: string | RegExp) =>
  scope.getByRole('group', { name, exact: typeof name === 'string' });

/**
 * Checks the page with axe at 360 px and 1280 px wide (and that nothing scrolls sideways on the phone), then leaves
 * it at 1280 px.
 */
export async function axeAtBothWidths(page: Page, label: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${label} at ${width}px`);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `${label} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
  }
}

/** Waits for a stage of the full application: its path, its heading, 'Step X of N'. */
export async function atStage(page: Page, stage: number, title: string, step: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === `/stage${stage}`);
  await page.getByRole('heading', { level: 2, name: title, exact: true }).waitFor();
  await page.locator('.stage-indicator__count', { hasText: step }).waitFor();
}

/** The bytes of a file the browser downloaded (saved to a temporary folder first: the browser runs apart). */
export async function downloadedBytes(download: Promise<Download>): Promise<Buffer> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'application-download-'));
  const file = path.join(folder, (await download).suggestedFilename());
  await (await download).saveAs(file);
  return readFile(file);
}

/** Opens the signed-in header's 1003 Form menu and follows an entry. */
export async function applicationMenu(page: Page, entry: string): Promise<void> {
  const navigation = page.getByRole('navigation', { name: 'Account navigation' });
  await navigation.getByRole('button', { name: '1003 Form' }).click();
  await navigation.getByRole('link', { name: entry, exact: true }).click();
}

/** Complete Application from the header: I AGREE, then Continue, to stage 1. */
export async function startApplication(page: Page): Promise<void> {
  await applicationMenu(page, 'Complete Application');
  const agreement = page.getByRole('dialog', { name: 'Authorization Agreement' });
  await agreement.getByLabel('I AGREE').check();
  await agreement.getByRole('button', { name: 'Continue' }).click();
  await atStage(page, 1, 'Personal Details', 'Step 1 of 5');
}

/** Stage 1 for one borrower on their own (no co-borrower, no co-applicant, no loan officer). */
export async function fillStageOneAlone(page: Page): Promise<void> {
  await group(page, /^Is there a Co-Borrower/)
    .getByRole('radio', { name: 'No', exact: true })
    .check();
  await group(page, /^Type of Credit/)
    .getByRole('radio', { name: 'Individual Credit', exact: true })
    .check();
  await group(page, /^Are you working with one of our loan officers/)
    .getByRole('radio', { name: 'No', exact: true })
    .check();
  await page.getByLabel(/^How did you hear about us/).selectOption({ label: 'Internet Search' });
}

/**
 * A new borrower (signed up with a complete profile) who starts the 1003 alone and continues to stage 2, the way
 * most application tests begin.
 */
export async function reachStageTwoAlone(page: Page, emailLabel: string, firstName: string): Promise<void> {
  await signUp(page, uniqueEmail(emailLabel), firstName, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/profile');
  await completeProfile(page);
  await startApplication(page);
  await fillStageOneAlone(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await atStage(page, 2, 'Loan and Property', 'Step 2 of 5');
}

/** The value of a field now (after the form has had it). */
export async function valueOf(field: Locator): Promise<string> {
  await field.waitFor();
  return field.inputValue();
}

/** Stage 2's loan and property, typed with fill (the keyboard-only path is application.test.ts's). */
export async function fillStageTwoQuickly(page: Page, amount = '280000'): Promise<void> {
  const main = page.locator('main');
  await main.getByLabel(/^Mortgage Applied For/).selectOption({ label: 'Conventional' });
  await main.getByLabel(/^Loan Amount/).fill(amount);
  await main.getByLabel(/^Loan Term in Months/).fill('360');
  await group(main, /^Amortization Type/)
    .getByRole('radio', { name: 'Fixed Rate' })
    .check();
  await group(main, /^Loan Purpose/)
    .getByRole('radio', { name: 'Purchase' })
    .check();
  await group(main, /^Occupancy/)
    .getByRole('radio', { name: 'Primary Residence' })
    .check();
  await main.getByLabel(/^Property Type/).selectOption({ label: 'Townhouse' });
  await main.getByLabel(/^Street/).fill('31 Magnolia Ct');
  await main.getByLabel(/^Zip Code/).fill('33607');
  await main.getByLabel(/^Zip Code/).blur();
  await expect.poll(() => main.getByLabel(/^City/).inputValue()).toBe('Tampa');
  await main.getByLabel(/^Number of Units/).selectOption('1');
  await main.getByLabel(/^Property Value/).fill('350000');
  await group(main, /^Mixed-Use Property/)
    .getByRole('radio', { name: 'No' })
    .check();
}
