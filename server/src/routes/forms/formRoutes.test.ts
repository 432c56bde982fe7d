import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../../../engine/src/definition.ts';
import { FORM_SOURCES } from '../../../../forms/index.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const contactFile = FORM_SOURCES.find((s) => s.folder === 'contact/v1')?.definition as FormDefinition;

describe('GET /api/forms/:formId', () => {
  it('returns the latest published definition', async () => {
    const reply = await server.api<FormDefinition>('GET', 'forms/contact');
    expect(reply.http).toBe(200);
    expect(reply.body.status).toBe(100);
    expect(reply.body.data).toEqual(contactFile);
    expect(Object.keys(reply.body.data ?? {}).sort()).toEqual([
      'description',
      'id',
      'lookups',
      'messages',
      'rules',
      'schema',
      'title',
      'uiSchema',
      'version',
    ]);
  });

  it('answers 404 for a form that does not exist', async () => {
    const reply = await server.api('GET', 'forms/mortgage-dreams');
    expect(reply.http).toBe(404);
    expect(reply.body).toMatchObject({ status: 404, statusText: 'This form is not available.', data: null });
  });
});

describe('GET /api/forms/:formId/:version', () => {
  it('returns that version', async () => {
    const reply = await server.api<FormDefinition>('GET', 'forms/support/1');
    expect(reply.http).toBe(200);
    expect(reply.body.data?.id).toBe('support');
    expect(reply.body.data?.version).toBe(1);
  });

  it('answers 404 for an unknown or malformed version', async () => {
    for (const path of ['forms/contact/99', 'forms/contact/0', 'forms/contact/latest', 'forms/contact/1.5']) {
      const reply = await server.api('GET', path);
      expect(reply.http, path).toBe(404);
      expect(reply.body.status, path).toBe(404);
    }
  });

  it('still serves a retired version so old records can be read, but not a draft', async () => {
    await server.deps.db('form_definitions').where({ form_id: 'support', version: 1 }).update({ status: 'retired' });
    expect((await server.api('GET', 'forms/support/1')).http).toBe(200);
    expect((await server.api('GET', 'forms/support')).http).toBe(404);
    await server.deps.db('form_definitions').where({ form_id: 'support', version: 1 }).update({ status: 'draft' });
    expect((await server.api('GET', 'forms/support/1')).http).toBe(404);
    await server.deps.db('form_definitions').where({ form_id: 'support', version: 1 }).update({ status: 'published' });
  });
});
