/**
 * Reads what a load run needs out of a delivered e-mail: its plain text, decoded as a mail client would (multipart
 * containers, base64 and quoted-printable bodies), and the sign-in code that text carries.
 */

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function parsePart(raw: string): MimePart {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const headers = new Map<string, string>();
  // Folded header lines continue the one before.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): Buffer {
  const source = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
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
  const bytes =
    encoding === 'base64'
      ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(part.body)
        : Buffer.from(part.body, 'utf8');
  return bytes.toString('utf8').replace(/\r\n/g, '\n');
}

/** The first text/plain body of a part, looking inside multipart containers. */
function plainText(part: MimePart): string | undefined {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const section of part.body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith('--')) break;
      const text = plainText(parsePart(section.replace(/^\r?\n/, '')));
      if (text !== undefined) return text;
    }
    return undefined;
  }
  return /^text\/plain/i.test(type) ? decodeBody(part) : undefined;
}

/** The plain text of a whole message as it arrived (headers, blank line, body); empty when it has none. */
export function mailText(raw: string): string {
  return plainText(parsePart(raw)) ?? '';
}

/** The 6-digit one-time code a sign-in or verification mail carries ("… code is 123456."), if it carries one. */
export function oneTimeCodeOf(text: string): string | undefined {
  return /\bcode is (\d{6})\b/.exec(text)?.[1];
}
