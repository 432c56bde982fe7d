import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestServer } from 'server/testing/useTestServer.ts';
import { clearRateEvents, signUp } from 'server/testing/accounts.ts';
import { latestCode } from 'server/testing/mail.ts';
import { mailsTo } from 'server/testing/mail.ts';

// Behind one proxy, so each test names the client address of every request (X-Forwarded-For).
const server = useTestServer({ env: { TRUST_PROXY: '1' } });
beforeAll(async () => {
  await signUp(server, 'coder@example.com');
  await signUp(server, 'typist@example.com', 'a good long password');
});
beforeEach(async () => {
  await clearRateEvents(server);
});

const codeRequest = (email: string) => ({ email, scope: 'OTP', apptype: 'lend' });
const SENT = 'If an account exists for this e-mail, we sent it a 6-digit code.';
const WRONG_PASSWORD = 'The e-mail or password is incorrect.';
/** Two client addresses: a guesser's and the owner's. */
const GUESSER = '198.51.100.7';
const OWNER = '203.0.113.20';

/** POST /authenticate from the client address. */
const authenticateFrom = (ip: string, body: Record<string, unknown>) =>
  server.api('POST', 'authenticate', body, undefined, { 'x-forwarded-for': ip });

/** Asks for a sign-in code from the client address and returns the code mailed for it. */
async function codeFrom(ip: string, email: string): Promise<string> {
  expect((await authenticateFrom(ip, codeRequest(email))).http).toBe(200);
  return latestCode(server, email);
}

describe('POST /api/authenticate', () => {
  it('signs in with an e-mailed code', async () => {
    const asked = await server.api('POST', 'authenticate', codeRequest('Coder@Example.com'));
    expect(asked.body).toMatchObject({ status: 100, statusText: SENT });
    const mail = (await mailsTo(server, 'coder@example.com')).at(-1);
    expect(mail?.subject).toBe('Your Harbor Oak Mortgage sign-in code');
    const otp = await latestCode(server, 'coder@example.com');
    const signedIn = await server.api('POST', 'authenticate', { ...codeRequest('coder@example.com'), otp });
    expect(signedIn.body).toMatchObject({ status: 100, statusText: 'Signed in.', errors: [] });
    expect(signedIn.body.data).toMatchObject({ status: 3, name: 'Dana Reyes' });
    expect(typeof signedIn.body.token).toBe('string');
    const again = await server.api('POST', 'authenticate', { ...codeRequest('coder@example.com'), otp });
    expect(again.http).toBe(400);
    expect(again.body).toMatchObject({ statusText: 'The code is incorrect or has expired.', errors: ['otp'] });
  });

  it('does not accept a sign-up code for sign-in', async () => {
    await server.api('POST', 'authenticate', codeRequest('coder@example.com'));
    const loginCode = await latestCode(server, 'coder@example.com');
    await server.deps.db('auth_codes').where({ email: 'coder@example.com' }).update({ purpose: 'signup' });
    const reply = await server.api('POST', 'authenticate', { ...codeRequest('coder@example.com'), otp: loginCode });
    expect(reply.http).toBe(400);
  });

  it('replies the same to an unknown e-mail and sends nothing', async () => {
    const asked = await server.api('POST', 'authenticate', codeRequest('nobody@example.com'));
    expect(asked.http).toBe(200);
    expect(asked.body).toMatchObject({ status: 100, statusText: SENT });
    expect(await mailsTo(server, 'nobody@example.com')).toHaveLength(0);
    const guess = await server.api('POST', 'authenticate', { ...codeRequest('nobody@example.com'), otp: '123456' });
    expect(guess.body.statusText).toBe('The code is incorrect or has expired.');
  });

  it('checks the e-mail before anything else', async () => {
    const reply = await server.api('POST', 'authenticate', codeRequest('not-an-email'));
    expect(reply.http).toBe(400);
    expect(reply.body).toMatchObject({ statusText: 'Enter valid email', errors: ['email'] });
  });

  it('gives one answer for a wrong password, an unknown e-mail and an account without a password', async () => {
    for (const [email, password] of [
      ['typist@example.com', 'not the password'],
      ['stranger@example.com', 'a good long password'],
      ['coder@example.com', 'a good long password'],
    ] as const) {
      const reply = await server.api('POST', 'authenticate', { email, scope: 'EMAIL', apptype: 'lend', password });
      expect(reply.http).toBe(401);
      expect(reply.body).toMatchObject({ status: 401, statusText: WRONG_PASSWORD, errors: ['password'], data: null });
      expect(reply.body.token).toBeUndefined();
    }
  });

  it('stops password guessing after 10 failures from one address (429 there), yet the owner elsewhere signs in, slowed', async () => {
    const attempt = (ip: string, password: string) =>
      authenticateFrom(ip, { email: 'typist@example.com', scope: 'EMAIL', apptype: 'lend', password });
    for (let i = 0; i < 10; i += 1) expect((await attempt(GUESSER, `guess number ${i}`)).http).toBe(401);
    const blocked = await attempt(GUESSER, 'a good long password');
    expect(blocked.http).toBe(429);
    expect(blocked.body.statusText).toBe('Too many attempts. Please wait a few minutes and try again.');
    // 10 failures of the account: its answers wait 16 times the base (10 ms in tests), the right one included.
    const started = Date.now();
    const owner = await attempt(OWNER, 'a good long password');
    expect(owner.http).toBe(200);
    expect(typeof owner.body.token).toBe('string');
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
  });

  it('stops failed checks after 50 per client address in 15 minutes (429)', async () => {
    const guess = { email: 'x0@example.com', scope: 'OTP', apptype: 'lend', otp: '123456' };
    expect((await server.api('POST', 'authenticate', guess)).http).toBe(400);
    const { ip } = await server.deps.db('auth_events').first('ip');
    const others = Array.from({ length: 49 }, (_, i) => ({ kind: 'code_failed', email: `x${i + 1}@example.com`, ip }));
    await server.deps.db('auth_events').insert(others);
    const reply = await server.api('POST', 'authenticate', {
      email: 'typist@example.com',
      scope: 'EMAIL',
      apptype: 'lend',
      password: 'a good long password',
    });
    expect(reply.http).toBe(429);
  });

  it('checks at most 10 wrong passwords for one account from one address even when they arrive at once', async () => {
    const attempt = (i: number) =>
      server.api('POST', 'authenticate', {
        email: 'typist@example.com',
        scope: 'EMAIL',
        apptype: 'lend',
        password: `parallel guess ${i}`,
      });
    const replies = await Promise.all(Array.from({ length: 24 }, (_, i) => attempt(i)));
    const statuses = replies.map((reply) => reply.http).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(14);
    const failures = await server.deps
      .db('auth_events')
      .where({ kind: 'password_failed', email: 'typist@example.com' });
    expect(failures).toHaveLength(10);
  });

  it('checks one code at most 5 times even when guesses arrive at once, and a right one leaves no failure behind', async () => {
    await server.api('POST', 'authenticate', codeRequest('coder@example.com'));
    const otp = await latestCode(server, 'coder@example.com');
    const signedIn = await server.api('POST', 'authenticate', { ...codeRequest('coder@example.com'), otp });
    expect(signedIn.http).toBe(200);
    expect(await server.deps.db('auth_events').where({ kind: 'code_failed' })).toHaveLength(0);
    await server.api('POST', 'authenticate', codeRequest('coder@example.com'));
    await latestCode(server, 'coder@example.com');
    const guesses = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        server.api('POST', 'authenticate', { ...codeRequest('coder@example.com'), otp: String(100000 + i) }),
      ),
    );
    expect(guesses.every((reply) => reply.http === 400)).toBe(true);
    const code = (await server.deps
      .db('auth_codes')
      .where({ email: 'coder@example.com', purpose: 'login' })
      .orderBy('id', 'desc')
      .first('attempts')) as { attempts: number };
    expect(code.attempts).toBe(5);
  });

  it("lets the owner sign in by a fresh code whatever others guess: codes are the asking address's own", async () => {
    const email = 'coder@example.com';
    // The owner asks for a code; a guesser elsewhere asks for two more and burns them (10 wrong codes).
    const ownersCode = await codeFrom(OWNER, email);
    for (let round = 0; round < 2; round += 1) {
      await codeFrom(GUESSER, email);
      for (let i = 0; i < 5; i += 1) {
        const guess = await authenticateFrom(GUESSER, { ...codeRequest(email), otp: String(100000 + round * 5 + i) });
        expect(guess.http).toBe(400);
      }
    }
    // The guesser's codes neither replaced nor used up the owner's, which works at the owner's address only.
    expect((await authenticateFrom(GUESSER, { ...codeRequest(email), otp: ownersCode })).http).toBe(400);
    const signedIn = await authenticateFrom(OWNER, { ...codeRequest(email), otp: ownersCode });
    expect(signedIn.http).toBe(200);
    expect(signedIn.body.statusText).toBe('Signed in.');
    // A fresh code at the owner's address works too.
    const fresh = await codeFrom(OWNER, email);
    expect((await authenticateFrom(OWNER, { ...codeRequest(email), otp: fresh })).http).toBe(200);
  });

  it('gives each new code its own 5 tries: the owner who burnt two codes signs in with a third', async () => {
    const email = 'coder@example.com';
    for (let round = 0; round < 2; round += 1) {
      await codeFrom(OWNER, email);
      const replies = [];
      for (let i = 0; i < 5; i += 1) {
        replies.push(await authenticateFrom(OWNER, { ...codeRequest(email), otp: String(200000 + round * 5 + i) }));
      }
      expect(replies.map((reply) => reply.http)).toEqual([400, 400, 400, 400, 400]);
      expect(replies.at(-1)?.body.statusText).toBe('Too many attempts. Please request a new code.');
    }
    const third = await codeFrom(OWNER, email);
    expect((await authenticateFrom(OWNER, { ...codeRequest(email), otp: third })).http).toBe(200);
  });

  it('does the same work for a known and an unknown address: a request and a job each, the job decides', async () => {
    const before = await server.deps.db('code_requests').count<{ count: string }[]>({ count: '*' });
    const known = await server.api('POST', 'authenticate', codeRequest('coder@example.com'));
    const unknown = await server.api('POST', 'authenticate', codeRequest('unknown.person@example.com'));
    expect(unknown.body).toEqual(known.body);
    const requests = await server.deps
      .db('code_requests')
      .orderBy('id', 'desc')
      .limit(2)
      .select('id', 'email', 'purpose');
    expect(requests.map((r) => [r.email, r.purpose])).toEqual([
      ['unknown.person@example.com', 'login'],
      ['coder@example.com', 'login'],
    ]);
    expect(Number(before[0]?.count) + 2).toBe(
      Number((await server.deps.db('code_requests').count<{ count: string }[]>({ count: '*' }))[0]?.count),
    );
    const ids = requests.map((r) => Number(r.id));
    const jobs = (await server.deps.db('job_outbox').where({ name: 'code-request' }).select('payload')).filter(
      (job: { payload: { codeRequestId: number } }) => ids.includes(job.payload.codeRequestId),
    );
    expect(jobs).toHaveLength(2);
    expect((await mailsTo(server, 'coder@example.com')).at(-1)?.subject).toBe('Your Harbor Oak Mortgage sign-in code');
    expect(await mailsTo(server, 'unknown.person@example.com')).toHaveLength(0);
  });

  it('limits login-code requests per e-mail and address whether or not an account exists, never for others', async () => {
    for (const email of ['coder@example.com', 'ghost@example.com']) {
      for (let i = 0; i < 5; i += 1) expect((await authenticateFrom(GUESSER, codeRequest(email))).http).toBe(200);
      expect((await authenticateFrom(GUESSER, codeRequest(email))).http).toBe(429);
      expect((await authenticateFrom(OWNER, codeRequest(email))).http).toBe(200);
    }
  });
});
