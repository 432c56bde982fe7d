import { afterEach, describe, expect, it } from 'vitest';
import type { StudioFormReply } from 'common';
import { inject } from 'vitest';
import { axeAtBothWidths } from './support/application.ts';
import { openPage, type TestPage } from './support/browser.ts';
import { staffGet, studioToken } from './support/staff.ts';

/**
 * The compliance studio end to end (issue 23): a compliance member opens a draft of the contact form, renames a
 * question in the structured editor (saved by itself), reads the change list and asks for review; a second member
 * approves and publishes; a visitor's /contact shows the new wording at once, with no rebuild.
 */
describe('editing, reviewing and publishing a form in the studio', () => {
  const tabs: TestPage[] = [];
  afterEach(async () => {
    while (tabs.length) await tabs.pop()?.close();
  });

  async function staffTab(token: string): Promise<TestPage> {
    const tab = await openPage();
    tabs.push(tab);
    await tab.page.addInitScript((value) => window.sessionStorage?.setItem('staffToken', value), token);
    return tab;
  }

  it('goes from an edit by one member to publication by another, served to the next visitor', async () => {
    const authorToken = await studioToken('author');
    const before = (await staffGet<StudioFormReply[]>(authorToken, 'staff/forms')).find(
      (form) => form.formId === 'contact',
    );
    const published = before?.published ?? 0;
    const next = Math.max(...(before?.versions.map((version) => version.version) ?? [0])) + 1;

    // The author opens a draft from the form's page and edits it.
    const author = await staffTab(authorToken);
    const { page } = author;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/staff/forms/contact');
    const draftPanel = page.getByRole('region', { name: 'Draft' });
    await draftPanel.getByRole('button', { name: `Open a draft of version ${next}` }).click();
    await draftPanel.getByRole('link', { name: 'Edit the draft' }).click();
    await page.waitForURL((url) => url.pathname === '/staff/forms/contact/draft');
    await page
      .getByRole('navigation', { name: 'Fields of the form' })
      .getByRole('button', { name: /^Message/ })
      .click();
    const title = page.getByLabel('Title', { exact: true });
    await title.fill('Your question');
    await title.press('Tab');
    await page
      .getByRole('status')
      .filter({ hasText: /^All changes saved/ })
      .waitFor();
    // The change list against the published version says it in words.
    const changes = page.getByRole('region', { name: 'Changes from the published version' });
    await changes
      .getByText(/Your question/)
      .first()
      .waitFor();
    await page.getByRole('region', { name: 'Checks' }).getByText('No problems').waitFor();
    // The preview draws the draft with the product's renderer and the draft's own validators.
    await page
      .getByRole('region', { name: 'Preview' })
      .getByLabel(/Your question/)
      .first()
      .waitFor();
    await axeAtBothWidths(page, 'the draft page');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByLabel('Why this change (the reviewer reads it)').fill('Visitors ask questions, not messages.');
    await page.getByRole('button', { name: 'Ask for review' }).click();
    await page.getByText('The draft was sent for review.').waitFor();
    await page.getByText('You worked on this draft, so another compliance member approves it.').waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    // The second member approves and publishes.
    const reviewer = await staffTab(await studioToken('reviewer'));
    await reviewer.page.setViewportSize({ width: 360, height: 800 });
    await reviewer.page.goto('/staff/forms/contact/draft');
    await reviewer.page.getByText('Visitors ask questions, not messages.').first().waitFor();
    await reviewer.page.getByRole('button', { name: 'Approve' }).click();
    await reviewer.page.getByText('The draft is approved; it can be published.').waitFor();
    await reviewer.page.getByRole('button', { name: 'Publish now' }).click();
    await reviewer.page.getByText(`Version ${next} is published.`).waitFor();

    // The form's page tells the history.
    await reviewer.page.goto('/staff/forms/contact');
    const history = reviewer.page.getByRole('region', { name: 'History' });
    await history.getByText('published').first().waitFor();
    expect(await history.textContent()).toContain('Visitors ask questions, not messages.');
    await axeAtBothWidths(reviewer.page, 'a form of the studio after publication');

    // A visitor gets the new version on the next page load.
    const visitor = await openPage();
    tabs.push(visitor);
    await visitor.page.goto('/contact');
    await visitor.page.getByLabel(/Your question/).waitFor();
    const served = (await (await fetch(`${inject('baseUrl')}/api/forms/contact`)).json()) as {
      data: { version: number };
    };
    expect(served.data.version).toBe(next);
    expect(next).toBeGreaterThan(published);
    for (const tab of [author, reviewer, visitor]) expect(tab.consoleErrors).toEqual([]);
  }, 180_000);
});
