import { afterAll, describe, expect, it } from 'vitest';
import { useTestServer } from 'server/testing/useTestServer.ts';
import { signUp } from 'server/testing/accounts.ts';

const server = useTestServer();
afterAll(async () => {
  await server?.close();
});

describe('POST /api/profile/password checks the change-password definition too', () => {
  it('refuses what only the definition forbids (a current password over 128 characters)', async () => {
    const token = await signUp(server, 'definition@example.com', 'first password');
    const reply = await server.api(
      'POST',
      'profile/password',
      { oldpassword: 'x'.repeat(129), newpassword: 'second password', conpassword: 'second password' },
      token,
    );
    expect(reply.http).toBe(400);
    expect(reply.body).toMatchObject({ status: 400, errors: ['oldpassword'] });
  });

  it('takes the body the popup sends (formId and formVersion beside the fields) and stores no submission', async () => {
    const token = await signUp(server, 'popup@example.com', 'first password');
    const reply = await server.api(
      'POST',
      'profile/password',
      {
        oldpassword: 'first password',
        newpassword: 'second password',
        conpassword: 'second password',
        formId: 'change-password',
        formVersion: 1,
      },
      token,
    );
    expect(reply.body).toMatchObject({ status: 100, statusText: 'Password changed successfully' });
    // Passwords never go to form_submissions.
    expect(await server.deps.db('form_submissions').where({ form_id: 'change-password' }).pluck('id')).toEqual([]);
  });
});
