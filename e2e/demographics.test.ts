import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { atStage, axeAtBothWidths, group, PASSWORD, saveStagesOneToFive } from './support/application.ts';
import { openPage, type TestPage } from './support/browser.ts';
import { completeProfile } from './support/profile.ts';

/**
 * Demographic Information (URLA section 8, issue 21 point 1): at stage 6 each person is asked Ethnicity, Race and
 * Sex as three titled questions, each a group with its own legend, its required mark and one 'I do not wish to
 * provide this information'; sub-categories sit in a group under the answer they belong to, with their free-text
 * field. The preview shows the same three questions. Stages 1 to 5 are saved through the API (the keyboard path
 * through every stage is application.test.ts's).
 */

const DO_NOT_WISH = 'I do not wish to provide this information';
const QUESTIONS = ['Ethnicity', 'Race', 'Sex'] as const;

const tabs: TestPage[] = [];
afterAll(async () => {
  for (const tab of tabs) await tab.close();
});

/** One of the person's questions: a group named by its title, marked required. */
const question = (scope: Locator, title: string) => group(scope, `${title} (required)`);

/** What describes an element to assistive technology (its aria-describedby), as text. */
const descriptionOf = (element: Locator) =>
  element.evaluate((node) =>
    (node.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );

/** Checks one person's three questions: one group each, one 'I do not wish to provide' each, nothing else. */
async function expectThreeQuestions(column: Locator): Promise<void> {
  for (const title of QUESTIONS) {
    const asked = question(column, title);
    // Retried: the stage's heading is drawn before its fields (their code may still be on its way).
    await expect.poll(() => asked.count(), { message: `${title} is one group` }).toBe(1);
    const declines =
      (await asked.getByRole('checkbox', { name: DO_NOT_WISH }).count()) +
      (await asked.getByRole('radio', { name: DO_NOT_WISH }).count());
    expect(declines, `${title} has one '${DO_NOT_WISH}'`).toBe(1);
  }
  // No answer carries the required mark of its question, and no 'I do not wish to provide' stands outside one.
  expect(await column.getByRole('checkbox', { name: /required/ }).count()).toBe(0);
  expect(await column.getByRole('checkbox', { name: DO_NOT_WISH }).count()).toBe(2);
}

/** Answers every Yes/No of a person's declarations and military service with No. */
async function answerNo(scope: Locator): Promise<void> {
  for (const radio of await scope.getByRole('radio', { name: 'No', exact: true }).all()) await radio.check();
}

describe('demographic information', () => {
  let tab: TestPage;
  beforeAll(async () => {
    tab = await openPage();
    tabs.push(tab);
  });

  it('asks ethnicity, race and sex as three titled questions with their sub-categories nested', async () => {
    const { page } = tab;
    await signUp(page, uniqueEmail('demo'), 'Maria', PASSWORD);
    await page.waitForURL((url) => url.pathname === '/profile');
    await completeProfile(page);
    await saveStagesOneToFive(page);
    await page.goto('/stage6');
    await atStage(page, 6, 'Declarations', 'Step 6 of 6');

    const maria = group(page, 'Maria Elena Lopez (Borrower)');
    const demographics = group(maria, 'Demographic Information');
    const her = group(demographics, 'Borrower');
    const him = group(demographics, 'Co-Borrower');
    await expectThreeQuestions(her);
    await expectThreeQuestions(him);
    await axeAtBothWidths(page, 'stage 6 demographics empty');

    // The co-borrower's declarations are required as the borrower's are (by rules, while there is a co-borrower),
    // and marked so: A to M, each question's group named as required.
    const declarations = group(maria, /^Declarations/);
    const requiredQuestions = (column: Locator) =>
      column.getByRole('group', { name: /^[A-M]\. .*\(required\)$/ }).count();
    expect(await requiredQuestions(group(declarations, /^Borrower/))).toBe(14);
    expect(await requiredQuestions(group(declarations, 'Co-Borrower'))).toBe(14);

    // Ethnicity: Hispanic or Latino opens its origins, nested under it; Other asks the origin beside it.
    const ethnicity = question(her, 'Ethnicity');
    await ethnicity.getByRole('radio', { name: 'Hispanic or Latino', exact: true }).check();
    const origins = group(ethnicity, 'Hispanic or Latino');
    for (const origin of ['Mexican', 'Puerto Rican', 'Cuban', 'Other Hispanic or Latino']) {
      await origins.getByRole('checkbox', { name: origin, exact: true }).waitFor();
    }
    await origins.getByRole('checkbox', { name: 'Other Hispanic or Latino', exact: true }).check();
    await group(origins, 'Other Hispanic or Latino')
      .getByLabel(/^Origin/)
      .fill('Colombian');

    // Race: each race's sub-categories are a group under it, with their free-text fields.
    const race = question(her, 'Race');
    await race.getByRole('checkbox', { name: 'American Indian or Alaska Native', exact: true }).check();
    await group(race, 'American Indian or Alaska Native')
      .getByLabel(/^Name of enrolled or principal tribe/)
      .fill('Seminole');
    await race.getByRole('checkbox', { name: 'Asian', exact: true }).check();
    const asian = group(race, 'Asian');
    for (const kind of ['Asian Indian', 'Chinese', 'Filipino', 'Japanese', 'Korean', 'Vietnamese', 'Other Asian']) {
      await asian.getByRole('checkbox', { name: kind, exact: true }).waitFor();
    }
    await asian.getByRole('checkbox', { name: 'Other Asian', exact: true }).check();
    await group(asian, 'Other Asian')
      .getByLabel(/^Race \(for example Hmong/)
      .fill('Hmong');
    await race.getByRole('checkbox', { name: 'Native Hawaiian or Other Pacific Islander', exact: true }).check();
    const islander = group(race, 'Native Hawaiian or Other Pacific Islander');
    for (const kind of ['Native Hawaiian', 'Guamanian or Chamorro', 'Samoan', 'Other Pacific Islander']) {
      await islander.getByRole('checkbox', { name: kind, exact: true }).waitFor();
    }
    await axeAtBothWidths(page, 'stage 6 demographics with sub-categories');

    // The question's one 'I do not wish to provide' clears its answers, and an answer clears it.
    await race.getByRole('checkbox', { name: DO_NOT_WISH }).check();
    for (const answer of ['American Indian or Alaska Native', 'Asian', 'Native Hawaiian or Other Pacific Islander']) {
      expect(await race.getByRole('checkbox', { name: answer, exact: true }).isChecked()).toBe(false);
    }
    expect(await group(race, 'Asian').count()).toBe(0);
    await race.getByRole('checkbox', { name: 'White', exact: true }).check();
    expect(await race.getByRole('checkbox', { name: DO_NOT_WISH }).isChecked()).toBe(false);
    await question(her, 'Sex').getByRole('checkbox', { name: 'Female', exact: true }).check();

    // Continue with the co-borrower's questions unanswered: each question is described by its own message.
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    await continueButton.click();
    await page.getByText('Coborrower Ethnicity is required', { exact: true }).first().waitFor();
    expect(await descriptionOf(question(him, 'Ethnicity'))).toBe('Coborrower Ethnicity is required');
    await question(him, 'Ethnicity').getByRole('radio', { name: 'Not Hispanic or Latino', exact: true }).check();
    await continueButton.click();
    await page.getByText('Coborrower Race is required', { exact: true }).first().waitFor();
    await expect.poll(() => descriptionOf(question(him, 'Race'))).toBe('Coborrower Race is required');
    await axeAtBothWidths(page, 'stage 6 demographics with errors');
    await question(him, 'Race').getByRole('checkbox', { name: DO_NOT_WISH }).check();
    await continueButton.click();
    await page.getByText('Coborrower Gender is required', { exact: true }).first().waitFor();
    await expect.poll(() => descriptionOf(question(him, 'Sex'))).toBe('Coborrower Gender is required');
    await question(him, 'Sex').getByRole('checkbox', { name: 'Male', exact: true }).check();
    await answerNo(group(maria, /^Declarations/));
    await answerNo(group(maria, 'Military Service'));
    await continueButton.click();
    await group(page, 'Sofia Reyes (Co-Applicant)').waitFor();

    // The preview asks the same three questions, with what was answered under each answer.
    await page.goto('/preview');
    const saved = group(page.getByRole('region', { name: 'Declarations' }), 'Maria Elena Lopez (Borrower)');
    const shown = group(group(saved, 'Demographic Information'), 'Borrower');
    await question(shown, 'Ethnicity').waitFor();
    await expectThreeQuestions(shown);
    await expectThreeQuestions(group(group(saved, 'Demographic Information'), 'Co-Borrower'));
    const shownEthnicity = question(shown, 'Ethnicity');
    expect(await shownEthnicity.getByRole('radio', { name: 'Hispanic or Latino', exact: true }).isChecked()).toBe(true);
    const shownOrigin = group(group(shownEthnicity, 'Hispanic or Latino'), 'Other Hispanic or Latino');
    expect(await shownOrigin.getByLabel(/^Origin/).inputValue()).toBe('Colombian');
    expect(await question(shown, 'Race').getByRole('checkbox', { name: 'White', exact: true }).isChecked()).toBe(true);
    expect(await question(shown, 'Sex').getByRole('checkbox', { name: 'Female', exact: true }).isChecked()).toBe(true);
    await axeAtBothWidths(page, '/preview demographics');
    expect(tab.consoleErrors).toEqual([]);
  }, 600_000);
});
