import { inTransaction } from 'server/db/transaction.ts';
import { type AppDeps } from 'server/deps.ts';
import { badRequest } from 'server/http/envelope.ts';
import { releaseRateSlot, takeRateSlot } from 'server/http/rateLimit.ts';
import { checkCode, codeRejected, type CodeCheck } from './oneTimeCodes.ts';
import { hashPassword } from './passwords.ts';
import { startSession, type ClientInfo } from './sessions.ts';
import { CODE_CHECK_RULE } from './signInLimits.ts';
import type { UserRow } from './users.ts';
import { findUserByEmail } from './users.ts';

/** The details of the account to create, already checked. */
export interface NewAccount {
  firstName: string;
  lastName: string;
  mobileNumber: string;
  workPhone: string | null;
  email: string;
  /** Set when the person chose Use Password; the e-mailed code is required all the same. */
  password: string | null;
}

/** A signed-in user and the bearer token of the new session (returned once, stored only hashed). */
export interface SignedIn {
  user: UserRow;
  token: string;
}

type Outcome =
  | { kind: 'created'; signedIn: SignedIn }
  | { kind: 'rejected'; check: Exclude<CodeCheck, 'accepted'> }
  | { kind: 'exists' };

/**
 * Creates the account once the e-mailed sign-up code checks out: status 3 (profile incomplete),
 * e-mail verified, argon2id password hash if one was chosen, and a first session.
 */
export async function registerAccount(
  deps: AppDeps,
  account: NewAccount,
  code: string,
  client: ClientInfo,
): Promise<SignedIn> {
  const subject = { email: account.email, ip: client.ip };
  const slot = await takeRateSlot(deps.db, CODE_CHECK_RULE, 'code_failed', subject);
  // Hashed before the transaction so the single PGlite connection is not held while argon2 runs.
  const passwordHash = account.password === null ? null : await hashPassword(account.password);
  const outcome = await inTransaction(deps, async (trx): Promise<Outcome> => {
    const check = await checkCode(trx, deps.keys, 'signup', subject, code);
    if (check !== 'accepted') return { kind: 'rejected', check };
    await releaseRateSlot(trx, slot);
    // Only possible when the account was created after the code was sent; the code proved the address.
    if (await findUserByEmail(trx, account.email)) return { kind: 'exists' };
    const [user] = (await trx('users')
      .insert({
        email: account.email,
        first_name: account.firstName,
        last_name: account.lastName,
        mobile_number: account.mobileNumber,
        work_phone: account.workPhone,
        password_hash: passwordHash,
        status: 3,
        email_verified_at: trx.fn.now(),
      })
      .returning('*')) as UserRow[];
    if (!user) throw new Error('User insert returned no row');
    return {
      kind: 'created',
      signedIn: {
        user,
        token: await startSession(trx, user.id, client, 'borrower', passwordHash === null ? 'code' : 'password'),
      },
    };
  });
  if (outcome.kind === 'exists') {
    throw badRequest('An account already exists for this e-mail. Please sign in.', ['email']);
  }
  if (outcome.kind === 'rejected') throw codeRejected(outcome.check);
  return outcome.signedIn;
}
