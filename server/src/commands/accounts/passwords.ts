import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Shortest password accepted. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted (bounds the argon2 input). */
export const PASSWORD_MAX_LENGTH = 128;

// OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane. @node-rs/argon2 uses argon2id by default.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id; the PHC string carries its salt and parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown e-mail, or no password set) it
 * still verifies against a throw-away hash, so every failure takes about the same time.
 */
export async function passwordMatches(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
