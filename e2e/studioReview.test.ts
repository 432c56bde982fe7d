import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createUser, sessionFor } from 'server/testing/factories.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';
import { axeAtBothWidths } from './support/application.ts';
import { openPage, type TestPage } from './support/browser.ts';

// A server of its own: publishing a new contact version must not change the form other browser tests use.
const server = useTestServer({ env: { UI_DIR: path.resolve(process.env.UI_DIR ?? 'dist/ui') } });

/**
 * The compliance studio end to end (issue 23): a compliance member opens a draft of the contact form, adds an optional
 * "Best time to call" choice and rewords the phone's message in the structured editor (each edit saved by itself),
 * previews it at 360 px, reads the change list and asks for review; a second member approves and publishes; a
 * visitor's /contact shows the new question and wording at once, with no rebuild, and a submission records the new
 * version.
 */
describe('editing, reviewing and publishing a form in the studio', () => {
  const tabs: TestPage[] = [];
  afterEach(async () => {
    while (tabs.length) await tabs.pop()?.close();
  });
  afterAll(async () => {
    await server.close();
  });

  async function staffTab(firstName: string): Promise<TestPage> {
    const user = await createUser(server, { role: 'compliance', firstName, lastName: 'Tester' });
    const token = await sessionFor(server, user);
    const tab = await openPage({ baseUrl: server.url });
    tabs.push(tab);
    await tab.page.addInitScript((value) => window.sessionStorage?.setItem('staffToken', value), token);
    return tab;
  }

  const savedAll = (page: Page) =>
    page
      .getByRole('status')
      .filter({ hasText: /^All changes saved/ })
      .waitFor();

  it('goes from edits by one member to publication by another, served to the next visitor', async () => {
    const author = await staffTab('Avery');
    const { page } = author;
    await page.goto('/staff/forms/contact');
    const draftPanel = page.getByRole('region', { name: 'Draft' });
    await draftPanel.getByRole('button', { name: /^Open a draft of version (\d+)$/ }).click();
    // Said once, and the button's focus goes to the next thing to do.
    const editLink = draftPanel.getByRole('link', { name: 'Edit the draft' });
    await expect.poll(() => editLink.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(await draftPanel.getByText(/is open as a draft/).count()).toBe(1);
    await editLink.click();
    await page.waitForURL((url) => url.pathname === '/staff/forms/contact/draft');
    const heading = page.getByText(/, version \d+ \(draft, revision \d+\)/);
    await heading.waitFor();
    const version = Number(/version (\d+) \(draft/.exec((await heading.textContent()) ?? '')?.[1]);
    expect(version).toBeGreaterThan(1);

    // A new optional question: a drop-down with two options, after the message.
    const tree = page.getByRole('navigation', { name: 'Fields of the form' });
    await tree.getByRole('button', { name: 'Add a field' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Best time to call');
    await page.getByLabel('Kind of field').selectOption({ label: 'Choice (drop-down)' });
    await page.getByRole('button', { name: 'Add the field' }).click();
    await savedAll(page);
    await tree.getByRole('button', { name: /^Best time to call/ }).click();
    await page.getByLabel('Label of option 1').fill('Morning');
    await page.getByLabel('Label of option 2').fill('Afternoon');
    await page.getByRole('button', { name: 'Save options' }).click();
    await savedAll(page);
    // The phone's message reworded.
    await tree.getByRole('button', { name: /^Phone/ }).click();
    const invalid = page.getByLabel('When the answer is not valid (any other check)');
    await invalid.fill('Enter a 10-digit US phone number');
    await invalid.press('Tab');
    await savedAll(page);
    // An edit made just before leaving by the page's own link is kept (it was dropped with the autosave's timer).
    await tree.getByRole('button', { name: /^Best time to call/ }).click();
    await page.getByLabel('Title', { exact: true }).fill('Best time to call you');
    await page.getByLabel('Title', { exact: true }).press('Tab');
    await page.getByRole('link', { name: /^Back to / }).click();
    await page.waitForURL((url) => url.pathname === '/staff/forms/contact');
    await page.getByRole('region', { name: 'Draft' }).getByRole('link', { name: 'Edit the draft' }).click();
    await tree.getByRole('button', { name: /^Best time to call you/ }).waitFor();

    // The same draft as JSON in the source view, then back to the fields.
    await page.getByRole('button', { name: 'Source', exact: true }).click();
    await page.getByRole('textbox', { name: /\(JSON\)$/ }).waitFor();
    // CodeMirror draws the lines in view: the top of the definition.
    expect(await page.getByRole('textbox', { name: /\(JSON\)$/ }).textContent()).toContain('"id": "contact"');
    await axeAtBothWidths(page, 'the draft in the source view');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Fields', exact: true }).click();
    await tree.waitFor();

    // The change list says it in words; the checks pass; the preview draws it at a phone's width.
    const changes = page.getByRole('region', { name: 'Changes from the published version' });
    await changes
      .getByText(/Best time to call/)
      .first()
      .waitFor();
    await changes
      .getByText(/Enter a 10-digit US phone number/)
      .first()
      .waitFor();
    // The reworded message no longer matches the wrong-answer examples: the checks say so, and the author takes the
    // draft's messages into them.
    const checks = page.getByRole('region', { name: 'Checks' });
    await checks
      .getByText(/now gets different messages/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: "Take the draft's messages into the wrong-answer examples" }).click();
    await page.getByText("The wrong-answer examples now expect the draft's messages.").waitFor();
    await checks.getByText('No problems').waitFor();
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview
      .getByLabel(/Best time to call/)
      .first()
      .waitFor();
    await page.setViewportSize({ width: 360, height: 800 });
    await axeAtBothWidths(page, 'the draft page');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByLabel('Why this change (the reviewer reads it)').fill('Callers ask when we will ring them.');
    await page.getByRole('button', { name: 'Ask for review' }).click();
    await page.getByText('The draft was sent for review.').waitFor();
    await page.getByText('You worked on this draft, so another compliance member approves it.').waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    // The second member approves and publishes, on a phone.
    const reviewer = await staffTab('Blake');
    await reviewer.page.setViewportSize({ width: 360, height: 800 });
    await reviewer.page.goto('/staff/forms/contact/draft');
    await reviewer.page.getByText('Callers ask when we will ring them.').first().waitFor();
    await reviewer.page
      .getByRole('region', { name: 'Preview' })
      .getByLabel(/Best time to call/)
      .first()
      .waitFor();
    await reviewer.page.getByRole('button', { name: 'Approve' }).click();
    await reviewer.page.getByText('The draft is approved; it can be published.').waitFor();
    // A last look at the preview of what is approved before publishing it.
    await reviewer.page
      .getByRole('region', { name: 'Preview' })
      .getByLabel(/Best time to call/)
      .first()
      .waitFor();
    await reviewer.page.getByRole('button', { name: 'Publish now' }).click();
    await reviewer.page.getByText(`Version ${version} is published.`).waitFor();

    // The form's page tells the history.
    await reviewer.page.goto('/staff/forms/contact');
    const history = reviewer.page.getByRole('region', { name: 'History' });
    await history.getByText('published').first().waitFor();
    expect(await history.textContent()).toContain('Callers ask when we will ring them.');
    // Compare the two newest versions: the change list of the publication.
    const compare = reviewer.page.getByRole('region', { name: 'Compare versions' });
    await compare.getByRole('button', { name: 'Compare' }).click();
    await compare
      .getByText(/Best time to call/)
      .first()
      .waitFor();
    await axeAtBothWidths(reviewer.page, 'a form of the studio after publication');

    // A visitor gets the new version on the next page load, and sends it.
    const visitor = await openPage({ baseUrl: server.url });
    tabs.push(visitor);
    await visitor.page.goto('/contact');
    // The form's own fields (the footer's subscribe box has an e-mail field too).
    const form = visitor.page.locator('main');
    const time = form.getByLabel(/^Best time to call/);
    await time.waitFor();
    const phone = form.getByLabel(/^Phone/);
    await phone.fill('055-555-0199');
    await phone.blur();
    await form.getByText('Enter a 10-digit US phone number').waitFor();
    await form.getByLabel(/^Name/).fill('Maria Lopez');
    await phone.fill('8135550199');
    await form.getByLabel(/^Email/).fill('maria.lopez@example.com');
    await form.getByLabel(/^Zip code/).fill('33607');
    await form.getByLabel(/^City/).fill('Tampa');
    await form.getByLabel(/^Loan type/).selectOption('FHA');
    await form.getByLabel(/^Message/).fill('Please call me.');
    await time.selectOption({ label: 'Morning' });
    const sent = visitor.page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/common/contactus'),
    );
    await visitor.page.getByRole('button', { name: 'Send message' }).click();
    const posted = (await sent).postDataJSON() as Record<string, unknown>;
    expect(posted).toMatchObject({ formId: 'contact', formVersion: version });
    // The new options' stored values followed their labels as the author typed them.
    expect(JSON.stringify(posted)).toContain('"Morning"');
    await expect.poll(() => visitor.page.getByRole('status').filter({ hasText: 'Thank you' }).count()).toBe(1);
    for (const [who, tab] of [
      ['author', author],
      ['reviewer', reviewer],
      ['visitor', visitor],
    ] as const) {
      expect(tab.consoleErrors, who).toEqual([]);
    }
  }, 180_000);
});
