import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { openStream, SEAL_CHUNK_BYTES, sealedSize, sealStream, SealedFileError } from './sealedStream.ts';

const key = randomBytes(32);

/** Streams `data` in pieces of `piece` bytes, as a network or disk would. */
function pieces(data: Buffer, piece: number): Readable {
  const parts: Buffer[] = [];
  for (let at = 0; at < data.length; at += piece) parts.push(data.subarray(at, at + piece));
  return Readable.from(parts.length ? parts : [Buffer.alloc(0)]);
}

const seal = (data: Buffer, piece = 7919) => buffer(pieces(data, piece).pipe(sealStream(key)));
const open = (sealed: Buffer, piece = 4093, withKey = key) => buffer(pieces(sealed, piece).pipe(openStream(withKey)));

describe('sealed file streams', () => {
  it.each([0, 1, 100, SEAL_CHUNK_BYTES - 1, SEAL_CHUNK_BYTES, SEAL_CHUNK_BYTES + 1, 3 * SEAL_CHUNK_BYTES + 5])(
    'round-trips %i bytes, whatever the piece sizes, at the size sealedSize says',
    async (size) => {
      const data = randomBytes(size);
      const sealed = await seal(data);
      expect(sealed.length).toBe(sealedSize(size));
      // The plain bytes never appear in what is stored (checked where a chance match is out of the question: a
      // random byte or two turn up in any sealed output of some length).
      if (size >= 16) expect(sealed.includes(data.subarray(0, Math.min(size, 64)))).toBe(false);
      expect((await open(sealed)).equals(data)).toBe(true);
      expect((await open(sealed, 1)).equals(data)).toBe(true);
    },
  );

  it('seals the same content differently each time', async () => {
    const data = Buffer.from('same content');
    expect((await seal(data)).equals(await seal(data))).toBe(false);
  });

  it('refuses a changed byte, a cut-off end, a dropped or swapped chunk, extra bytes and a wrong key', async () => {
    const data = randomBytes(2 * SEAL_CHUNK_BYTES + 10);
    const sealed = await seal(data);
    const flipped = Buffer.from(sealed);
    flipped[sealed.length - 40] = (flipped[sealed.length - 40] ?? 0) ^ 1;
    const chunk = 4 + SEAL_CHUNK_BYTES + 16;
    const header = sealed.subarray(0, 20);
    const [c0, c1, c2] = [0, 1, 2].map((i) => sealed.subarray(20 + i * chunk, 20 + (i + 1) * chunk));
    const cases: Buffer[] = [
      flipped,
      sealed.subarray(0, sealed.length - 1),
      Buffer.concat([header, c0!, c1!]), // the final chunk dropped: the file looks complete but is not
      Buffer.concat([header, c1!, c0!, c2!]),
      Buffer.concat([sealed, Buffer.from('x')]),
      Buffer.from('not a sealed file at all, just text'),
    ];
    for (const bad of cases) await expect(open(bad)).rejects.toBeInstanceOf(SealedFileError);
    await expect(open(sealed, 4093, randomBytes(32))).rejects.toBeInstanceOf(SealedFileError);
  });
});
