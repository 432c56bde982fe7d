import { inTransaction } from 'server/db/transaction.ts';
import { type AppDeps } from 'server/deps.ts';
import { ApiError } from 'server/http/envelope.ts';
import { releaseRateSlot, takeRateSlot } from 'server/http/rateLimit.ts';
import type { SignedIn } from './accountRegistrar.ts';
import { checkCode, codeRejected, type CodeCheck } from './oneTimeCodes.ts';
import { passwordMatches } from './passwords.ts';
import { startSession, type ClientInfo } from './sessions.ts';
import { beginPasswordCheck, CODE_CHECK_RULE } from './signInLimits.ts';
import { findUserByEmail } from './users.ts';

type Outcome = { kind: 'signedIn'; signedIn: SignedIn } | { kind: 'rejected'; check: Exclude<CodeCheck, 'accepted'> };

/**
 * Signs in with the e-mailed sign-in code asked for from the same client address; 400 when it is wrong, expired or
 * dead, 429 after too many failures from the address.
 */
export async function signInWithCode(
  deps: AppDeps,
  email: string,
  code: string,
  client: ClientInfo,
): Promise<SignedIn> {
  const subject = { email, ip: client.ip };
  const slot = await takeRateSlot(deps.db, CODE_CHECK_RULE, 'code_failed', subject);
  const outcome = await inTransaction(deps, async (trx): Promise<Outcome> => {
    const check = await checkCode(trx, deps.keys, 'login', subject, code);
    if (check !== 'accepted') return { kind: 'rejected', check };
    await releaseRateSlot(trx, slot);
    const user = await findUserByEmail(trx, email);
    // Staff sign in at /staff with a second factor, never here.
    if (!user || user.role !== 'borrower' || user.disabled_at) return { kind: 'rejected', check: 'wrong' };
    return {
      kind: 'signedIn',
      signedIn: { user, token: await startSession(trx, user.id, client, 'borrower', 'code') },
    };
  });
  if (outcome.kind === 'rejected') throw codeRejected(outcome.check);
  return outcome.signedIn;
}

/**
 * Signs in a borrower with a password. An unknown address, an account without a password, a staff account (staff
 * sign in at /staff) and a wrong password get the same 401 after the same argon2 work; an account under guessing
 * answers slowly (beginPasswordCheck), the right password included, but never refuses it for others' failures.
 */
export async function signInWithPassword(
  deps: AppDeps,
  email: string,
  password: string,
  client: ClientInfo,
): Promise<SignedIn> {
  const subject = { email, ip: client.ip };
  const slot = await beginPasswordCheck(deps, subject);
  const user = await findUserByEmail(deps.db, email);
  const borrower = user?.role === 'borrower' && !user.disabled_at ? user : undefined;
  const matches = await passwordMatches(borrower?.password_hash, password);
  if (!borrower || !matches) throw new ApiError(401, 'The e-mail or password is incorrect.', ['password']);
  const token = await inTransaction(deps, async (trx) => {
    await releaseRateSlot(trx, slot);
    return startSession(trx, borrower.id, client, 'borrower', 'password');
  });
  return { user: borrower, token };
}
