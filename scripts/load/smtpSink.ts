import { startSmtpReceiver } from 'server/testing/smtpReceiver.ts';
import { mailText, oneTimeCodeOf } from './mimeText.ts';

/**
 * The mail server of a load run: a tiny SMTP sink the product's worker delivers to (SMTP_URL), as it delivers to the
 * lender's real relay. It accepts every message and hands each sign-in code to the simulated borrower waiting for
 * it, so borrowers read their codes from the mail as it was really delivered, with no way into the product beside.
 * It is the test kit's SMTP receiver (server/src/testing/smtpReceiver.ts).
 */

/** The running sink. */
export interface SmtpSink {
  /** The SMTP_URL that points the product at it. */
  url: string;
  /** The next code delivered to the address not yet taken (the oldest first); rejects after `timeoutMs`. */
  nextCode(address: string, timeoutMs: number): Promise<string>;
  /** How many messages were delivered, and how many carried a code. */
  counts(): { messages: number; codes: number };
  close(): Promise<void>;
}

interface Waiter {
  resolve(code: string): void;
}

/** Starts the sink on a free port of 127.0.0.1. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const codes = new Map<string, string[]>();
  const waiters = new Map<string, Waiter[]>();
  let messages = 0;
  let codeCount = 0;

  function deliver(recipients: readonly string[], raw: string): void {
    messages += 1;
    const code = oneTimeCodeOf(mailText(raw));
    if (code === undefined) return;
    codeCount += 1;
    for (const recipient of recipients) {
      const waiting = waiters.get(recipient)?.shift();
      if (waiting) waiting.resolve(code);
      else codes.set(recipient, [...(codes.get(recipient) ?? []), code]);
    }
  }

  const receiver = await startSmtpReceiver('load-sink', ({ recipients, raw }) => deliver(recipients, raw));

  return {
    url: receiver.url,
    nextCode(address, timeoutMs) {
      const key = address.toLowerCase();
      const ready = codes.get(key)?.shift();
      if (ready !== undefined) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          resolve: (code) => {
            clearTimeout(timer);
            resolve(code);
          },
        };
        const timer = setTimeout(() => {
          waiters.set(
            key,
            (waiters.get(key) ?? []).filter((other) => other !== waiter),
          );
          reject(new Error(`No code reached ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.set(key, [...(waiters.get(key) ?? []), waiter]);
      });
    },
    counts: () => ({ messages, codes: codeCount }),
    close: () => receiver.close(),
  };
}
