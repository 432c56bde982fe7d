import { beforeEach, describe, expect, it } from 'vitest';
import { TEXT_MESSAGE } from 'engine';
import { CONFIRMATIONS_PER_RECIPIENT } from 'server/commands/publicForms/formRequests.ts';
import { mailsTo } from 'server/testing/mail.ts';
import { clearSubmissions, validFixture } from 'server/testing/publicForms.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';

/**
 * The public forms must not be a way to mail strangers in our name: confirmations are limited per recipient, not
 * only per client address, and a name holding controls, direction overrides or invisible characters is refused
 * (a stored one from before is stripped of them in the mail: see mailText.ts).
 */
const server = useTestServer();

beforeEach(async () => {
  await clearSubmissions(server);
  await server.deps.db('outbound_emails').delete();
});

describe('confirmations to an address someone typed', () => {
  it(`reach it at most ${CONFIRMATIONS_PER_RECIPIENT} times a day across forms, while every request is kept and the lender told`, async () => {
    const stranger = 'stranger@example.com';
    const requests = [
      { path: 'common/contactus', body: { ...validFixture('contact/v1'), formId: 'contact', contEmail: stranger } },
      { path: 'common/callback', body: { ...validFixture('callback/v1'), formId: 'callback', callEmail: stranger } },
      {
        path: 'common/quote',
        body: { ...validFixture('quote/v1'), formId: 'quote', quoteEmail: 'Stranger@Example.com' },
      },
      { path: 'common/contactus', body: { ...validFixture('contact/v1'), formId: 'contact', contEmail: stranger } },
      { path: 'common/subcribeupdates', body: { formId: 'subscribe', email: stranger } },
    ];
    const lenderBefore = (await mailsTo(server, server.config.lenderInbox)).length;
    const replies = [];
    for (const { path, body } of requests) replies.push((await server.api('POST', path, body)).body);
    // Every reply is the same success: nothing tells the sender the confirmation was withheld.
    expect(replies.map((reply) => reply.status)).toEqual([100, 100, 100, 100, 100]);

    const toStranger = await mailsTo(server, 'tranger@example.com');
    expect(toStranger).toHaveLength(CONFIRMATIONS_PER_RECIPIENT);
    const [submissions] = await server.deps.db('form_submissions').count<{ count: string }[]>({ count: '*' });
    expect(Number(submissions?.count)).toBe(requests.length);
    const lenderCopies = await mailsTo(server, server.config.lenderInbox);
    expect(lenderCopies.length - lenderBefore).toBe(4);
  });

  it('refuse a name holding direction or invisible characters with its field message, mailing and storing nothing', async () => {
    for (const name of ['Dana \u202Egnp.exe\u202C Reyes', 'Dana Reyes\u200B']) {
      const reply = await server.api('POST', 'common/contactus', {
        ...validFixture('contact/v1'),
        formId: 'contact',
        contName: name,
        contEmail: 'named@example.com',
      });
      expect(reply.http).toBe(400);
      expect(reply.body).toMatchObject({
        errors: ['contName'],
        fieldErrors: [{ path: 'contName', message: TEXT_MESSAGE }],
      });
    }
    expect(await mailsTo(server, 'named@example.com')).toEqual([]);
    const [submissions] = await server.deps.db('form_submissions').count<{ count: string }[]>({ count: '*' });
    expect(Number(submissions?.count)).toBe(0);
  });
});
