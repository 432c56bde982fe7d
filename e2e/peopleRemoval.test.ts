import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { AUTHORIZATION_AGREEMENT } from 'common';
import { latestFormSource } from 'forms';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { atStage, axeAtBothWidths, group, PASSWORD } from './support/application.ts';
import { openPage, type TestPage } from './support/browser.ts';
import { completeProfile } from './support/profile.ts';

/**
 * Taking someone off the application on stage 1 takes their answers on the later stages with them (the server drops
 * them with the save, so whoever is named next in their place starts empty): the page asks first, by name, and
 * sends nothing without a yes.
 */

type Data = Record<string, unknown>;

const tabs: TestPage[] = [];
afterAll(async () => {
  for (const tab of tabs) await tab.close();
});

/** A stage's richer valid example (the Applicant Maria Lopez with a co-borrower, Daniel, and a co-applicant). */
function stageExample(stage: number): Data {
  const fixtures = latestFormSource(`application-stage${stage}`)?.fixtures as { valid?: Data[] } | undefined;
  const example = fixtures?.valid?.[1];
  if (!example) throw new Error(`forms/application-stage${stage} has no second valid example`);
  return structuredClone(example);
}

/** Calls the API as the signed-in borrower and returns the envelope's data, failing on a refusal. */
async function api(page: Page, path: string, body?: Data): Promise<Data> {
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

describe('taking people off the application', () => {
  it('asks first, by name; Keep them sends nothing, and a yes takes the co-borrower and their stage off', async () => {
    const tab = await openPage();
    tabs.push(tab);
    const { page } = tab;
    await signUp(page, uniqueEmail('off'), 'Maria', PASSWORD);
    await page.waitForURL((url) => url.pathname === '/profile');
    await completeProfile(page);
    const started = await api(page, 'eloan/agreement', {
      acceptAggrement: true,
      agreementVersion: AUTHORIZATION_AGREEMENT.version,
    });
    let revision = started.revision as number;
    for (const [index, key] of ['stageOne', 'stageTwo', 'stageThree', 'stageFour', 'stageFive'].entries()) {
      const saved = await api(page, 'eloan/form1003', {
        _id: started._id,
        revision,
        statusIndicator: 0,
        [key]: stageExample(index + 1),
      });
      revision = saved.revision as number;
    }

    await page.goto('/stage1');
    await atStage(page, 1, 'Personal Details', 'Step 1 of 6');
    const applicant = group(page, 'Applicant 1');
    await group(applicant, /^Is there a Co-Borrower/)
      .getByRole('radio', { name: 'No', exact: true })
      .check();
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    await continueButton.click();
    const question = page.getByRole('dialog', { name: 'Take them off the application?' });
    await question
      .getByText('Daniel Lopez (Co-Borrower) will be taken off this application', { exact: false })
      .waitFor();
    await axeAtBothWidths(page, 'stage 1, taking the co-borrower off');
    // Keep them: nothing is sent, the page stays, the answer typed stays.
    await question.getByRole('button', { name: 'Keep them' }).click();
    await question.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/stage1');
    const before = await api(page, `eloan/form1003/4/${started._id as number}`);
    expect(JSON.stringify(before)).toContain('Daniel');

    await continueButton.click();
    await question.getByRole('button', { name: 'Take off and save' }).click();
    await atStage(page, 2, 'Loan and Property', 'Step 2 of 5');
    const after = await api(page, `eloan/form1003/4/${started._id as number}`);
    expect(JSON.stringify(after)).not.toContain('Daniel');
  });
});
