import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { mailText, oneTimeCodeOf } from './mimeText.ts';

/** A message as nodemailer writes it for SMTP, with the text encoded as asked. */
async function composed(text: string, textEncoding?: 'base64' | 'quoted-printable'): Promise<string> {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const info = await composer.sendMail({
    from: 'no-reply@example.com',
    to: 'ana@example.com',
    subject: 'Your sign-in code',
    text,
    html: `<p>${text}</p>`,
    ...(textEncoding ? { textEncoding } : {}),
  });
  return (info.message as Buffer).toString('utf8');
}

const CODE_TEXT = 'Your Harbor Oak Mortgage sign-in code is 042917.\n\nEnter it to sign in. It expires in 10 minutes.';

describe('reading a delivered mail', () => {
  it('finds the plain text inside the multipart message, however it was encoded', async () => {
    for (const encoding of ['base64', 'quoted-printable', undefined] as const) {
      const text = mailText(await composed(CODE_TEXT, encoding));
      expect(text.trimEnd()).toBe(CODE_TEXT);
      expect(oneTimeCodeOf(text)).toBe('042917');
    }
  });

  it('decodes soft line breaks and non-ASCII text of quoted-printable bodies', async () => {
    const long = `Señora Núñez, ${'a long line of words '.repeat(8)}and your code is 123456.`;
    expect(mailText(await composed(long, 'quoted-printable')).trimEnd()).toBe(long);
  });

  it('reads a single-part message, and finds no code where there is none', () => {
    const raw = 'To: ana@example.com\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nYour letter is ready.\r\n';
    expect(mailText(raw)).toBe('Your letter is ready.');
    expect(oneTimeCodeOf(mailText(raw))).toBeUndefined();
    expect(oneTimeCodeOf('Your code is 12345.')).toBeUndefined();
  });
});
