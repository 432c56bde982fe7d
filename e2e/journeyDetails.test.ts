import { afterAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { axeAtBothWidths, PASSWORD, reachStageTwoAlone } from './support/application.ts';
import { openPage, type TestPage } from './support/browser.ts';
import { completeProfile } from './support/profile.ts';

/** The rest of issue 21 (point 12): the starting rule of every Get Pre-Approved, and discarding an application. */

const tabs: TestPage[] = [];

afterAll(async () => {
  while (tabs.length) await tabs.pop()?.close();
});

describe('Get Pre-Approved from the footer', () => {
  it('asks a newcomer for the place (the zip question) instead of opening an empty wizard', async () => {
    const tab = await openPage();
    tabs.push(tab);
    const { page } = tab;
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Get Pre-Approved' }).click();
    const zip = page.getByRole('dialog', { name: 'Where are you looking?' });
    await zip.waitFor();
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(await page.getByText('Could not find the last record.').count()).toBe(0);
    await axeAtBothWidths(page, 'the zip question from the footer');
    await zip.getByRole('button', { name: 'Close' }).click();

    // Signed in with nothing saved: the same question, and the dashboard offers nothing to resume.
    await signUp(page, uniqueEmail('footer'), 'Faye', PASSWORD);
    await page.waitForURL((url) => url.pathname === '/profile');
    await completeProfile(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Get Pre-Approved' }).click();
    await page.getByRole('dialog', { name: 'Where are you looking?' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const card = page.getByRole('region', { name: 'Pre-Approval' });
    await card.getByRole('button', { name: 'Get Pre-Approved' }).waitFor();
    expect(await card.getByRole('button', { name: 'Resume Form' }).isEnabled()).toBe(false);
    expect(tab.consoleErrors).toEqual([]);
  });
});

describe('discarding an application', () => {
  it('asks first, then takes a never-submitted application out of /saved and the dashboard; a loading page has its h1', async () => {
    const tab = await openPage();
    tabs.push(tab);
    const { page } = tab;
    await reachStageTwoAlone(page, 'discard', 'Dale');

    await page.goto('/saved');
    const table = page.getByRole('table', { name: 'Your loan applications, newest first' });
    const discard = table.getByRole('button', { name: /^Discard application AP/ });
    await discard.waitFor();
    const refNumber = ((await discard.innerText()).match(/AP\w+/) ?? [''])[0];
    await discard.click();
    const confirm = page.getByRole('dialog', { name: `Discard application ${refNumber}?` });
    await confirm.waitFor();
    // The weighty choice starts on Cancel, and Cancel keeps the application.
    expect(await confirm.getByRole('button', { name: 'Cancel' }).evaluate((b) => b === document.activeElement)).toBe(
      true,
    );
    await axeAtBothWidths(page, 'the discard confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await discard.waitFor();

    await discard.click();
    await confirm.getByRole('button', { name: 'Discard application' }).click();
    await page.getByText(`Application ${refNumber} was discarded.`).waitFor();
    await page.getByText('No application data available').waitFor();
    await axeAtBothWidths(page, '/saved after a discard');

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByText('No Form1003 loans').waitFor();
    await page.getByText('You have no loan yet.').waitFor();

    // A page whose code is still on its way already has its h1 (the route's title) above 'Loading…'.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/ThankYouPage-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/thank');
    await page.getByRole('status').filter({ hasText: 'Loading…' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual(['Thank You']);
    await axeAtBothWidths(page, '/thank while its code loads');
    release();
    await page.getByRole('heading', { level: 1, name: /^Thank you/ }).waitFor();
    expect(tab.consoleErrors).toEqual([]);
  });
});
