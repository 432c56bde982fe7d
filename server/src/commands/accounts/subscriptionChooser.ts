import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { setSubscriptions } from 'server/records/subscriptions.ts';

/**
 * The signed-in person chooses their subscriptions (topic ids the caller checked with knownTopicIds): the newsletter
 * topic also adds their address to, or takes it off, the subscribers list.
 */
export async function chooseSubscriptions(
  deps: AppDeps,
  user: { id: number; email: string },
  choices: readonly { subid: number; statusid: 0 | 1 }[],
): Promise<void> {
  await inTransaction(deps, (trx) => setSubscriptions(trx, user, choices));
}
