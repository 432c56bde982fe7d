import { timingSafeEqual } from 'node:crypto';
import type { Trx } from 'server/db/database.ts';
import { badRequest, type ApiError } from 'server/http/envelope.ts';
import type { RateSubject } from 'server/http/rateLimit.ts';
import { queueMail } from 'server/mail/queueMail.ts';
import { hashCode, newOneTimeCode, type Keys } from 'server/security/crypto.ts';
import { CODE_TTL_MINUTES, codeMail, type CodePurpose } from 'server/mail/templates/accountMails.ts';

/** Wrong tries after which a code is dead (each new code has its own). */
export const MAX_CODE_ATTEMPTS = 5;

/** The outcome of checking a code: accepted (and consumed), wrong or expired, or dead after too many tries. */
export type CodeCheck = 'accepted' | 'wrong' | 'exhausted';

interface CodeRow {
  id: number;
  code_hash: string;
  attempts: number;
  consumed_at: Date | null;
  live: boolean;
}

/**
 * Stores a new code (its keyed hash only), bound to the client address that asked for it, and queues the e-mail
 * that carries it, in the caller's transaction.
 */
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
 * Checks a code against the latest one issued for the address and purpose to the caller's client address, which
 * must be unused, unexpired and have tries left. A code requested or guessed from another address neither replaces
 * nor uses up the caller's. Accepted codes are consumed; failures are counted on the code (the caller took a
 * failed-check slot before, see takeRateSlot). The caller's transaction must commit in every case.
 */
export async function checkCode(
  trx: Trx,
  keys: Keys,
  purpose: CodePurpose,
  subject: Required<RateSubject>,
  code: string,
): Promise<CodeCheck> {
  const row = (await trx('auth_codes')
    .where({ email: subject.email, purpose, ip: subject.ip })
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
