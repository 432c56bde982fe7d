import { inTransaction } from 'server/db/transaction.ts';
import { type AppDeps } from 'server/deps.ts';
import { badRequest } from 'server/http/envelope.ts';
import { releaseRateSlot } from 'server/http/rateLimit.ts';
import { queueMail } from 'server/mail/queueMail.ts';
import { passwordChangedMail } from 'server/mail/templates/accountMails.ts';
import { hashPassword, passwordMatches } from './passwords.ts';
import { revokeOtherSessions } from './sessions.ts';
import { beginPasswordCheck } from './signInLimits.ts';
import type { UserRow } from './users.ts';

/**
 * How soon after proving its e-mail with a code a session may choose a password without the current one: an account
 * without a password setting its first, or one whose password was forgotten (the code proved the e-mail, as a reset
 * link would).
 */
export const FIRST_PASSWORD_WINDOW_MINUTES = 15;

/** Said when a new password is chosen without the current one after the window. */
export const SIGN_IN_AGAIN_FOR_PASSWORD = 'Sign in again with an e-mailed code to set a password.';

/** The password change asked for, already checked; oldPassword is ignored when the current password is not asked. */
export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

/**
 * Whether the session proved the e-mail recently: opened less than the window ago, by a code (or, for sessions from
 * before they kept their proof, by an account with no password to sign in with).
 */
async function provedEmailRecently(deps: AppDeps, user: UserRow, sessionId: number): Promise<boolean> {
  const row = (await deps
    .db('sessions')
    .where({ id: sessionId })
    .first(
      'proof',
      deps.db.raw(`created_at > now() - make_interval(mins => ?) as fresh`, [FIRST_PASSWORD_WINDOW_MINUTES]),
    )) as { proof: string | null; fresh: boolean } | undefined;
  if (row?.fresh !== true) return false;
  return row.proof === 'code' || (row.proof === null && user.password_hash === null);
}

/**
 * Whether choosing a new password asks for the current one (GET /profile/password's `hasPassword`, which the
 * change-password definition reads): it does for an account with a password, unless the session proved the e-mail
 * with a code in the last 15 minutes (a forgotten password).
 */
export async function asksCurrentPassword(deps: AppDeps, user: UserRow, sessionId: number): Promise<boolean> {
  return user.password_hash !== null && !(await provedEmailRecently(deps, user, sessionId));
}

/**
 * Sets a new password after checking the current one (or, without it, that the session proved the e-mail with a code
 * in the last 15 minutes), signs out the user's other sessions and tells them by e-mail.
 */
export async function changePassword(
  deps: AppDeps,
  user: UserRow,
  sessionId: number,
  change: PasswordChange,
  ip: string,
): Promise<void> {
  if (user.password_hash === null || change.oldPassword === '') {
    if (!(await provedEmailRecently(deps, user, sessionId))) throw badRequest(SIGN_IN_AGAIN_FOR_PASSWORD);
  } else {
    const subject = { email: user.email, ip };
    const slot = await beginPasswordCheck(deps, subject);
    if (!(await passwordMatches(user.password_hash, change.oldPassword))) {
      throw badRequest('The current password is incorrect.', ['oldpassword']);
    }
    await releaseRateSlot(deps.db, slot);
  }
  const passwordHash = await hashPassword(change.newPassword);
  await inTransaction(deps, async (trx) => {
    await trx('users').where({ id: user.id }).update({ password_hash: passwordHash, updated_at: trx.fn.now() });
    await revokeOtherSessions(trx, user.id, sessionId);
    await queueMail(trx, deps.keys, passwordChangedMail(user.email));
  });
}
