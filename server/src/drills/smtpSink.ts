import { createServer, type Socket } from 'node:net';

/**
 * A mail server for drills: the worker delivers to it over SMTP (SMTP_URL) as it would to the lender's relay, and the
 * drill counts what arrived by Message-ID. A mail sent twice is seen twice here, where the .eml outbox would keep one
 * file. It speaks just enough SMTP for nodemailer: no TLS, no authentication, 127.0.0.1 only.
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
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let pending = '';
    let data: string[] | undefined;
    socket.on('data', (chunk: string) => {
      pending += chunk;
      for (let end = pending.indexOf('\r\n'); end >= 0; end = pending.indexOf('\r\n')) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 2);
        if (data) {
          if (line !== '.') {
            data.push(line.startsWith('..') ? line.slice(1) : line);
            continue;
          }
          const id = messageIdOf(data.join('\r\n'));
          counts.set(id, (counts.get(id) ?? 0) + 1);
          arrivals.push(performance.now());
          data = undefined;
          reply('250 2.0.0 queued');
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 drill-sink');
        else if (verb === 'DATA') {
          data = [];
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else if (['MAIL', 'RCPT', 'RSET', 'NOOP'].includes(verb)) reply('250 ok');
        else reply('502 not implemented');
      }
    });
    reply('220 drill-sink ESMTP');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    deliveries: () => new Map(counts),
    arrivals: () => [...arrivals],
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
