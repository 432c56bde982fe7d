import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormDefinition } from 'engine';
import { createDraft, publishDraft } from 'server/forms/formDefinitionStore.ts';
import { createUser } from 'server/testing/factories.ts';
import { LATEST_CONTACT } from 'server/testing/unbuiltContactVersion.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';
import { openPage, recordPosts, type TestPage } from './support/browser.ts';

// A server of its own: publishing a new contact version must not change the form other browser tests use.
const server = useTestServer({ env: { UI_DIR: path.resolve(process.env.UI_DIR ?? 'dist/ui') } });
let tab: TestPage;

const MESSAGE_TOO_SHORT = 'Tell us a little more';

/**
 * The newest contact form with a city given by `$ref`, a message limited through `allOf` and a count drawn by RJSF's
 * stock number box (`updown`): keywords RJSF resolves with code the forms' first download leaves out
 * (ui/src/forms/schemaResolvers.ts), and a widget the theme has none of (ui/src/forms/theme/stockRegistryParts.tsx),
 * as a compliance member may write.
 */
function contactWithReferences(): FormDefinition {
  const definition = structuredClone(LATEST_CONTACT) as FormDefinition & { schema: { definitions?: unknown } };
  definition.version = LATEST_CONTACT.version + 1;
  definition.schema.definitions = { city: { type: 'string', maxLength: 100 } };
  const properties = definition.schema.properties ?? {};
  properties.contCity = { $ref: '#/definitions/city', title: 'City' } as (typeof properties)[string];
  properties.contMessage = {
    type: 'string',
    title: 'Message',
    allOf: [{ maxLength: 2000 }, { minLength: 5 }],
  } as (typeof properties)[string];
  properties.contPeople = {
    type: 'integer',
    title: 'People on the loan',
    minimum: 1,
    maximum: 6,
  } as (typeof properties)[string];
  const order = (definition.uiSchema['ui:order'] as string[] | undefined) ?? [];
  definition.uiSchema = {
    ...definition.uiSchema,
    'ui:order': order.flatMap((name) => (name === 'contCity' ? [name, 'contPeople'] : [name])),
    contPeople: { 'ui:widget': 'updown' },
  };
  definition.messages = {
    ...definition.messages,
    contMessage: { required: 'Message is required', invalid: MESSAGE_TOO_SHORT },
  };
  return definition;
}

beforeAll(async () => {
  const definition = contactWithReferences();
  const author = await createUser(server, { role: 'compliance', firstName: 'Rory', lastName: 'Reyes' });
  await createDraft(server.deps.db, definition);
  await publishDraft(server.deps.db, 'contact', definition.version, author.id);
  tab = await openPage();
});

afterAll(async () => {
  await tab?.close();
});

describe('a published form whose schema uses $ref and allOf', () => {
  it("draws and validates with RJSF's reference code and stock widgets, loaded for it alone", async () => {
    const { page } = tab;
    const posts = recordPosts(page, 'common/contactus');
    const resolvers = page.waitForResponse((response) =>
      /\/assets\/rjsfSchemaResolvers-[\w-]+\.js$/.test(response.url()),
    );
    const stockWidgets = page.waitForResponse((response) => /\/assets\/widgets-[\w-]+\.js$/.test(response.url()));
    await page.goto(`${server.url}/contact`);
    expect((await resolvers).status()).toBe(200);
    expect((await stockWidgets).status()).toBe(200);

    // The form's own fields (the footer's subscribe box has an e-mail field too).
    const form = page.locator('main');
    await form.getByLabel(/^Name/).fill('Maria Lopez');
    await form.getByLabel(/^Phone/).fill('8135550199');
    await form.getByLabel(/^Email/).fill('maria.lopez@example.com');
    await form.getByLabel(/^Zip code/).fill('33607');
    await form.getByLabel(/^City/).fill('Tampa');
    await form.getByLabel(/^Loan type/).selectOption('FHA');
    // RJSF's own number box, as it draws it without our theme.
    const people = form.getByRole('spinbutton', { name: /^People on the loan/ });
    await people.fill('2');
    await people.blur();
    const message = form.getByLabel(/^Message/);
    // RJSF merged the `allOf` into the field it draws: the text box takes at most its 2000 characters.
    expect(await message.getAttribute('maxlength')).toBe('2000');
    await message.fill('Hi');
    await page.getByRole('button', { name: 'Send message' }).click();
    await form.getByText(MESSAGE_TOO_SHORT).waitFor();
    expect(posts).toEqual([]);

    await message.fill('Please call me.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]).toMatchObject({
      formId: 'contact',
      formVersion: LATEST_CONTACT.version + 1,
      contCity: 'Tampa',
      contPeople: 2,
    });
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Thank you' }).count()).toBe(1);
    expect(tab.consoleErrors).toEqual([]);
  });
});
