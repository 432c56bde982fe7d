import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { UNSUBSCRIBED_MESSAGE } from 'server/routes/unsubscribe/unsubscribeRoutes.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';
import { clearSubmissions, useUpAllowance, writtenRows } from 'server/testing/publicForms.ts';
import { sentMails } from 'server/testing/mail.ts';

const SUBSCRIBED = 'Thank you for subscribing to our updates.';

const server = useTestServer();

beforeEach(async () => {
  await clearSubmissions(server);
});

const subscribe = (email: unknown) =>
  server.api('POST', 'common/subcribeupdates', { email, formId: 'subscribe', formVersion: 1 });

async function confirmationsTo(email: string): Promise<number> {
  return (await sentMails(server)).filter((m) => m.to.includes(email) && m.subject.includes('subscribed')).length;
}

describe('POST /api/common/subcribeupdates', () => {
  it('refuses a missing or invalid e-mail, naming the field, writing nothing', async () => {
    const before = await writtenRows(server);
    for (const email of [undefined, '', 'maria.example.com', 42]) {
      const reply = await subscribe(email);
      expect(reply.http).toBe(400);
      expect(reply.body).toMatchObject({ status: 400, errors: ['email'] });
    }
    expect(await writtenRows(server)).toEqual(before);
  });

  it('adds a new address once, lower-cased, with one confirmation mail', async () => {
    const reply = await subscribe(' Maria.Lopez@Example.com ');
    expect(reply.body).toEqual({ status: 100, statusText: SUBSCRIBED, data: null, errors: [] });
    expect(await server.deps.db('subscribers').select('email', 'unsubscribed_at')).toEqual([
      { email: 'maria.lopez@example.com', unsubscribed_at: null },
    ]);
    expect(await confirmationsTo('maria.lopez@example.com')).toBe(1);
    const mail = (await sentMails(server)).find((m) => m.to.includes('maria.lopez@example.com'));
    expect(mail?.text).toContain('want them to stop');
  });

  it('answers a second request for the same address the same way, without a second row or mail', async () => {
    await subscribe('sam@example.org');
    const again = await subscribe('SAM@example.org');
    expect(again.body).toEqual({ status: 100, statusText: SUBSCRIBED, data: null, errors: [] });
    expect(await server.deps.db('subscribers').pluck('email')).toEqual(['sam@example.org']);
    expect(await confirmationsTo('sam@example.org')).toBe(1);
    // Both requests are kept, on the definition version they were checked with.
    expect(await server.deps.db('form_submissions').select('form_id', 'form_version', 'data')).toEqual([
      { form_id: 'subscribe', form_version: 1, data: { email: 'sam@example.org' } },
      { form_id: 'subscribe', form_version: 1, data: { email: 'sam@example.org' } },
    ]);
  });

  it('takes back an address that had stopped the updates, with a new confirmation', async () => {
    await subscribe('lee@example.com');
    await server.deps.db('subscribers').where({ email: 'lee@example.com' }).update({ unsubscribed_at: new Date() });
    expect((await subscribe('lee@example.com')).body.status).toBe(100);
    expect(await server.deps.db('subscribers').first('unsubscribed_at')).toEqual({ unsubscribed_at: null });
    expect(await confirmationsTo('lee@example.com')).toBe(2);
  });

  it('limits each address to 5 requests in 10 minutes', async () => {
    expect((await subscribe('kim@example.com')).body.status).toBe(100);
    await useUpAllowance(server, 'subscribe', 4);
    const before = await writtenRows(server);
    const reply = await subscribe('pat@example.com');
    expect(reply.http).toBe(429);
    expect(await writtenRows(server)).toEqual(before);
  });
});

describe('one-click unsubscribe of marketing mail', () => {
  it('carries List-Unsubscribe headers; a POST to the link (RFC 8058) takes the address off the list', async () => {
    await subscribe('una.sub@example.com');
    await server.deps.jobs.drain();
    const mail = (await sentMails(server)).find((m) => m.to.includes('una.sub@example.com'));
    expect(mail).toBeDefined();
    // The header block, unfolded (a long header continues on lines that start with a space).
    const raw = (readFileSync(mail!.file, 'latin1').split('\r\n\r\n')[0] ?? '').replace(/\r\n[ \t]+/g, ' ');
    const header = /^List-Unsubscribe: <([^>]+)>/m.exec(raw)?.[1] ?? '';
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(header).toMatch(/\/api\/unsubscribe\?s=\d+&t=[\w-]{32}$/);
    // The link names the subscriber by number, never the address; the text links to the page.
    expect(header).not.toContain('una.sub');
    expect(mail!.text).toContain(header.replace('/api/unsubscribe', '/unsubscribe'));

    const query = new URL(header).search;
    const tampered = query.replace(/t=[\w-]{4}/, 't=AAAA');
    const refused = await fetch(`${server.url}/api/unsubscribe${tampered}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(refused.status).toBe(400);
    expect((await server.deps.db('subscribers').where({ email: 'una.sub@example.com' }).first()).unsubscribed_at).toBe(
      null,
    );
    // A GET (a link scanner) changes nothing.
    expect((await fetch(`${server.url}/api/unsubscribe${query}`)).status).toBe(405);

    for (let i = 0; i < 2; i += 1) {
      const done = await fetch(`${server.url}/api/unsubscribe${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(done.status).toBe(200);
      expect(((await done.json()) as { statusText: string }).statusText).toBe(UNSUBSCRIBED_MESSAGE);
    }
    const row = await server.deps.db('subscribers').where({ email: 'una.sub@example.com' }).first();
    expect(row.unsubscribed_at).not.toBeNull();
  });
});
