import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { signedInUser } from 'server/http/auth.ts';
import { clientIp, type AppContext } from 'server/http/context.ts';
import { notFound } from 'server/http/envelope.ts';
import { authorizeLoan } from 'server/policies/authorize.ts';
import { answerConsent, findConsent } from 'server/records/consents.ts';

/**
 * A borrower gives (1) or denies (0) a consent of one of their loans: the answer is kept with who, when and from which
 * address, and the loan's activity moves. A consent asked of another borrower, or of a loan the caller has no part
 * in, is a 404 as for one that does not exist.
 */
export async function answerLoanConsent(
  deps: AppDeps,
  ctx: AppContext,
  consentId: number | null,
  answer: 0 | 1,
): Promise<void> {
  const consent = consentId === null ? undefined : await findConsent(deps.db, consentId);
  const user = signedInUser(ctx);
  if (!consent || (consent.for_user_id !== null && consent.for_user_id !== user.id)) throw notFound();
  await inTransaction(deps, async (trx) => {
    await authorizeLoan(trx, ctx, 'fill', consent.loan_id, { recordType: 'consent' });
    await answerConsent(trx, {
      consentId: consent.id,
      answer,
      userId: user.id,
      ip: clientIp(ctx),
      userAgent: ctx.get('user-agent') || null,
    });
    await trx('loans').where({ id: consent.loan_id }).update({ last_activity_at: trx.fn.now() });
  });
}
