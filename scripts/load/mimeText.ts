import { parseMail } from 'server/mail/readOutbox.ts';

/**
 * What a load run reads out of a delivered e-mail: its plain text, decoded as the outbox reader decodes a written one
 * (server/src/mail/readOutbox.ts), and the sign-in code that text carries.
 */

/** The plain text of a whole message as it arrived (headers, blank line, body); empty when it has none. */
export function mailText(raw: string): string {
  return parseMail(raw).text;
}

/** The 6-digit one-time code a sign-in or verification mail carries ("… code is 123456."), if it carries one. */
export function oneTimeCodeOf(text: string): string | undefined {
  return /\bcode is (\d{6})\b/.exec(text)?.[1];
}
