import type { Trx } from 'server/db/database.ts';
import type { AppDeps } from 'server/deps.ts';
import { queueMail, type MailMessage } from 'server/mail/queueMail.ts';
import { postNotification } from 'server/records/notifications.ts';
import { wantsServiceMail, type ServiceTopic } from 'server/records/subscriptions.ts';

/**
 * What the borrowers are told: a notification on their dashboard and, when given, a mail with a sign-in link (only to
 * those who have not turned its topic off, when the mail is an optional one).
 */
export interface BorrowerNotice {
  title: string;
  body: string;
  /** The mail, built per person (its link goes to `path`); absent: the dashboard notification only. */
  mail?: (to: string, firstName: string, publicUrl: string, path: string) => MailMessage;
  /** The page the mail's link opens after sign-in. */
  path: string;
  /** An optional mail's topic under Subscriptions: people who turned it off get the notification only. */
  mailTopic?: ServiceTopic;
  createdBy: number;
}

/**
 * Tells people (a loan's participants, or a pre-approval's owner) about their loan or their documents, in the
 * caller's transaction: decisions, milestone moves, requests and reviews all go through here.
 */
export async function tellBorrowers(
  trx: Trx,
  deps: Pick<AppDeps, 'keys' | 'config'>,
  people: { userIds: readonly number[]; loanId: number | null },
  notice: BorrowerNotice,
): Promise<void> {
  const users = (await trx('users')
    .whereIn('id', people.userIds)
    .whereNull('disabled_at')
    .select('id', 'email', 'first_name')) as { id: number; email: string; first_name: string }[];
  for (const user of users) {
    await postNotification(trx, {
      userId: user.id,
      loanId: people.loanId,
      title: notice.title,
      body: notice.body,
      createdBy: notice.createdBy,
    });
    if (notice.mail && (!notice.mailTopic || (await wantsServiceMail(trx, user.id, notice.mailTopic)))) {
      await queueMail(trx, deps.keys, notice.mail(user.email, user.first_name, deps.config.publicUrl, notice.path));
    }
  }
}
