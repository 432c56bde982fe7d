import { afterAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { atStage, axeAtBothWidths, borrowerApi, group, PASSWORD, saveStagesOneToFive } from './support/application.ts';
import { openPage, type TestPage } from './support/browser.ts';
import { completeProfile } from './support/profile.ts';

/**
 * Taking someone off the application on stage 1 takes their answers on the later stages with them (the server drops
 * them with the save, so whoever is named next in their place starts empty): the page asks first, by name, and
 * sends nothing without a yes.
 */

const tabs: TestPage[] = [];
afterAll(async () => {
  for (const tab of tabs) await tab.close();
});

describe('taking people off the application', () => {
  it('asks first, by name; Keep them sends nothing, and a yes takes the co-borrower and their stage off', async () => {
    const tab = await openPage();
    tabs.push(tab);
    const { page } = tab;
    await signUp(page, uniqueEmail('off'), 'Maria', PASSWORD);
    await page.waitForURL((url) => url.pathname === '/profile');
    await completeProfile(page);
    const id = await saveStagesOneToFive(page);

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
      .getByText('Daniel A Lopez (Co-Borrower) will be taken off this application', { exact: false })
      .waitFor();
    await axeAtBothWidths(page, 'stage 1, taking the co-borrower off');
    // Keep them: nothing is sent, the page stays, the answer typed stays.
    await question.getByRole('button', { name: 'Keep them' }).click();
    await question.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/stage1');
    const before = await borrowerApi(page, `eloan/form1003/4/${id}`);
    expect(JSON.stringify(before)).toContain('Daniel');

    await continueButton.click();
    await question.getByRole('button', { name: 'Take off and save' }).click();
    await atStage(page, 2, 'Loan and Property', 'Step 2 of 5');
    const after = await borrowerApi(page, `eloan/form1003/4/${id}`);
    expect(JSON.stringify(after)).not.toContain('Daniel');
  });
});
