import type { Locator } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { atStage, axeAtBothWidths, fillStageTwoQuickly, group, reachStageTwoAlone } from './support/application.ts';
import { openPage, type TestPage } from './support/browser.ts';
import { chooseOption, chooseRadio, typeInto } from './support/keyboard.ts';

/**
 * What the URLA asks and the lender file carries for underwriting (issue 24): stage 2 asks section 4a's mixed-use
 * question of a borrower who will live in the home, section 4c's expected rent for a two-to-four-unit home to live in
 * or an investment purchase, and what an Other answer is; stage 5 asks whether a debt is paid off at closing. Each
 * question comes and goes with the answers it depends on, as a person changes them, and is saved.
 */

const tabs: TestPage[] = [];
afterEach(async () => {
  while (tabs.length) await tabs.pop()?.close();
});

const rent = (main: Locator) => main.getByLabel(/^Expected Monthly Rental Income/);
const mixedUse = (main: Locator) => group(main, /^Mixed-Use Property/);

async function shown(field: Locator): Promise<boolean> {
  return (await field.count()) > 0 && field.isVisible();
}

describe("the URLA's questions for underwriting", () => {
  it('asks mixed use, expected rent and what an Other is only when they apply, and keeps the answers', async () => {
    const tab = await openPage();
    tabs.push(tab);
    const { page } = tab;
    await reachStageTwoAlone(page, 'urla', 'Lena');
    const main = page.locator('main');
    await fillStageTwoQuickly(page);

    // A one-unit home to live in: mixed use is asked (answered No by the helper), rent is not.
    expect(await shown(mixedUse(main))).toBe(true);
    expect(await shown(rent(main))).toBe(false);

    // Two units, bought to live in: 4c's rent is asked too.
    await chooseOption(page, main.getByLabel(/^Number of Units/), '2');
    await rent(main).waitFor();
    // A refinance is not a purchase: no rent; back to Purchase, and it is asked again.
    await chooseRadio(page, group(main, /^Loan Purpose/), 'Refinance');
    await rent(main).waitFor({ state: 'detached' });
    await chooseRadio(page, group(main, /^Loan Purpose/), 'Purchase');
    await typeInto(page, rent(main), '1400');

    // An investment property: no one lives there, so mixed use is not asked. The arrow keys pass Second Home on the
    // way (rent not asked there): the rent typed is given back when Investment asks it again.
    await chooseRadio(page, group(main, /^Occupancy/), 'Investment Property');
    await mixedUse(main).waitFor({ state: 'detached' });
    expect(await rent(main).inputValue()).toBe('1400');

    // Other says DU takes the four programs only and asks what it is; a description is required.
    await chooseOption(page, main.getByLabel(/^Mortgage Applied For/), 'Other');
    const describe = main.getByLabel(/^Describe the mortgage/);
    await describe.waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('Please describe the mortgage you are applying for').waitFor();
    expect(new URL(page.url()).pathname).toBe('/stage2');
    await typeInto(page, describe, 'Portfolio loan');
    await axeAtBothWidths(page, 'stage 2 with its conditional URLA questions');
    await page.screenshot({ path: '/tmp/urla-stage2.png', fullPage: true });

    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await atStage(page, 3, 'Borrower Information', 'Step 3 of 5');
    // Back on stage 2, everything answered is there.
    await page.goto('/stage2');
    await atStage(page, 2, 'Loan and Property', 'Step 2 of 5');
    expect(await main.getByLabel(/^Describe the mortgage/).inputValue()).toBe('Portfolio loan');
    expect(await rent(main).inputValue()).toBe('1400');
    expect(await shown(mixedUse(main))).toBe(false);
    expect(tab.consoleErrors).toEqual([]);
  });
});
