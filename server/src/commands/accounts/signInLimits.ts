import { setTimeout as sleep } from 'node:timers/promises';
import type { Db, Trx } from 'server/db/database.ts';
import type { AppDeps } from 'server/deps.ts';
import {
  countRecentEvents,
  takeRateSlot,
  type RateLimit,
  type RateRule,
  type RateSubject,
} from 'server/http/rateLimit.ts';

/**
 * Every limit on signing in, in one place (docs/decisions.md, Rate limits). Failures are refused per client address
 * and per account and client address, never per account alone, so nobody can keep the owner out by failing on
 * purpose. Per account, password failures slow every answer down instead, and wrong authenticator codes pause the
 * staff member's second step and raise an alarm (staff/signInAlarms.ts).
 */

/** Minutes every sign-in limit looks back. */
export const LIMIT_WINDOW_MINUTES = 15;

/** Every kind of failed check, counted together per client address. */
export const FAILED_CHECK_KINDS = ['code_failed', 'password_failed', 'totp_failed'] as const;

const FAILED_CHECKS_PER_ADDRESS: RateLimit = { per: 'ip', kinds: FAILED_CHECK_KINDS, max: 50 };

/** Password checks: 10 failed per account and client address, and 50 failed checks of any kind per address. */
export const PASSWORD_CHECK_RULE: RateRule = {
  limits: [{ per: 'pair', kinds: ['password_failed'], max: 10 }, FAILED_CHECKS_PER_ADDRESS],
  windowMinutes: LIMIT_WINDOW_MINUTES,
};

/**
 * E-mailed and authenticator code checks: 50 failed checks of any kind per client address. Guesses are bounded
 * further by each e-mailed code (5 tries) and, for the authenticator, by the staff account (TOTP_FAILURES_TO_PAUSE).
 */
export const CODE_CHECK_RULE: RateRule = { limits: [FAILED_CHECKS_PER_ADDRESS], windowMinutes: LIMIT_WINDOW_MINUTES };

/**
 * Codes e-mailed: 5 per address and client address, and 20 per client address. No limit per address alone: it
 * would let anyone stop the owner getting a code.
 */
export const CODE_SENDING_RULE: RateRule = {
  limits: [
    { per: 'pair', kinds: ['code_sent'], max: 5 },
    { per: 'ip', kinds: ['code_sent'], max: 20 },
  ],
  windowMinutes: LIMIT_WINDOW_MINUTES,
};

/** Failed password checks of one account (from any address) from which its password answers are delayed. */
export const PASSWORD_DELAY_FROM = 5;
/** The longest delay, as a multiple of the first. */
export const PASSWORD_DELAY_MAX_FACTOR = 16;
/** Failed password checks of one staff account that e-mail the alarm to the member and every admin. */
export const PASSWORD_FAILURES_TO_ALARM = 10;
/** Wrong authenticator codes of one staff account (any challenge, any address) that pause its second step. */
export const TOTP_FAILURES_TO_PAUSE = 10;

/**
 * How long to hold a password answer for an account with this many failed password checks in the window: nothing
 * below PASSWORD_DELAY_FROM, then the base, doubling with each failure up to PASSWORD_DELAY_MAX_FACTOR times it.
 */
export function passwordDelayMs(recentFailures: number, baseMs: number): number {
  if (recentFailures < PASSWORD_DELAY_FROM) return 0;
  return baseMs * Math.min(2 ** (recentFailures - PASSWORD_DELAY_FROM), PASSWORD_DELAY_MAX_FACTOR);
}

/** Failed checks of the kind for the account's address (from any client address) within the window. */
export async function recentAccountFailures(
  db: Db | Trx,
  kind: 'password_failed' | 'totp_failed',
  email: string,
): Promise<number> {
  return countRecentEvents(db, [kind], { email }, LIMIT_WINDOW_MINUTES);
}

/**
 * Opens a password check: takes a failed-check slot atomically (429 when this account and client address, or the
 * address, is at its limit), then holds the answer, right or wrong, as long as the account's recent failures ask.
 * Returns the slot, to release once the password matches.
 */
export async function beginPasswordCheck(deps: AppDeps, subject: Required<RateSubject>): Promise<number> {
  const slot = await takeRateSlot(deps.db, PASSWORD_CHECK_RULE, 'password_failed', subject);
  // The count holds this check's own slot, which is not an earlier failure.
  const earlier = (await recentAccountFailures(deps.db, 'password_failed', subject.email)) - 1;
  const delay = passwordDelayMs(earlier, deps.config.passwordDelayBaseMs);
  if (delay > 0) await sleep(delay);
  return slot;
}
