import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Keys } from '../security/crypto.ts';

/**
 * One-click unsubscribe (RFC 8058) for every marketing mail: a link naming the subscriber by id (never the address)
 * with a keyed signature, so only the mail's recipient can use it and nothing needs storing.
 */

function signingKey(keys: Keys): Buffer {
  return Buffer.from(hkdfSync('sha256', keys.codeHmac, Buffer.alloc(0), 'unsubscribe-link', 32));
}

/** The signature of a subscriber's unsubscribe link. */
export function unsubscribeToken(keys: Keys, subscriberId: number): string {
  return createHmac('sha256', signingKey(keys)).update(`subscriber:${subscriberId}`).digest('base64url').slice(0, 32);
}

/** True when the token is the subscriber's own (compared in constant time). */
export function isUnsubscribeToken(keys: Keys, subscriberId: number, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(keys, subscriberId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The page a person opens from the mail, and the address mail clients POST to for one click. */
export function unsubscribeLinks(
  config: Pick<Config, 'publicUrl'>,
  keys: Keys,
  subscriberId: number,
): { page: string; oneClick: string } {
  const query = `s=${subscriberId}&t=${unsubscribeToken(keys, subscriberId)}`;
  return { page: `${config.publicUrl}/unsubscribe?${query}`, oneClick: `${config.publicUrl}/api/unsubscribe?${query}` };
}

/** The headers every marketing mail carries (RFC 2369 and RFC 8058). */
export function marketingHeaders(links: { oneClick: string }): Record<string, string> {
  return { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
