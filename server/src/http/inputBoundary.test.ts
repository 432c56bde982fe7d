import { request as httpRequest } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { TEXT_MESSAGE } from 'engine';
import { newPerson } from 'server/testing/accounts.ts';
import { validFixture, writtenRows } from 'server/testing/publicForms.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';
import {
  INPUT_DEPTH_MESSAGE,
  INPUT_PATH_MESSAGE,
  INPUT_TEXT_MESSAGE,
  INPUT_TYPE_MESSAGE,
  INPUT_UNREADABLE_MESSAGE,
  inputProblems,
  MAX_DEPTH,
} from './inputBoundary.ts';

/** Sends raw bytes with the given headers; returns the HTTP status, headers and parsed body. */
async function send(
  url: string,
  method: string,
  path: string,
  body: Uint8Array<ArrayBuffer> | string | undefined,
  headers: Record<string, string> = {},
): Promise<{ http: number; headers: Headers; body: Record<string, unknown> }> {
  const response = await fetch(`${url}${path}`, { method, headers, body });
  const text = await response.text();
  return { http: response.status, headers: response.headers, body: JSON.parse(text) as Record<string, unknown> };
}

/** A request whose path is sent exactly as written (fetch would normalise it). */
function rawPath(url: string, path: string): Promise<{ http: number; body: Record<string, unknown> }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'GET', headers: { accept: 'application/json' } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => resolve({ http: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }));
    });
    req.on('error', reject);
    req.end();
  });
}

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

describe('inputProblems', () => {
  it('names each string holding refused characters by its path, keys included', () => {
    const problems = inputProblems({
      name: 'a\u0000b',
      rows: [{ note: 'fine\nline' }, { note: '\ud800' }],
      ['k\u0001']: 1,
    });
    expect(problems).toHaveLength(3);
    expect(problems).toEqual(
      expect.arrayContaining([
        { path: 'name', message: INPUT_TEXT_MESSAGE },
        { path: 'rows.1.note', message: INPUT_TEXT_MESSAGE },
        { path: '?', message: INPUT_TEXT_MESSAGE },
      ]),
    );
  });

  it('reads body strings as multi-line text and a query as single-line text', () => {
    expect(inputProblems({ note: 'quote \u202Bשלום\u202C', zw: 'a\u200Bb' })).toEqual([]);
    expect(inputProblems({ q: 'Dana\u202E', k: 'a\uFEFF' }, 'query', false)).toEqual([
      { path: 'query.q', message: INPUT_TEXT_MESSAGE },
      { path: 'query.k', message: INPUT_TEXT_MESSAGE },
    ]);
    expect(inputProblems({ ['k\u200B']: 1 })).toEqual([{ path: '?', message: INPUT_TEXT_MESSAGE }]);
  });

  it('refuses nesting deeper than MAX_DEPTH without walking it recursively', () => {
    expect(inputProblems(nested(MAX_DEPTH))).toEqual([]);
    expect(inputProblems(nested(MAX_DEPTH + 1))).toEqual([
      { path: Array(MAX_DEPTH).fill('a').join('.'), message: INPUT_DEPTH_MESSAGE },
    ]);
    expect(inputProblems(nested(100_000))).toHaveLength(1);
  });
});

describe('the input boundary', () => {
  const server = useTestServer({ env: { UI_DIR: 'PLACEHOLDER' } });
  const contact = () => ({ ...validFixture('contact/v1'), formId: 'contact' });

  it('refuses a lone surrogate or NUL in any field with the envelope naming the field, and stores nothing', async () => {
    for (const bad of ['\ud800', 'a\u0000b', 'x\udc00y']) {
      const before = await writtenRows(server);
      const { http, body } = await server.api('POST', 'common/contactus', { ...contact(), contName: bad });
      expect(http).toBe(400);
      expect(body).toMatchObject({
        status: 400,
        statusText: INPUT_TEXT_MESSAGE,
        data: null,
        errors: ['contName'],
        fieldErrors: [{ path: 'contName', message: INPUT_TEXT_MESSAGE }],
      });
      expect(await writtenRows(server)).toEqual(before);
    }
  });

  it('refuses a NUL in a sign-up name: no code is asked for', async () => {
    const before = await server.deps.db('code_requests').count<{ count: string }[]>({ count: '*' });
    const { http, body } = await server.api('POST', 'register/user', {
      ...newPerson('nul.name@example.com'),
      first_name: 'Da\u0000na',
    });
    expect(http).toBe(400);
    expect(body.errors).toEqual(['first_name']);
    expect(await server.deps.db('code_requests').count<{ count: string }[]>({ count: '*' })).toEqual(before);
  });

  it('refuses a sign-up name with a direction override or a zero-width space with its field message: no code, no account', async () => {
    const count = async (table: string) => server.deps.db(table).count<{ count: string }[]>({ count: '*' });
    const before = [await count('code_requests'), await count('users')];
    for (const [field, value] of [
      ['first_name', 'Dana\u202Egnp.exe'],
      ['last_name', 'Re\u200Byes'],
    ] as const) {
      const person = newPerson('bidi.name@example.com');
      for (const body of [
        { ...person, [field]: value },
        { ...person, [field]: value, otp: '123456' },
      ]) {
        const { http, body: reply } = await server.api('POST', 'register/user', body);
        expect(http).toBe(400);
        expect(reply).toMatchObject({
          statusText: TEXT_MESSAGE,
          errors: [field],
          fieldErrors: [{ path: field, message: TEXT_MESSAGE }],
        });
      }
    }
    expect([await count('code_requests'), await count('users')]).toEqual(before);
  });

  it('refuses a form version the database cannot hold as a form that is not offered', async () => {
    for (const formVersion of [2147483648, 1e20, -1, 1.5]) {
      const { http, body } = await server.api('POST', 'common/contactus', { ...contact(), formVersion });
      expect(http).toBe(400);
      expect(body.errors).toEqual(['formVersion']);
    }
    const { http } = await server.api('GET', 'forms/contact/99999999999');
    expect(http).toBe(404);
  });

  it('refuses a body that does not decompress on every POST route, unknown ones included', async () => {
    const broken = new TextEncoder().encode('this is not compressed');
    for (const path of ['/api/common/contactus', '/api/register/user', '/api/no/such/route']) {
      for (const encoding of ['gzip', 'br', 'deflate']) {
        const reply = await send(server.url, 'POST', path, broken, {
          'content-type': 'application/json',
          'content-encoding': encoding,
        });
        expect(reply.http).toBe(400);
        expect(reply.body).toMatchObject({ status: 400, statusText: INPUT_UNREADABLE_MESSAGE, data: null });
      }
    }
  });

  it('reads a body that does decompress', async () => {
    const json = JSON.stringify(contact());
    for (const [encoding, bytes] of [
      ['gzip', new Uint8Array(gzipSync(json))],
      ['br', new Uint8Array(brotliCompressSync(json))],
    ] as const) {
      const reply = await send(server.url, 'POST', '/api/common/contactus', bytes, {
        'content-type': 'application/json',
        'content-encoding': encoding,
      });
      expect(reply.body.status).toBe(100);
    }
  });

  it('refuses a body that is not JSON with 415', async () => {
    const reply = await send(server.url, 'POST', '/api/common/contactus', 'contName=Dana', {
      'content-type': 'text/plain',
    });
    expect(reply.http).toBe(415);
    expect(reply.body).toMatchObject({ status: 415, statusText: INPUT_TYPE_MESSAGE });
  });

  it('refuses a body nested deeper than any form', async () => {
    const depth = 100_000;
    const json = JSON.stringify(contact()).replace(
      /}$/,
      `,"contMessage":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`,
    );
    const { http, body } = await send(server.url, 'POST', '/api/common/contactus', json, {
      'content-type': 'application/json',
    });
    expect(http).toBe(400);
    expect(body.statusText).toBe(INPUT_DEPTH_MESSAGE);
    expect(body.errors).toEqual(['contMessage']);
  });

  it('refuses refused characters in the query and the path', async () => {
    for (const search of ['types=%00', 'types=1%E2%80%AE', 'types=%EF%BB%BF1']) {
      const query = await send(server.url, 'GET', `/api/lookups?${search}`, undefined);
      expect(query.http).toBe(400);
      expect(query.body.errors).toEqual(['query']);
    }
    for (const path of ['/api/forms/%ff', '/api/forms/a%00b', '/api/forms/%ed%a0%80', '/api/forms/a%E2%80%8Bb']) {
      const reply = await rawPath(server.url, path);
      expect(reply.http).toBe(400);
      expect(reply.body.statusText).toBe(INPUT_PATH_MESSAGE);
    }
  });

  it('matches API paths case-sensitively: /API/… is a JSON 404 with no-store, never the UI page', async () => {
    for (const path of ['/API/nonexistent', '/Api/health', '/API']) {
      const response = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toMatchObject({ status: 404, data: null });
    }
  });

  it('answers 405 and 501 in the envelope, keeping the Allow header', async () => {
    const notAllowed = await send(server.url, 'DELETE', '/api/health', undefined);
    expect(notAllowed.http).toBe(405);
    expect(notAllowed.headers.get('allow')).toContain('GET');
    expect(notAllowed.body).toMatchObject({ status: 405, data: null, errors: [] });
    const notImplemented = await send(server.url, 'PROPFIND', '/api/health', undefined);
    expect(notImplemented.http).toBe(501);
    expect(notImplemented.body).toMatchObject({ status: 501, data: null, errors: [] });
  });
});
