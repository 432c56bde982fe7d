import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { Config } from '../config.ts';

/** One decrypted e-mail on its way out. */
export interface OutgoingMail {
  /** The outbound_emails id: names the .eml file and the Message-ID, so a re-send is recognisable. */
  id: number;
  createdAt: Date;
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  headers?: Record<string, string> | undefined;
}

/** Delivers mail: over SMTP when SMTP_URL is set, else as .eml files in `${dataDir}/outbox`. */
export interface MailTransport {
  /** Sends one mail and returns the Message-ID it carried. */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  /** Closes pooled connections. */
  close(): void;
}

/** The outbox folder the file transport writes to. */
export function outboxFolder(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'outbox');
}

/** A sortable file name: the mail's creation time to the second, then its id (20261122T020101Z-000042.eml). */
function emlFileName(mail: Pick<OutgoingMail, 'id' | 'createdAt'>): string {
  const stamp = mail.createdAt
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');
  return `${stamp}-${String(mail.id).padStart(6, '0')}.eml`;
}

function messageIdFor(config: Pick<Config, 'mailFrom'>, mail: OutgoingMail): string {
  const domain = /@([^\s@<>]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? 'localhost';
  return `<outbound-${mail.id}.${mail.createdAt.getTime()}@${domain}>`;
}

function mailOptions(config: Pick<Config, 'mailFrom'>, mail: OutgoingMail): Mail.Options {
  return {
    from: config.mailFrom,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: messageIdFor(config, mail),
    date: new Date(),
    ...(mail.headers ? { headers: mail.headers } : {}),
  };
}

/** Chooses the transport for the configuration. */
export function createMailTransport(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): MailTransport {
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        const options = mailOptions(config, mail);
        await smtp.sendMail(options);
        return { messageId: options.messageId as string };
      },
      close: () => smtp.close(),
    };
  }
  // Bodies given as bytes with base64 forced are always base64 encoded (a plain string may go out as 7bit),
  // which keeps the files exact and simple to decode again (readOutbox).
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const folder = outboxFolder(config);
  return {
    async send(mail) {
      const options: Mail.Options = {
        ...mailOptions(config, mail),
        text: Buffer.from(mail.text, 'utf8'),
        html: mail.html === undefined ? undefined : Buffer.from(mail.html, 'utf8'),
        textEncoding: 'base64',
      };
      const info = await composer.sendMail(options);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const file = path.join(folder, emlFileName(mail));
      // Written aside then renamed, so a reader never sees half a message and a re-send replaces the file.
      const partial = `${file}.partial`;
      await writeFile(partial, info.message as Buffer, { mode: 0o600 });
      await rename(partial, file);
      return { messageId: options.messageId as string };
    },
    close: () => composer.close(),
  };
}
