import { createHash, randomBytes } from 'node:crypto';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import { extensionOf, PROFILE_UPLOAD_MESSAGES, UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES } from 'common';
import type { Config } from '../config.ts';
import type { Db, Trx } from '../db/database.ts';
import { PermanentJobError, type JobProcessor } from '../jobs/jobTypes.ts';
import { recordJob } from '../jobs/outbox.ts';
import { encryptText, type Keys } from '../security/crypto.ts';
import { fileStoreFor, FileMissingError, FileStoreUnavailableError } from './fileStore.ts';
import { openStream, sealStream } from './sealedStream.ts';

/**
 * Every stored file of the product (uploads and generated PDFs) goes through here: its type is decided from its
 * bytes, its size is counted as it streams (never buffered whole), it is sealed (AES-256-GCM) before it reaches the
 * store (local folder or S3) under a random key, and a `stored_files` row records it. Deleting a file only marks the
 * row; the bytes are removed by the `files.purge` job.
 */

/** The upload messages (part 1 §9), the same words the browser says before sending (common/uploadRules.ts). */
export const FILE_MESSAGES = PROFILE_UPLOAD_MESSAGES;

/** The types an upload may have, decided from its first bytes. */
export const UPLOAD_TYPES: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};

/** How many leading bytes decide a file's type. */
const SNIFF_BYTES = 4100;

export type FilePurpose = 'profile' | 'document' | 'preapproval-document' | 'letter' | 'application-pdf';

/** An upload refused for what it is (type, size, empty): the message is the catalogue's, safe to show. */
export class FileRefusedError extends Error {
  readonly safeForLogs = true;
  constructor(
    readonly reason: keyof typeof FILE_MESSAGES,
    message: string = FILE_MESSAGES[reason],
  ) {
    super(message);
    this.name = 'FileRefusedError';
  }
}

export interface StoredFile {
  id: number;
  key: string;
  store: 'local' | 's3';
  purpose: FilePurpose;
  content_type: string;
  byte_size: number;
  sha256: string;
  owner_user_id: number | null;
  created_at: Date;
  deleted_at: Date | null;
}

export interface FileContext {
  config: Config;
  db: Db;
  keys: Keys;
}

/** A key with no meaning: purpose folder, two levels of fan-out, 128 random bits. */
function newKey(purpose: FilePurpose): string {
  const random = randomBytes(16).toString('hex');
  return `${purpose}/${random.slice(0, 2)}/${random}`;
}

/** Counts and hashes what passes, and fails once more than `max` bytes went by. */
function measure(max: number): Transform & { bytes: number; digest(): string } {
  const hash = createHash('sha256');
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      measured.bytes += chunk.length;
      if (measured.bytes > max) {
        done(new FileRefusedError('size'));
        return;
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const measured = Object.assign(transform, { bytes: 0, digest: () => hash.digest('hex') });
  return measured;
}

/** Reads the first bytes of a stream for sniffing and gives back a stream of the whole content. */
async function peek(source: AsyncIterable<Buffer>, bytes: number): Promise<{ head: Buffer; whole: Readable }> {
  const iterator = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* rest() {
    yield head;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head, whole: Readable.from(rest(), { objectMode: false }) };
}

export interface StoreFileInput {
  purpose: FilePurpose;
  ownerUserId: number | null;
  /** The name the person gave the file (kept encrypted: names often hold a person's name). */
  originalName?: string | null;
  /** Allowed content types (decided from the bytes); absent means any of UPLOAD_TYPES. */
  allowed?: readonly string[];
  maxBytes?: number;
}

/**
 * Stores a stream: refuses (FileRefusedError) an empty file, a type not allowed or more than maxBytes, removing any
 * bytes already written; otherwise records and returns the stored file.
 */
export async function storeFile(ctx: FileContext, body: Readable, input: StoreFileInput): Promise<StoredFile> {
  const allowed = input.allowed ?? Object.keys(UPLOAD_TYPES);
  const max = input.maxBytes ?? UPLOAD_MAX_BYTES;
  const { head, whole } = await peek(body, SNIFF_BYTES);
  if (head.length === 0) throw new FileRefusedError('empty');
  const sniffed = await fileTypeFromBuffer(head);
  if (!sniffed || !allowed.includes(sniffed.mime)) {
    whole.destroy();
    body.resume();
    // Named as an allowed type but something else inside: said so, since the name is not what is wrong.
    const named = input.originalName ? extensionOf(input.originalName) : '';
    throw new FileRefusedError((UPLOAD_EXTENSIONS as readonly string[]).includes(named) ? 'content' : 'type');
  }
  const store = fileStoreFor(ctx.config);
  const key = newKey(input.purpose);
  const measured = measure(max);
  const sealed = sealStream(ctx.keys.files);
  // A store that gives up stops reading: the reading side is ended with it, or it would wait for ever on a full stream.
  const writing = store.put(key, sealed).catch((error: unknown) => {
    sealed.destroy();
    throw error;
  });
  // Both sides are awaited to their end, so a refused file's partial bytes are gone before the refusal is told.
  const [read, written] = await Promise.allSettled([pipeline(whole, measured, sealed), writing]);
  if (read.status === 'rejected' || written.status === 'rejected') {
    body.resume();
    await store.remove(key).catch(() => undefined);
    if ((read.status === 'rejected' && read.reason instanceof FileRefusedError) || measured.bytes > max) {
      throw new FileRefusedError('size');
    }
    // A store out of reach is the news (the reading side then failed only because it was ended); else what failed.
    if (written.status === 'rejected' && written.reason instanceof FileStoreUnavailableError) throw written.reason;
    throw read.status === 'rejected' ? read.reason : (written as PromiseRejectedResult).reason;
  }
  let rows: StoredFile[];
  try {
    rows = (await ctx
      .db('stored_files')
      .insert({
        key,
        store: store.kind,
        purpose: input.purpose,
        content_type: sniffed.mime,
        byte_size: measured.bytes,
        sha256: measured.digest(),
        original_name_enc: input.originalName ? encryptText(ctx.keys, input.originalName.slice(0, 255)) : null,
        owner_user_id: input.ownerUserId,
      })
      .returning('*')) as StoredFile[];
  } catch (error) {
    // Bytes no row names would never be found again, nor disposed of: the database away, they go too.
    await store.remove(key).catch(() => undefined);
    throw error;
  }
  return normalise(rows[0] as StoredFile);
}

function normalise(row: StoredFile): StoredFile {
  return { ...row, byte_size: Number(row.byte_size) };
}

export async function findStoredFile(db: Db | Trx, id: number): Promise<StoredFile | undefined> {
  const row = (await db('stored_files').where({ id }).whereNull('deleted_at').first()) as StoredFile | undefined;
  return row ? normalise(row) : undefined;
}

/** The file's content, opened (decrypted and checked) as it streams. */
export async function openStoredFile(ctx: FileContext, file: StoredFile): Promise<Readable> {
  const stored = await fileStoreFor(ctx.config).get(file.key);
  const opened = openStream(ctx.keys.files);
  stored.on('error', (error) => opened.destroy(error));
  return stored.pipe(opened);
}

/** The job that removes a deleted file's bytes. */
export const PURGE_FILE_JOB = 'files.purge';

/**
 * Marks a file deleted (no record may point at it any more) in the caller's transaction and records the job that
 * removes its bytes, relayed once the transaction commits.
 */
export async function markFileDeleted(trx: Trx, id: number): Promise<void> {
  const marked = await trx('stored_files').where({ id }).whereNull('deleted_at').update({ deleted_at: trx.fn.now() });
  if (marked > 0) await recordJob(trx, 'maintenance', PURGE_FILE_JOB, { fileId: id });
}

/** Removes the bytes of a file marked deleted; idempotent (a second run finds them gone). */
export const purgeFileJob: JobProcessor = async (payload, ctx) => {
  const id = Number(payload.fileId);
  const file = (await ctx.db('stored_files').where({ id }).first()) as StoredFile | undefined;
  if (!file) throw new PermanentJobError(`Stored file ${id} does not exist`);
  if (!file.deleted_at) throw new PermanentJobError(`Stored file ${id} is not deleted`);
  if ((file as { disposed_at?: Date | null }).disposed_at) return;
  try {
    await fileStoreFor(ctx.config).remove(file.key);
  } catch (error) {
    if (!(error instanceof FileMissingError)) throw error;
  }
  await ctx.db('stored_files').where({ id }).update({ disposed_at: ctx.db.fn.now() });
};
