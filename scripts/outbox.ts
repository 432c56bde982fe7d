import path from 'node:path';
import { readOutbox } from 'server/mail/readOutbox.ts';

/** `npm run outbox [-- N]`: prints the latest N mails (default 5) written to DATA_DIR/outbox, newest last. */
async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 5);
  if (!Number.isInteger(count) || count < 1) {
    process.stderr.write('Usage: npm run outbox -- [number of mails, default 5]\n');
    process.exit(1);
  }
  const dir = path.join(path.resolve(process.env.DATA_DIR ?? './data'), 'outbox');
  const mails = (await readOutbox(dir)).slice(-count);
  if (mails.length === 0) {
    process.stdout.write(`No mail in ${dir}\n`);
    return;
  }
  for (const mail of mails) {
    process.stdout.write(
      `${'-'.repeat(72)}\nDate:    ${mail.date.toISOString()}\nTo:      ${mail.to}\nSubject: ${mail.subject}\nFile:    ${mail.file}\n\n${mail.text.trimEnd()}\n`,
    );
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
