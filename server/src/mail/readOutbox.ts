import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** One mail read back from the outbox folder. */
export interface OutboxMail {
  /** Full path of the .eml file. */
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string | undefined;
  date: Date;
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function parsePart(raw: string): MimePart {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const source = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < source.length; i += 1) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(source[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  // The line break ending a leaf part belongs to the next boundary (or is the composer's final newline).
  const body = part.body.replace(/\r?\n$/, '');
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'utf8');
  return bytes.toString('utf8').replace(/\r\n/g, '\n');
}

const ENCODED_WORD = /=\?[^?]+\?([BbQq])\?([^?]*)\?=/g;

/** Decodes RFC 2047 encoded words; neighbouring words are joined before decoding so split characters survive. */
function decodeHeader(value: string): string {
  const joined = value.replace(/(\?=)\s+(?==\?)/g, '$1');
  let out = '';
  let pending: Buffer[] = [];
  let last = 0;
  for (const match of joined.matchAll(ENCODED_WORD)) {
    if (match.index > last) {
      out += Buffer.concat(pending).toString('utf8') + joined.slice(last, match.index);
      pending = [];
    }
    const [, kind, data = ''] = match;
    pending.push(
      kind?.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
    last = match.index + match[0].length;
  }
  return out + Buffer.concat(pending).toString('utf8') + joined.slice(last);
}

/** The text/plain and text/html bodies of a part, looking inside multipart containers. */
function collectBodies(part: MimePart, found: { text?: string; html?: string }): void {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collectBodies(parsePart(section.replace(/^\r?\n/, '')), found);
    }
    return;
  }
  if (/^text\/html/i.test(type)) found.html ??= decodeBody(part);
  else if (/^text\/plain/i.test(type)) found.text ??= decodeBody(part);
}

/**
 * Decodes one message as it was written or delivered (headers, blank line, body), as a mail client would: encoded
 * headers, multipart containers, base64 and quoted-printable bodies.
 */
export function parseMail(raw: string): Omit<OutboxMail, 'file'> {
  const message = parsePart(raw);
  const found: { text?: string; html?: string } = {};
  collectBodies(message, found);
  return {
    to: decodeHeader(message.headers.get('to') ?? ''),
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text: found.text ?? '',
    html: found.html,
    date: new Date(message.headers.get('date') ?? 0),
  };
}

/** Reads every mail in the outbox folder, oldest first; a folder not yet created holds no mail. */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (name) => {
      const file = path.join(dir, name);
      return { file, ...parseMail(await readFile(file, 'utf8')) };
    }),
  );
}

/** Waits until a mail matching the test appears in the outbox and returns the newest such mail. */
export async function waitForMail(
  dir: string,
  matches: (mail: OutboxMail) => boolean,
  timeoutMs = 10_000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await readOutbox(dir)).filter(matches).at(-1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No matching mail reached ${dir} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
