import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestServer } from 'server/testing/useTestServer.ts';
import { clearRateEvents, newPerson, signUp } from 'server/testing/accounts.ts';
import { latestCode } from 'server/testing/mail.ts';
import { mailsTo } from 'server/testing/mail.ts';

const server = useTestServer();
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await clearRateEvents(server);
});

describe('POST /api/register/user', () => {
  it('signs up by e-mailed code: status 3, verified e-mail, no password, a working session', async () => {
    const person = newPerson('New.Borrower@Example.com');
    const asked = await server.api('POST', 'register/user', person);
    expect(asked.http).toBe(200);
    expect(asked.body).toMatchObject({
      status: 100,
      statusText: 'We sent a 6-digit code to your e-mail. Enter it to create your account.',
      errors: [],
    });
    const [mail] = await mailsTo(server, 'new.borrower@example.com');
    expect(mail?.subject).toBe('Your Harbor Oak Mortgage verification code');
    expect(mail?.subject).not.toMatch(/\d{6}/);
    expect(mail?.text).toContain('expires in 10 minutes');
    expect(mail?.text).toContain('you can ignore this e-mail');
    const otp = await latestCode(server, 'new.borrower@example.com');
    const stored = await server.deps.db('auth_codes').where({ email: 'new.borrower@example.com' }).first();
    expect(stored.code_hash).not.toContain(otp);

    const created = await server.api('POST', 'register/user', { ...person, otp });
    expect(created.http).toBe(200);
    expect(created.body).toMatchObject({ status: 100, statusText: 'Your account is ready.', errors: [] });
    expect(created.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const data = created.body.data as { status: number; name: string; _id: number };
    expect(data).toEqual({ status: 3, name: 'Dana Reyes', _id: expect.any(Number) });

    const user = await server.deps.db('users').where({ id: data._id }).first();
    expect(user).toMatchObject({
      email: 'new.borrower@example.com',
      status: 3,
      password_hash: null,
      mobile_number: '(813) 555-0199',
      work_phone: null,
    });
    expect(user.email_verified_at).not.toBeNull();
    const session = await server.deps.db('sessions').where({ user_id: data._id }).first();
    expect(session.token_hash).not.toBe(created.body.token);
    expect(session.token_hash).toHaveLength(64);

    const me = await server.api('GET', 'session', undefined, created.body.token as string);
    expect(me.body.data).toEqual({
      _id: data._id,
      name: 'Dana Reyes',
      status: 3,
      email: 'new.borrower@example.com',
      role: 'borrower',
    });
  });

  it('signs up with Use Password (code still required), then signs in with the password', async () => {
    const email = 'password.person@example.com';
    const person = { ...newPerson(email), scope: 'EMAIL', work_phone: '813 555 0100' };
    // Without otp the password is not read yet: this only asks for the code.
    const asked = await server.api('POST', 'register/user', { ...person, password: 'x' });
    expect(asked.body.status).toBe(100);
    expect(asked.body.token).toBeUndefined();
    const otp = await latestCode(server, email);
    const created = await server.api('POST', 'register/user', { ...person, otp, password: 'correct horse' });
    expect(created.body.statusText).toBe('Your account is ready.');
    const user = await server.deps.db('users').where({ email }).first();
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.work_phone).toBe('(813) 555-0100');

    const signedIn = await server.api('POST', 'authenticate', {
      email: 'Password.Person@example.com',
      scope: 'EMAIL',
      apptype: 'lend',
      password: 'correct horse',
    });
    expect(signedIn.http).toBe(200);
    expect(signedIn.body).toMatchObject({ status: 100, statusText: 'Signed in.' });
    expect(signedIn.body.data).toEqual({ status: 3, name: 'Dana Reyes', _id: user.id });
    expect(signedIn.body.token).not.toBe(created.body.token);
  });

  it('does not reveal an existing account: same reply, but the mail says so and carries no code', async () => {
    const email = 'taken@example.com';
    await signUp(server, email);
    const before = await server.deps.db('auth_codes').where({ email }).count({ n: '*' });
    const again = await server.api('POST', 'register/user', newPerson(email));
    expect(again.http).toBe(200);
    expect(again.body.statusText).toBe('We sent a 6-digit code to your e-mail. Enter it to create your account.');
    const mail = (await mailsTo(server, email)).at(-1);
    expect(mail?.subject).toBe('Your Harbor Oak Mortgage account');
    expect(mail?.text).toContain('you already have one');
    expect(mail?.text).not.toMatch(/\b\d{6}\b/);
    expect(await server.deps.db('auth_codes').where({ email }).count({ n: '*' })).toEqual(before);
  });

  it('kills a code after 5 wrong tries', async () => {
    const email = 'guesser@example.com';
    const person = newPerson(email);
    await server.api('POST', 'register/user', person);
    const otp = await latestCode(server, email);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i += 1) {
      const reply = await server.api('POST', 'register/user', { ...person, otp: wrong });
      expect(reply.http).toBe(400);
      expect(reply.body).toMatchObject({ statusText: 'The code is incorrect or has expired.', errors: ['otp'] });
    }
    const fifth = await server.api('POST', 'register/user', { ...person, otp: wrong });
    expect(fifth.body).toMatchObject({ statusText: 'Too many attempts. Please request a new code.', errors: ['otp'] });
    const right = await server.api('POST', 'register/user', { ...person, otp });
    expect(right.http).toBe(400);
    expect(right.body.statusText).toBe('Too many attempts. Please request a new code.');
    expect(await server.deps.db('users').where({ email }).first()).toBeUndefined();

    await server.api('POST', 'register/user', person);
    const fresh = await latestCode(server, email);
    const created = await server.api('POST', 'register/user', { ...person, otp: fresh });
    expect(created.body.statusText).toBe('Your account is ready.');
  });

  it('refuses an expired code', async () => {
    const email = 'late@example.com';
    const person = newPerson(email);
    await server.api('POST', 'register/user', person);
    const otp = await latestCode(server, email);
    await server.deps
      .db('auth_codes')
      .where({ email })
      .update({ expires_at: server.deps.db.raw(`now() - interval '1 second'`) });
    const reply = await server.api('POST', 'register/user', { ...person, otp });
    expect(reply.http).toBe(400);
    expect(reply.body).toMatchObject({ statusText: 'The code is incorrect or has expired.', errors: ['otp'] });
  });

  it('uses a code once, and only the latest code counts', async () => {
    const email = 'once@example.com';
    const person = newPerson(email);
    await server.api('POST', 'register/user', person);
    const first = await latestCode(server, email);
    await server.api('POST', 'register/user', person);
    const second = await latestCode(server, email);
    if (first !== second) {
      const stale = await server.api('POST', 'register/user', { ...person, otp: first });
      expect(stale.body.statusText).toBe('The code is incorrect or has expired.');
    }
    const created = await server.api('POST', 'register/user', { ...person, otp: second });
    expect(created.body.status).toBe(100);
    const replay = await server.api('POST', 'register/user', { ...person, otp: second });
    expect(replay.http).toBe(400);
    expect(replay.body.statusText).toBe('The code is incorrect or has expired.');
    const [{ n } = { n: 0 }] = await server.deps.db('users').where({ email }).count({ n: '*' });
    expect(Number(n)).toBe(1);
  });

  it('sends at most 5 codes per e-mail in 15 minutes (429)', async () => {
    const person = newPerson('flood@example.com');
    for (let i = 0; i < 5; i += 1) {
      expect((await server.api('POST', 'register/user', person)).body.status).toBe(100);
    }
    const sixth = await server.api('POST', 'register/user', person);
    expect(sixth.http).toBe(429);
    expect(sixth.body).toMatchObject({
      status: 429,
      statusText: 'Too many attempts. Please wait a few minutes and try again.',
    });
    expect(await mailsTo(server, 'flood@example.com')).toHaveLength(5);
    // Another address from the same client is still served.
    expect((await server.api('POST', 'register/user', newPerson('calm@example.com'))).body.status).toBe(100);
  });

  it('sends at most 20 codes per client address in 15 minutes (429)', async () => {
    for (let i = 0; i < 20; i += 1) {
      const reply = await server.api('POST', 'register/user', newPerson(`spray${i}@example.com`));
      expect(reply.body.status).toBe(100);
    }
    const over = await server.api('POST', 'register/user', newPerson('spray20@example.com'));
    expect(over.http).toBe(429);
  });

  it('answers field problems with the spec messages and the failing fields', async () => {
    const missing = await server.api('POST', 'register/user', { scope: 'OTP', email: 'x@example.com' });
    expect(missing.http).toBe(400);
    expect(missing.body).toEqual({
      status: 400,
      statusText: 'All fields are mandatory',
      data: null,
      errors: ['first_name', 'last_name', 'mobile_number'],
      fieldErrors: ['first_name', 'last_name', 'mobile_number'].map((path) => ({
        path,
        message: 'All fields are mandatory',
      })),
    });
    const badEmail = await server.api('POST', 'register/user', { ...newPerson('x@example'), work_phone: '12' });
    expect(badEmail.body).toMatchObject({ statusText: 'Enter valid phone number', errors: ['work_phone', 'email'] });
    const badOtp = await server.api('POST', 'register/user', { ...newPerson('x@example.com'), otp: 'abc' });
    expect(badOtp.body).toMatchObject({ statusText: 'Enter Valid OTP', errors: ['otp'] });
    const shortPassword = await server.api('POST', 'register/user', {
      ...newPerson('x@example.com'),
      scope: 'EMAIL',
      otp: '123456',
      password: 'short',
    });
    expect(shortPassword.body).toMatchObject({
      statusText: 'Password must be at least 8 characters',
      errors: ['password'],
    });
    expect(await mailsTo(server, 'x@example.com')).toHaveLength(0);
  });
});
