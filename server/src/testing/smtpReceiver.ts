import { once } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A mail server for drills and load runs: the product's worker delivers to it over SMTP (SMTP_URL) as it delivers to
 * the lender's relay, and each message that arrives is handed to `onMail` with its recipients. It speaks just enough
 * SMTP for nodemailer (no TLS, no authentication; it listens on 127.0.0.1 only) and refuses any other command with
 * SMTP's "500 Command unrecognized" (RFC 5321 §4.2.3).
 */
export interface SmtpReceiver {
  /** The SMTP_URL that points the product at it. */
  url: string;
  close(): Promise<void>;
}

/** A message as it arrived: its envelope recipients (lower case) and its text (headers, blank line, body). */
export interface ReceivedMail {
  recipients: string[];
  raw: string;
}

/** Starts the receiver on a free port of 127.0.0.1; `name` is what it calls itself in its greetings. */
export async function startSmtpReceiver(name: string, onMail: (mail: ReceivedMail) => void): Promise<SmtpReceiver> {
  const sockets = new Set<Socket>();
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
      if (verb === 'EHLO') reply(`250-${name}\r\n250 8BITMIME`);
      else if (verb === 'HELO') reply(`250 ${name}`);
      else if (verb === 'MAIL' || verb === 'RSET') {
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
      } else if (verb === 'NOOP') reply('250 OK');
      else if (verb === 'QUIT') {
        reply('221 Bye');
        socket.end();
      } else reply('500 Command unrecognized');
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
          onMail({ recipients, raw: `${dataLines.join('\r\n')}\r\n` });
          reply('250 OK queued');
        } else {
          // A line the client began with a dot carries one more (dot-stuffing, RFC 5321 §4.5.2).
          dataLines.push(line.startsWith('.') ? line.slice(1) : line);
        }
      }
    });
    socket.on('error', () => socket.destroy());
    reply(`220 ${name} ESMTP`);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
