import { generate } from 'otplib';
import { beforeEach, describe, expect, it } from 'vitest';
import { createStaff } from 'server/commands/staff/staffAccounts.ts';
import { SECOND_STEP_PAUSED_MESSAGE } from 'server/commands/staff/staffSignIn.ts';
import { clearRateEvents } from 'server/testing/accounts.ts';
import { uniqueEmail } from 'server/testing/factories.ts';
import { mailsTo } from 'server/testing/mail.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';

// Behind one proxy, so each request names its client address (X-Forwarded-For).
const server = useTestServer({ env: { TRUST_PROXY: '1' } });
beforeEach(async () => {
  await clearRateEvents(server);
});

const PASSWORD = 'a long staff password';
const ADDRESSES = ['198.51.100.1', '198.51.100.2', '198.51.100.3'] as const;
const OWNER = '203.0.113.50';
const PAUSED_SUBJECT = 'Sign-in to your Harbor Oak Mortgage staff account is paused';
const CODES_ALARM = 'Someone who knows your password is guessing your authenticator codes: change your password.';
const PASSWORD_ALARM_SUBJECT = 'Someone is trying to sign in to your Harbor Oak Mortgage staff account';

type Challenge = { challenge: string; enrolment: { secret: string } | null };

/** A staff account with its password chosen through the invite link. */
async function staffWithPassword(role: 'admin' | 'loan_officer' = 'loan_officer') {
  const email = uniqueEmail(role);
  const { user, token } = await server.deps.db.transaction((trx) =>
    createStaff(trx, { email, firstName: 'Sam', lastName: 'Staffer', role }, null),
  );
  expect((await server.api('POST', 'staff/accept', { token, password: PASSWORD })).http).toBe(200);
  return { id: user.id, email };
}

const passwordStep = (email: string, password: string, ip: string) =>
  server.api<Challenge>('POST', 'staff/signin', { email, password }, undefined, { 'x-forwarded-for': ip });

const codeStep = (challenge: string | undefined, code: string, ip: string) =>
  server.api('POST', 'staff/verify', { challenge, code }, undefined, { 'x-forwarded-for': ip });

/** The authenticator's code for a time step from now. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** A code the authenticator does not show at any step near now. */
async function wrongCode(secret: string): Promise<string> {
  const near = await Promise.all([-1, 0, 1].map((steps) => codeAt(secret, steps)));
  let code = 100000;
  while (near.includes(String(code))) code += 1;
  return String(code);
}

/** A staff member signed in once (the authenticator enrolled at the current step): id, e-mail, secret, token. */
async function enrolledStaff(role: 'admin' | 'loan_officer' = 'loan_officer') {
  const { id, email } = await staffWithPassword(role);
  const step = await passwordStep(email, PASSWORD, OWNER);
  const secret = step.body.data?.enrolment?.secret ?? '';
  const verified = await codeStep(step.body.data?.challenge, await codeAt(secret), OWNER);
  expect(verified.http).toBe(200);
  return { id, email, secret, token: verified.body.token as string };
}

/** 10 wrong authenticator codes for the account, over three challenges from three addresses; the replies. */
async function guessCodes(email: string, secret: string): Promise<{ http: number; statusText: string }[]> {
  const replies: { http: number; statusText: string }[] = [];
  for (const [round, tries] of [4, 4, 2].entries()) {
    const ip = ADDRESSES[round] ?? OWNER;
    const step = await passwordStep(email, PASSWORD, ip);
    expect(step.http).toBe(200);
    for (let i = 0; i < tries; i += 1) {
      const reply = await codeStep(step.body.data?.challenge, await wrongCode(secret), ip);
      replies.push({ http: reply.http, statusText: reply.body.statusText });
    }
  }
  return replies;
}

async function auditActions(adminToken: string, recordId: number): Promise<string[]> {
  const audit = await server.api<{ action: string; record_id: number }[]>('GET', 'staff/audit', undefined, adminToken);
  return (audit.body.data ?? []).filter((entry) => entry.record_id === recordId).map((entry) => entry.action);
}

describe('wrong authenticator codes of one staff account', () => {
  it('pause its second step at the 10th across challenges and addresses, refuse the right code, alarm and audit', async () => {
    const admin = await enrolledStaff('admin');
    const member = await enrolledStaff();

    const replies = await guessCodes(member.email, member.secret);
    expect(replies.slice(0, 9).map((reply) => reply.http)).toEqual(Array(9).fill(400));
    expect(replies[9]).toEqual({ http: 403, statusText: SECOND_STEP_PAUSED_MESSAGE });

    // Paused: the right code, from the owner's address, is refused with the message.
    const step = await passwordStep(member.email, PASSWORD, OWNER);
    expect(step.http).toBe(200);
    const refused = await codeStep(step.body.data?.challenge, await codeAt(member.secret, 1), OWNER);
    expect(refused.http).toBe(403);
    expect(refused.body.statusText).toBe(SECOND_STEP_PAUSED_MESSAGE);

    // The member and the admin are told once, with no code or address in it; the audit log has it.
    const memberMails = (await mailsTo(server, member.email)).filter((mail) => mail.subject === PAUSED_SUBJECT);
    expect(memberMails).toHaveLength(1);
    expect(memberMails[0]?.text).toContain(CODES_ALARM);
    expect(memberMails[0]?.text).toMatch(/\/staff\/accept#[\w-]+/);
    const adminMails = (await mailsTo(server, admin.email)).filter((mail) => /sign-in is paused/.test(mail.subject));
    expect(adminMails).toHaveLength(1);
    expect(adminMails[0]?.text).toContain(`staff account number ${member.id}`);
    for (const mail of [...memberMails, ...adminMails]) {
      expect(mail.text).not.toMatch(/198\.51\.100|203\.0\.113|\b\d{6}\b/);
    }
    expect(await auditActions(admin.token, member.id)).toContain('staff.second_step_paused');

    // The staff page shows the pause; the admin lifts it (audited) and the right code works again.
    const members = await server.api<{ id: number; paused: boolean }[]>('GET', 'staff/members', undefined, admin.token);
    expect(members.body.data?.find((entry) => entry.id === member.id)?.paused).toBe(true);
    const unlocked = await server.api('POST', `staff/members/${member.id}/unlock`, {}, admin.token);
    expect(unlocked.body).toMatchObject({ status: 100, statusText: 'Sign-in is open again.' });
    const after = await server.api<{ id: number; paused: boolean }[]>('GET', 'staff/members', undefined, admin.token);
    expect(after.body.data?.find((entry) => entry.id === member.id)?.paused).toBe(false);
    expect(await auditActions(admin.token, member.id)).toContain('staff.unlock');
    const again = await passwordStep(member.email, PASSWORD, OWNER);
    const signedIn = await codeStep(again.body.data?.challenge, await codeAt(member.secret, 1), OWNER);
    expect(signedIn.http).toBe(200);
    // Lifting started a fresh count: one wrong code now is only wrong.
    const next = await passwordStep(member.email, PASSWORD, OWNER);
    expect((await codeStep(next.body.data?.challenge, await wrongCode(member.secret), OWNER)).http).toBe(400);
  });

  it('lift their pause when the member chooses a new password through the mailed link', async () => {
    const admin = await enrolledStaff('admin');
    const member = await enrolledStaff();
    await guessCodes(member.email, member.secret);
    const mail = (await mailsTo(server, member.email)).find((sent) => sent.subject === PAUSED_SUBJECT);
    const token = /\/staff\/accept#([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();

    const newPassword = 'a brand new staff password';
    const accepted = await server.api('POST', 'staff/accept', { token, password: newPassword }, undefined, {
      'x-forwarded-for': OWNER,
    });
    expect(accepted.http).toBe(200);
    // The old password (the guesser's) no longer opens a challenge; the new one and the right code sign in.
    expect((await passwordStep(member.email, PASSWORD, OWNER)).http).toBe(401);
    const step = await passwordStep(member.email, newPassword, OWNER);
    const signedIn = await codeStep(step.body.data?.challenge, await codeAt(member.secret, 1), OWNER);
    expect(signedIn.http).toBe(200);
    expect(await auditActions(admin.token, member.id)).toEqual(
      expect.arrayContaining(['staff.second_step_paused', 'staff.unlock']),
    );
  });

  it('is lifted by admins only, and never by an admin for their own account', async () => {
    const admin = await enrolledStaff('admin');
    const officer = await enrolledStaff();
    expect((await server.api('POST', `staff/members/${admin.id}/unlock`, {}, officer.token)).http).toBe(403);
    expect((await server.api('POST', `staff/members/${admin.id}/unlock`, {}, admin.token)).http).toBe(400);
  });
});

describe('wrong staff passwords', () => {
  it('from one address stop there only: the right one elsewhere works after a delay, and the alarm goes once', async () => {
    const admin = await enrolledStaff('admin');
    const member = await enrolledStaff();
    for (let i = 0; i < 10; i += 1) {
      expect((await passwordStep(member.email, `wrong password ${i}`, ADDRESSES[0])).http).toBe(401);
    }
    expect((await passwordStep(member.email, PASSWORD, ADDRESSES[0])).http).toBe(429);
    // More wrong ones from elsewhere: still one alarm in the window.
    for (let i = 0; i < 2; i += 1) {
      expect((await passwordStep(member.email, `another guess ${i}`, ADDRESSES[1])).http).toBe(401);
    }

    // 12 failures of the account: 16 times the base delay (10 ms in tests), and the right password passes.
    const started = Date.now();
    const owner = await passwordStep(member.email, PASSWORD, OWNER);
    expect(owner.http).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect((await codeStep(owner.body.data?.challenge, await codeAt(member.secret, 1), OWNER)).http).toBe(200);

    const memberAlarms = (await mailsTo(server, member.email)).filter((m) => m.subject === PASSWORD_ALARM_SUBJECT);
    expect(memberAlarms).toHaveLength(1);
    expect(memberAlarms[0]?.text).toContain('10 wrong passwords');
    const adminAlarms = (await mailsTo(server, admin.email)).filter((m) => /guessing a staff password/.test(m.subject));
    expect(adminAlarms).toHaveLength(1);
    expect(adminAlarms[0]?.text).toContain(`staff account number ${member.id}`);
    const actions = await auditActions(admin.token, member.id);
    expect(actions.filter((action) => action === 'staff.password_alarm')).toHaveLength(1);
  });
});
