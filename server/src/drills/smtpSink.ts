import { startSmtpReceiver } from '../testing/smtpReceiver.ts';

/**
 * A mail server for drills: the worker delivers to it over SMTP (SMTP_URL) as it would to the lender's relay, and the
 * drill counts what arrived by Message-ID. A mail sent twice is seen twice here, where the .eml outbox would keep one
 * file.
 */
export interface SmtpSink {
  /** The SMTP_URL that points the worker at it. */
  url: string;
  /** How many times each Message-ID arrived. */
  deliveries(): Map<string, number>;
  /** When each message arrived (performance.now()), in order. */
  arrivals(): number[];
  close(): Promise<void>;
}

/** The Message-ID header of a raw message, unfolded. */
function messageIdOf(raw: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const match = /^message-id:\s*(.+)$/im.exec(head.replace(/\r?\n[ \t]+/g, ' '));
  return match?.[1]?.trim() ?? '(none)';
}

/** Starts the sink on a free port of 127.0.0.1. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const counts = new Map<string, number>();
  const arrivals: number[] = [];
  const receiver = await startSmtpReceiver('drill-sink', ({ raw }) => {
    const id = messageIdOf(raw);
    counts.set(id, (counts.get(id) ?? 0) + 1);
    arrivals.push(performance.now());
  });
  return {
    url: receiver.url,
    deliveries: () => new Map(counts),
    arrivals: () => [...arrivals],
    close: () => receiver.close(),
  };
}
