import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Field-level encryption of personal data at rest (SSN, date of birth, account numbers): AES-256-GCM with a key id
 * in every sealed value, so keys can rotate. The keyring holds the current key (seals) and earlier ones (open only);
 * a value sealed under an earlier key is opened and can be sealed again under the current one (`reseal`). The
 * sealed value is bound to where it lives (`context`: the record type, id and field), so it cannot be copied into
 * another record or field and opened there.
 *
 * Sealed form: `pf1.<key id>.<iv>.<tag>.<ciphertext>` (base64url parts).
 */

const PREFIX = 'pf1';

export interface PersonalKeyring {
  currentId: string;
  keys: ReadonlyMap<string, Buffer>;
}

/** Thrown when a sealed value cannot be opened: changed, moved, or sealed under a key the ring does not hold. */
export class PersonalFieldError extends Error {
  readonly safeForLogs = true;
  constructor(message: string) {
    super(message);
    this.name = 'PersonalFieldError';
  }
}

function keyOf(secret: Buffer): { id: string; key: Buffer } {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'personal-field-aes-256-gcm', 32));
  // The id names the key without revealing it: a hash of the derived key, cut short.
  const id = createHash('sha256').update(key).digest('base64url').slice(0, 8);
  return { id, key };
}

/** A keyring from the application secret and, for rotation, the secrets used before it (newest first). */
export function personalKeyring(current: Buffer, previous: readonly Buffer[] = []): PersonalKeyring {
  const currentKey = keyOf(current);
  const keys = new Map<string, Buffer>([[currentKey.id, currentKey.key]]);
  for (const secret of previous) {
    const { id, key } = keyOf(secret);
    if (!keys.has(id)) keys.set(id, key);
  }
  return { currentId: currentKey.id, keys };
}

/** Seals a value under the current key, bound to its place (`application:42:stage7.ssn`). */
export function sealField(ring: PersonalKeyring, context: string, plain: string): string {
  const key = ring.keys.get(ring.currentId) as Buffer;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`${PREFIX}|${ring.currentId}|${context}`));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [PREFIX, ring.currentId, ...[iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'))].join('.');
}

/** True for a value sealField produced (as opposed to plain text). */
export function isSealedField(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(`${PREFIX}.`) && value.split('.').length === 5;
}

/** Opens a sealed value at its place; throws PersonalFieldError if it was changed, moved or its key is unknown. */
export function openField(ring: PersonalKeyring, context: string, sealed: string): string {
  const [prefix, keyId = '', iv, tag, body] = sealed.split('.');
  if (prefix !== PREFIX || !iv || !tag || body === undefined) throw new PersonalFieldError('Not a sealed field');
  const key = ring.keys.get(keyId);
  if (!key) throw new PersonalFieldError(`Sealed under key ${keyId}, which the keyring does not hold`);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`${PREFIX}|${keyId}|${context}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new PersonalFieldError('A sealed field was changed or moved');
  }
}

/** Seals again under the current key a value sealed under an earlier one (rotation); unchanged if already current. */
export function resealField(ring: PersonalKeyring, context: string, sealed: string): string {
  return sealed.split('.')[1] === ring.currentId ? sealed : sealField(ring, context, openField(ring, context, sealed));
}

/** What the owner may see again of an SSN: the last four digits (`***-**-6789`). */
export function maskSsn(ssn: string): string {
  const digits = ssn.replace(/\D/g, '');
  return digits.length >= 4 ? `***-**-${digits.slice(-4)}` : '***-**-****';
}
