import type { Trx } from '../db/database.ts';
import { encryptText, type Keys } from '../security/crypto.ts';
import { recordJob } from '../jobs/outbox.ts';

/** A rendered e-mail ready to be queued. */
export interface MailMessage {
  /** Template name, kept for auditing which kind of mail this was. */
  template: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on marketing mail). */
  headers?: Record<string, string>;
}

/**
 * Stores a rendered mail (encrypted at rest) and records its send job in the same transaction.
 * The job carries only the mail's id.
 */
export async function queueMail(trx: Trx, keys: Keys, message: MailMessage): Promise<number> {
  const [row] = await trx('outbound_emails')
    .insert({
      template: message.template,
      to_address: message.to,
      subject_enc: encryptText(keys, message.subject),
      text_enc: encryptText(keys, message.text),
      html_enc: message.html ? encryptText(keys, message.html) : null,
      headers_enc: message.headers ? encryptText(keys, JSON.stringify(message.headers)) : null,
    })
    .returning('id');
  const emailId = (row as { id: number }).id;
  await recordJob(trx, 'email', 'send', { emailId });
  return emailId;
}
