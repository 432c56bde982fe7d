import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_SOURCES, type FormSource } from '../../../forms/index.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { findStoredDefinition } from './formDefinitionStore.ts';
import { seedFormDefinitions } from './seedFormDefinitions.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

function contactSource(): FormSource & { definition: Record<string, unknown> } {
  const source = FORM_SOURCES.find((s) => s.folder === 'contact/v1');
  if (!source) throw new Error('forms/contact/v1 is missing from forms/index.ts');
  return { ...source, definition: structuredClone(source.definition) as Record<string, unknown> };
}

describe('seedFormDefinitions', () => {
  it('publishes every definition in forms/ at start-up', async () => {
    const rows = await server.deps
      .db('form_definitions')
      .select('form_id', 'version', 'status')
      .orderBy(['form_id', 'version']);
    expect(rows).toEqual(
      FORM_SOURCES.map((s) => {
        const [formId, version] = s.folder.split('/v');
        return { form_id: formId, version: Number(version), status: 'published' };
      }),
    );
    const stored = await findStoredDefinition(server.deps.db, 'contact', 1);
    expect(stored?.definition).toEqual(contactSource().definition);
  });

  it('is idempotent when the files match the database', async () => {
    await seedFormDefinitions(server.deps.db);
    const [row] = await server.deps.db('form_definitions').count<{ count: string }[]>({ count: '*' });
    expect(Number(row?.count)).toBe(FORM_SOURCES.length);
  });

  it('refuses to start when a published version was edited in its file', async () => {
    const edited = contactSource();
    edited.definition.title = 'Write to us';
    await expect(seedFormDefinitions(server.deps.db, [edited])).rejects.toThrow(
      'Form "contact" version 1 in forms/contact/v1 differs from the published version in the database. A stored version never changes: put the change in forms/contact/v2 instead.',
    );
    const stored = await findStoredDefinition(server.deps.db, 'contact', 1);
    expect(stored?.definition.title).toBe('Reach Us');
  });

  it('refuses a broken definition, naming the folder and the problem', async () => {
    const broken = contactSource();
    broken.definition.version = 2;
    broken.folder = 'contact/v2';
    delete broken.definition.messages;
    await expect(seedFormDefinitions(server.deps.db, [broken])).rejects.toThrow(
      'Form definition forms/contact/v2 is broken:\n- messages: is missing',
    );
  });

  it('refuses a definition whose id or version disagrees with its folder', async () => {
    const misplaced = contactSource();
    misplaced.definition.version = 3;
    await expect(seedFormDefinitions(server.deps.db, [misplaced])).rejects.toThrow(
      'forms/contact/v1 holds form "contact" version 3; its folder must be forms/contact/v3.',
    );
    expect(await findStoredDefinition(server.deps.db, 'contact', 3)).toBeUndefined();
  });

  it('publishes a new version beside the old one', async () => {
    const next = contactSource();
    next.definition.version = 2;
    next.folder = 'contact/v2';
    await seedFormDefinitions(server.deps.db, [next]);
    const stored = await findStoredDefinition(server.deps.db, 'contact', 2);
    expect(stored?.status).toBe('published');
    const reply = await server.api<{ version: number }>('GET', 'forms/contact');
    expect(reply.body.data?.version).toBe(2);
  });
});
