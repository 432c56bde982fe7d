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

/** An account without a password may set one only this soon after proving its e-mail with a code. */
export const FIRST_PASSWORD_WINDOW_MINUTES = 15;

/** The password change asked for, already checked; oldPassword is ignored when the account has none. */
export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

async function sessionIsFresh(deps: AppDeps, sessionId: number): Promise<boolean> {
  const row = (await deps
    .db('sessions')
    .where({ id: sessionId })
    .first(deps.db.raw(`created_at > now() - make_interval(mins => ?) as fresh`, [FIRST_PASSWORD_WINDOW_MINUTES]))) as
    { fresh: boolean } | undefined;
  return row?.fresh === true;
}

/**
 * Sets a new password after checking the current one (or, for an account without one, that the
 * session is fresh from a code sign-in), signs out the user's other sessions and tells them by e-mail.
 */
export async function changePassword(
  deps: AppDeps,
  user: UserRow,
  sessionId: number,
  change: PasswordChange,
  ip: string,
): Promise<void> {
  if (user.password_hash === null) {
    if (!(await sessionIsFresh(deps, sessionId))) {
      throw badRequest('Sign in again with an e-mailed code to set a password.');
    }
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
