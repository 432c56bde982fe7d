import type { AppDeps } from 'server/deps.ts';
import { inTransaction } from 'server/db/transaction.ts';
import { takeRateSlot, type RateSubject } from 'server/http/rateLimit.ts';
import { recordJob } from 'server/jobs/outbox.ts';
import { PermanentJobError, type JobProcessor } from 'server/jobs/jobTypes.ts';
import { queueMail } from 'server/mail/queueMail.ts';
import { accountExistsMail, type CodePurpose } from 'server/mail/templates/accountMails.ts';
import { issueCode } from './oneTimeCodes.ts';
import { CODE_SENDING_RULE } from './signInLimits.ts';
import { findUserByEmail } from './users.ts';

/** The job that decides what a code request mails. */
export const CODE_REQUEST_JOB = 'code-request';

/**
 * Records a request for an e-mailed code and the job that answers it. The request does the same work whether or
 * not the address has an account (the job decides what to mail), so neither the reply nor its timing tells
 * accounts apart. Rate limited (429) per address and client address together and per client address, atomically;
 * the code is mailed for use from the client address that asked (checkCode).
 */
export async function requestCode(deps: AppDeps, purpose: CodePurpose, subject: Required<RateSubject>): Promise<void> {
  await takeRateSlot(deps.db, CODE_SENDING_RULE, 'code_sent', subject);
  await inTransaction(deps, async (trx) => {
    const [row] = await trx('code_requests').insert({ email: subject.email, purpose, ip: subject.ip }).returning('id');
    await recordJob(trx, 'email', CODE_REQUEST_JOB, { codeRequestId: (row as { id: number }).id });
  });
}

interface CodeRequestRow {
  id: number;
  email: string;
  purpose: CodePurpose;
  ip: string;
  handled_at: Date | null;
}

/**
 * Answers one code request, once: a sign-in code to an account's address (nothing to an unknown one); a sign-up
 * code to a new address, or, to an address that already has an account, a note saying so and how to sign in.
 */
export const answerCodeRequest: JobProcessor = async (payload, ctx) => {
  const id = Number(payload.codeRequestId);
  await ctx.db.transaction(async (trx) => {
    const request = (await trx('code_requests').where({ id }).forUpdate().first()) as CodeRequestRow | undefined;
    if (!request) throw new PermanentJobError(`Code request ${id} is gone`);
    if (request.handled_at) return;
    const subject = { email: request.email, ip: request.ip };
    const user = await findUserByEmail(trx, request.email);
    if (request.purpose === 'login') {
      // Only borrowers sign in with an e-mailed code; staff use /staff and a second factor.
      if (user?.role === 'borrower' && !user.disabled_at) await issueCode(trx, ctx.keys, 'login', subject);
    } else if (user) {
      await queueMail(trx, ctx.keys, accountExistsMail(request.email, ctx.config.publicUrl));
    } else {
      await issueCode(trx, ctx.keys, 'signup', subject);
    }
    await trx('code_requests').where({ id }).update({ handled_at: trx.fn.now() });
  });
};
