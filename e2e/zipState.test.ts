import { afterAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { axeAtBothWidths, group } from './support/application.ts';
import { openPage, type TestPage } from './support/browser.ts';
import { chooseOption, chooseRadio, press, typeInto } from './support/keyboard.ts';

/**
 * A zip code and the state beside it agree (server/src/forms/zipStates.ts): the profile's zip fills its state when it
 * is left, but a state chosen again after it is refused on Submit at the zip, naming the zip's state, with nothing
 * typed lost; the state put right, the profile saves.
 */

const tabs: TestPage[] = [];
afterAll(async () => {
  for (const tab of tabs) await tab.close();
});

describe('a zip code and its state on the profile', () => {
  it('refuses a state the zip is not in, at the zip, and saves once they agree', async () => {
    const tab = await openPage();
    tabs.push(tab);
    const { page } = tab;
    await signUp(page, uniqueEmail('zipstate'), 'Zoe', 'correct horse battery');
    await page.waitForURL((url) => url.pathname === '/profile');
    const main = page.locator('main');
    const state = main.getByLabel('State');
    const zip = main.getByLabel('Zip Code');
    await chooseOption(page, main.getByLabel('Preferred Contact'), 'Email');
    await typeInto(page, main.getByLabel('Street Address'), '12 Magnolia St');
    await typeInto(page, main.getByLabel('City'), 'Jackson');
    await typeInto(page, zip, '39201');
    await page.keyboard.press('Tab');
    // Leaving the zip looks it up: its state is filled in.
    await expect
      .poll(() => state.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text))
      .toBe('Mississippi');
    // Chosen again after it: another state.
    await chooseOption(page, state, 'Georgia');
    await chooseRadio(page, group(main, /^Are you a first-time home buyer/), 'No');
    await chooseOption(page, main.getByLabel('How would you rate your credit?'), 'Good');
    await press(page, main.getByRole('button', { name: 'Submit' }));

    await main.getByText('This zip code is in Mississippi: check the zip code or the state').waitFor();
    await expect.poll(() => zip.getAttribute('aria-invalid')).toBe('true');
    expect(await zip.inputValue()).toBe('39201');
    expect(await main.getByLabel('Street Address').inputValue()).toBe('12 Magnolia St');
    await axeAtBothWidths(page, 'the profile, a zip of another state');

    await chooseOption(page, state, 'Mississippi');
    await press(page, main.getByRole('button', { name: 'Submit' }));
    await page.getByText('Data is saved!').waitFor();
  });
});
