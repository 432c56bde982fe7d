import { describe, expect, it } from 'vitest';
import { useTestServer } from 'server/testing/useTestServer.ts';

const codeRequest = { email: 'proxy.test@example.com', scope: 'OTP', apptype: 'lend' };

/** Asks for a sign-in code with the given X-Forwarded-For and returns the client address the server counted. */
async function countedAddress(
  server: ReturnType<typeof useTestServer>,
  forwardedFor: string | undefined,
): Promise<string> {
  await server.deps.db('auth_events').del();
  const reply = await server.api(
    'POST',
    'authenticate',
    codeRequest,
    undefined,
    forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  );
  expect(reply.http).toBe(200);
  const row = (await server.deps.db('auth_events').first('ip')) as { ip: string };
  return row.ip;
}

describe('the client address behind one proxy (TRUST_PROXY=1)', () => {
  const server = useTestServer({ env: { TRUST_PROXY: '1' } });

  it('is the address our proxy saw: the last X-Forwarded-For entry, never a client-written one to its left', async () => {
    expect(await countedAddress(server, '203.0.113.9')).toBe('203.0.113.9');
    expect(await countedAddress(server, '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await countedAddress(server, '10.0.0.1, 10.0.0.2, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('cannot be changed by a client to dodge a per-address limit', async () => {
    await server.deps.db('auth_events').del();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const reply = await server.api(
        'POST',
        'authenticate',
        { ...codeRequest, email: `dodger${i}@example.com` },
        undefined,
        { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.77` },
      );
      statuses.push(reply.http);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('the client address without a proxy (TRUST_PROXY=0, the default)', () => {
  const server = useTestServer();

  it('is the connection address; X-Forwarded-For is ignored', async () => {
    const direct = await countedAddress(server, undefined);
    expect(direct).toMatch(/127\.0\.0\.1$/);
    expect(await countedAddress(server, '203.0.113.9')).toBe(direct);
  });
});
