import { describe, expect, it } from 'vitest';
import { FORM_SOURCES, type FormSource } from 'forms';
import { useTestServer } from '../testing/useTestServer.ts';
import { UNBUILT_CONTACT_VERSION } from '../testing/unbuiltContactVersion.ts';
import { findStoredDefinition } from './formDefinitionStore.ts';
import { seedFormDefinitions } from './seedFormDefinitions.ts';

const server = useTestServer();

// The version after the newest one in forms/contact/.
const NEXT = UNBUILT_CONTACT_VERSION;

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
    broken.definition.version = NEXT;
    broken.folder = `contact/v${NEXT}`;
    delete broken.definition.messages;
    await expect(seedFormDefinitions(server.deps.db, [broken])).rejects.toThrow(
      `Form definition forms/contact/v${NEXT} is broken:\n- messages: is missing`,
    );
  });

  it('refuses a definition whose id or version disagrees with its folder', async () => {
    const misplaced = contactSource();
    misplaced.definition.version = NEXT;
    await expect(seedFormDefinitions(server.deps.db, [misplaced])).rejects.toThrow(
      `forms/contact/v1 holds form "contact" version ${NEXT}; its folder must be forms/contact/v${NEXT}.`,
    );
    expect(await findStoredDefinition(server.deps.db, 'contact', NEXT)).toBeUndefined();
  });

  it('publishes a new version beside the old one', async () => {
    const next = contactSource();
    const latestBefore = await server.api<{ version: number }>('GET', 'forms/contact');
    expect(latestBefore.body.data?.version).toBe(NEXT - 1);
    next.definition.version = NEXT;
    next.folder = `contact/v${NEXT}`;
    await seedFormDefinitions(server.deps.db, [next]);
    const stored = await findStoredDefinition(server.deps.db, 'contact', NEXT);
    expect(stored?.status).toBe('published');
    const reply = await server.api<{ version: number }>('GET', 'forms/contact');
    expect(reply.body.data?.version).toBe(NEXT);
    // The older versions stay published beside it, for the records filled on them.
    expect((await findStoredDefinition(server.deps.db, 'contact', 1))?.status).toBe('published');
  });
});
