import { once } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { mailText, oneTimeCodeOf } from './mimeText.ts';

/**
 * The mail server of a load run: a tiny SMTP sink the product's worker delivers to (SMTP_URL), as it delivers to the
 * lender's real relay. It accepts every message and hands each sign-in code to the simulated borrower waiting for
 * it, so borrowers read their codes from the mail as it was really delivered, with no way into the product beside.
 * It speaks just enough SMTP for nodemailer (no TLS, no authentication: it listens on 127.0.0.1 only).
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
  const sockets = new Set<Socket>();
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

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffered = '';
    let inData = false;
    let recipients: string[] = [];
    let dataLines: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);

    function command(line: string): void {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') reply('250-load-sink\r\n250 8BITMIME');
      else if (verb === 'HELO') reply('250 load-sink');
      else if (verb === 'MAIL') {
        recipients = [];
        reply('250 OK');
      } else if (verb === 'RCPT') {
        const address = /<([^>]*)>/.exec(line)?.[1] ?? line.slice(line.indexOf(':') + 1).trim();
        recipients.push(address.toLowerCase());
        reply('250 OK');
      } else if (verb === 'DATA') {
        inData = true;
        dataLines = [];
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'RSET') {
        recipients = [];
        reply('250 OK');
      } else if (verb === 'NOOP') reply('250 OK');
      else if (verb === 'QUIT') {
        reply('221 Bye');
        socket.end();
      } else reply('502 Command not implemented');
    }

    socket.on('data', (chunk: string) => {
      buffered += chunk;
      for (let end = buffered.indexOf('\r\n'); end >= 0; end = buffered.indexOf('\r\n')) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (!inData) {
          command(line);
          continue;
        }
        if (line === '.') {
          inData = false;
          deliver(recipients, `${dataLines.join('\r\n')}\r\n`);
          reply('250 OK queued');
        } else {
          // A line the client began with a dot carries one more (dot-stuffing, RFC 5321 §4.5.2).
          dataLines.push(line.startsWith('.') ? line.slice(1) : line);
        }
      }
    });
    socket.on('error', () => socket.destroy());
    reply('220 load-sink ESMTP');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
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
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
