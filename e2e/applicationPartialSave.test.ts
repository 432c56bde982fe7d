import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { latestFormSource } from 'forms';
import { applicationMenu, atStage, axeAtBothWidths, valueOf, reachStageTwoAlone } from './support/application.ts';
import { openPage, type TestPage } from './support/browser.ts';

/**
 * Save & Finish Later saves a half-filled page (issue 21, point 5): it keeps what is there, says the page is not
 * complete and stays; a malformed value is still refused with its message and kept in the typing draft; /saved and
 * the stage indicator say which stage is incomplete; Continue and Submit still ask for every answer.
 */

const SAVED_INCOMPLETE = 'Saved. This page is not complete yet: you can finish it later.';
/** The browser reports the refused Submit (HTTP 400) as a console error; nothing else may be logged. */
const REFUSED_LOG = 'Failed to load resource: the server responded with a status of 400 (Bad Request)';

const tabs: TestPage[] = [];
afterEach(async () => {
  while (tabs.length) await tabs.pop()?.close();
});

const main = (page: Page) => page.locator('main');
const saveLater = (page: Page) => page.getByRole('button', { name: 'Save & Finish Later' }).click();
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

/** The message under a field (its widget's aria-describedby names it). */
async function messageOf(page: Page, label: RegExp): Promise<string> {
  const field = main(page).getByLabel(label).first();
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(' ');
}

/**
 * Saves a later stage through the API as its page would: the Applicant's entry of a fixture of the definition (one
 * where the Applicant has answered something).
 */
async function saveThroughApi(page: Page, key: string, formId: string, fixture: number): Promise<void> {
  const token = await page.evaluate(() => sessionStorage.getItem('userToken'));
  const id = Number(await page.evaluate(() => sessionStorage.getItem('loanid')));
  const call = async (method: string, path: string, body?: unknown) => {
    const reply = await fetch(`${inject('baseUrl')}/api/${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await reply.json()) as { status: number; statusText: string; data: { revision: number } };
  };
  const { data } = await call('GET', `eloan/form1003/1/${id}`);
  const { valid } = latestFormSource(formId)?.fixtures as { valid: { applications: { mapid: number }[] }[] };
  const applications = valid[fixture]?.applications.filter((entry) => entry.mapid === 1);
  const saved = await call('POST', 'eloan/form1003', {
    _id: id,
    revision: data.revision,
    statusIndicator: 0,
    [key]: { applications },
  });
  expect(saved.status, saved.statusText).toBe(100);
}

describe('Save & Finish Later on a half-filled page', () => {
  it('saves what is there, says the page is not complete, and lists it so; Continue and Submit still refuse', async () => {
    const tab = await openPage();
    tabs.push(tab);
    const { page } = tab;
    await reachStageTwoAlone(page, 'hana', 'Hana');

    // Half of stage 2, with a malformed zip: refused with its message, nothing saved, the typing kept as a draft.
    await main(page)
      .getByLabel(/^Mortgage Applied For/)
      .selectOption({ label: 'Conventional' });
    await main(page)
      .getByLabel(/^Loan Amount/)
      .fill('280000');
    await main(page)
      .getByLabel(/^Street/)
      .fill('31 Magnolia Ct');
    await main(page)
      .getByLabel(/^Zip Code/)
      .fill('336');
    const drafted = page.waitForResponse((response) => response.url().endsWith('/api/eloan/draft') && response.ok(), {
      timeout: 10_000,
    });
    await saveLater(page);
    expect(await messageOf(page, /^Zip Code/)).toBe('Enter Valid Zip Code');
    await drafted;
    expect(await page.getByText(SAVED_INCOMPLETE).count()).toBe(0);
    expect(
      await main(page)
        .getByLabel(/^Street/)
        .inputValue(),
    ).toBe('31 Magnolia Ct');
    // Missing answers are not asked for by Save & Finish Later.
    expect(await main(page).locator('[aria-invalid="true"]').count()).toBe(1);
    await axeAtBothWidths(page, 'stage 2 with a malformed zip');

    // The zip mended: saved as it is, said so, and the page stays.
    await main(page)
      .getByLabel(/^Zip Code/)
      .fill('33607');
    await main(page)
      .getByLabel(/^Zip Code/)
      .blur();
    await expect.poll(() => main(page).getByLabel(/^City/).inputValue()).toBe('Tampa');
    await saveLater(page);
    await page.getByText(SAVED_INCOMPLETE).waitFor();
    expect(new URL(page.url()).pathname).toBe('/stage2');
    // Said where the person looks: the message is on screen and has the focus, though the button is far below it.
    const said = page.locator('.message--success', { hasText: SAVED_INCOMPLETE });
    await expect.poll(() => said.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(
      await said.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }),
    ).toBe(true);
    const indicator = page.getByRole('navigation', { name: '1003 Form - Complete Application' });
    await indicator.getByText('Not complete').waitFor();
    expect(await main(page).locator('[aria-invalid="true"]').count()).toBe(0);
    await axeAtBothWidths(page, 'stage 2 saved incomplete');

    // /saved says which stage is not complete; Resume opens it with what was typed.
    await applicationMenu(page, 'Saved & Completed Applications');
    const row = page.getByRole('row').nth(1);
    await row.getByRole('cell', { name: 'Saved, not complete: Loan & Property' }).waitFor();
    await axeAtBothWidths(page, '/saved with an incomplete stage');
    await row.getByRole('button', { name: /^Resume/ }).click();
    await atStage(page, 2, 'Loan and Property', 'Step 2 of 5');
    expect(await valueOf(main(page).getByLabel(/^Loan Amount/))).toBe('280000');
    expect(
      await main(page)
        .getByLabel(/^Street/)
        .inputValue(),
    ).toBe('31 Magnolia Ct');
    expect(
      await main(page)
        .getByLabel(/^Zip Code/)
        .inputValue(),
    ).toBe('33607');
    expect(
      await main(page)
        .getByLabel(/^Mortgage Applied For/)
        .inputValue(),
    ).toBe('Conventional');
    expect(await indicator.locator('[aria-current="step"]').innerText()).toContain('Not complete');

    // Continue asks for every answer.
    await continueButton(page).click();
    await page.getByText('Fill all required details', { exact: true }).first().waitFor();
    expect(await messageOf(page, /^Loan Term in Months/)).toBe('Loan Term in Months is required');
    expect(new URL(page.url()).pathname).toBe('/stage2');
    await axeAtBothWidths(page, 'stage 2 refused by Continue');

    // Submit on stage 6 refuses while stage 2 is incomplete, naming it.
    await saveThroughApi(page, 'stageThree', 'application-stage3', 0);
    await saveThroughApi(page, 'stageFive', 'application-stage5', 1);
    await saveThroughApi(page, 'stageSix', 'application-stage6', 0);
    await page.goto('/stage6');
    await atStage(page, 6, 'Declarations', 'Step 5 of 5');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Some parts of your application are not complete.' });
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('Not complete: Loan and Property.');
    expect(new URL(page.url()).pathname).toBe('/stage6');
    await axeAtBothWidths(page, 'stage 6 Submit refused');
    expect(tab.consoleErrors).toEqual([REFUSED_LOG]);
  });
});
