import { afterAll, describe, expect, it } from 'vitest';
import { hashToken } from 'server/security/crypto.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';
import { signUp } from 'server/testing/accounts.ts';

const server = useTestServer();
afterAll(async () => {
  await server?.close();
});

const SIGN_IN = 'Please sign in to continue.';

async function sessionOf(token: string) {
  return server.deps
    .db('sessions')
    .where({ token_hash: hashToken(token) })
    .first();
}

describe('sessions', () => {
  it('rejects calls without a valid bearer token', async () => {
    for (const token of [undefined, 'x', 'A'.repeat(43)]) {
      const reply = await server.api('GET', 'session', undefined, token);
      expect(reply.http).toBe(401);
      expect(reply.body).toMatchObject({ status: 401, statusText: SIGN_IN });
    }
    const basic = await server.api('GET', 'session', undefined, undefined, { authorization: 'Basic abc' });
    expect(basic.http).toBe(401);
  });

  it('logout revokes the session; the token then gets 401', async () => {
    const token = await signUp(server, 'leaver@example.com');
    const other = await signUp(server, 'stayer@example.com');
    const out = await server.api('POST', 'logout', undefined, token);
    expect(out.body).toMatchObject({ status: 100, statusText: 'Signed out.' });
    expect((await sessionOf(token)).revoked_at).not.toBeNull();
    expect((await server.api('POST', 'logout', undefined, token)).http).toBe(401);
    expect((await server.api('GET', 'session', undefined, token)).http).toBe(401);
    expect((await server.api('GET', 'session', undefined, other)).http).toBe(200);
  });

  it('ends a session after 30 minutes without a call', async () => {
    const token = await signUp(server, 'idle@example.com');
    const { id } = await sessionOf(token);
    const at = (minutes: number) => server.deps.db.raw(`now() - make_interval(mins => ?)`, [minutes]);
    await server.deps
      .db('sessions')
      .where({ id })
      .update({ last_seen_at: at(29) });
    expect((await server.api('GET', 'session', undefined, token)).http).toBe(200);
    // That call refreshed last_seen_at.
    const refreshed = await sessionOf(token);
    expect(Date.now() - new Date(refreshed.last_seen_at).getTime()).toBeLessThan(60_000);
    await server.deps
      .db('sessions')
      .where({ id })
      .update({ last_seen_at: at(31) });
    expect((await server.api('GET', 'session', undefined, token)).http).toBe(401);
  });

  it('refreshes last_seen_at at most once a minute', async () => {
    const token = await signUp(server, 'busy@example.com');
    const { id } = await sessionOf(token);
    const recent = new Date(Date.now() - 20_000);
    await server.deps.db('sessions').where({ id }).update({ last_seen_at: recent });
    await server.api('GET', 'session', undefined, token);
    expect(new Date((await sessionOf(token)).last_seen_at).getTime()).toBe(recent.getTime());
  });

  it('ends a session 12 hours after sign-in however active', async () => {
    const token = await signUp(server, 'marathon@example.com');
    const session = await sessionOf(token);
    const lifetime = new Date(session.expires_at).getTime() - new Date(session.created_at).getTime();
    expect(Math.abs(lifetime - 12 * 3600_000)).toBeLessThan(5_000);
    await server.deps
      .db('sessions')
      .where({ id: session.id })
      .update({ expires_at: server.deps.db.raw(`now() - interval '1 second'`) });
    expect((await server.api('GET', 'session', undefined, token)).http).toBe(401);
  });

  it('returns the profile contact fields and never the password hash', async () => {
    const token = await signUp(server, 'profile@example.com', 'profile password');
    const reply = await server.api('GET', 'profile/user', undefined, token);
    expect(reply.body).toMatchObject({ status: 100, errors: [] });
    expect(reply.body.data).toEqual({
      first_name: 'Dana',
      last_name: 'Reyes',
      middle_name: '',
      mobile_number: '(813) 555-0199',
      email: 'profile@example.com',
      work_phone: '',
    });
    expect(JSON.stringify(reply.body)).not.toMatch(/argon2|password/);
    expect((await server.api('GET', 'profile/user')).http).toBe(401);
  });
});
