import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { TEXT_MESSAGE } from 'engine';
import { createStaff } from 'server/commands/staff/staffAccounts.ts';
import { CHALLENGE_ATTEMPTS } from 'server/commands/staff/staffSignIn.ts';
import { clearRateEvents } from 'server/testing/accounts.ts';
import { signedInUser, uniqueEmail } from 'server/testing/factories.ts';
import { mailsTo } from 'server/testing/mail.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';

const server = useTestServer();
const PASSWORD = 'a long staff password';

/** A staff account made as `npm run staff` makes it, with its password chosen through the invite link. */
async function staffWithPassword(role: 'admin' | 'loan_officer' | 'processor' = 'loan_officer') {
  const email = uniqueEmail(role);
  const { user, token } = await server.deps.db.transaction((trx) =>
    createStaff(trx, { email, firstName: 'Sam', lastName: 'Staffer', role }, null),
  );
  const accepted = await server.api('POST', 'staff/accept', { token, password: PASSWORD });
  expect(accepted.body.statusText).toBe('Your password is set. Sign in to continue.');
  return { user, email };
}

async function passwordStep(email: string, password = PASSWORD) {
  return server.api<{ challenge: string; enrolment: { secret: string; uri: string; qrCode: string } | null }>(
    'POST',
    'staff/signin',
    { email, password },
  );
}

/** The authenticator's code for a time step from now (-1 the one before). */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe('staff sign-in with a second factor', () => {
  it('enrols the authenticator at the first sign-in, then asks only its code', async () => {
    const { email } = await staffWithPassword();
    const first = await passwordStep(email);
    expect(first.http).toBe(200);
    const enrolment = first.body.data?.enrolment;
    expect(enrolment?.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(enrolment?.qrCode).toMatch(/^data:image\/png;base64,/);
    const secret = enrolment?.secret ?? '';

    const verified = await server.api('POST', 'staff/verify', {
      challenge: first.body.data?.challenge,
      code: await codeAt(secret),
    });
    expect(verified.body).toMatchObject({ status: 100, data: { role: 'loan_officer' } });
    const token = verified.body.token as string;
    const session = await server.api('GET', 'session', undefined, token);
    expect(session.body.status).toBe(100);

    // Enrolled: no QR code again, and the code just used cannot be used twice.
    const second = await passwordStep(email);
    expect(second.body.data?.enrolment).toBeNull();
    const replay = await server.api('POST', 'staff/verify', {
      challenge: second.body.data?.challenge,
      code: await codeAt(secret),
    });
    expect(replay.http).toBe(400);
    expect(replay.body.errors).toEqual(['code']);
    const next = await server.api('POST', 'staff/verify', {
      challenge: second.body.data?.challenge,
      code: await codeAt(secret, 1),
    });
    expect(next.body.status).toBe(100);
  });

  it('refuses a wrong password, a borrower, and a challenge after too many wrong codes', async () => {
    await clearRateEvents(server);
    const { email } = await staffWithPassword();
    expect((await passwordStep(email, 'not the password')).http).toBe(401);
    const { user: borrower } = await signedInUser(server);
    expect((await passwordStep(borrower.email)).http).toBe(401);

    const step = await passwordStep(email);
    const challenge = step.body.data?.challenge;
    for (let i = 0; i < CHALLENGE_ATTEMPTS; i += 1) {
      expect((await server.api('POST', 'staff/verify', { challenge, code: '000000' })).http).toBe(400);
    }
    const late = await server.api('POST', 'staff/verify', {
      challenge,
      code: await codeAt(step.body.data?.enrolment?.secret ?? ''),
    });
    expect(late.http).toBe(401);
    expect(late.body.statusText).toBe('This sign-in has expired. Please sign in again.');
  });

  it('never lets a staff member in by the borrower sign-in', async () => {
    await clearRateEvents(server);
    const { email } = await staffWithPassword();
    const reply = await server.api('POST', 'authenticate', { email, password: PASSWORD, scope: 'EMAIL' });
    expect(reply.http).toBe(401);
  });
});

describe('the admin staff page', () => {
  async function adminToken() {
    await clearRateEvents(server);
    const { email } = await staffWithPassword('admin');
    const step = await passwordStep(email);
    const verified = await server.api('POST', 'staff/verify', {
      challenge: step.body.data?.challenge,
      code: await codeAt(step.body.data?.enrolment?.secret ?? ''),
    });
    return verified.body.token as string;
  }

  it('invites a staff member by mail, who sets a password and signs in; disabling ends it, resetting starts over', async () => {
    const token = await adminToken();
    const email = uniqueEmail('invitee');
    const invited = await server.api(
      'POST',
      'staff/members',
      { email, first_name: 'Ivy', last_name: 'Invited', role: 'processor' },
      token,
    );
    expect(invited.body).toMatchObject({ status: 100, data: { email, role: 'processor', hasPassword: false } });
    const again = await server.api(
      'POST',
      'staff/members',
      { email, first_name: 'Ivy', last_name: 'Invited', role: 'processor' },
      token,
    );
    expect(again.http).toBe(409);

    const [mail] = await mailsTo(server, email);
    const link = /\/staff\/accept#([\w-]+)/.exec(mail?.text ?? '');
    expect(link).not.toBeNull();
    expect((await server.api('POST', 'staff/accept', { token: link?.[1], password: PASSWORD })).body.status).toBe(100);
    expect((await server.api('POST', 'staff/accept', { token: link?.[1], password: PASSWORD })).http).toBe(400);

    const step = await passwordStep(email);
    const staffToken = (
      await server.api('POST', 'staff/verify', {
        challenge: step.body.data?.challenge,
        code: await codeAt(step.body.data?.enrolment?.secret ?? ''),
      })
    ).body.token as string;
    expect((await server.api('GET', 'session', undefined, staffToken)).body.status).toBe(100);

    const id = (invited.body.data as { id: number }).id;
    expect((await server.api('POST', `staff/members/${id}/disable`, {}, token)).body.status).toBe(100);
    expect((await server.api('GET', 'session', undefined, staffToken)).http).toBe(401);
    expect((await passwordStep(email)).http).toBe(401);
    expect((await server.api('POST', `staff/members/${id}/enable`, {}, token)).body.status).toBe(100);
    expect((await passwordStep(email)).http).toBe(200);

    expect((await server.api('POST', `staff/members/${id}/reset`, {}, token)).body.status).toBe(100);
    expect((await passwordStep(email)).http).toBe(401);
    expect(await mailsTo(server, email)).toHaveLength(2);

    const audit = await server.api<{ action: string }[]>('GET', 'staff/audit', undefined, token);
    expect(audit.body.data?.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['staff.invite', 'staff.disable', 'staff.enable', 'staff.reset']),
    );
  });

  it('refuses bad invitations with the field named and stores nothing', async () => {
    const token = await adminToken();
    const [before] = await server.deps.db('users').count<{ count: string }[]>({ count: '*' });
    for (const [body, field] of [
      [{ email: 'x@example.com', first_name: 'A', last_name: 'B', role: 'borrower' }, 'role'],
      [{ email: 'not-an-email', first_name: 'A', last_name: 'B', role: 'processor' }, 'email'],
      [{ email: 'y@example.com', last_name: 'B', role: 'processor' }, 'first_name'],
      // A loan officer needs an NMLS id: borrowers check whom an invitation comes from by it.
      [{ email: 'z@example.com', first_name: 'A', last_name: 'B', role: 'loan_officer' }, 'nmls_id'],
      [{ email: 'z@example.com', first_name: 'A', last_name: 'B', role: 'loan_officer', nmls_id: '12a' }, 'nmls_id'],
    ] as const) {
      const reply = await server.api('POST', 'staff/members', body, token);
      expect(reply.http).toBe(400);
      expect(reply.body.errors).toEqual([field]);
    }
    const [after] = await server.deps.db('users').count<{ count: string }[]>({ count: '*' });
    expect(after).toEqual(before);
    const officer = { email: uniqueEmail('lo'), first_name: 'Lee', last_name: 'Officer', role: 'loan_officer' };
    expect((await server.api('POST', 'staff/members', { ...officer, nmls_id: '2290417' }, token)).http).toBe(200);
    const stored = await server.deps.db('users').where({ email: officer.email }).first('nmls_id');
    expect(stored).toEqual({ nmls_id: '2290417' });
  });

  it('refuses an invitation whose name or e-mail holds a direction override or a zero-width space, storing nothing', async () => {
    const token = await adminToken();
    const [before] = await server.deps.db('users').count<{ count: string }[]>({ count: '*' });
    const invite = { email: uniqueEmail('bidi'), first_name: 'Ivy', last_name: 'Invited', role: 'processor' };
    for (const [field, value] of [
      ['first_name', 'Ivy\u202Egnp.exe'],
      ['last_name', 'Inv\u200Bited'],
      ['email', `\u202E${invite.email}`],
      ['email', invite.email.replace('@', '\u200B@')],
    ] as const) {
      const reply = await server.api('POST', 'staff/members', { ...invite, [field]: value }, token);
      expect(reply.http).toBe(400);
      expect(reply.body).toMatchObject({
        statusText: TEXT_MESSAGE,
        errors: [field],
        fieldErrors: [{ path: field, message: TEXT_MESSAGE }],
      });
    }
    const [after] = await server.deps.db('users').count<{ count: string }[]>({ count: '*' });
    expect(after).toEqual(before);
    expect(await mailsTo(server, invite.email)).toHaveLength(0);
  });

  it('refuses a staff sign-in e-mail holding invisible characters with the field named', async () => {
    const { email } = await staffWithPassword();
    const reply = await passwordStep(`${email}\uFEFF`);
    expect(reply.http).toBe(400);
    expect(reply.body).toMatchObject({ statusText: TEXT_MESSAGE, errors: ['email'] });
  });
});
