import { inTransaction } from 'server/db/transaction.ts';
import { type AppDeps } from 'server/deps.ts';
import { enforceRateLimit, recordRateEvent, type RateSubject } from 'server/http/rateLimit.ts';
import { queueMail } from 'server/mail/queueMail.ts';
import { accountExistsMail } from './accountMails.ts';
import { CODE_SENDING_RULE, issueCode } from './oneTimeCodes.ts';
import { findUserByEmail } from './users.ts';

/**
 * E-mails a sign-up code, or, when the address already has an account, a note saying so and how
 * to sign in. Either way the caller learns nothing about the account. Rate limited (429).
 */
export async function sendSignUpCode(deps: AppDeps, subject: Required<RateSubject>): Promise<void> {
  await enforceRateLimit(deps.db, CODE_SENDING_RULE, subject);
  await inTransaction(deps, async (trx) => {
    await recordRateEvent(trx, 'code_sent', subject);
    if (await findUserByEmail(trx, subject.email)) {
      await queueMail(trx, deps.keys, accountExistsMail(subject.email, deps.config.publicUrl));
    } else {
      await issueCode(trx, deps.keys, 'signup', subject);
    }
  });
}

/**
 * E-mails a sign-in code when the address has an account, and nothing otherwise. The request
 * counts against the limits either way, so the replies do not tell accounts apart. Rate limited (429).
 */
export async function sendLoginCode(deps: AppDeps, subject: Required<RateSubject>): Promise<void> {
  await enforceRateLimit(deps.db, CODE_SENDING_RULE, subject);
  await inTransaction(deps, async (trx) => {
    await recordRateEvent(trx, 'code_sent', subject);
    if (await findUserByEmail(trx, subject.email)) await issueCode(trx, deps.keys, 'login', subject);
  });
}
