import type { SubscribeV1 } from 'forms/generated/types/index.ts';
import { inTransaction } from 'server/db/transaction.ts';
import { type AppDeps } from 'server/deps.ts';
import { insertSubmission } from 'server/forms/insertSubmission.ts';
import { queueMail } from 'server/mail/queueMail.ts';
import { subscriptionConfirmationMail } from 'server/mail/templates/subscribeMails.ts';
import { unsubscribeLinks } from 'server/mail/unsubscribe.ts';
import { mayConfirmTo, type FormRequest } from './formRequests.ts';

/** A subscription request that passed its definition. */
export type SubscriptionRequest = FormRequest<SubscribeV1>;

/** What a subscription request did. */
export interface SubscriptionOutcome {
  submissionId: number;
  /** True when a confirmation was queued: the address was added (or came back) and may still be mailed today. */
  confirmed: boolean;
}

/**
 * Adds an address to the subscribers list, idempotently: the request is kept in form_submissions (it is what the
 * per-address limit counts), a new or returning address gets one confirmation mail, and an address already on the
 * list is left as it is and mailed nothing. All in one transaction.
 */
export async function subscribe(deps: AppDeps, request: SubscriptionRequest): Promise<SubscriptionOutcome> {
  const email = request.data.email.toLowerCase();
  return inTransaction(deps, async (trx) => {
    const submissionId = await insertSubmission(trx, {
      formId: request.stored.formId,
      formVersion: request.stored.version,
      userId: request.userId,
      data: { email },
      ip: request.ip,
    });
    // A concurrent request for the same address loses the insert and finds the row already there.
    const added = await trx('subscribers')
      .insert({ email, submission_id: submissionId })
      .onConflict('email')
      .ignore()
      .returning('id');
    const returned =
      added.length === 0
        ? await trx('subscribers')
            .where({ email })
            .whereNotNull('unsubscribed_at')
            .update({ unsubscribed_at: null, subscribed_at: trx.fn.now(), submission_id: submissionId })
        : 0;
    // A new or returning address is confirmed, unless it has had its day's confirmations (see formRequests.ts).
    const confirmed = (added.length > 0 || returned > 0) && (await mayConfirmTo(trx, email));
    if (confirmed) {
      const row = (await trx('subscribers').where({ email }).first('id')) as { id: number };
      const links = unsubscribeLinks(deps.config, deps.keys, row.id);
      await queueMail(trx, deps.keys, subscriptionConfirmationMail(email, links));
    }
    return { submissionId, confirmed };
  });
}

/** Takes a subscriber off the list (one-click unsubscribe); true when the link named a subscriber. */
export async function unsubscribe(deps: Pick<AppDeps, 'db'>, subscriberId: number): Promise<boolean> {
  const found = (await deps.db('subscribers').where({ id: subscriberId }).first('id')) as { id: number } | undefined;
  if (!found) return false;
  await deps.db('subscribers').where({ id: subscriberId }).whereNull('unsubscribed_at').update({
    unsubscribed_at: deps.db.fn.now(),
  });
  return true;
}
