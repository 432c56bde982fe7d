import { startApplication, type StartedApplicationRecord } from 'server/application/applicationStart.ts';
import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { signedInUser } from 'server/http/auth.ts';
import { clientIp, type AppContext } from 'server/http/context.ts';
import type { PreapprovalRow } from 'server/records/preapprovals.ts';

/**
 * The signed-in borrower agrees to the authorization agreement (I AGREE + Continue of Complete Application): the
 * agreement is kept with who, when and from where, and an application starts with its loan (application/
 * applicationStart.ts); from `preapproval` (Fill 1003 Form, the caller's own, checked by the route) it keeps what
 * the pre-approval answers.
 */
export async function startAgreedApplication(
  deps: AppDeps,
  ctx: AppContext,
  preapproval?: PreapprovalRow,
): Promise<StartedApplicationRecord> {
  const user = signedInUser(ctx);
  return inTransaction(deps, (trx) =>
    startApplication(
      trx,
      { userId: user.id, ip: clientIp(ctx), userAgent: ctx.get('user-agent') || null },
      preapproval ? { deps, preapproval } : undefined,
    ),
  );
}
