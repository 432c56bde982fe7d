import type { Trx } from 'server/db/database.ts';
import type { AppDeps } from 'server/deps.ts';
import { queueMail, type MailMessage } from 'server/mail/queueMail.ts';
import { postNotification } from 'server/records/notifications.ts';

/** What the borrowers are told: a notification on their dashboard and, when given, a mail with a sign-in link. */
export interface DocumentNotice {
  title: string;
  body: string;
  /** The mail, built per person (its link goes to `path`); absent: the dashboard notification only. */
  mail?: (to: string, firstName: string, publicUrl: string, path: string) => MailMessage;
  /** The page the mail's link opens after sign-in. */
  path: string;
  createdBy: number;
}

/** Tells people (a loan's participants, or a pre-approval's owner) about their documents, in the caller's transaction. */
export async function tellBorrowers(
  trx: Trx,
  deps: Pick<AppDeps, 'keys' | 'config'>,
  people: { userIds: readonly number[]; loanId: number | null },
  notice: DocumentNotice,
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
    if (notice.mail) {
      await queueMail(trx, deps.keys, notice.mail(user.email, user.first_name, deps.config.publicUrl, notice.path));
    }
  }
}
