import type { IssuingAuthority } from 'common';
import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { signedInUser } from 'server/http/auth.ts';
import type { AppContext } from 'server/http/context.ts';
import { authorizeLoan } from 'server/policies/authorize.ts';
import { postNotification } from 'server/records/notifications.ts';
import { updateAtRevision } from 'server/records/revisions.ts';

/**
 * The facts a loan's staff record on it at the revision they read (issue 21): the loan amount, the authority it is
 * issued under and the estimated closing date; and a rate lock (rate, lock date, expiry), kept as a history whose
 * latest is the loan's lock and makes the ladder's Rate Lock done. The borrower's loan card and the documents'
 * loan picker show them.
 */

/** The loan's facts as staff set them (null clears one). */
export interface LoanFacts {
  loanAmount: number | null;
  issuingAuthority: IssuingAuthority | null;
  /** YYYY-MM-DD. */
  estCloseDate: string | null;
}

/** Sets the loan's facts; returns its new revision. */
export async function recordLoanFacts(
  deps: AppDeps,
  ctx: AppContext,
  loanId: number,
  input: LoanFacts & { revision: number },
): Promise<number> {
  return inTransaction(deps, async (trx) => {
    await authorizeLoan(trx, ctx, 'work', loanId, {
      details: { fields: ['loan_amount', 'issuing_authority', 'est_close_date'] },
    });
    return updateAtRevision(trx, 'loans', loanId, input.revision, {
      loan_amount: input.loanAmount,
      issuing_authority: input.issuingAuthority,
      est_close_date: input.estCloseDate,
      last_activity_at: trx.fn.now(),
    });
  });
}

/** A rate lock as staff record it. */
export interface RateLock {
  /** Percent, e.g. 6.125. */
  rate: number;
  /** YYYY-MM-DD. */
  lockedOn: string;
  expiresOn: string;
}

/** Records a rate lock on the loan and tells its borrowers; returns the loan's new revision. */
export async function recordRateLock(
  deps: AppDeps,
  ctx: AppContext,
  loanId: number,
  input: RateLock & { revision: number },
): Promise<number> {
  const user = signedInUser(ctx);
  return inTransaction(deps, async (trx) => {
    const parties = await authorizeLoan(trx, ctx, 'work', loanId, { recordType: 'rate lock' });
    const next = await updateAtRevision(trx, 'loans', loanId, input.revision, { last_activity_at: trx.fn.now() });
    await trx('loan_rate_locks').insert({
      loan_id: loanId,
      rate: input.rate,
      locked_on: input.lockedOn,
      expires_on: input.expiresOn,
      recorded_by: user.id,
    });
    for (const userId of parties.participantIds) {
      await postNotification(trx, {
        userId,
        loanId,
        title: 'Your rate is locked',
        body: 'Your loan officer locked your interest rate. The rate and the date the lock ends are on your dashboard.',
        createdBy: user.id,
      });
    }
    return next;
  });
}
