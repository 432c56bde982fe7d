import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { markNotificationRead } from 'server/records/notifications.ts';

/** The user marks one of their notifications read; false for another user's or an unknown one. */
export async function markNotificationAsRead(deps: AppDeps, userId: number, notificationId: number): Promise<boolean> {
  return inTransaction(deps, (trx) => markNotificationRead(trx, userId, notificationId));
}
