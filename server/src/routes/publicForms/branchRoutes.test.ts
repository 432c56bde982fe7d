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

describe('POST /api/common/branch', () => {
  it('refuses an empty application naming all seven fields, writing nothing', async () => {
    const before = await writtenRows(server);
    const reply = await server.api('POST', 'common/branch', { formId: 'branch', formVersion: 1 });
    expect(reply.http).toBe(400);
    expect(reply.body).toEqual({
      status: 400,
      statusText: REFUSED,
      data: null,
      errors: ['branchName', 'branchEmail', 'branchPhone', 'branchNMLS', 'branchState', 'branchBrief', 'branchMessage'],
      fieldErrors: [
        'branchName',
        'branchEmail',
        'branchPhone',
        'branchNMLS',
        'branchState',
        'branchBrief',
        'branchMessage',
      ].map((path) => ({ path, message: expect.any(String) })),
    });
    expect(await writtenRows(server)).toEqual(before);
  });

  it.each(fixturesOf('branch/v1').invalid.map((f) => [f.description ?? '', f] as const))(
    'refuses the invalid fixture "%s" naming its fields',
    async (_description, fixture) => {
      const reply = await server.api('POST', 'common/branch', { ...fixture.data, formId: 'branch' });
      expect(reply.http).toBe(400);
      expect(reply.body).toMatchObject({ statusText: REFUSED, errors: failingFields(fixture.errors) });
    },
  );

  it('refuses a state that is not in the states list (lookup type 18)', async () => {
    const before = await writtenRows(server);
    for (const branchState of ['ZZ', 'Tennessee']) {
      const reply = await server.api('POST', 'common/branch', { ...validFixture('branch/v1'), branchState });
      expect(reply.http).toBe(400);
      expect(reply.body).toMatchObject({ statusText: REFUSED, errors: ['branchState'] });
    }
    expect(await writtenRows(server)).toEqual(before);
  });

  it('saves a good application and mails the lender (with the state and description spelled out) and the applicant', async () => {
    const good = validFixture('branch/v1');
    const reply = await server.api('POST', 'common/branch', { ...good, formId: 'branch', formVersion: 1 });
    expect(reply.body).toEqual({ status: 100, statusText: THANKS, data: null, errors: [] });
    expect(await server.deps.db('form_submissions').select('form_id', 'form_version', 'data')).toEqual([
      { form_id: 'branch', form_version: 1, data: good },
    ]);
    const mails = await sentMails(server);
    const toLender = mails.find((m) => m.subject === `Branch application from ${String(good.branchName)}`);
    expect(toLender?.to).toContain(server.config.lenderInbox);
    expect(toLender?.text).toContain('State: Tennessee (TN)');
    expect(toLender?.text).toContain('Describes themselves as: Large Group Manager');
    expect(toLender?.text).toContain('NMLS ID: 1234567');
    expect(toLender?.text).toContain(String(good.branchMessage));
    const toApplicant = mails.find((m) => m.to.includes(String(good.branchEmail)));
    expect(toApplicant?.text).toContain(THANKS);
  });

  it('limits each address to 5 applications in 10 minutes', async () => {
    expect((await server.api('POST', 'common/branch', validFixture('branch/v1', 1))).body.status).toBe(100);
    await useUpAllowance(server, 'branch', 4);
    const reply = await server.api('POST', 'common/branch', validFixture('branch/v1', 1));
    expect(reply.http).toBe(429);
  });
});
