import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { publishedValidatorPath, VALIDATOR_MODULES_FILE, type FormDefinitionReply } from 'common';
import { localizeAjvErrors, type FormDefinition } from 'engine';
import { formatDefinitions, validatorRequire } from 'engine/runtime.ts';
import { FORM_SOURCES } from 'forms';
import { retireDefinition } from 'server/forms/formDefinitionStore.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';
import {
  LATEST_CONTACT,
  publishUnbuiltContactVersion,
  UNBUILT_CONTACT_VERSION as UNBUILT,
  UNBUILT_NAME_REQUIRED,
} from 'server/testing/unbuiltContactVersion.ts';

// A UI build that carries the newest contact version's validators (the build writes the list; its files are not read).
const BUILT_CONTACT = '/assets/contact.vN-built.js';
const uiDir = path.join(process.cwd(), 'dist', 'test-ui-validator-modules');
mkdirSync(uiDir, { recursive: true });
writeFileSync(path.join(uiDir, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
writeFileSync(
  path.join(uiDir, VALIDATOR_MODULES_FILE),
  JSON.stringify({ [`${LATEST_CONTACT.id}@${LATEST_CONTACT.version}`]: BUILT_CONTACT }),
);
const server = useTestServer({ env: { UI_DIR: uiDir } });

describe('GET /api/forms/:formId', () => {
  it('returns the latest published definition', async () => {
    const reply = await server.api<FormDefinitionReply>('GET', 'forms/contact');
    expect(reply.http).toBe(200);
    expect(reply.body.status).toBe(100);
    // With the build's module of its validators, which the browser imports.
    expect(reply.body.data).toEqual({ ...LATEST_CONTACT, validatorModule: BUILT_CONTACT });
    expect(Object.keys(reply.body.data ?? {}).sort()).toEqual([
      'description',
      'id',
      'lookups',
      'messages',
      'rules',
      'schema',
      'title',
      'uiSchema',
      'validatorModule',
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

  it('still returns an older version after a newer one is published', async () => {
    const first = FORM_SOURCES.find((s) => s.folder === 'contact/v1')?.definition as FormDefinition;
    expect(LATEST_CONTACT.version).toBeGreaterThan(1);
    const reply = await server.api<FormDefinitionReply>('GET', 'forms/contact/1');
    expect(reply.http).toBe(200);
    // A version the build does not carry names the server's module of its validators.
    expect(reply.body.data).toEqual({ ...first, validatorModule: publishedValidatorPath('contact', 1) });
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

describe('GET /api/forms/:formId/:version/validator.js', () => {
  const get = (apiPath: string) => fetch(`${server.url}/api/${apiPath}`);

  it('serves the version’s validators as a script the browser may keep, made from the stored definition', async () => {
    // A version the UI build does not know: the stored contact form with its own wording for a missing name.
    const unbuilt = await publishUnbuiltContactVersion(server.deps.db);
    const response = await get(`forms/contact/${UNBUILT}/validator.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const source = await response.text();
    expect(source).not.toMatch(/\beval\(|new Function/);

    // The module runs with nothing but ajv's runtime helpers and the engine's formats, as the browser runs it.
    const folder = mkdtempSync(path.join(os.tmpdir(), 'served-validator-'));
    try {
      const file = path.join(folder, 'validator.mjs');
      writeFileSync(file, source);
      const served = (await import(pathToFileURL(file).href)) as {
        default(require: (name: string) => unknown, formats: unknown): ValidatorFunctions;
      };
      const functions = served.default(validatorRequire, formatDefinitions());
      const schema = unbuilt.schema as RJSFSchema;
      const validator = createPrecompiledValidator(functions, schema, localizeAjvErrors(unbuilt));
      const empty = validator.validateFormData({ contEmail: 'maria.example.com' }, schema);
      const messages = Object.fromEntries(
        empty.errors.map((error) => [(error.property ?? '').replace(/^\./, ''), error.message]),
      );
      expect(messages.contName).toBe(UNBUILT_NAME_REQUIRED);
      expect(messages.contEmail).toBe('Enter valid email');
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await retireDefinition(server.deps.db, 'contact', UNBUILT);
    }
  });

  it('answers 404 for a draft, an unknown version or a malformed one', async () => {
    await server.deps.db('form_definitions').where({ form_id: 'support', version: 1 }).update({ status: 'draft' });
    try {
      for (const apiPath of ['forms/support/1', 'forms/contact/99', 'forms/contact/latest', 'forms/nothing/1']) {
        expect((await get(`${apiPath}/validator.js`)).status, apiPath).toBe(404);
      }
    } finally {
      await server.deps
        .db('form_definitions')
        .where({ form_id: 'support', version: 1 })
        .update({ status: 'published' });
    }
  });
});
