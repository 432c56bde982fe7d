import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Keys } from '../security/crypto.ts';

/**
 * The address of a draft's validators for the studio's preview. The browser loads them with import(), which sends no
 * staff token, so the address carries a keyed signature of the form and draft version instead: only staff who read
 * the draft (GET /api/staff/forms/:formId) are given it, and nothing needs storing.
 */

function signingKey(keys: Keys): Buffer {
  return Buffer.from(hkdfSync('sha256', keys.codeHmac, Buffer.alloc(0), 'draft-validator-link', 32));
}

/** The signature of a draft version's validator address. */
export function draftValidatorSignature(keys: Keys, formId: string, version: number): string {
  return createHmac('sha256', signingKey(keys)).update(`draft:${formId}:${version}`).digest('base64url').slice(0, 32);
}

/** True when the signature is that draft version's own (compared in constant time). */
export function isDraftValidatorSignature(keys: Keys, formId: string, version: number, signature: unknown): boolean {
  if (typeof signature !== 'string') return false;
  const expected = Buffer.from(draftValidatorSignature(keys, formId, version));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
