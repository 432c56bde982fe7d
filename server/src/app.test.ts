import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES } from './app.ts';
import { useTestServer } from './testing/useTestServer.ts';

describe('HTTP core', () => {
  const server = useTestServer({ env: { UI_DIR: 'PLACEHOLDER' } });

  it('answers the health call in the envelope with the request id echoed', async () => {
    const response = await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': 'test-request-0001' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('test-request-0001');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toMatchObject({ status: 100, errors: [] });
    expect(body.data.database).toMatch(/pglite|postgresql/);
  });

  it('answers an unknown API call with a 404 envelope', async () => {
    const { http, body } = await server.api('GET', 'no/such/call');
    expect(http).toBe(404);
    expect(body).toEqual({ status: 404, statusText: 'This call does not exist.', data: null, errors: [] });
  });

  it('sends security headers', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('compresses a JSON reply over 1 KB as the caller accepts, and sends a small one as it is', async () => {
    const url = `${server.url}/api/forms/contact`;
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const definition = await plain.text();
    expect(definition.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const encoding of ['br', 'gzip']) {
      const reply = await fetch(url, { headers: { 'accept-encoding': encoding } });
      expect(reply.headers.get('content-encoding')).toBe(encoding);
      expect(reply.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await reply.text()).toBe(definition);
    }
    const health = await fetch(`${server.url}/api/health`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.headers.get('content-encoding')).toBeNull();
  });

  it('refuses malformed JSON with a 400 envelope and no stack trace', async () => {
    const response = await fetch(`${server.url}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken":',
    });
    const text = await response.text();
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });

  it('refuses bodies over the JSON limit with 413', async () => {
    const response = await fetch(`${server.url}/api/common/contactus`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ contMessage: 'x'.repeat(1_100_000) }),
    });
    expect(response.status).toBe(413);
    const body = await response.json();
    expect(body).toMatchObject({ status: 413, statusText: 'The request is too large.' });
  });
});

describe('serving the built UI', () => {
  const uiDir = path.join(process.cwd(), 'dist', 'test-ui-fixture');
  mkdirSync(path.join(uiDir, 'assets'), { recursive: true });
  writeFileSync(path.join(uiDir, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
  writeFileSync(path.join(uiDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(uiDir, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["../../ui/src/main.tsx"]}');
  // A script big enough to be worth compressing, with the copies the build writes beside it (scripts/precompress.ts).
  const bigScript = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => ({ index, label: `Row ${index}` })))};`;
  writeFileSync(path.join(uiDir, 'assets', 'big-def456.js'), bigScript);
  writeFileSync(path.join(uiDir, 'assets', 'big-def456.js.br'), brotliCompressSync(bigScript));
  writeFileSync(path.join(uiDir, 'assets', 'big-def456.js.gz'), gzipSync(bigScript));
  const server = useTestServer({ env: { UI_DIR: uiDir } });

  it('sends the copy the browser accepts, Brotli first, saying so and keeping the long cache', async () => {
    const url = `${server.url}/assets/big-def456.js`;
    const cases: [string, string | null][] = [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ];
    for (const [accepted, sent] of cases) {
      const reply = await fetch(url, { headers: { 'accept-encoding': accepted } });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-encoding')).toBe(sent);
      expect(reply.headers.get('content-type')).toMatch(/javascript/);
      expect(reply.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(reply.headers.get('cache-control')).toContain('immutable');
      expect(await reply.text()).toBe(bigScript);
    }
  });

  it('falls back to index.html for client routes', async () => {
    const response = await fetch(`${server.url}/stage3`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets with a long cache and 404s missing files', async () => {
    const asset = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missing = await fetch(`${server.url}/assets/nope.js`);
    expect(missing.status).toBe(404);
  });

  it('never serves source maps, though the build keeps them for us', async () => {
    const map = await fetch(`${server.url}/assets/app-abc123.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('sources');
  });
});

describe('serving the built UI with its route meta', () => {
  const uiDir = path.join(process.cwd(), 'dist', 'test-ui-meta-fixture');
  mkdirSync(uiDir, { recursive: true });
  writeFileSync(
    path.join(uiDir, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="Generic." /><title>shell</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(uiDir, 'route-meta.json'),
    JSON.stringify([
      {
        path: '/contact',
        title: 'Contact Us | Lender',
        description: 'Reach us.',
        preload: ['/assets/ContactPage-abc.js'],
        forms: ['contact', 'no-such-form'],
        validators: { contact: {} },
      },
      { path: '*', title: 'Page not found | Lender', description: 'No such page.' },
    ]),
  );
  const server = useTestServer({ env: { UI_DIR: uiDir } });

  it('answers a route with its own title and description, and any other path with the app and 404', async () => {
    const contact = await fetch(`${server.url}/contact`, { headers: { accept: 'text/html' } });
    expect(contact.status).toBe(200);
    const html = await contact.text();
    expect(html).toContain('<title>Contact Us | Lender</title>');
    expect(html).toContain('content="Reach us." data-route="/contact"');
    // The hints name the page's files, the contact form served now and that version's validators (the fixture's
    // build has none, so the server's); a form the store does not have gets none.
    const live = await fetch(`${server.url}/api/forms/contact`);
    const { version } = ((await live.json()) as { data: { version: number } }).data;
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/ContactPage-abc.js" />');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/forms/contact" />');
    expect(html).toContain(
      `<link rel="modulepreload" crossorigin href="/api/forms/contact/${version}/validator.js" />`,
    );
    expect(html).not.toContain('no-such-form');

    const missing = await fetch(`${server.url}/no/such/page`, { headers: { accept: 'text/html' } });
    expect(missing.status).toBe(404);
    const page = await missing.text();
    expect(page).toContain('<title>Page not found | Lender</title>');
    expect(page).toContain('<div id="root">');
  });
});
