import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptText, deriveKeys, encryptText, hashCode, hashToken, newOneTimeCode, newToken } from './crypto.ts';

describe('crypto helpers', () => {
  const keys = deriveKeys(randomBytes(32));

  it('makes 256-bit URL-safe tokens that never repeat', () => {
    const tokens = new Set(Array.from({ length: 200 }, newToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(Buffer.from(token, 'base64url').length).toBe(32);
    expect(hashToken('abc')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('makes 6-digit codes covering the whole range', () => {
    const codes = Array.from({ length: 2000 }, newOneTimeCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('binds a code hash to its address and key', () => {
    const other = deriveKeys(randomBytes(32));
    expect(hashCode(keys, 'A@b.com', '123456')).toBe(hashCode(keys, 'a@b.com', '123456'));
    expect(hashCode(keys, 'a@b.com', '123456')).not.toBe(hashCode(keys, 'c@b.com', '123456'));
    expect(hashCode(keys, 'a@b.com', '123456')).not.toBe(hashCode(other, 'a@b.com', '123456'));
  });

  it('round-trips encrypted text and refuses tampering', () => {
    const sealed = encryptText(keys, 'Your code is 123456');
    expect(sealed).not.toContain('123456');
    expect(decryptText(keys, sealed)).toBe('Your code is 123456');
    const [iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => decryptText(keys, [iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
  });
});
