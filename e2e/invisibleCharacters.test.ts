import type { Locator, Page, Request } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { TEXT_MESSAGE } from 'engine';
import { openSignIn, signInDialog, uniqueEmail } from './support/accounts.ts';
import { expectNoAxeViolations, openPage, type TestPage } from './support/browser.ts';

/**
 * Issue 20, point 6: names stay what they look like. Direction controls, zero-width characters and byte-order marks
 * typed into a name or an e-mail are refused with the field's message (the engine's one rule, in the browser as on
 * the server), never removed unseen, and nothing is sent.
 */

let tab: TestPage | undefined;

afterEach(async () => {
  await tab?.close();
  tab = undefined;
});

/** The text of what a field's aria-describedby points at, once the field is marked invalid. */
async function messageOf(page: Page, field: Locator): Promise<string> {
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(' ');
}

/** Checks the page with axe at 360 px and 1280 px wide, with no sideways scrolling, then returns to its width. */
async function axeAtBothWidths(page: Page, label: string) {
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${label} at ${width}px`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(size);
}

/** The POST requests the page makes to an API path, from now on. */
function postsTo(page: Page, path: string): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/${path}`) posts.push(request);
  });
  return posts;
}

describe('a name holding direction controls or invisible characters', () => {
  it('is refused under the field of a definition form, with the engine message, and nothing is sent', async () => {
    tab = await openPage({ width: 360 });
    const { page } = tab;
    const posts = postsTo(page, 'common/contactus');
    await page.goto('/contact');
    const name = page.getByLabel(/^Name( \*)?$/);
    await page.getByLabel(/^Phone( \*)?$/).fill('8135550199');
    await page.getByLabel(/^Email( \*)?$/).fill('dana@example.com');
    await page.getByLabel(/^Zip code( \*)?$/).fill('33607');
    await page.getByLabel(/^Zip code( \*)?$/).press('Tab');
    await expect.poll(() => page.getByLabel(/^City( \*)?$/).inputValue()).toBe('Tampa');
    await page.getByLabel(/^Loan type( \*)?$/).selectOption({ label: 'FHA' });
    // Free text (a textarea) may quote right-to-left text with its direction marks.
    await page.getByLabel(/^Message( \*)?$/).fill('Quoting \u202Bשלום\u202C is fine in free text.');
    for (const typed of ['Dana \u202Egnp.exe\u202C', 'Dana\u200BReyes', '\uFEFFDana']) {
      await name.fill(typed);
      await page.getByRole('button', { name: 'Send message' }).click();
      expect(await messageOf(page, name)).toBe(TEXT_MESSAGE);
      // The field still holds exactly what was typed: nothing is removed unseen.
      expect(await name.inputValue()).toBe(typed);
    }
    await axeAtBothWidths(page, '/contact with a refused name');
    expect(posts).toEqual([]);
    // The same name without the invisible character is accepted, and the request is sent.
    await name.fill('Dana Reyes');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => posts.length).toBe(1);
  });

  it('is refused under the sign-up popup’s name field before any code is asked for', async () => {
    tab = await openPage();
    const { page } = tab;
    const posts = postsTo(page, 'register/user');
    await openSignIn(page, 'Sign Up');
    const dialog = signInDialog(page);
    await dialog.getByLabel('First Name').fill('Dana\u202Egnp.exe');
    await dialog.getByLabel('Last Name').fill('Re\u200Byes');
    await dialog.getByLabel('Mobile Number').fill('5551234567');
    await dialog.getByLabel('Email').fill(uniqueEmail('bidi'));
    await dialog.getByRole('button', { name: 'Verify Email' }).click();
    expect(await messageOf(page, dialog.getByLabel('First Name'))).toBe(TEXT_MESSAGE);
    expect(await messageOf(page, dialog.getByLabel('Last Name'))).toBe(TEXT_MESSAGE);
    await dialog.getByRole('alert').filter({ hasText: TEXT_MESSAGE }).waitFor();
    expect(await dialog.getByLabel('First Name').inputValue()).toBe('Dana\u202Egnp.exe');
    await axeAtBothWidths(page, 'sign-up with refused names');
    expect(posts).toEqual([]);

    // The sign-in tab refuses an e-mail holding a zero-width space the same way.
    await dialog.getByRole('tab', { name: 'Sign In' }).click();
    await dialog.getByLabel('Email').fill('dana\u200B@example.com');
    await dialog.getByRole('button', { name: 'Login with OTP' }).click();
    expect(await messageOf(page, dialog.getByLabel('Email'))).toBe(TEXT_MESSAGE);
    expect(tab.consoleErrors).toEqual([]);
  });
});
