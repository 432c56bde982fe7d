import type { SubscribeV1 } from 'forms/generated/types/index.ts';
import { inTransaction } from 'server/db/transaction.ts';
import { type AppDeps } from 'server/deps.ts';
import type { StoredDefinition } from 'server/forms/formDefinitionStore.ts';
import { insertSubmission } from 'server/forms/insertSubmission.ts';
import { queueMail } from 'server/mail/queueMail.ts';
import { subscriptionConfirmationMail } from './subscribeMails.ts';

/** A subscription request that passed its definition. */
export interface SubscriptionRequest {
  stored: StoredDefinition;
  data: SubscribeV1;
  ip: string;
  userId: number | null;
}

/** What a subscription request did. */
export interface SubscriptionOutcome {
  submissionId: number;
  /** True when the address was added (or came back after stopping): a confirmation was queued. */
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
    const confirmed = added.length > 0 || returned > 0;
    if (confirmed) await queueMail(trx, deps.keys, subscriptionConfirmationMail(email));
    return { submissionId, confirmed };
  });
}
