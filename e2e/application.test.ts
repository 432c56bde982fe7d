import type { Locator, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LENDER } from 'common';
import { waitForMail } from 'server/mail/readOutbox.ts';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { atStage, axeAtBothWidths, downloadedBytes, group, PASSWORD } from './support/application.ts';
import { openPage, outboxDir, type TestPage } from './support/browser.ts';
import { chooseOption, chooseRadio, press, tick, typeInto } from './support/keyboard.ts';
import { completeProfile } from './support/profile.ts';
import { staffToken } from './support/staff.ts';

/**
 * The 1003 in the browser (issue 13): a borrower with a co-borrower and a co-applicant completes all six stages by
 * keyboard alone and submits; axe on every stage empty, with errors and filled, at 360 px and 1280 px; then what the
 * submitted application shows (/thank, the dashboard, /saved, /preview, /download). Resuming, drafts and the 409 of
 * two tabs, the short application and the staff's side are in application*.test.ts beside this file.
 */

const tabs: TestPage[] = [];
afterAll(async () => {
  for (const tab of tabs) await tab.close();
});

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

/** The stage indicator's entries that are links (stages one may go back to). */
async function linkedStages(page: Page): Promise<string[]> {
  const links = page.getByRole('navigation', { name: '1003 Form - Complete Application' }).getByRole('link');
  return (await links.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

/** The applicant dropdown's options: label and whether it can be chosen. */
async function applicantOptions(page: Page): Promise<string[]> {
  return page
    .getByLabel('Applicant', { exact: true })
    .locator('option')
    .evaluateAll((options) =>
      options.map(
        (option) =>
          `${(option as HTMLOptionElement).text}${(option as HTMLOptionElement).disabled ? ' [disabled]' : ''}`,
      ),
    );
}

/** The person's sub-form on a per-applicant stage (its legend is their name). */
const person = (scope: Page | Locator, name: string) => group(scope, name);

/** Presses Continue with the keyboard, expecting the stage's form-level message. */
async function continueExpectingErrors(page: Page, message: string) {
  await press(page, continueButton(page));
  await page.getByText(message, { exact: true }).first().waitFor();
  // The keyboard lands on the first field with an error, where the person fixes it.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const first = document.querySelector('main [aria-invalid="true"]');
        return first !== null && first === document.activeElement;
      }),
    )
    .toBe(true);
}

/** Answers a Yes/No question (radios in a group named by the question). */
const answer = (page: Page, scope: Locator, question: string | RegExp, choice: 'Yes' | 'No') =>
  chooseRadio(page, group(scope, question), choice);

/** Types a zip and leaves the field, waiting for the city the look-up fills. */
async function typeZip(page: Page, scope: Locator, zip: string, city: string, cityLabel = /^City/) {
  await typeInto(page, scope.getByLabel(/^Zip Code/), zip);
  await page.keyboard.press('Tab');
  await expect.poll(() => scope.getByLabel(cityLabel).inputValue()).toBe(city);
}

interface Borrower {
  email: string;
  applicationId: number;
  loanNumber: string;
}

/** Shared by the tests that read the submitted application. */
const submitted: Partial<Borrower> = {};

async function fillStageOne(page: Page, email: string) {
  const applicant = group(page, 'Applicant 1');
  // The profile's names, phone and e-mail are already there.
  expect(await applicant.getByLabel(/^First Name/).inputValue()).toBe('Maria');
  expect(await applicant.getByLabel(/^Email-Id/).inputValue()).toBe(email);
  await chooseRadio(page, group(applicant, /^Preferred Contact/), 'Email');
  await chooseOption(page, applicant.getByLabel('How would you rate your credit?'), 'Good');
  await answer(page, applicant, /^Is there a Co-Borrower/, 'Yes');
  const coBorrower = group(applicant, 'Co-Borrower');
  await typeInto(page, coBorrower.getByLabel(/^First Name/), 'Sam');
  await typeInto(page, coBorrower.getByLabel(/^Last Name/), 'Tester');
  await typeInto(page, coBorrower.getByLabel(/^Cell Phone/), '8135550111');
  await typeInto(page, coBorrower.getByLabel(/^Email-Id/), `sam.${email}`);
  await chooseRadio(page, group(page, /^Type of Credit/), 'Joint Credit');
  await answer(page, page.locator('main'), /^Is there a Co-Applicant/, 'Yes');
  await chooseOption(page, page.getByLabel(/^Total Number of Co-Applicants/), '1');
  const second = group(page, 'Applicant 2');
  await typeInto(page, second.getByLabel(/^First Name/), 'Ana');
  await typeInto(page, second.getByLabel(/^Last Name/), 'Rivera');
  await typeInto(page, second.getByLabel(/^Cell Phone/), '8135550122');
  await typeInto(page, second.getByLabel(/^Email-Id/), `ana.${email}`);
  await answer(page, page.locator('main'), /^Are you working with one of our loan officers/, 'Yes');
  const officer = inject('staffFinderOfficer');
  await chooseOption(page, page.getByLabel(/^Loan Officer State/), 'Florida');
  await chooseOption(page, page.getByLabel(/^Loan Officer Name/), officer.fullname);
  await chooseOption(page, page.getByLabel(/^How did you hear about us/), 'Other');
  await typeInto(page, page.getByLabel(/^Please tell us how you heard/), 'A friend at work');
}

async function fillStageTwo(page: Page) {
  const main = page.locator('main');
  // Other asks what it is (and the help says DU takes the four programs only); another choice takes the question away.
  await chooseOption(page, main.getByLabel(/^Mortgage Applied For/), 'Other');
  await main.getByLabel(/^Describe the mortgage/).waitFor();
  await chooseOption(page, main.getByLabel(/^Mortgage Applied For/), 'FHA');
  await main.getByLabel(/^Describe the mortgage/).waitFor({ state: 'detached' });
  await typeInto(page, main.getByLabel(/^Loan Amount/), '320000');
  await typeInto(page, main.getByLabel(/^Interest Rate/), '6.125');
  await typeInto(page, main.getByLabel(/^Loan Term in Months/), '360');
  await chooseRadio(page, group(main, /^Amortization Type/), 'Fixed Rate');
  await chooseRadio(page, group(main, /^Loan Purpose/), 'Purchase');
  await chooseRadio(page, group(main, /^Occupancy/), 'Primary Residence');
  await chooseOption(page, main.getByLabel(/^Property Type/), 'Single Family');
  await typeInto(page, main.getByLabel(/^Street/), '4210 W Bay Villa Ave');
  await typeZip(page, main, '33611', 'Tampa');
  await chooseOption(page, main.getByLabel(/^Number of Units/), '1');
  await typeInto(page, main.getByLabel(/^Property Value/), '400000');
  // URLA 4a: asked because Maria will live there; 4c's rent is not (one unit).
  await answer(page, main, /^Mixed-Use Property/, 'No');
  expect(await main.getByLabel(/^Expected Monthly Rental Income/).count()).toBe(0);
  await press(page, page.getByRole('button', { name: 'New gift or grant' }));
  const gift = group(page, 'Gift or Grant 1');
  await chooseOption(page, gift.getByLabel(/^Asset Type/), 'Cash Gift');
  await chooseRadio(page, group(gift, /^Deposited or Not Deposited/), 'Deposited');
  await chooseOption(page, gift.getByLabel(/^Source/), 'Relative');
  await typeInto(page, gift.getByLabel(/^Cash or Market Value/), '10000');
}

/** Personal information of stage 3 (an applicant) or stage 4 (the co-borrower). */
async function fillPersonalInformation(
  page: Page,
  scope: Locator,
  details: { ssn: string; birth: string; citizenship: string; marital: string; ages?: string[] },
) {
  await typeInto(page, scope.getByLabel(/^Social Security Number/), details.ssn);
  await typeInto(page, scope.getByLabel(/^Date of Birth/), details.birth);
  await chooseRadio(page, group(scope, /^Citizenship/), details.citizenship);
  await chooseRadio(page, group(scope, /^Marital Status/), details.marital);
  await answer(page, scope, /^Do you have dependents/, details.ages ? 'Yes' : 'No');
  for (const [index, age] of (details.ages ?? []).entries()) {
    if (index > 0) await press(page, scope.getByRole('button', { name: 'Add an age of a dependent' }));
    await typeInto(page, scope.getByRole('textbox', { name: `Age of dependent ${index + 1}` }), age);
  }
}

/** An address's street, zip (the city, state and country follow it), housing and time there. */
async function fillResidence(
  page: Page,
  row: Locator,
  address: { street: string; zip: string; city: string; housing?: string; rent?: string; years?: string },
) {
  await typeInto(page, row.getByLabel(/^Street/), address.street);
  await typeZip(page, row, address.zip, address.city);
  if (address.housing) await chooseRadio(page, group(row, /^Housing/), address.housing);
  if (address.rent) await typeInto(page, row.getByLabel(/^Monthly Rent Amount/), address.rent);
  if (address.years) await typeInto(page, row.getByLabel(/^How Long at Address: Years/), address.years);
}

/** A current job with its base pay, or a previous one with its end date. */
async function fillEmployment(
  page: Page,
  row: Locator,
  job: {
    type: 'Current Employment' | 'Previous Employment';
    employer: string;
    start: string;
    end?: string;
    base?: string;
  },
) {
  await chooseRadio(page, group(row, /^Employment Type/), job.type);
  await typeInto(page, row.getByLabel(/^Employer or Business Name/), job.employer);
  await typeInto(page, row.getByLabel(/^Start Date/), job.start);
  if (job.end) await typeInto(page, row.getByLabel(/^End Date/), job.end);
  if (job.type === 'Current Employment') {
    await typeInto(page, row.getByLabel(/^How long in this line of work\? Years/), '8');
    await answer(page, row, /^I am employed by a family member/, 'No');
    await answer(page, row, /^I am the business owner/, 'No');
    await typeInto(page, row.getByLabel(/^Gross Monthly Income: Base/), job.base ?? '5000');
  }
}

async function fillStageThreeMaria(page: Page) {
  const maria = person(page, 'Maria Tester (Borrower)');
  await fillPersonalInformation(page, maria, {
    ssn: '219099999',
    birth: '04151985',
    citizenship: 'U.S. Citizen',
    marital: 'Married',
    ages: ['7', '12'],
  });
  // Form 1103's optional language preference.
  await chooseOption(page, maria.getByLabel(/^Language Preference/), 'Spanish');
  // Renting for a year and a half: the former address is asked too.
  await fillResidence(page, group(maria, 'Current Address'), {
    street: '1208 E Henry Ave',
    zip: '33604',
    city: 'Tampa',
    housing: 'Rent',
    rent: '1850',
    years: '1',
  });
  const former = group(maria, 'Former Address');
  await former.getByLabel(/^Street/).waitFor();
  await fillResidence(page, former, { street: '77 Palm Ave', zip: '33602', city: 'Tampa', housing: 'Own', years: '4' });
  const mailing = group(maria, 'Mailing Address');
  await tick(page, mailing.getByRole('checkbox', { name: 'Same as Current Address', exact: true }));
  await expect.poll(() => mailing.getByLabel(/^Street/).inputValue()).toBe('1208 E Henry Ave');
  await press(page, maria.getByRole('button', { name: 'New employment' }));
  await fillEmployment(page, group(maria, 'Employment 1'), {
    type: 'Current Employment',
    employer: 'Tampa Bay Medical Group',
    start: '03012025',
    base: '6500',
  });
  await press(page, maria.getByRole('button', { name: 'Add Another employment' }));
  await fillEmployment(page, group(maria, 'Employment 2'), {
    type: 'Previous Employment',
    employer: 'Gulf Coast Clinic',
    start: '06012018',
    end: '02282025',
  });
}

async function fillStageThreeAna(page: Page) {
  const ana = person(page, 'Ana Rivera (Co-Applicant)');
  await fillPersonalInformation(page, ana, {
    ssn: '219099997',
    birth: '11021990',
    citizenship: 'Permanent Resident Alien',
    marital: 'Separated',
  });
  await fillResidence(page, group(ana, 'Current Address'), {
    street: '9 Bayshore Blvd',
    zip: '33606',
    city: 'Tampa',
    housing: 'Own',
    years: '6',
  });
  await press(page, ana.getByRole('button', { name: 'New employment' }));
  await fillEmployment(page, group(ana, 'Employment 1'), {
    type: 'Current Employment',
    employer: 'Harbor Schools',
    start: '08152016',
    base: '4800',
  });
}

async function fillStageFour(page: Page) {
  const main = page.locator('main');
  // The co-borrower's names and contact come from stage 1.
  expect(await main.getByLabel(/^First Name/).inputValue()).toBe('Sam');
  await fillPersonalInformation(page, main, {
    ssn: '219099998',
    birth: '09301983',
    citizenship: 'U.S. Citizen',
    marital: 'Married',
  });
  // A language the list does not name: Other asks which.
  await chooseOption(page, main.getByLabel(/^Language Preference/), 'Other');
  await typeInto(page, main.getByLabel(/^Which language/), 'Portuguese');
  await fillResidence(page, group(main, 'Current Address'), {
    street: '1208 E Henry Ave',
    zip: '33604',
    city: 'Tampa',
    housing: 'Rent',
    rent: '1850',
    years: '5',
  });
  await press(page, main.getByRole('button', { name: 'New employment' }));
  await fillEmployment(page, group(main, 'Employment 1'), {
    type: 'Current Employment',
    employer: 'Port Tampa Bay',
    start: '01102019',
    base: '5200',
  });
}

async function fillStageFiveMaria(page: Page) {
  const maria = person(page, 'Maria Tester (Borrower)');
  // Account 1 was started (its type chosen) before the stage's errors were shown.
  const account = group(maria, 'Account 1');
  await typeInto(page, account.getByLabel(/^Financial Institution/), 'Bank of Tampa');
  await typeInto(page, account.getByLabel(/^Account Number/), '000123456789');
  await typeInto(page, account.getByLabel(/^Cash or Market Value/), '25000');
  await press(page, maria.getByRole('button', { name: 'New liability' }));
  const debt = group(maria, 'Liability 1');
  await chooseOption(page, debt.getByLabel(/^Account Type/), 'Revolving (e.g., credit cards)');
  await typeInto(page, debt.getByLabel(/^Company Name/), 'Visa Card Co');
  await typeInto(page, debt.getByLabel(/^Account Number/), '4111222233334444');
  await typeInto(page, debt.getByLabel(/^Unpaid Balance/), '3200');
  await typeInto(page, debt.getByLabel(/^Monthly Payment/), '120');
  await tick(page, debt.getByLabel('To be paid off at or before closing'));
  await press(page, maria.getByRole('button', { name: 'New property' }));
  const property = group(maria, 'Property 1');
  await typeInto(page, property.getByLabel(/^Street/), '500 Oak St');
  await typeZip(page, property, '33606', 'Tampa');
  await typeInto(page, property.getByLabel(/^Property Value/), '250000');
  await chooseRadio(page, group(property, /^Status/), 'Retained');
  await chooseOption(page, property.getByLabel(/^Current Occupancy/), 'Investment Property');
  await chooseOption(page, property.getByLabel(/^Intended Occupancy/), 'Investment');
  await typeInto(page, property.getByLabel(/^Monthly Rental Income/), '2100');
  await answer(page, property, /^Is there a mortgage loan on this property/, 'Yes');
  await typeInto(page, property.getByLabel(/^Creditor Name/), 'First Federal Bank');
  await typeInto(page, property.getByLabel(/^Account Number/), '778899001');
  await typeInto(page, property.getByLabel(/^Monthly Mortgage Payment/), '1400');
  await typeInto(page, property.getByLabel(/^Unpaid Balance/), '180000');
  await chooseOption(page, property.getByLabel(/^Loan Type/), 'Conventional');
}

async function fillStageFiveSam(page: Page) {
  const sam = person(page, 'Sam Tester (Co-Borrower)');
  await press(page, sam.getByRole('button', { name: 'New account' }));
  const account = group(sam, 'Account 1');
  await chooseOption(page, account.getByLabel(/^Account Type/), 'Savings');
  await typeInto(page, account.getByLabel(/^Financial Institution/), 'Harbor Credit Union');
  await typeInto(page, account.getByLabel(/^Cash or Market Value/), '5000');
}

/** The thirteen declarations A to M of one person, 'No' unless named in `yes`. */
async function declare(page: Page, column: Locator, yes: { undisclosed?: string; bankruptcy?: boolean } = {}) {
  await answer(page, column, /^A\. Will you occupy/, 'Yes');
  await answer(page, column, /^If YES, have you had an ownership interest/, 'No');
  await answer(page, column, /^B\. If this is a Purchase/, 'No');
  await answer(page, column, /^C\. Are you borrowing any money/, yes.undisclosed ? 'Yes' : 'No');
  if (yes.undisclosed) await typeInto(page, column.getByLabel(/^If YES, what is the amount/), yes.undisclosed);
  for (const question of [/^D\. 1\./, /^D\. 2\./, /^E\. Will this property/, /^F\. Are you a co-signer/]) {
    await answer(page, column, question, 'No');
  }
  for (const question of [/^G\. /, /^H\. /, /^I\. /, /^J\. /, /^K\. /, /^L\. /])
    await answer(page, column, question, 'No');
  await answer(page, column, /^M\. Have you declared bankruptcy/, yes.bankruptcy ? 'Yes' : 'No');
  if (yes.bankruptcy) await tick(page, column.getByRole('checkbox', { name: 'Chapter 7', exact: true }));
}

async function fillStageSixMaria(page: Page) {
  const maria = person(page, 'Maria Tester (Borrower)');
  const declarations = group(maria, /^Declarations/);
  await declare(page, group(declarations, /^Borrower/), { undisclosed: '5000', bankruptcy: true });
  await declare(page, group(declarations, 'Co-Borrower'));
  const demographics = group(maria, 'Demographic Information');
  const her = group(demographics, 'Borrower');
  await chooseRadio(page, group(her, /^Ethnicity/), 'Hispanic or Latino');
  await tick(page, her.getByRole('checkbox', { name: 'Mexican', exact: true }));
  await tick(page, her.getByRole('checkbox', { name: 'White', exact: true }));
  await tick(page, her.getByRole('checkbox', { name: 'Female', exact: true }));
  const his = group(demographics, 'Co-Borrower');
  await chooseRadio(page, group(his, /^Ethnicity/), 'Not Hispanic or Latino');
  await tick(page, his.getByRole('checkbox', { name: 'Asian', exact: true }));
  await tick(page, his.getByRole('checkbox', { name: 'Chinese', exact: true }));
  await tick(page, his.getByRole('checkbox', { name: 'Male', exact: true }));
  const military = group(maria, 'Military Service');
  await answer(page, group(military, 'Borrower'), /^Did you \(or your deceased spouse\)/, 'No');
  const service = group(military, 'Co-Borrower');
  await answer(page, service, /^Did you \(or your deceased spouse\)/, 'Yes');
  await tick(
    page,
    service.getByRole('checkbox', { name: 'Currently retired, discharged, or separated from service', exact: true }),
  );
}

async function fillStageSixAna(page: Page) {
  const ana = person(page, 'Ana Rivera (Co-Applicant)');
  await declare(page, group(group(ana, /^Declarations/), /^Borrower/));
  const demographics = group(group(ana, 'Demographic Information'), 'Borrower');
  await chooseRadio(page, group(demographics, /^Ethnicity/), 'I do not wish to provide this information');
  // Race, then sex: each question's own 'I do not wish to provide this information' (it clears its other answers).
  for (const question of ['Race (required)', 'Sex (required)']) {
    await tick(
      page,
      group(demographics, question).getByRole('checkbox', { name: 'I do not wish to provide this information' }),
    );
  }
  await answer(page, group(group(ana, 'Military Service'), 'Borrower'), /^Did you \(or your deceased spouse\)/, 'No');
}

describe('the full application by keyboard', () => {
  let tab: TestPage;
  beforeAll(async () => {
    tab = await openPage();
    tabs.push(tab);
  });

  it('a borrower, a co-borrower and a co-applicant complete all six stages without a mouse and submit', async () => {
    const { page } = tab;
    const email = uniqueEmail('maria');
    submitted.email = email;
    await signUp(page, email, 'Maria', PASSWORD);
    await page.waitForURL((url) => url.pathname === '/profile');
    await completeProfile(page);

    // Complete Application from the header: the authorization popup, I AGREE, then Continue.
    const navigation = page.getByRole('navigation', { name: 'Account navigation' });
    await press(page, navigation.getByRole('button', { name: '1003 Form' }));
    await press(page, navigation.getByRole('link', { name: 'Complete Application' }));
    const agreement = page.getByRole('dialog', { name: 'Authorization Agreement' });
    await agreement.waitFor();
    expect(await agreement.getByRole('button', { name: 'Continue' }).count()).toBe(0);
    await tick(page, agreement.getByRole('checkbox', { name: 'I AGREE', exact: true }));
    await press(page, agreement.getByRole('button', { name: 'Continue' }));

    // Stage 1: five steps until a co-borrower is named; nothing later is a link yet.
    await atStage(page, 1, 'Personal Details', 'Step 1 of 5');
    expect(await linkedStages(page)).toEqual([]);
    await axeAtBothWidths(page, 'stage 1 empty');
    // An info popup, by keyboard: Enter opens it, Close shuts it and the focus returns.
    await press(page, page.getByRole('button', { name: 'About Co-Borrower' }));
    const info = page.getByRole('dialog', { name: 'Co-Borrower' });
    await info.getByText(/Add your spouse/).waitFor();
    await press(page, info.getByRole('button', { name: 'Close' }));
    await info.waitFor({ state: 'detached' });
    await continueExpectingErrors(page, 'Fill all required details');
    await axeAtBothWidths(page, 'stage 1 with errors');
    await fillStageOne(page, email);
    await axeAtBothWidths(page, 'stage 1 filled');
    // Save & Finish Later: saved, the page stays, and a link to come back is e-mailed (decision 4).
    await press(page, page.getByRole('button', { name: 'Save & Finish Later' }));
    await page.getByText('Your application is saved. We have e-mailed you a link to come back to it.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/stage1');
    const mail = await waitForMail(
      outboxDir(),
      (m) => m.to.includes(email) && m.subject.startsWith('Continue your loan application'),
      20_000,
    );
    expect(mail.text).toContain('/?q=%2Fsaved');
    await press(page, continueButton(page));

    // Stage 2: six steps now that there is a co-borrower.
    await atStage(page, 2, 'Loan and Property', 'Step 2 of 6');
    expect(await linkedStages(page)).toEqual(['1 Step 1: Personal Details (completed)']);
    await axeAtBothWidths(page, 'stage 2 empty');
    await continueExpectingErrors(page, 'Fill all required details');
    await axeAtBothWidths(page, 'stage 2 with errors');
    await fillStageTwo(page);
    await axeAtBothWidths(page, 'stage 2 filled');
    await press(page, continueButton(page));

    // Stage 3: one applicant at a time; only the first can be chosen until Continue completes her.
    await atStage(page, 3, 'Borrower Information', 'Step 3 of 6');
    expect(await applicantOptions(page)).toEqual(['Maria Tester (Borrower)', 'Ana Rivera (Co-Applicant) [disabled]']);
    await axeAtBothWidths(page, 'stage 3 empty');
    await continueExpectingErrors(page, 'Fill all required details');
    await axeAtBothWidths(page, 'stage 3 with errors');
    await fillStageThreeMaria(page);
    await axeAtBothWidths(page, 'stage 3 filled');
    await press(page, continueButton(page));
    await person(page, 'Ana Rivera (Co-Applicant)').waitFor();
    expect(await applicantOptions(page)).toEqual(['Maria Tester (Borrower) (completed)', 'Ana Rivera (Co-Applicant)']);
    await fillStageThreeAna(page);
    await press(page, continueButton(page));

    // Stage 4: the co-borrower.
    await atStage(page, 4, 'Co-Borrower Information', 'Step 4 of 6');
    await axeAtBothWidths(page, 'stage 4 empty');
    await continueExpectingErrors(page, 'You have some errors. Please fix and proceed.');
    await axeAtBothWidths(page, 'stage 4 with errors');
    await fillStageFour(page);
    await axeAtBothWidths(page, 'stage 4 filled');
    await press(page, continueButton(page));

    // Stage 5: everyone lists their own assets and debts, the co-borrower too.
    await atStage(page, 5, 'Assets and Liabilities', 'Step 5 of 6');
    expect(await applicantOptions(page)).toEqual([
      'Maria Tester (Borrower)',
      'Sam Tester (Co-Borrower) [disabled]',
      'Ana Rivera (Co-Applicant) [disabled]',
    ]);
    await axeAtBothWidths(page, 'stage 5 empty');
    // A started row must be finished: its details are then required.
    await press(page, page.getByRole('button', { name: 'New account' }));
    await chooseOption(page, group(page, 'Account 1').getByLabel(/^Account Type/), 'Checking');
    await continueExpectingErrors(page, 'Fill all required details');
    await axeAtBothWidths(page, 'stage 5 with errors');
    await fillStageFiveMaria(page);
    await axeAtBothWidths(page, 'stage 5 filled');
    await press(page, continueButton(page));
    await person(page, 'Sam Tester (Co-Borrower)').waitFor();
    await fillStageFiveSam(page);
    await press(page, continueButton(page));
    await person(page, 'Ana Rivera (Co-Applicant)').waitFor();
    await press(page, continueButton(page));

    // Stage 6: declarations, demographics and military service per applicant; Submit on the last.
    await atStage(page, 6, 'Declarations', 'Step 6 of 6');
    await axeAtBothWidths(page, 'stage 6 empty');
    await continueExpectingErrors(page, 'Borrower and Coborrower Ethnicity is required');
    await axeAtBothWidths(page, 'stage 6 with errors');
    await fillStageSixMaria(page);
    await axeAtBothWidths(page, 'stage 6 filled');
    await press(page, continueButton(page));
    await person(page, 'Ana Rivera (Co-Applicant)').waitFor();
    await fillStageSixAna(page);
    const submit = page.getByRole('button', { name: 'Submit', exact: true });
    await press(page, submit);

    // Thank you: by name, the sentence and the lender's phone.
    await page.waitForURL((url) => url.pathname === '/thank');
    await page.getByRole('heading', { level: 1, name: 'Thank you, Maria Tester!' }).waitFor();
    await page
      .getByText('Your application has been submitted, and you will be hearing from someone from our office soon.')
      .waitFor();
    await page.locator('main').getByRole('link', { name: LENDER.supportPhone }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('loanid'))).toBeNull();
    await axeAtBothWidths(page, '/thank');
    expect(tab.consoleErrors).toEqual([]);
  }, 600_000);

  it('lists it as submitted, previews it read-only and downloads its PDF and lender file', async () => {
    const { page } = tab;
    // The dashboard: the loan at Submission, and the 1003 list with the lender file of the submitted row.
    await page.goto('/dashboard');
    await page.locator('.dash-ladder__step[aria-current="step"]', { hasText: 'Submission' }).waitFor();
    const list = page.getByRole('region', { name: '1003 Applications' });
    await list.getByRole('cell', { name: 'Submitted' }).waitFor();
    const lenderFile = page.waitForEvent('download');
    await list.getByRole('button', { name: /Fannie Mae file download/ }).click();
    expect((await lenderFile).suggestedFilename()).toMatch(/^loan-application-.+-mismo-3\.4\.xml$/);
    const xml = (await downloadedBytes(lenderFile)).toString('utf8');
    expect(xml).toContain('<LastName>Tester</LastName>');
    // What the stages asked for DU: the card to be paid off at closing, and no business in the home.
    expect(xml).toMatch(
      /<LiabilityPayoffStatusIndicator>true<\/LiabilityPayoffStatusIndicator>\s*<LiabilityType>Revolving</,
    );
    expect(xml).toContain('<PropertyMixedUsageIndicator>false</PropertyMixedUsageIndicator>');
    expect(xml).toContain('<LanguageCode>spa</LanguageCode>');
    expect(xml).toContain('<ULAD:LanguageCodeOtherDescription>Portuguese</ULAD:LanguageCodeOtherDescription>');
    expect(xml).not.toContain('219099999');
    await list.getByLabel('Show').selectOption('saved');
    await list.getByText('No Form1003 loans').waitFor();
    await axeAtBothWidths(page, 'dashboard with a submitted application');

    // Saved and Completed Applications.
    await page.goto('/saved');
    const row = page.getByRole('row').nth(1);
    await row.waitFor();
    expect(await page.getByRole('columnheader').allInnerTexts()).toEqual([
      'Ref No.',
      'App No.',
      'Borrower',
      'Phone',
      'Email',
      'Address',
      'Status',
      'Actions',
    ]);
    const cells = await row.getByRole('cell').allInnerTexts();
    submitted.loanNumber = cells[1];
    expect(cells.slice(2, 7)).toEqual([
      'Maria Tester',
      '(555) 123-4567',
      submitted.email,
      '4210 W Bay Villa Ave, Tampa, FL 33611',
      'Submitted',
    ]);
    expect(await row.getByRole('button', { name: /^Resume/ }).count()).toBe(0);
    await axeAtBothWidths(page, '/saved');

    // The preview: every stage and person, read-only, personal numbers masked.
    await row.getByRole('link', { name: /^Preview/ }).click();
    await page.waitForURL((url) => url.pathname === '/preview');
    await page.getByRole('heading', { level: 2, name: 'Declarations' }).waitFor();
    const maria = person(page, 'Maria Tester (Borrower)').first();
    expect(await maria.getByLabel(/^Social Security Number/).inputValue()).toBe('***-**-9999');
    const employer = group(page, 'Employment 2').getByLabel(/^Employer or Business Name/);
    expect(await employer.inputValue()).toBe('Gulf Coast Clinic');
    expect(await employer.getAttribute('readonly')).not.toBeNull();
    await person(page, 'Sam Tester (Co-Borrower)').first().waitFor();
    await person(page, 'Ana Rivera (Co-Applicant)').first().waitFor();
    expect(await page.getByRole('button', { name: 'Continue' }).count()).toBe(0);
    await axeAtBothWidths(page, '/preview');

    // /download: the PDF starts by itself; the borrower's copy masks the SSN.
    const id = new URL(page.url()).searchParams.get('id');
    submitted.applicationId = Number(id);
    const pdfDownload = page.waitForEvent('download');
    await page.goto(`/download?id=${id}`);
    const pdf = await downloadedBytes(pdfDownload);
    const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text as string;
    expect(text.replace(/\s+/g, ' ')).toContain('***-**-9999');
    await page.getByRole('heading', { level: 1, name: 'Download Application' }).waitFor();
    await axeAtBothWidths(page, '/download');
    expect(tab.consoleErrors).toEqual([]);
  });

  it('the loan officer opens it from the pipeline, reads it, downloads the lender copies, corrects a field and completes it', async () => {
    const officer = await openPage();
    tabs.push(officer);
    const token = await staffToken();
    await officer.page.addInitScript((value) => window.sessionStorage?.setItem('staffToken', value), token);
    const { page } = officer;
    await page.goto('/staff');
    await page.getByRole('link', { name: submitted.loanNumber ?? 'the loan' }).click();
    const section = page.getByRole('region', { name: '1003 Applications' });
    await section.getByRole('cell', { name: 'Submitted' }).waitFor();
    await section.getByRole('button', { name: /^Open/ }).click();
    await section.getByRole('heading', { level: 3, name: 'Declarations' }).waitFor();
    expect(
      await person(section, 'Maria Tester (Borrower)')
        .first()
        .getByLabel(/^Social Security Number/)
        .inputValue(),
    ).toBe('***-**-9999');
    await axeAtBothWidths(page, 'staff loan page with the application open');

    // The lender's copies: the SSN whole in the PDF and in the MISMO file.
    const pdfDownload = page.waitForEvent('download');
    await section.getByRole('button', { name: /^Download PDF/ }).click();
    const pdf = await downloadedBytes(pdfDownload);
    const pdfText = (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true }))
      .text as string;
    expect(pdfText.replace(/\s+/g, ' ')).toContain('219-09-9999');
    const fileDownload = page.waitForEvent('download');
    await section.getByRole('button', { name: /^Fannie Mae file download/ }).click();
    const xml = (await downloadedBytes(fileDownload)).toString('utf8');
    expect(xml).toContain('<TaxpayerIdentifierValue>219099999</TaxpayerIdentifierValue>');

    // A correction: the same definition, at the revision read; SSNs left empty stay on file.
    await section.getByRole('button', { name: /^Correct this stage\W+Loan and Property$/ }).click();
    const loanStage = page.getByRole('region', { name: 'Loan and Property' });
    await loanStage.getByLabel(/^Loan Amount/).fill('315000');
    await loanStage.getByRole('button', { name: 'Save correction' }).click();
    await loanStage.getByText('The correction is saved.').waitFor();
    expect(await loanStage.getByLabel(/^Loan Amount/).inputValue()).toBe('315000');
    await section.getByRole('button', { name: /^Correct this stage\W+Borrower Information$/ }).click();
    const borrowerStage = page.getByRole('region', { name: 'Borrower Information' });
    await group(borrowerStage, 'Employment 1')
      .first()
      .getByLabel(/^Position or Title/)
      .fill('Charge Nurse');
    await borrowerStage.getByRole('button', { name: 'Save correction' }).click();
    await borrowerStage.getByText('The correction is saved.').waitFor();

    // Marked Completed: the borrower's lists say so.
    await section.getByRole('button', { name: 'Mark Completed' }).click();
    await section.getByText('The application is marked Completed.').waitFor();
    await section.getByRole('heading', { level: 3, name: /· Completed$/ }).waitFor();
    await tab.page.goto('/saved');
    await tab.page.getByRole('row').nth(1).getByRole('cell', { name: 'Completed' }).waitFor();
    expect(officer.consoleErrors).toEqual([]);
  });
});
