import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Keys } from 'server/security/crypto.ts';

/**
 * Signed upload addresses (docs/decisions.md, Documents): POST doc/getsignedurls hands out
 * `/api/doc/upload/<slot>?e=<expiry>&s=<signature>`, an HMAC-SHA256 over the slot, its blob name and the expiry
 * under a key used for nothing else. The address is the only credential of the upload (as an S3 presigned URL is):
 * it names one slot, for one file, until it expires, and the slot is spent by its first upload.
 */

/** How long an upload address may be started (the transfer itself may take longer). */
export const UPLOAD_URL_MINUTES = 15;

const uploadKeys = new WeakMap<Keys, Buffer>();

function uploadKey(keys: Keys): Buffer {
  let key = uploadKeys.get(keys);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', keys.codeHmac, Buffer.alloc(0), 'document-upload-url', 32));
    uploadKeys.set(keys, key);
  }
  return key;
}

function signature(keys: Keys, slotId: number, blobName: string, expiresAt: number): string {
  return createHmac('sha256', uploadKey(keys))
    .update(`document-upload\n${slotId}\n${blobName}\n${expiresAt}`)
    .digest('base64url');
}

/** The path (under /api) of a slot's signed upload address. */
export function signedUploadPath(keys: Keys, slotId: number, blobName: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `/api/doc/upload/${slotId}?e=${expires}&s=${signature(keys, slotId, blobName, expires)}`;
}

/**
 * True when `e` and `s` are the signature of this slot and blob name and the expiry has not passed. Compared in
 * constant time; malformed values are simply false.
 */
export function verifyUploadSignature(
  keys: Keys,
  slotId: number,
  blobName: string,
  e: unknown,
  s: unknown,
  now = Date.now(),
): boolean {
  if (typeof e !== 'string' || typeof s !== 'string' || !/^\d{1,12}$/.test(e) || !/^[\w-]{43}$/.test(s)) {
    return false;
  }
  const expires = Number(e);
  if (expires * 1000 < now) return false;
  const expected = Buffer.from(signature(keys, slotId, blobName, expires));
  const given = Buffer.from(s);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
