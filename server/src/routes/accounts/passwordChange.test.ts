import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from 'server/security/crypto.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';
import { clearRateEvents, signUp } from 'server/testing/accounts.ts';
import { latestCode, mailsTo } from 'server/testing/mail.ts';

const server = useTestServer();
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await clearRateEvents(server);
});

const change = (oldpassword: string, newpassword: string, conpassword = newpassword) => ({
  oldpassword,
  newpassword,
  conpassword,
});

const signInWith = (email: string, password: string) =>
  server.api('POST', 'authenticate', { email, scope: 'EMAIL', apptype: 'lend', password });

/** A session opened with the password (a sign-up's own session was opened with its e-mailed code). */
async function passwordSession(email: string, password: string): Promise<string> {
  const reply = await signInWith(email, password);
  if (typeof reply.body.token !== 'string') throw new Error(`Sign-in failed: ${reply.body.statusText}`);
  return reply.body.token;
}

/** A session opened with an e-mailed sign-in code. */
async function codeSession(email: string): Promise<string> {
  const login = { email, scope: 'OTP', apptype: 'lend' };
  expect((await server.api('POST', 'authenticate', login)).body.status).toBe(100);
  const reply = await server.api('POST', 'authenticate', { ...login, otp: await latestCode(server, email) });
  if (typeof reply.body.token !== 'string') throw new Error(`Sign-in failed: ${reply.body.statusText}`);
  return reply.body.token;
}

const ageSession = (token: string, minutes: number) =>
  server.deps
    .db('sessions')
    .where({ token_hash: hashToken(token) })
    .update({ created_at: server.deps.db.raw(`now() - make_interval(mins => ?)`, [minutes]) });

const asksCurrent = async (token: string) =>
  (await server.api('GET', 'profile/password', undefined, token)).body.data as { hasPassword: boolean };

describe('POST /api/profile/password', () => {
  it('checks the fields in the spec order with the spec messages', async () => {
    await signUp(server, 'rules@example.com', 'first password');
    const token = await passwordSession('rules@example.com', 'first password');
    const cases: [object, string, string[]][] = [
      [{ newpassword: 'x' }, 'All fields are mandatory', ['oldpassword', 'conpassword']],
      [change('first password', 'new password', 'other password'), 'Password does not match', ['conpassword']],
      [change('first password', 'short'), 'Password must be at least 8 characters', ['newpassword']],
      [change('wrong password', 'new password'), 'The current password is incorrect.', ['oldpassword']],
    ];
    for (const [body, statusText, errors] of cases) {
      const reply = await server.api('POST', 'profile/password', body, token);
      expect(reply.http).toBe(400);
      expect(reply.body).toMatchObject({ status: 400, statusText, errors });
    }
    expect((await signInWith('rules@example.com', 'first password')).http).toBe(200);
    expect((await server.api('POST', 'profile/password', change('a', 'bbbbbbbb'))).http).toBe(401);
  });

  it('changes the password, keeps this session, signs out the others and tells the user', async () => {
    const email = 'changer@example.com';
    await signUp(server, email, 'first password');
    const token = await passwordSession(email, 'first password');
    const other = (await signInWith(email, 'first password')).body.token as string;
    const reply = await server.api('POST', 'profile/password', change('first password', 'second password'), token);
    expect(reply.body).toMatchObject({ status: 100, statusText: 'Password changed successfully', errors: [] });
    expect((await server.api('GET', 'session', undefined, token)).http).toBe(200);
    expect((await server.api('GET', 'session', undefined, other)).http).toBe(401);
    expect((await signInWith(email, 'first password')).http).toBe(401);
    expect((await signInWith(email, 'second password')).http).toBe(200);
    expect((await mailsTo(server, email)).at(-1)?.subject).toBe('Your Harbor Oak Mortgage password was changed');
  });

  it('lets a code-only account set its first password from a fresh session, without the old one', async () => {
    const email = 'firstpassword@example.com';
    const token = await signUp(server, email);
    const empty = await server.api('POST', 'profile/password', change('', 'my first password', ''), token);
    expect(empty.body).toMatchObject({ statusText: 'All fields are mandatory', errors: ['conpassword'] });
    const reply = await server.api('POST', 'profile/password', change('', 'my first password'), token);
    expect(reply.body.statusText).toBe('Password changed successfully');
    expect((await signInWith(email, 'my first password')).http).toBe(200);
  });

  it('refuses a first password from a session older than 15 minutes', async () => {
    const email = 'stale@example.com';
    const token = await signUp(server, email);
    await ageSession(token, 16);
    const reply = await server.api('POST', 'profile/password', change('anything', 'my first password'), token);
    expect(reply.http).toBe(400);
    expect(reply.body.statusText).toBe('Sign in again with an e-mailed code to set a password.');
    expect((await server.deps.db('users').where({ email }).first()).password_hash).toBeNull();
  });

  it('asks a password session for the current password, and a code session only after 15 minutes (a forgotten password)', async () => {
    const email = 'forgot@example.com';
    await signUp(server, email, 'remembered once');
    expect(await asksCurrent(await passwordSession(email, 'remembered once'))).toEqual({ hasPassword: true });

    // Signed in with a code: the new password alone, this session kept, the others signed out, the user told.
    const other = await passwordSession(email, 'remembered once');
    const token = await codeSession(email);
    expect(await asksCurrent(token)).toEqual({ hasPassword: false });
    const reply = await server.api(
      'POST',
      'profile/password',
      { hasPassword: false, ...change('', 'chosen again') },
      token,
    );
    expect(reply.body).toMatchObject({ status: 100, statusText: 'Password changed successfully' });
    expect((await server.api('GET', 'session', undefined, other)).http).toBe(401);
    expect((await signInWith(email, 'chosen again')).http).toBe(200);
    expect((await mailsTo(server, email)).at(-1)?.subject).toBe('Your Harbor Oak Mortgage password was changed');

    // A code session older than 15 minutes is asked again; a form opened before then says to sign in again.
    const late = await codeSession(email);
    await ageSession(late, 16);
    expect(await asksCurrent(late)).toEqual({ hasPassword: true });
    const expired = await server.api(
      'POST',
      'profile/password',
      { hasPassword: false, ...change('', 'third one') },
      late,
    );
    expect(expired.body).toMatchObject({
      status: 400,
      statusText: 'Sign in again with an e-mailed code to set a password.',
    });
    const withoutOld = await server.api('POST', 'profile/password', change('', 'third one'), late);
    expect(withoutOld.body).toMatchObject({ statusText: 'All fields are mandatory', errors: ['oldpassword'] });
    expect((await signInWith(email, 'chosen again')).http).toBe(200);
  });
});
