import path from 'node:path';
import { readOutbox, type OutboxMail } from '../mail/readOutbox.ts';
import type { TestServer } from './testServer.ts';

/** Every mail sent so far (after the queued mail jobs ran), oldest first. */
export async function sentMails(server: TestServer): Promise<OutboxMail[]> {
  await server.deps.jobs.drain();
  return readOutbox(path.join(server.config.dataDir, 'outbox'));
}

/** Every mail delivered to the address so far, oldest first (waits for queued mail jobs). */
export async function mailsTo(server: TestServer, email: string): Promise<OutboxMail[]> {
  return (await sentMails(server)).filter((mail) => mail.to.includes(email));
}

/** The 6-digit code in the newest mail to the address. */
export async function latestCode(server: TestServer, email: string): Promise<string> {
  const mail = (await mailsTo(server, email)).at(-1);
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error('No code mail reached the address');
  return code;
}
