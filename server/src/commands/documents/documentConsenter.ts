import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { signedInUser } from 'server/http/auth.ts';
import { clientIp, type AppContext } from 'server/http/context.ts';
import { ApiError } from 'server/http/envelope.ts';
import { authorizeLoan } from 'server/policies/authorize.ts';
import { touchLoan } from 'server/records/loans.ts';

/** Said when consent is given again. */
export const CONSENT_ALREADY_GIVEN = 'You have already given your consent for this loan.';

/**
 * A borrower of the loan answers its document consent (part 2 §4.5) with the time and their address. Locked once
 * accepted: the answer given stands (409).
 */
export async function answerDocumentConsent(
  deps: AppDeps,
  ctx: AppContext,
  loanId: number,
  consent: 'accepted' | 'denied',
): Promise<void> {
  const user = signedInUser(ctx);
  await inTransaction(deps, async (trx) => {
    await authorizeLoan(trx, ctx, 'fill', loanId, { recordType: 'document consent' });
    const existing = (await trx('loan_document_consents')
      .where({ loan_id: loanId, user_id: user.id })
      .forUpdate()
      .first('accepted')) as { accepted: boolean } | undefined;
    if (existing?.accepted) throw new ApiError(409, CONSENT_ALREADY_GIVEN);
    await trx('loan_document_consents')
      .insert({
        loan_id: loanId,
        user_id: user.id,
        accepted: consent === 'accepted',
        ip: clientIp(ctx),
        answered_at: trx.fn.now(),
      })
      .onConflict(['loan_id', 'user_id'])
      .merge(['accepted', 'ip', 'answered_at']);
    await touchLoan(trx, loanId);
  });
}
