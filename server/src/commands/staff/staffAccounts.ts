import type { StaffMemberReply } from 'common';
import { recordAudit } from 'server/audit/auditLog.ts';
import { hashPassword } from 'server/commands/accounts/passwords.ts';
import { findUserByEmail, type UserRow } from 'server/commands/accounts/users.ts';
import type { Db, Trx } from 'server/db/database.ts';
import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { ApiError, badRequest } from 'server/http/envelope.ts';
import { queueMail } from 'server/mail/queueMail.ts';
import { staffInviteMail } from 'server/mail/templates/accountMails.ts';
import type { Actor } from 'server/policies/policy.ts';
import { isStaff, type Role } from 'server/policies/roles.ts';
import { hashToken, newToken } from 'server/security/crypto.ts';

/**
 * Staff accounts: the first admin is made with `npm run staff` (scripts/staff.ts), admins invite the others,
 * disable or reset them, and lift a paused second step (signInAlarms.ts). An invite or a reset is a one-time link
 * to choose a password; the second factor is set up at the first sign-in (staffSignIn.ts).
 */

/** Days an invite or reset link works. */
export const INVITE_DAYS = 7;

/** A new staff member's details. */
export interface NewStaff {
  email: string;
  firstName: string;
  /** A loan officer's NMLS id (null for other roles, and for officers whose finder entry carries it). */
  nmlsId?: string | null;
  lastName: string;
  role: Role;
}

/** The link a staff member opens to choose a password. */
export function inviteLink(publicUrl: string, token: string): string {
  return `${publicUrl}/staff/accept#${token}`;
}

/** A new one-time link token to choose a password (any earlier unused one of the member stops working). */
export async function issueInvite(
  trx: Trx,
  userId: number,
  purpose: 'invite' | 'reset',
  by: number | null,
): Promise<string> {
  await trx('staff_invites').where({ user_id: userId }).whereNull('used_at').update({ used_at: trx.fn.now() });
  const token = newToken();
  await trx('staff_invites').insert({
    user_id: userId,
    purpose,
    token_hash: hashToken(token),
    created_by: by,
    expires_at: trx.raw('now() + make_interval(days => ?)', [INVITE_DAYS]),
  });
  return token;
}

/**
 * Creates a staff account without a password and returns the invite token (the caller mails it or prints it).
 * 409 when the address already has an account.
 */
export async function createStaff(
  trx: Trx,
  staff: NewStaff,
  invitedBy: number | null,
): Promise<{ user: UserRow; token: string }> {
  if (!isStaff(staff.role)) throw badRequest('Choose a staff role.', ['role']);
  const email = staff.email.trim().toLowerCase();
  if (await findUserByEmail(trx, email)) {
    throw new ApiError(409, 'An account with this e-mail already exists.', ['email']);
  }
  const [user] = (await trx('users')
    .insert({
      email,
      first_name: staff.firstName,
      nmls_id: staff.nmlsId ?? null,
      last_name: staff.lastName,
      role: staff.role,
      status: 1,
      invited_by: invitedBy,
      email_verified_at: null,
    })
    .returning('*')) as UserRow[];
  if (!user) throw new Error('The staff insert returned no row');
  return { user, token: await issueInvite(trx, user.id, 'invite', invitedBy) };
}

/** An admin invites a staff member: the account is created, the link mailed and the invitation audited. */
export async function inviteStaff(deps: AppDeps, admin: Actor, staff: NewStaff, ip: string): Promise<StaffMemberReply> {
  const member = await inTransaction(deps, async (trx) => {
    const { user, token } = await createStaff(trx, staff, admin.id);
    await queueMail(
      trx,
      deps.keys,
      staffInviteMail(user.email, inviteLink(deps.config.publicUrl, token), 'invite', INVITE_DAYS),
    );
    return presentStaff(user);
  });
  await recordAudit(deps.db, {
    actor: admin,
    action: 'staff.invite',
    recordType: 'user',
    recordId: member.id,
    ip,
    details: { role: member.role },
  });
  return member;
}

/** What an admin does to another staff member's account from the staff page. */
export type StaffChange = 'disable' | 'enable' | 'reset' | 'unlock';

/** An admin disables, enables, resets or unlocks a staff member's account; each change is audited. */
export async function changeStaffMember(
  deps: AppDeps,
  admin: Actor,
  member: UserRow,
  change: StaffChange,
  ip: string,
): Promise<void> {
  if (change === 'reset') await resetStaff(deps, admin.id, member);
  else if (change === 'unlock') await unlockStaffSignIn(deps, member);
  else await setStaffDisabled(deps, member.id, change === 'disable');
  await recordAudit(deps.db, { actor: admin, action: `staff.${change}`, recordType: 'user', recordId: member.id, ip });
}

/** An admin disables (or enables again) a staff member; disabling ends every session at once. */
export async function setStaffDisabled(deps: AppDeps, staffId: number, disabled: boolean): Promise<void> {
  await inTransaction(deps, async (trx) => {
    await trx('users')
      .where({ id: staffId })
      .update({ disabled_at: disabled ? trx.fn.now() : null, updated_at: trx.fn.now() });
    if (disabled)
      await trx('sessions').where({ user_id: staffId }).whereNull('revoked_at').update({ revoked_at: trx.fn.now() });
  });
}

/**
 * An admin resets a staff member's sign-in (a lost phone, a forgotten password): the password and the second
 * factor are cleared, every session ends, and a reset link is mailed.
 */
export async function resetStaff(deps: AppDeps, adminId: number, staff: UserRow): Promise<void> {
  await inTransaction(deps, async (trx) => {
    await trx('users')
      .where({ id: staff.id })
      .update({ password_hash: null, totp_secret_enc: null, totp_enrolled_at: null, updated_at: trx.fn.now() });
    await trx('sessions').where({ user_id: staff.id }).whereNull('revoked_at').update({ revoked_at: trx.fn.now() });
    const token = await issueInvite(trx, staff.id, 'reset', adminId);
    await queueMail(
      trx,
      deps.keys,
      staffInviteMail(staff.email, inviteLink(deps.config.publicUrl, token), 'reset', INVITE_DAYS),
    );
  });
}

/**
 * Lifts the pause of a staff member's second step (signInAlarms.ts), in the caller's transaction, and starts a fresh
 * count: the earlier wrong codes still count for the addresses they came from, no longer for the account. Returns
 * whether a pause was lifted.
 */
export async function liftSecondStepPause(trx: Trx, staff: Pick<UserRow, 'id' | 'email'>): Promise<boolean> {
  const lifted = await trx('users')
    .where({ id: staff.id })
    .whereNotNull('mfa_paused_at')
    .update({ mfa_paused_at: null, updated_at: trx.fn.now() });
  await trx('auth_events').where({ kind: 'totp_failed', email: staff.email }).update({ email: null });
  return lifted > 0;
}

/** An admin lifts the pause of a staff member's second step (nothing changes when there is none). */
export async function unlockStaffSignIn(deps: AppDeps, staff: UserRow): Promise<void> {
  await inTransaction(deps, (trx) => liftSecondStepPause(trx, staff));
}

/** Said for an unknown, used or expired link. */
export const INVITE_EXPIRED_MESSAGE =
  'This link has expired or was already used. Ask your administrator for a new one.';

/**
 * Sets the password of the invite's staff member; the link works once. A new password also lifts a pause of the
 * second step (the member's mailed link after guessed codes), recorded in the audit log.
 */
export async function acceptInvite(deps: AppDeps, token: string, password: string, ip: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await inTransaction(deps, async (trx) => {
    const invite = (await trx('staff_invites')
      .where({ token_hash: hashToken(token) })
      .whereNull('used_at')
      .andWhere('expires_at', '>', trx.fn.now())
      .forUpdate()
      .first()) as { id: number; user_id: number } | undefined;
    if (!invite) throw new ApiError(400, INVITE_EXPIRED_MESSAGE, ['token']);
    await trx('staff_invites').where({ id: invite.id }).update({ used_at: trx.fn.now() });
    await trx('users')
      .where({ id: invite.user_id })
      .update({ password_hash: passwordHash, email_verified_at: trx.fn.now(), updated_at: trx.fn.now() });
    const staff = (await trx('users').where({ id: invite.user_id }).first()) as UserRow;
    if (await liftSecondStepPause(trx, staff)) {
      await recordAudit(trx, {
        actor: { id: staff.id, role: staff.role as Role },
        action: 'staff.unlock',
        recordType: 'user',
        recordId: staff.id,
        ip,
        details: { by: 'link' },
      });
    }
  });
}

/** A staff member as the admin page shows them (never the password or the second factor's secret). */
export function presentStaff(user: UserRow): StaffMemberReply {
  return {
    id: user.id,
    email: user.email,
    name: `${user.first_name} ${user.last_name}`.trim(),
    role: user.role as StaffMemberReply['role'],
    enrolled: user.totp_enrolled_at !== null,
    disabled: user.disabled_at !== null,
    hasPassword: user.password_hash !== null,
    paused: user.mfa_paused_at !== null,
  };
}

/** Every staff account, by name. */
export async function listStaff(db: Db): Promise<StaffMemberReply[]> {
  const rows = (await db('users').whereNot({ role: 'borrower' }).orderBy(['last_name', 'first_name'])) as UserRow[];
  return rows.map(presentStaff);
}
