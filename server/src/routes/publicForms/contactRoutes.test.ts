import { beforeEach, describe, expect, it } from 'vitest';
import { type FormFixtures } from 'engine';
import { LENDER } from 'common';
import { FORM_SOURCES } from 'forms';
import { readOutbox } from 'server/mail/readOutbox.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';
import { LATEST_CONTACT } from 'server/testing/unbuiltContactVersion.ts';

const server = useTestServer();

beforeEach(async () => {
  // Each test starts without earlier submissions, so the per-address limit does not carry over.
  await server.deps.jobs.drain();
  await server.deps.db('form_submissions').delete();
});

function fixtures(folder: string): FormFixtures {
  return FORM_SOURCES.find((s) => s.folder === folder)?.fixtures as FormFixtures;
}

const goodContact = fixtures('contact/v1').valid[0] ?? {};
const goodSupport = fixtures('support/v1').valid[0] ?? {};

async function counts(): Promise<{ submissions: number; mails: number; jobs: number }> {
  const count = async (table: string) => {
    const [row] = await server.deps.db(table).count<{ count: string }[]>({ count: '*' });
    return Number(row?.count);
  };
  return {
    submissions: await count('form_submissions'),
    mails: await count('outbound_emails'),
    jobs: await count('job_outbox'),
  };
}

describe('POST /api/common/contactus', () => {
  it('refuses an empty form with 400, the failing fields, and writes nothing', async () => {
    const before = await counts();
    const reply = await server.api('POST', 'common/contactus', { formId: 'contact', formVersion: 1 });
    expect(reply.http).toBe(400);
    expect(reply.body).toEqual({
      status: 400,
      statusText: 'You have some errors. Please fix and proceed.',
      data: null,
      errors: ['contName', 'contPhone', 'contEmail', 'contZip', 'contCity', 'contLoanType', 'contMessage'],
      fieldErrors: ['contName', 'contPhone', 'contEmail', 'contZip', 'contCity', 'contLoanType', 'contMessage'].map(
        (path) => ({ path, message: expect.any(String) }),
      ),
    });
    expect(await counts()).toEqual(before);
  });

  it.each(fixtures('contact/v1').invalid.map((f) => [f.description ?? '', f] as const))(
    'refuses the invalid fixture "%s" naming its fields',
    async (_description, fixture) => {
      const before = await counts();
      const reply = await server.api('POST', 'common/contactus', {
        ...fixture.data,
        formId: 'contact',
        formVersion: 1,
      });
      expect(reply.http).toBe(400);
      expect(reply.body.status).not.toBe(100);
      expect(reply.body.errors).toEqual(Object.keys(fixture.errors));
      expect(await counts()).toEqual(before);
    },
  );

  it('treats blank strings as missing', async () => {
    const reply = await server.api('POST', 'common/contactus', { ...goodContact, contName: '   ', formId: 'contact' });
    expect(reply.http).toBe(400);
    expect(reply.body.errors).toEqual(['contName']);
  });

  it('saves a good request with its form version, trimmed and without unknown keys, and mails lender and sender', async () => {
    const before = await counts();
    const reply = await server.api('POST', 'common/contactus', {
      ...goodContact,
      contName: '  Maria Lopez ',
      isAdmin: true,
      formId: 'contact',
      formVersion: 1,
    });
    expect(reply.http).toBe(200);
    expect(reply.body).toEqual({
      status: 100,
      statusText: 'Thank you for contacting us. We will get back to you ASAP.',
      data: null,
      errors: [],
    });
    const rows = await server.deps.db('form_submissions').select('form_id', 'form_version', 'user_id', 'data', 'ip');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      form_id: 'contact',
      form_version: 1,
      user_id: null,
      data: { ...goodContact, contName: 'Maria Lopez' },
    });
    expect(rows[0]?.ip).toMatch(/127\.0\.0\.1/);
    const after = await counts();
    expect(after.mails - before.mails).toBe(2);

    await server.deps.jobs.drain();
    const outbox = await readOutbox(`${server.config.dataDir}/outbox`);
    const toLender = outbox.find((m) => m.to.includes(server.config.lenderInbox) && m.text.includes('Maria Lopez'));
    expect(toLender?.subject).toBe('Contact request from Maria Lopez');
    expect(toLender?.text).toContain('Phone: (813) 555-0199');
    expect(toLender?.text).toContain('Loan type: FHA');
    expect(toLender?.text).toContain(String(goodContact.contMessage));
    const toSender = outbox.find((m) => m.to.includes('maria.lopez@example.com'));
    expect(toSender?.text).toContain('Thank you for contacting us. We will get back to you ASAP.');
    expect(toSender?.text).toContain(LENDER.supportPhone);
    expect(toSender?.text).toContain(LENDER.hours);
  });

  it("saves the support form with 'NA' city and loan type on its own definition", async () => {
    const reply = await server.api('POST', 'common/contactus', { ...goodSupport, formId: 'support', formVersion: 1 });
    expect(reply.http).toBe(200);
    expect(reply.body.status).toBe(100);
    const row = await server.deps.db('form_submissions').first('form_id', 'form_version', 'data');
    expect(row).toMatchObject({ form_id: 'support', form_version: 1, data: { contCity: 'NA', contLoanType: 'NA' } });
    await server.deps.jobs.drain();
    const toLender = (await readOutbox(`${server.config.dataDir}/outbox`)).find((m) =>
      m.text.includes(String(goodSupport.contMessage)),
    );
    expect(toLender?.text).toContain('Help & Support page');
    expect(toLender?.text).not.toContain('Loan type:');
  });

  it('defaults to the latest published contact form', async () => {
    const reply = await server.api('POST', 'common/contactus', goodContact);
    expect(reply.body.status).toBe(100);
    expect(LATEST_CONTACT.version).toBeGreaterThan(1);
    expect(await server.deps.db('form_submissions').first('form_id', 'form_version')).toEqual({
      form_id: 'contact',
      form_version: LATEST_CONTACT.version,
    });
  });

  it('refuses other forms and versions that are not published', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ formId: 'preapproval' }, 'formId'],
      [{ formId: 'contact', formVersion: 7 }, 'formVersion'],
      [{ formId: 'contact', formVersion: 'one' }, 'formVersion'],
    ];
    for (const [extra, field] of cases) {
      const reply = await server.api('POST', 'common/contactus', { ...goodContact, ...extra });
      expect(reply.http).toBe(400);
      expect(reply.body).toMatchObject({
        statusText: 'This form is no longer available. Please reload the page and try again.',
        errors: [field],
      });
    }
    expect((await counts()).submissions).toBe(0);
  });

  it('refuses a body that is not an object', async () => {
    const reply = await server.api('POST', 'common/contactus', ['contName']);
    expect(reply.http).toBe(400);
    expect(reply.body.statusText).toBe('You have some errors. Please fix and proceed.');
  });

  it('limits each address to 10 requests in 10 minutes', async () => {
    const first = await server.api('POST', 'common/contactus', goodContact);
    expect(first.body.status).toBe(100);
    const saved = await server.deps.db('form_submissions').first('ip');
    const earlier = Array.from({ length: 9 }, () => ({
      form_id: 'contact',
      form_version: 1,
      data: '{}',
      ip: saved?.ip,
    }));
    await server.deps.db('form_submissions').insert(earlier);
    const before = await counts();
    const reply = await server.api('POST', 'common/contactus', goodContact);
    expect(reply.http).toBe(429);
    expect(reply.body.status).toBe(429);
    expect(await counts()).toEqual(before);
    // Requests older than the window no longer count.
    await server.deps
      .db('form_submissions')
      .update({ created_at: server.deps.db.raw("now() - interval '11 minutes'") });
    expect((await server.api('POST', 'common/contactus', goodContact)).body.status).toBe(100);
  });
});
