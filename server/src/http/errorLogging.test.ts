import { describe, expect, it } from 'vitest';
import { captureLog } from 'server/testing/logCapture.ts';
import { validFixture } from 'server/testing/publicForms.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';

const KNOWN_EMAIL = 'known.person@example.com';
const KNOWN_PHONE = '(555) 013-2468';

describe('the log scan of the test kit', () => {
  it('finds e-mail addresses and phone numbers in a log', () => {
    const log = captureLog();
    log.logger.info({ path: '/api/health' }, 'request');
    expect(log.personalData()).toEqual([]);
    log.logger.info({ note: `reach ${KNOWN_EMAIL}` }, 'oops');
    log.logger.info({ note: `call ${KNOWN_PHONE} or 555-013-2468` }, 'oops');
    expect(log.personalData().map((found) => found.kind)).toEqual(['e-mail address', 'phone number']);
  });
});

describe('a database error while saving a request', () => {
  const server = useTestServer();

  it('is a 500 envelope, logged by class, code and constraint, with no e-mail or phone of the request', async () => {
    // Every new submission now fails inside the database, which quotes the failing row in its error.
    await server.deps.db.raw('alter table form_submissions add constraint refuse_for_test check (false) not valid');
    try {
      const { http, body } = await server.api('POST', 'common/contactus', {
        ...validFixture('contact/v1'),
        formId: 'contact',
        contEmail: KNOWN_EMAIL,
        contPhone: KNOWN_PHONE,
      });
      expect(http).toBe(500);
      expect(body).toEqual({
        status: 500,
        statusText: 'Something went wrong on our side. Please try again.',
        data: null,
        errors: [],
      });
    } finally {
      await server.deps.db.raw('alter table form_submissions drop constraint refuse_for_test');
    }
    const errorLine = server.log.lines().find((line) => line.includes('unhandled error'));
    expect(JSON.parse(errorLine ?? '{}')).toMatchObject({
      err: { type: expect.any(String), code: '23514', constraint: 'refuse_for_test' },
    });
    const all = server.log.lines().join('\n');
    expect(all).not.toContain(KNOWN_EMAIL);
    expect(all).not.toContain('013-2468');
    expect(server.log.personalData()).toEqual([]);
  });
});
