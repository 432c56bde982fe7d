import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { signedInUser } from 'server/http/auth.ts';
import type { AppContext } from 'server/http/context.ts';
import { authorizeLoan } from 'server/policies/authorize.ts';
import { createConsent, type ConsentKind } from 'server/records/consents.ts';
import { touchLoan } from 'server/records/loans.ts';

/** The loan's staff add a consent for its borrowers to give or deny; returns its id. */
export async function requestLoanConsent(
  deps: AppDeps,
  ctx: AppContext,
  loanId: number,
  consent: { kind: ConsentKind; title: string; question: string; selfApproved: boolean },
): Promise<number> {
  const user = signedInUser(ctx);
  return inTransaction(deps, async (trx) => {
    await authorizeLoan(trx, ctx, 'work', loanId, { recordType: 'consent' });
    await touchLoan(trx, loanId);
    return createConsent(trx, { loanId, ...consent, createdBy: user.id });
  });
}
