import { beforeAll, describe, expect, it } from 'vitest';
import { publishedValidatorPath } from 'common';
import type { FormDefinition } from 'engine';
import { useTestServer } from '../testing/useTestServer.ts';
import {
  createDraft,
  DefinitionConflictError,
  findLiveDefinitions,
  findStoredDefinition,
  publishDraft,
  READABLE_STATUSES,
  retireDefinition,
  updateDraft,
} from './formDefinitionStore.ts';
import { insertSubmission } from './insertSubmission.ts';
import { validateSubmission } from './submissionValidation.ts';

const server = useTestServer();
let staffId: number;

beforeAll(async () => {
  const [row] = await server.deps
    .db('users')
    .insert({ email: 'compliance@example.com', first_name: 'Casey', last_name: 'Reyes', role: 'compliance' })
    .returning('id');
  staffId = (row as { id: number }).id;
});

// A form only this file uses: compiled validators are cached per process by form id and version.
const FORM_ID = 'store-test';

/** A small definition; version 2 adds a required state. */
function definition(version: number, title = 'Call me back'): FormDefinition {
  const withState = version >= 2;
  return {
    id: FORM_ID,
    version,
    title,
    schema: {
      type: 'object',
      additionalProperties: false,
      required: withState ? ['name', 'state'] : ['name'],
      properties: { name: { type: 'string', maxLength: 50 }, ...(withState ? { state: { type: 'string' } } : {}) },
    },
    uiSchema: { 'ui:order': withState ? ['name', 'state'] : ['name'] },
    lookups: withState ? { state: 18 } : {},
    messages: {
      name: { required: 'Name is required' },
      ...(withState ? { state: { required: 'State is required' } } : {}),
    },
    rules: [],
  };
}

async function statusOf(version: number): Promise<string | undefined> {
  return (await findStoredDefinition(server.deps.db, FORM_ID, version))?.status;
}

describe('form definition versions', () => {
  it('keeps a draft to itself: not served, editable, then published by a staff user', async () => {
    const draft = await createDraft(server.deps.db, definition(1, 'Draft title'));
    expect(draft).toMatchObject({ formId: FORM_ID, version: 1, status: 'draft', publishedBy: null });
    expect((await server.api('GET', `forms/${FORM_ID}`)).http).toBe(404);
    expect((await server.api('GET', `forms/${FORM_ID}/1`)).http).toBe(404);

    await updateDraft(server.deps.db, FORM_ID, 1, definition(1));
    const published = await publishDraft(server.deps.db, FORM_ID, 1, staffId);
    expect(published).toMatchObject({ status: 'published', publishedBy: staffId, definition: definition(1) });
    expect(published.publishedAt).toBeInstanceOf(Date);
    const reply = await server.api<FormDefinition>('GET', `forms/${FORM_ID}`);
    // With its validators at the server's address: no UI build carries this form.
    expect(reply.body.data).toEqual({ ...definition(1), validatorModule: publishedValidatorPath(FORM_ID, 1) });
  });

  it('never changes a published version', async () => {
    await expect(updateDraft(server.deps.db, FORM_ID, 1, definition(1, 'Changed'))).rejects.toThrow(
      new DefinitionConflictError(`Form "${FORM_ID}" version 1 is not a draft; a published version never changes.`),
    );
    await expect(publishDraft(server.deps.db, FORM_ID, 1, staffId)).rejects.toThrow(DefinitionConflictError);
    await expect(createDraft(server.deps.db, definition(1, 'Changed'))).rejects.toThrow(
      `Form "${FORM_ID}" already has version 1; a new draft needs a higher version.`,
    );
    expect((await findStoredDefinition(server.deps.db, FORM_ID, 1))?.definition).toEqual(definition(1));
  });

  it('refuses a broken draft, naming the field and the problem', async () => {
    const broken = { ...definition(2), messages: {} };
    await expect(createDraft(server.deps.db, broken)).rejects.toThrow(
      'Form definition the draft is broken:\n- messages.name.required: is missing (the field is required)\n- messages.state.required: is missing (the field is required)',
    );
    await expect(updateDraft(server.deps.db, FORM_ID, 1, definition(2))).rejects.toThrow(
      `A draft keeps its form id and version (${FORM_ID} version 1).`,
    );
    expect(await statusOf(2)).toBeUndefined();
  });

  it('validates a record saved on v1 with v1 after v2 is published, and serves v2 as the latest', async () => {
    const record = { name: 'Maria Lopez' };
    const first = await validateSubmission(server.deps.db, FORM_ID, undefined, record);
    expect(first.stored.version).toBe(1);
    const submissionId = await server.deps.db.transaction((trx) =>
      insertSubmission(trx, { formId: FORM_ID, formVersion: 1, userId: null, data: first.data, ip: '127.0.0.1' }),
    );

    await createDraft(server.deps.db, definition(2));
    await publishDraft(server.deps.db, FORM_ID, 2, staffId);
    expect((await server.api<FormDefinition>('GET', `forms/${FORM_ID}`)).body.data?.version).toBe(2);
    expect((await server.api<FormDefinition>('GET', `forms/${FORM_ID}/1`)).body.data).toEqual({
      ...definition(1),
      validatorModule: publishedValidatorPath(FORM_ID, 1),
    });

    // The saved record is read with the version it was filled on.
    const saved = (await server.deps.db('form_submissions').where({ id: submissionId }).first()) as {
      form_version: number;
      data: Record<string, unknown>;
    };
    expect(saved.form_version).toBe(1);
    await expect(validateSubmission(server.deps.db, FORM_ID, saved.form_version, saved.data)).resolves.toMatchObject({
      stored: { version: 1 },
      data: record,
    });
    // A new record gets the latest version, which asks for more.
    await expect(validateSubmission(server.deps.db, FORM_ID, undefined, record)).rejects.toMatchObject({
      httpStatus: 400,
      statusText: 'You have some errors. Please fix and proceed.',
      errors: ['state'],
    });
  });

  it('retires a version: not offered for new records, still there for the records saved on it', async () => {
    await retireDefinition(server.deps.db, FORM_ID, 1);
    expect(await statusOf(1)).toBe('retired');
    await expect(validateSubmission(server.deps.db, FORM_ID, 1, { name: 'Maria' })).rejects.toMatchObject({
      statusText: 'This form is no longer available. Please reload the page and try again.',
      errors: ['formVersion'],
    });
    await expect(
      validateSubmission(server.deps.db, FORM_ID, 1, { name: 'Maria' }, { statuses: READABLE_STATUSES }),
    ).resolves.toMatchObject({ stored: { version: 1, status: 'retired' } });
    expect((await server.api('GET', `forms/${FORM_ID}/1`)).http).toBe(200);
    await expect(retireDefinition(server.deps.db, FORM_ID, 1)).rejects.toThrow(
      `Form "${FORM_ID}" version 1 is not published, so it cannot be retired.`,
    );
  });
  it('reads the definition each form is served with now in one statement, drafts and unknown forms left out', async () => {
    await createDraft(server.deps.db, definition(3, 'Call me back soon'));
    const statements: string[] = [];
    const count = (query: { sql: string }) => statements.push(query.sql);
    server.deps.db.on('query', count);
    try {
      const live = await findLiveDefinitions(server.deps.db, [FORM_ID, 'contact', 'no-such-form', FORM_ID]);
      expect(statements).toHaveLength(1);
      const byForm = new Map(live.map((stored) => [stored.formId, stored]));
      expect([...byForm.keys()].sort()).toEqual(['contact', FORM_ID].sort());
      expect(byForm.get(FORM_ID)).toMatchObject({ version: 2, status: 'published', definition: definition(2) });
      const contact = (await server.api<FormDefinition>('GET', 'forms/contact')).body.data;
      expect(byForm.get('contact')?.version).toBe(contact?.version);
    } finally {
      server.deps.db.removeListener('query', count);
    }
  });
});
