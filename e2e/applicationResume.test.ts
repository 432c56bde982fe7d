import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { openSignIn, signInWithPassword, signUp, uniqueEmail } from './support/accounts.ts';
import {
  applicationMenu,
  atStage,
  axeAtBothWidths,
  fillStageOneAlone,
  fillStageTwoQuickly,
  PASSWORD,
  reachStageTwoAlone,
  startApplication,
  valueOf,
} from './support/application.ts';
import { openPage, type TestPage } from './support/browser.ts';
import { completeProfile } from './support/profile.ts';

/**
 * Stopping and coming back to the 1003 (part 2 §2.6, §4.1; issue 13 item 3): a saved application resumes in another
 * browser at the stage it reached, what was typed and not saved is offered back, and two tabs saving the same stage
 * never overwrite each other: the stale one gets the 409 with a reload, keeping what it typed.
 */

const STALE = 'This was changed in another window or by someone else since you opened it.';
/** The browser reports the refused save (HTTP 409) as a console error; nothing else may be logged. */
const CONFLICT_LOG = 'Failed to load resource: the server responded with a status of 409 (Conflict)';

const tabs: TestPage[] = [];
afterEach(async () => {
  while (tabs.length) await tabs.pop()?.close();
});

async function open(): Promise<TestPage> {
  const tab = await openPage();
  tabs.push(tab);
  return tab;
}

const saveLater = (page: Page) => page.getByRole('button', { name: 'Save & Finish Later' }).click();
const loanAmount = (page: Page) => page.locator('main').getByLabel(/^Loan Amount/);
const interestRate = (page: Page) => page.locator('main').getByLabel(/^Interest Rate/);
const street = (page: Page) => page.locator('main').getByLabel(/^Street/);

/** Waits until the draft of what was typed has been kept on the server. */
async function draftKept(page: Page): Promise<void> {
  await page.waitForResponse((response) => response.url().endsWith('/api/eloan/draft') && response.ok(), {
    timeout: 10_000,
  });
}

/** A second tab of the same browser session (the session and the application in progress come with it). */
async function secondTab(tab: TestPage): Promise<Page> {
  const stored = await tab.page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  const page = await tab.context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') tab.consoleErrors.push(message.text());
  });
  await page.addInitScript((values) => {
    for (const [key, value] of Object.entries(JSON.parse(values) as Record<string, string>)) {
      window.sessionStorage?.setItem(key, value);
    }
  }, stored);
  return page;
}

describe('resuming the 1003', () => {
  it('resumes on another browser at the stage reached and offers back what was typed and not saved', async () => {
    const first = await open();
    const email = uniqueEmail('rosa');
    await signUp(first.page, email, 'Rosa', PASSWORD);
    await first.page.waitForURL((url) => url.pathname === '/profile');
    await completeProfile(first.page);
    await startApplication(first.page);
    await fillStageOneAlone(first.page);
    await first.page.getByRole('button', { name: 'Continue', exact: true }).click();
    await atStage(first.page, 2, 'Loan and Property', 'Step 2 of 5');
    await fillStageTwoQuickly(first.page);
    await saveLater(first.page);
    await first.page.getByText('Data is saved!').waitFor();
    expect(new URL(first.page.url()).pathname).toBe('/stage2');
    // Typed after the save, never saved: kept as a draft once typing pauses, then the browser is closed.
    const drafted = draftKept(first.page);
    await street(first.page).fill('88 Draft Lane');
    await drafted;
    await first.close();
    tabs.splice(tabs.indexOf(first), 1);

    // Another browser: the saved list, then Resume opens stage 2 as it was saved.
    const second = await open();
    await openSignIn(second.page, 'Sign In');
    await signInWithPassword(second.page, email, PASSWORD);
    await applicationMenu(second.page, 'Saved & Completed Applications');
    const row = second.page.getByRole('row').nth(1);
    await row.getByRole('cell', { name: 'Saved' }).waitFor();
    await row.getByRole('button', { name: /^Resume/ }).click();
    await atStage(second.page, 2, 'Loan and Property', 'Step 2 of 5');
    expect(await valueOf(loanAmount(second.page))).toBe('280000');
    expect(await valueOf(street(second.page))).toBe('31 Magnolia Ct');
    const offer = second.page.getByRole('region', { name: 'Unsaved changes' });
    await offer.waitFor();
    await axeAtBothWidths(second.page, 'stage 2 offering a draft');
    await offer.getByRole('button', { name: 'Restore my changes' }).click();
    await expect.poll(() => street(second.page).inputValue()).toBe('88 Draft Lane');
    expect(await offer.count()).toBe(0);

    // Leaving by the stage indicator right after typing keeps the typing too.
    const leaving = draftKept(second.page);
    await second.page
      .locator('main')
      .getByLabel(/^Unit #/)
      .fill('4B');
    await second.page.getByRole('link', { name: /Personal Details/ }).click();
    await leaving;
    await atStage(second.page, 1, 'Personal Details', 'Step 1 of 5');
    await second.page.getByRole('link', { name: /Loan & Property/ }).click();
    await atStage(second.page, 2, 'Loan and Property', 'Step 2 of 5');
    await offer.getByRole('button', { name: 'Restore my changes' }).click();
    await expect
      .poll(() =>
        second.page
          .locator('main')
          .getByLabel(/^Unit #/)
          .inputValue(),
      )
      .toBe('4B');
    expect(await street(second.page).inputValue()).toBe('88 Draft Lane');

    // The dashboard's 1003 list resumes it too.
    await second.page.getByRole('link', { name: 'Dashboard' }).first().click();
    const list = second.page.getByRole('region', { name: '1003 Applications' });
    await list.getByRole('cell', { name: 'Saved' }).waitFor();
    await list.getByLabel('Show').selectOption('completed');
    await list.getByText('No Form1003 loans').waitFor();
    await list.getByLabel('Show').selectOption('saved');
    await list.getByRole('button', { name: /^Resume/ }).click();
    await atStage(second.page, 2, 'Loan and Property', 'Step 2 of 5');
    expect(second.consoleErrors).toEqual([]);
  });

  it('two tabs saving the same stage: the stale one gets a 409, keeps what it typed, and reloads on request', async () => {
    const tab = await open();
    await reachStageTwoAlone(tab.page, 'tomas', 'Tomas');
    await fillStageTwoQuickly(tab.page);
    await saveLater(tab.page);
    await tab.page.getByText('Data is saved!').waitFor();

    // Both tabs read the stage at the same revision.
    const other = await secondTab(tab);
    const scripts: string[] = [];
    other.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await other.goto('/stage2');
    await atStage(other, 2, 'Loan and Property', 'Step 2 of 5');
    // With an application to work on, the authorization popup's code is not loaded (it loads when it opens).
    await other.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => /StartApplicationDialog|AuthorizationAgreementDialog/.test(script))).toEqual([]);
    await tab.page.reload();
    await atStage(tab.page, 2, 'Loan and Property', 'Step 2 of 5');

    // The first tab saves a new amount; the second, still on the old revision, is refused and keeps its typing.
    await loanAmount(tab.page).fill('300000');
    await saveLater(tab.page);
    await tab.page.getByText('Data is saved!').waitFor();
    await interestRate(other).fill('5.875');
    await saveLater(other);
    const notice = other.getByRole('alert').filter({ hasText: STALE });
    await notice.waitFor();
    expect(await interestRate(other).inputValue()).toBe('5.875');
    expect(await loanAmount(other).inputValue()).toBe('280000');
    expect(await other.getByText('Data is saved!').count()).toBe(0);
    await axeAtBothWidths(other, 'stage 2 refused as stale');

    // Reload: the first tab's amount, and what this tab typed is offered back.
    await notice.getByRole('button', { name: 'Reload the latest version' }).click();
    const offer = other.getByRole('region', { name: 'Unsaved changes' });
    await offer.getByText(/saved again after that/).waitFor();
    expect(await valueOf(loanAmount(other))).toBe('300000');
    expect(await interestRate(other).inputValue()).toBe('');
    await offer.getByRole('button', { name: 'Discard them' }).click();
    await interestRate(other).fill('5.875');
    await saveLater(other);
    await other.getByText('Data is saved!').waitFor();
    expect(tab.consoleErrors).toEqual([CONFLICT_LOG]);
  });
});
