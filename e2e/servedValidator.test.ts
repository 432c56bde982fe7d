import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from 'server/testing/useTestServer.ts';
import {
  publishUnbuiltContactVersion,
  UNBUILT_CONTACT_VERSION as UNBUILT,
  UNBUILT_NAME_REQUIRED,
} from 'server/testing/unbuiltContactVersion.ts';
import { expectNoAxeViolations, openPage, recordPosts, type TestPage } from './support/browser.ts';

// A server of its own: publishing a new contact version must not change the form other browser tests use.
const server = useTestServer({ env: { UI_DIR: path.resolve(process.env.UI_DIR ?? 'dist/ui') } });
let tab: TestPage;

beforeAll(async () => {
  await publishUnbuiltContactVersion(server.deps.db);
  tab = await openPage();
});

afterAll(async () => {
  await tab?.close();
  await server?.close();
});

describe('a form version published after the UI was built', () => {
  it('validates in the browser with validators the server generated, and sends with its version', async () => {
    const { page } = tab;
    const posts = recordPosts(page, 'common/contactus');
    const validatorReply = page.waitForResponse((response) =>
      response.url().endsWith(`/api/forms/contact/${UNBUILT}/validator.js`),
    );
    await page.goto(`${server.url}/contact`);
    expect((await validatorReply).status()).toBe(200);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByText(UNBUILT_NAME_REQUIRED).count()).toBe(1);
    expect(posts).toEqual([]);
    await expectNoAxeViolations(page, '/contact on a served validator');

    // The form's own fields (the footer's subscribe box has an e-mail field too).
    const form = page.locator('main');
    await form.getByLabel(/^Name/).fill('Maria Lopez');
    await form.getByLabel(/^Phone/).fill('8135550199');
    await form.getByLabel(/^Email/).fill('maria.lopez@example.com');
    await form.getByLabel(/^Zip code/).fill('33607');
    await form.getByLabel(/^City/).fill('Tampa');
    await form.getByLabel(/^Loan type/).selectOption('FHA');
    await form.getByLabel(/^Message/).fill('Please call me.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]).toMatchObject({ formId: 'contact', formVersion: UNBUILT, contName: 'Maria Lopez' });
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Thank you' }).count()).toBe(1);
    expect(tab.consoleErrors).toEqual([]);
  });
});
