import { beforeEach, describe, expect, it } from 'vitest';
import { LENDER } from 'common';
import { useTestServer } from 'server/testing/useTestServer.ts';
import {
  clearSubmissions,
  failingFields,
  fixturesOf,
  useUpAllowance,
  validFixture,
  writtenRows,
} from 'server/testing/publicForms.ts';
import { sentMails } from 'server/testing/mail.ts';

const server = useTestServer();

beforeEach(async () => {
  await clearSubmissions(server);
});

describe('POST /api/common/callback', () => {
  it('refuses an empty form with "All details are mandatory" and the three fields, writing nothing', async () => {
    const before = await writtenRows(server);
    const reply = await server.api('POST', 'common/callback', { formId: 'callback', formVersion: 1 });
    expect(reply.http).toBe(400);
    expect(reply.body).toEqual({
      status: 400,
      statusText: 'All details are mandatory',
      data: null,
      errors: ['callName', 'callEmail', 'callPhone'],
      fieldErrors: ['callName', 'callEmail', 'callPhone'].map((path) => ({ path, message: expect.any(String) })),
    });
    expect(await writtenRows(server)).toEqual(before);
  });

  it.each(fixturesOf('callback/v1').invalid.map((f) => [f.description ?? '', f] as const))(
    'refuses the invalid fixture "%s" naming its fields',
    async (_description, fixture) => {
      const before = await writtenRows(server);
      const reply = await server.api('POST', 'common/callback', { ...fixture.data, formId: 'callback' });
      expect(reply.http).toBe(400);
      expect(reply.body).toMatchObject({
        statusText: 'All details are mandatory',
        errors: failingFields(fixture.errors),
      });
      expect(await writtenRows(server)).toEqual(before);
    },
  );

  it('saves a good request and mails the lender and the person who asked', async () => {
    const good = validFixture('callback/v1');
    const reply = await server.api('POST', 'common/callback', { ...good, formId: 'callback', formVersion: 1 });
    expect(reply.body).toEqual({
      status: 100,
      statusText: 'Thank you for contacting us. We will get back to you ASAP.',
      data: null,
      errors: [],
    });
    expect(await server.deps.db('form_submissions').select('form_id', 'form_version', 'data')).toEqual([
      { form_id: 'callback', form_version: 1, data: good },
    ]);
    const mails = await sentMails(server);
    const toLender = mails.find((m) => m.subject === 'Call-back request from Maria Lopez');
    expect(toLender?.to).toContain(server.config.lenderInbox);
    expect(toLender?.text).toContain('Phone: (813) 555-0199');
    const toSender = mails.find((m) => m.to.includes(String(good.callEmail)));
    expect(toSender?.text).toContain('A loan officer will call you at (813) 555-0199');
    expect(toSender?.text).toContain(LENDER.hours);
  });

  it('limits each address to 5 call-back requests in 10 minutes', async () => {
    expect((await server.api('POST', 'common/callback', validFixture('callback/v1'))).body.status).toBe(100);
    const earlier = await useUpAllowance(server, 'callback', 4);
    const reply = await server.api('POST', 'common/callback', validFixture('callback/v1'));
    expect(reply.http).toBe(429);
    await earlier.ageBy(11);
    expect((await server.api('POST', 'common/callback', validFixture('callback/v1'))).body.status).toBe(100);
  });
});
