import type { SignedIn } from 'server/commands/accounts/accountRegistrar.ts';
import { passwordMatches } from 'server/commands/accounts/passwords.ts';
import { startSession, type ClientInfo } from 'server/commands/accounts/sessions.ts';
import {
  beginPasswordCheck,
  CODE_CHECK_RULE,
  recentAccountFailures,
  TOTP_FAILURES_TO_PAUSE,
} from 'server/commands/accounts/signInLimits.ts';
import { findUserByEmail, type UserRow } from 'server/commands/accounts/users.ts';
import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { ApiError } from 'server/http/envelope.ts';
import { releaseRateSlot, takeRateSlot } from 'server/http/rateLimit.ts';
import { isRole, isStaff } from 'server/policies/roles.ts';
import { decryptText, encryptText, hashToken, newToken } from 'server/security/crypto.ts';
import { pauseSecondStep, raisePasswordAlarmIfDue } from './signInAlarms.ts';
import { acceptedStep, newTotpSecret, totpQrCode, totpUri } from './totp.ts';

/**
 * Staff sign in at /staff in two steps: the password opens a short challenge, and a code of the authenticator app
 * (the second factor, required of every staff account) turns it into a staff session. A staff member without an
 * enrolled app gets its QR code with the challenge, and enrols by entering a first code.
 */

/** Minutes a challenge waits for its code. */
export const CHALLENGE_MINUTES = 5;
/** Wrong codes a challenge takes before it is dead. */
export const CHALLENGE_ATTEMPTS = 5;

/** Said for an unknown address, a wrong password, a disabled account or one without a password yet. */
export const STAFF_CREDENTIALS_MESSAGE = 'The e-mail or password is incorrect.';
/** Said for a wrong or reused code. */
export const WRONG_CODE_MESSAGE = 'The code is incorrect. Please try again.';
/** Said when the challenge is unknown, used, expired or out of attempts. */
export const CHALLENGE_EXPIRED_MESSAGE = 'This sign-in has expired. Please sign in again.';
/** Said for every code, right or wrong, while too many wrong codes keep the account's second step paused. */
export const SECOND_STEP_PAUSED_MESSAGE =
  'Sign-in to this account is paused after too many wrong authenticator codes. Use the link we e-mailed you, or ask an administrator.';

/** What the password step gives: the challenge token, and the enrolment when no app is enrolled yet. */
export interface StaffChallenge {
  challenge: string;
  enrolment: { uri: string; qrCode: string; secret: string } | null;
}

function activeStaff(user: UserRow | undefined): UserRow | undefined {
  return user && isRole(user.role) && isStaff(user.role) && !user.disabled_at && user.password_hash ? user : undefined;
}

/**
 * The password step. The same refusal, after the same argon2 work, for every failure; a failed-check slot is taken
 * before the password is checked, so parallel guesses cannot pass the limit, and an account under guessing answers
 * slowly (beginPasswordCheck) and raises the alarm (signInAlarms.ts), but still takes its right password.
 */
export async function startStaffSignIn(
  deps: AppDeps,
  email: string,
  password: string,
  client: ClientInfo,
): Promise<StaffChallenge> {
  const subject = { email, ip: client.ip };
  const slot = await beginPasswordCheck(deps, subject);
  const staff = activeStaff(await findUserByEmail(deps.db, email));
  const matches = await passwordMatches(staff?.password_hash, password);
  if (!staff || !matches) {
    if (staff) await raisePasswordAlarmIfDue(deps, staff, client.ip);
    throw new ApiError(401, STAFF_CREDENTIALS_MESSAGE, ['password']);
  }
  return inTransaction(deps, async (trx) => {
    await releaseRateSlot(trx, slot);
    let enrolment: StaffChallenge['enrolment'] = null;
    if (!staff.totp_enrolled_at) {
      // Until a first code checks out, the same secret is shown again, so a scanned code keeps working.
      const secret = staff.totp_secret_enc ? decryptText(deps.keys, staff.totp_secret_enc) : newTotpSecret();
      if (!staff.totp_secret_enc) {
        await trx('users')
          .where({ id: staff.id })
          .update({ totp_secret_enc: encryptText(deps.keys, secret) });
      }
      const uri = totpUri(staff.email, secret);
      enrolment = { uri, qrCode: await totpQrCode(uri), secret };
    }
    const challenge = newToken();
    await trx('mfa_challenges').insert({
      user_id: staff.id,
      token_hash: hashToken(challenge),
      expires_at: trx.raw('now() + make_interval(mins => ?)', [CHALLENGE_MINUTES]),
    });
    return { challenge, enrolment };
  });
}

type Outcome = { kind: 'signedIn'; signedIn: SignedIn } | { kind: 'refused'; message: string };

/** The reply to a refused code: 400 for a wrong one, 403 while the second step is paused, else 401. */
function codeRefusal(message: string): ApiError {
  if (message === WRONG_CODE_MESSAGE) return new ApiError(400, WRONG_CODE_MESSAGE, ['code']);
  if (message === SECOND_STEP_PAUSED_MESSAGE) return new ApiError(403, SECOND_STEP_PAUSED_MESSAGE, ['code']);
  return new ApiError(401, CHALLENGE_EXPIRED_MESSAGE);
}

/**
 * The code step: a code of the enrolled (or enrolling) app, within one step of now and newer than any code this
 * staff member used before, opens a staff session. A wrong code counts against the challenge, the address and the
 * staff account, whatever the challenge or address: the TOTP_FAILURES_TO_PAUSE-th in the window pauses the
 * account's second step (signInAlarms.ts), and while paused every code is refused unchecked.
 */
export async function finishStaffSignIn(
  deps: AppDeps,
  challenge: string,
  code: string,
  client: ClientInfo,
): Promise<SignedIn> {
  // The slot names no account yet: a wrong code marks it the account's (below), under the account's row lock.
  const slot = await takeRateSlot(deps.db, CODE_CHECK_RULE, 'totp_failed', { ip: client.ip });
  const outcome = await inTransaction(deps, async (trx): Promise<Outcome> => {
    const row = (await trx('mfa_challenges')
      .where({ token_hash: hashToken(challenge) })
      .whereNull('used_at')
      .andWhere('expires_at', '>', trx.fn.now())
      .forUpdate()
      .first()) as { id: number; user_id: number; attempts: number } | undefined;
    if (!row || row.attempts >= CHALLENGE_ATTEMPTS) return { kind: 'refused', message: CHALLENGE_EXPIRED_MESSAGE };
    // Locked, so wrong codes of one account are counted one at a time, whatever challenge or address they use.
    const staff = activeStaff(
      (await trx<UserRow>('users').where({ id: row.user_id }).forUpdate().first()) as UserRow | undefined,
    );
    if (!staff?.totp_secret_enc) return { kind: 'refused', message: CHALLENGE_EXPIRED_MESSAGE };
    if (staff.mfa_paused_at) return { kind: 'refused', message: SECOND_STEP_PAUSED_MESSAGE };
    const [last] = await trx('mfa_challenges')
      .where({ user_id: staff.id })
      .whereNotNull('last_step')
      .max<{ step: string | number | null }[]>({ step: 'last_step' });
    const lastStep = last?.step === null || last?.step === undefined ? null : Number(last.step);
    const step = await acceptedStep(decryptText(deps.keys, staff.totp_secret_enc), code, lastStep);
    if (step === null) {
      await trx('mfa_challenges')
        .where({ id: row.id })
        .update({ attempts: row.attempts + 1 });
      await trx('auth_events').where({ id: slot }).update({ email: staff.email });
      const failures = await recentAccountFailures(trx, 'totp_failed', staff.email);
      if (failures < TOTP_FAILURES_TO_PAUSE) return { kind: 'refused', message: WRONG_CODE_MESSAGE };
      await pauseSecondStep(trx, deps, staff, client.ip, failures);
      return { kind: 'refused', message: SECOND_STEP_PAUSED_MESSAGE };
    }
    await releaseRateSlot(trx, slot);
    await trx('mfa_challenges').where({ id: row.id }).update({ used_at: trx.fn.now(), last_step: step });
    if (!staff.totp_enrolled_at) await trx('users').where({ id: staff.id }).update({ totp_enrolled_at: trx.fn.now() });
    return { kind: 'signedIn', signedIn: { user: staff, token: await startSession(trx, staff.id, client, 'staff') } };
  });
  if (outcome.kind === 'refused') throw codeRefusal(outcome.message);
  return outcome.signedIn;
}
