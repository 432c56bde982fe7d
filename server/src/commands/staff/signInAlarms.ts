import { recordAudit } from 'server/audit/auditLog.ts';
import {
  LIMIT_WINDOW_MINUTES,
  PASSWORD_FAILURES_TO_ALARM,
  recentAccountFailures,
} from 'server/commands/accounts/signInLimits.ts';
import type { UserRow } from 'server/commands/accounts/users.ts';
import type { Trx } from 'server/db/database.ts';
import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { countRecentEvents, recordRateEvent } from 'server/http/rateLimit.ts';
import { queueMail } from 'server/mail/queueMail.ts';
import { staffGuessingAdminMail, staffGuessingMail, type StaffGuessing } from 'server/mail/templates/accountMails.ts';
import type { Role } from 'server/policies/roles.ts';
import { INVITE_DAYS, inviteLink, issueInvite } from './staffAccounts.ts';

/**
 * The alarms of staff sign-in (docs/decisions.md, Rate limits): someone guessing a staff password, or, knowing it,
 * the authenticator codes. The member and every active admin are e-mailed at once and the audit log records it; for
 * codes, the account's second step is paused until the member chooses a new password or an admin lifts it.
 */

/** Mails the member and every other active admin about the guessing. */
async function mailAlarm(trx: Trx, deps: AppDeps, staff: UserRow, guessing: StaffGuessing): Promise<void> {
  await queueMail(trx, deps.keys, staffGuessingMail(staff.email, guessing));
  const admins = (await trx('users')
    .where({ role: 'admin' })
    .whereNull('disabled_at')
    .whereNot({ id: staff.id })
    .orderBy('id')
    .select('email')) as { email: string }[];
  const staffPage = `${deps.config.publicUrl}/staff/members`;
  for (const admin of admins) {
    await queueMail(trx, deps.keys, staffGuessingAdminMail(admin.email, guessing.kind, staff.id, staffPage));
  }
}

/** The audit entry of an alarm: recorded as the account's own sign-in attempt, from the guessing address. */
async function auditAlarm(trx: Trx, staff: UserRow, action: string, ip: string, failures: number): Promise<void> {
  await recordAudit(trx, {
    actor: { id: staff.id, role: staff.role as Role },
    action,
    recordType: 'user',
    recordId: staff.id,
    ip,
    details: { failures, windowMinutes: LIMIT_WINDOW_MINUTES },
  });
}

/**
 * Pauses the staff member's second step after too many wrong authenticator codes, once, in the caller's
 * transaction (which holds the member's row locked): sets users.mfa_paused_at, mails the member a reset link that
 * lifts it and every admin the alarm, and records it in the audit log.
 */
export async function pauseSecondStep(
  trx: Trx,
  deps: AppDeps,
  staff: UserRow,
  ip: string,
  failures: number,
): Promise<void> {
  await trx('users').where({ id: staff.id }).update({ mfa_paused_at: trx.fn.now(), updated_at: trx.fn.now() });
  const token = await issueInvite(trx, staff.id, 'reset', null);
  await mailAlarm(trx, deps, staff, {
    kind: 'codes',
    link: inviteLink(deps.config.publicUrl, token),
    days: INVITE_DAYS,
  });
  await auditAlarm(trx, staff, 'staff.second_step_paused', ip, failures);
}

/**
 * After a wrong staff password: once the account has PASSWORD_FAILURES_TO_ALARM failed password checks in the
 * window, mails the member and every admin and records it in the audit log, at most once per window.
 */
export async function raisePasswordAlarmIfDue(deps: AppDeps, staff: UserRow, ip: string): Promise<void> {
  const failures = await recentAccountFailures(deps.db, 'password_failed', staff.email);
  if (failures < PASSWORD_FAILURES_TO_ALARM) return;
  await inTransaction(deps, async (trx) => {
    // The member's row lock lets one request only see no alarm yet and raise it.
    await trx('users').where({ id: staff.id }).forUpdate().first('id');
    const raised = await countRecentEvents(trx, ['password_alarm'], { email: staff.email }, LIMIT_WINDOW_MINUTES);
    if (raised > 0) return;
    await recordRateEvent(trx, 'password_alarm', { email: staff.email, ip });
    await mailAlarm(trx, deps, staff, { kind: 'password' });
    await auditAlarm(trx, staff, 'staff.password_alarm', ip, failures);
  });
}
