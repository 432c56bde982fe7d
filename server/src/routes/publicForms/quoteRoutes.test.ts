import { beforeEach, describe, expect, it } from 'vitest';
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

const REFUSED = 'You have some errors. Please fix and proceed.';
const THANKS = 'Thank you for contacting us. We will get back to you ASAP.';

const server = useTestServer();

beforeEach(async () => {
  await clearSubmissions(server);
});

describe('POST /api/common/quote', () => {
  it('refuses an empty popup with the spec’s server message and its four required fields, writing nothing', async () => {
    const before = await writtenRows(server);
    const reply = await server.api('POST', 'common/quote', { formId: 'quote', formVersion: 1 });
    expect(reply.http).toBe(400);
    expect(reply.body).toEqual({
      status: 400,
      statusText: REFUSED,
      data: null,
      errors: ['quoteFName', 'quoteEmail', 'quotePhone', 'quoteLoanType'],
      fieldErrors: ['quoteFName', 'quoteEmail', 'quotePhone', 'quoteLoanType'].map((path) => ({
        path,
        message: expect.any(String),
      })),
    });
    expect(await writtenRows(server)).toEqual(before);
  });

  it.each(
    ['quote/v1', 'quote-home/v1'].flatMap((folder) =>
      fixturesOf(folder).invalid.map((fixture) => [folder, fixture.description ?? '', fixture] as const),
    ),
  )('refuses the %s fixture "%s" naming its fields', async (folder, _description, fixture) => {
    const before = await writtenRows(server);
    const formId = folder.split('/')[0];
    const reply = await server.api('POST', 'common/quote', { ...fixture.data, formId, formVersion: 1 });
    expect(reply.http).toBe(400);
    expect(reply.body).toMatchObject({ statusText: REFUSED, errors: failingFields(fixture.errors) });
    expect(await writtenRows(server)).toEqual(before);
  });

  it('saves the popup’s four fields on its version and mails the lender and the sender', async () => {
    const popup = validFixture('quote/v1');
    const reply = await server.api('POST', 'common/quote', {
      ...popup,
      quoteFName: '  Maria ',
      isAdmin: true,
      formId: 'quote',
      formVersion: 1,
    });
    expect(reply.http).toBe(200);
    expect(reply.body).toEqual({ status: 100, statusText: THANKS, data: null, errors: [] });
    const rows = await server.deps.db('form_submissions').select('form_id', 'form_version', 'user_id', 'data');
    expect(rows).toEqual([{ form_id: 'quote', form_version: 1, user_id: null, data: popup }]);

    const mails = await sentMails(server);
    const toLender = mails.find((m) => m.to.includes(server.config.lenderInbox) && m.text.includes('Maria'));
    expect(toLender?.subject).toBe('Rate quote request from Maria');
    expect(toLender?.text).toContain('from the Get a Rate Quote popup');
    expect(toLender?.text).toContain('Loan type: Purchase Loan');
    expect(toLender?.text).toContain('Loan amount: Not given');
    const toSender = mails.find((m) => m.to.includes(String(popup.quoteEmail)));
    expect(toSender?.subject).toBe('We received your rate quote request - Harbor Oak Mortgage');
    expect(toSender?.text).toContain(THANKS);
  });

  it('saves the home page form with all eight answers', async () => {
    const home = validFixture('quote-home/v1');
    const reply = await server.api('POST', 'common/quote', { ...home, formId: 'quote-home', formVersion: 1 });
    expect(reply.body.status).toBe(100);
    expect(await server.deps.db('form_submissions').first('form_id', 'data')).toEqual({
      form_id: 'quote-home',
      data: home,
    });
    const toLender = (await sentMails(server)).find((m) => m.subject === 'Rate quote request from Maria Lopez');
    expect(toLender?.text).toContain('from the Request A Quote form');
    expect(toLender?.text).toContain('Property value: $200,001+');
    expect(toLender?.text).toContain('Credit history: Excellent');
  });

  it('takes the popup by default and refuses forms that do not post here', async () => {
    expect((await server.api('POST', 'common/quote', validFixture('quote/v1'))).body.status).toBe(100);
    expect(await server.deps.db('form_submissions').first('form_id', 'form_version')).toEqual({
      form_id: 'quote',
      form_version: 1,
    });
    for (const [extra, field] of [
      [{ formId: 'contact' }, 'formId'],
      [{ formId: 'quote', formVersion: 9 }, 'formVersion'],
    ] as const) {
      const reply = await server.api('POST', 'common/quote', { ...validFixture('quote/v1'), ...extra });
      expect(reply.http).toBe(400);
      expect(reply.body).toMatchObject({
        statusText: 'This form is no longer available. Please reload the page and try again.',
        errors: [field],
      });
    }
  });

  it('limits each address to 10 quote requests in 10 minutes, both forms together', async () => {
    expect((await server.api('POST', 'common/quote', validFixture('quote/v1'))).body.status).toBe(100);
    const earlier = await useUpAllowance(server, 'quote-home', 9);
    const before = await writtenRows(server);
    const reply = await server.api('POST', 'common/quote', { ...validFixture('quote-home/v1'), formId: 'quote-home' });
    expect(reply.http).toBe(429);
    expect(await writtenRows(server)).toEqual(before);
    await earlier.ageBy(11);
    expect((await server.api('POST', 'common/quote', validFixture('quote/v1'))).body.status).toBe(100);
  });
});
