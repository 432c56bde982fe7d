import { beforeEach, describe, expect, it } from 'vitest';
import { CONFIRMATIONS_PER_RECIPIENT } from 'server/commands/publicForms/formRequests.ts';
import { mailsTo } from 'server/testing/mail.ts';
import { clearSubmissions, validFixture } from 'server/testing/publicForms.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';

/**
 * The public forms must not be a way to mail strangers in our name: confirmations are limited per recipient, not
 * only per client address, and a sender-chosen name reaches the stranger without controls or direction overrides.
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

  it('strip control, direction and invisible characters from the name, while the lender copy keeps it as sent', async () => {
    const name = 'Dana \u202Egnp.exe\u202C Reyes\u200B';
    const reply = await server.api('POST', 'common/contactus', {
      ...validFixture('contact/v1'),
      formId: 'contact',
      contName: name,
      contEmail: 'named@example.com',
    });
    expect(reply.body.status).toBe(100);
    const [confirmation] = await mailsTo(server, 'named@example.com');
    expect(confirmation?.text).toContain('Hello Dana gnp.exe Reyes,');
    expect(confirmation?.text).not.toMatch(/[\u202A-\u202E\u200B]/);
    const lender = (await mailsTo(server, server.config.lenderInbox)).at(-1);
    expect(lender?.text).toContain(`Name: ${name}`);
    expect(lender?.subject).toBe('Contact request from Dana gnp.exe Reyes');
  });
});
