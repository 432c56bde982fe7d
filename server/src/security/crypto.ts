import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
} from 'node:crypto';
import { personalKeyring, type PersonalKeyring } from './personalFields.ts';

/** Keys derived from the one application secret, each for a single purpose. */
export interface Keys {
  codeHmac: Buffer;
  encryption: Buffer;
  /** Seals stored files (uploads, generated PDFs), local or in S3. */
  files: Buffer;
  /** Seals personal fields inside records (SSN, date of birth, account numbers), with earlier secrets for rotation. */
  personal: PersonalKeyring;
}

/** Derives the per-purpose keys from the application secret with HKDF-SHA256. */
export function deriveKeys(appSecret: Buffer, previousSecrets: readonly Buffer[] = []): Keys {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', appSecret, Buffer.alloc(0), info, 32));
  return {
    codeHmac: derive('one-time-code-hmac'),
    encryption: derive('data-encryption-aes-256-gcm'),
    files: derive('file-encryption-aes-256-gcm'),
    personal: personalKeyring(appSecret, previousSecrets),
  };
}

/** A bearer token of 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a high-entropy token, as stored in the database. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A 6-digit one-time code from the CSPRNG. */
export function newOneTimeCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Keyed hash of a low-entropy code, bound to the address it was sent to. */
export function hashCode(keys: Keys, email: string, code: string): string {
  return createHmac('sha256', keys.codeHmac).update(`${email.toLowerCase()}\n${code}`).digest('hex');
}

/** Encrypts text with AES-256-GCM; the result is iv.tag.ciphertext in base64url. */
export function encryptText(keys: Keys, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.encryption, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** Decrypts what encryptText produced; throws if it was tampered with. */
export function decryptText(keys: Keys, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('Malformed sealed text');
  const decipher = createDecipheriv('aes-256-gcm', keys.encryption, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
