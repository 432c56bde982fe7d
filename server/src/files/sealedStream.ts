import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * Streaming encryption of stored files (docs/decisions.md, Files): AES-256-GCM in chunks, so a file of any size is
 * sealed and opened a chunk at a time and no byte is released before its chunk's tag is checked.
 *
 * Layout: "HOF1" | salt (16 bytes) | chunks. Each chunk is length (4 bytes, big-endian) | ciphertext | tag (16).
 * The file's key is HKDF(files key, salt); each chunk's nonce is its index, and its additional data is the index
 * and a final flag, so chunks cannot be reordered, dropped or the file cut short without the opening failing.
 */

const MAGIC = Buffer.from('HOF1');
const SALT_BYTES = 16;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + SALT_BYTES;
/** Plaintext bytes per chunk. */
export const SEAL_CHUNK_BYTES = 64 * 1024;

/** Thrown when stored bytes were changed, cut short or are not a sealed file. */
export class SealedFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SealedFileError';
  }
}

function fileKey(filesKey: Buffer, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', filesKey, salt, 'stored-file-chunks', 32));
}

function nonce(index: number): Buffer {
  const iv = Buffer.alloc(12);
  iv.writeUInt32BE(Math.floor(index / 2 ** 32), 4);
  iv.writeUInt32BE(index % 2 ** 32, 8);
  return iv;
}

function aad(index: number, final: boolean): Buffer {
  const data = Buffer.alloc(9);
  data.writeUInt32BE(Math.floor(index / 2 ** 32), 0);
  data.writeUInt32BE(index % 2 ** 32, 4);
  data[8] = final ? 1 : 0;
  return data;
}

/** How many stored bytes a plaintext of `size` bytes takes once sealed. */
export function sealedSize(size: number): number {
  const chunks = Math.max(1, Math.ceil(size / SEAL_CHUNK_BYTES));
  return HEADER_BYTES + size + chunks * (4 + TAG_BYTES);
}

/** A transform that seals what passes through it. */
export function sealStream(filesKey: Buffer): Transform {
  const salt = randomBytes(SALT_BYTES);
  const key = fileKey(filesKey, salt);
  let index = 0;
  let pending: Buffer = Buffer.alloc(0);
  let headerSent = false;

  const sealChunk = (plain: Buffer, final: boolean): Buffer => {
    const cipher = createCipheriv('aes-256-gcm', key, nonce(index));
    cipher.setAAD(aad(index, final));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    index += 1;
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    return Buffer.concat([length, body, cipher.getAuthTag()]);
  };

  const header = (): Buffer[] => {
    if (headerSent) return [];
    headerSent = true;
    return [MAGIC, salt];
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      const out = header();
      // Keep at least one byte back: the last chunk must be sealed as final.
      while (pending.length > SEAL_CHUNK_BYTES) {
        out.push(sealChunk(pending.subarray(0, SEAL_CHUNK_BYTES), false));
        pending = pending.subarray(SEAL_CHUNK_BYTES);
      }
      done(null, out.length ? Buffer.concat(out) : undefined);
    },
    flush(done: TransformCallback) {
      done(null, Buffer.concat([...header(), sealChunk(pending, true)]));
    },
  });
}

/** A transform that opens what sealStream produced; it fails on any change, truncation or foreign input. */
export function openStream(filesKey: Buffer): Transform {
  let buffered: Buffer = Buffer.alloc(0);
  let key: Buffer | undefined;
  let index = 0;

  const openChunk = (sealed: Buffer, final: boolean): Buffer => {
    const decipher = createDecipheriv('aes-256-gcm', key as Buffer, nonce(index));
    decipher.setAAD(aad(index, final));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    try {
      const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
      index += 1;
      return plain;
    } catch {
      throw new SealedFileError('Stored file was changed or cut short');
    }
  };

  /**
   * Opens the complete chunks in the buffer. A chunk is opened only once bytes follow it (then it is not the final
   * one), except at the end of the input, where the last chunk must be the final one and nothing may follow it.
   */
  const take = (atEnd: boolean): Buffer[] => {
    const out: Buffer[] = [];
    if (!key) {
      if (buffered.length < HEADER_BYTES) {
        if (atEnd) throw new SealedFileError('Not a sealed file');
        return out;
      }
      if (!buffered.subarray(0, MAGIC.length).equals(MAGIC)) throw new SealedFileError('Not a sealed file');
      key = fileKey(filesKey, buffered.subarray(MAGIC.length, HEADER_BYTES));
      buffered = buffered.subarray(HEADER_BYTES);
    }
    while (buffered.length >= 4) {
      const length = buffered.readUInt32BE(0);
      if (length > SEAL_CHUNK_BYTES) throw new SealedFileError('Stored file chunk is too large');
      const end = 4 + length + TAG_BYTES;
      if (buffered.length < end) break;
      const isLast = buffered.length === end;
      if (isLast && !atEnd) break;
      out.push(openChunk(buffered.subarray(4, end), isLast));
      buffered = buffered.subarray(end);
      if (isLast) return out;
    }
    if (atEnd) throw new SealedFileError('Stored file was cut short');
    return out;
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
      try {
        const out = take(false);
        done(null, out.length ? Buffer.concat(out) : undefined);
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done: TransformCallback) {
      try {
        done(null, Buffer.concat(take(true)));
      } catch (error) {
        done(error as Error);
      }
    },
  });
}
