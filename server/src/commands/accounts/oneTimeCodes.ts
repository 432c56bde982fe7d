import { timingSafeEqual } from 'node:crypto';
import type { Trx } from 'server/db/database.ts';
import { badRequest, type ApiError } from 'server/http/envelope.ts';
import type { RateRule, RateSubject } from 'server/http/rateLimit.ts';
import { queueMail } from 'server/mail/queueMail.ts';
import { hashCode, newOneTimeCode, type Keys } from 'server/security/crypto.ts';
import { CODE_TTL_MINUTES, codeMail, type CodePurpose } from 'server/mail/templates/accountMails.ts';

/** Wrong tries after which a code is dead. */
export const MAX_CODE_ATTEMPTS = 5;

/** Codes e-mailed: 5 per address and 20 per client address in 15 minutes. */
export const CODE_SENDING_RULE: RateRule = { kinds: ['code_sent'], perEmail: 5, perIp: 20, windowMinutes: 15 };

/** Failed code or password checks: 10 per address and 50 per client address in 15 minutes. */
export const FAILED_CHECK_RULE: RateRule = {
  kinds: ['code_failed', 'password_failed'],
  perEmail: 10,
  perIp: 50,
  windowMinutes: 15,
};

/** The outcome of checking a code: accepted (and consumed), wrong or expired, or dead after too many tries. */
export type CodeCheck = 'accepted' | 'wrong' | 'exhausted';

interface CodeRow {
  id: number;
  code_hash: string;
  attempts: number;
  consumed_at: Date | null;
  live: boolean;
}

/** Stores a new code (its keyed hash only) and queues the e-mail that carries it, in the caller's transaction. */
export async function issueCode(
  trx: Trx,
  keys: Keys,
  purpose: CodePurpose,
  subject: Required<RateSubject>,
): Promise<void> {
  const code = newOneTimeCode();
  await trx('auth_codes').insert({
    email: subject.email,
    purpose,
    code_hash: hashCode(keys, subject.email, code),
    expires_at: trx.raw(`now() + make_interval(mins => ?)`, [CODE_TTL_MINUTES]),
    ip: subject.ip,
  });
  await queueMail(trx, keys, codeMail(subject.email, purpose, code));
}

/**
 * Checks a code against the latest one issued for the address and purpose, which must be unused,
 * unexpired and have tries left. Accepted codes are consumed; failures are counted on the code (the caller took
 * a failed-check slot before, see takeRateSlot). The caller's transaction must commit in every case.
 */
export async function checkCode(
  trx: Trx,
  keys: Keys,
  purpose: CodePurpose,
  subject: Required<RateSubject>,
  code: string,
): Promise<CodeCheck> {
  const row = (await trx('auth_codes')
    .where({ email: subject.email, purpose })
    .orderBy('id', 'desc')
    .first('id', 'code_hash', 'attempts', 'consumed_at', trx.raw('expires_at > now() as live'))
    .forUpdate()) as CodeRow | undefined;
  const usable = row !== undefined && row.live && row.consumed_at === null;
  if (usable && row.attempts < MAX_CODE_ATTEMPTS) {
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(hashCode(keys, subject.email, code), 'hex');
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      await trx('auth_codes').where({ id: row.id }).update({ consumed_at: trx.fn.now() });
      return 'accepted';
    }
    await trx('auth_codes').where({ id: row.id }).increment('attempts', 1);
    return row.attempts + 1 >= MAX_CODE_ATTEMPTS ? 'exhausted' : 'wrong';
  }
  return usable ? 'exhausted' : 'wrong';
}

/** The 400 reply for a code that was not accepted. */
export function codeRejected(check: Exclude<CodeCheck, 'accepted'>): ApiError {
  return check === 'exhausted'
    ? badRequest('Too many attempts. Please request a new code.', ['otp'])
    : badRequest('The code is incorrect or has expired.', ['otp']);
}
