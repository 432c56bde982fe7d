import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormDefinition } from '../engine/src/definition.ts';
import { latestFormSource } from '../forms/index.ts';
import { createDraft, publishDraft } from '../server/src/forms/formDefinitionStore.ts';
import { startTestServer, type TestServer } from '../server/src/testing/testServer.ts';
import { expectNoAxeViolations, openPage, type TestPage } from './support/browser.ts';

// A server of its own: publishing a new contact version must not change the form other browser tests use.
let server: TestServer;
// A contact version the UI build does not know.
const UNBUILT = Number(latestFormSource('contact')?.folder.split('/v')[1]) + 1;
let tab: TestPage;

beforeAll(async () => {
  server = await startTestServer({ env: { UI_DIR: path.resolve(process.env.UI_DIR ?? 'dist/ui') } });
  const contact = latestFormSource('contact')?.definition as FormDefinition;
  const unbuilt = { ...structuredClone(contact), version: UNBUILT };
  unbuilt.messages = { ...unbuilt.messages, contName: { required: 'Please tell us your name' } };
  const [staff] = await server.deps
    .db('users')
    .insert({ email: 'compliance.e2e@example.com', first_name: 'Casey', last_name: 'Reyes', role: 'compliance' })
    .returning('id');
  await createDraft(server.deps.db, unbuilt);
  await publishDraft(server.deps.db, 'contact', UNBUILT, (staff as { id: number }).id);
  tab = await openPage();
});

afterAll(async () => {
  await tab?.close();
  await server?.close();
});

describe('a form version published after the UI was built', () => {
  it('validates in the browser with validators the server generated, and sends with its version', async () => {
    const { page } = tab;
    const posts: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/common/contactus'))
        posts.push(request.postDataJSON());
    });
    const validatorReply = page.waitForResponse((response) =>
      response.url().endsWith(`/api/forms/contact/${UNBUILT}/validator.js`),
    );
    await page.goto(`${server.url}/contact`);
    expect((await validatorReply).status()).toBe(200);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByText('Please tell us your name').count()).toBe(1);
    expect(posts).toEqual([]);
    await expectNoAxeViolations(page, '/contact on a served validator');

    await page.getByLabel(/^Name/).fill('Maria Lopez');
    await page.getByLabel(/^Phone/).fill('8135550199');
    await page.getByLabel(/^Email/).fill('maria.lopez@example.com');
    await page.getByLabel(/^Zip code/).fill('33607');
    await page.getByLabel(/^City/).fill('Tampa');
    await page.getByLabel(/^Loan type/).selectOption('FHA');
    await page.getByLabel(/^Message/).fill('Please call me.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]).toMatchObject({ formId: 'contact', formVersion: UNBUILT, contName: 'Maria Lopez' });
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Thank you' }).count()).toBe(1);
    expect(tab.consoleErrors).toEqual([]);
  });
});
