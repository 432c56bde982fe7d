import type { Db, Trx } from 'server/db/database.ts';

/** A notification to post to a borrower, about one of their loans or about their account. */
export interface NewNotification {
  userId: number;
  loanId?: number | null;
  title: string;
  body: string;
  createdBy: number | null;
}

/** Posts a notification; it shows on the borrower's dashboard, unread first. Returns its id. */
export async function postNotification(trx: Trx, notification: NewNotification): Promise<number> {
  const [row] = await trx('notifications')
    .insert({
      user_id: notification.userId,
      loan_id: notification.loanId ?? null,
      title: notification.title,
      body: notification.body,
      created_by: notification.createdBy,
    })
    .returning('id');
  return (row as { id: number }).id;
}

/** Marks one of the user's notifications read; another user's, or an unknown id, changes nothing (returns false). */
export async function markNotificationRead(trx: Trx, userId: number, notificationId: number): Promise<boolean> {
  const updated = await trx('notifications')
    .where({ id: notificationId, user_id: userId })
    .update({ read_at: trx.raw('coalesce(read_at, now())') });
  return updated > 0;
}

/** A notification as the dashboard lists it, with its loan's number when it is about one. */
export interface NotificationRow {
  id: number;
  title: string;
  body: string;
  created_at: Date;
  read_at: Date | null;
  loan_number: string | null;
}

/** The user's latest 100 notifications, unread first, newest first within each. */
export async function notificationsOf(db: Db | Trx, userId: number): Promise<NotificationRow[]> {
  return (await db('notifications as n')
    .leftJoin('loans as l', 'l.id', 'n.loan_id')
    .where('n.user_id', userId)
    .orderByRaw('n.read_at is not null, n.id desc')
    .limit(100)
    .select('n.id', 'n.title', 'n.body', 'n.created_at', 'n.read_at', 'l.loan_number')) as NotificationRow[];
}
