import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config, S3Settings } from '../config.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../dataDir.ts';

/**
 * Where stored bytes live: a folder on local disk or an S3-compatible bucket. It holds sealed bytes only (see
 * sealedStream.ts) under random keys; storedFiles.ts is the one module that uses it.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Writes the whole stream under the key; nothing is visible under it unless the whole stream was written. */
  put(key: string, body: Readable): Promise<void>;
  /** The stored bytes; rejects with FileMissingError when the key holds nothing. */
  get(key: string): Promise<Readable>;
  /** Removes the key; removing a missing key succeeds (jobs may run twice). */
  remove(key: string): Promise<void>;
}

export class FileMissingError extends Error {
  readonly safeForLogs = true;
  constructor(key: string) {
    super(`Stored file ${key} is missing`);
    this.name = 'FileMissingError';
  }
}

/** Said when a file cannot be stored because the store is out of reach; nothing of it was kept. */
export const FILE_STORE_DOWN_FOR_UPLOAD = 'We could not store your file just now. Please try again in a few minutes.';
/** Said when a stored file cannot be read because the store is out of reach. */
export const FILE_STORE_DOWN_FOR_DOWNLOAD = 'We could not open this file just now. Please try again in a few minutes.';

/**
 * The store cannot be reached for now (refused, cut, timed out, or answering 5xx): the same call may succeed later.
 * Its message is the one the caller is shown; the store's own error is its cause.
 */
export class FileStoreUnavailableError extends Error {
  readonly safeForLogs = true;
  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.name = 'FileStoreUnavailableError';
  }
}

/** Node's codes for a store that cannot be reached or went away mid-request, and for a local disk that is full. */
const OUTAGE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
  'ENOSPC',
]);

/**
 * True when the store failed for a reason of its own that may pass (out of reach, overloaded, a 5xx), false for a
 * refusal that retrying cannot fix (access denied, no such bucket) or a failure of the bytes sent to it.
 */
function isStoreOutage(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, name, $metadata } = error as {
    code?: unknown;
    name?: unknown;
    $metadata?: { httpStatusCode?: number };
  };
  if (typeof code === 'string' && OUTAGE_CODES.has(code)) return true;
  if (name === 'TimeoutError' || name === 'RequestTimeout') return true;
  const status = $metadata?.httpStatusCode;
  return typeof status === 'number' && status >= 500;
}

/** Runs a store call, telling an outage apart (FileStoreUnavailableError with the message given). */
async function duringOutage<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isStoreOutage(error) ? new FileStoreUnavailableError(message, error) : error;
  }
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9/-]{10,200}$/;

function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.includes('..') || key.includes('//')) throw new Error('Invalid stored file key');
  return key;
}

/** Files under `folder`, written to a temporary name and renamed, owner-only (0600, folders 0700). */
export function localFileStore(folder: string): FileStore {
  const fileOf = (key: string) => path.join(folder, ...checkKey(key).split('/'));
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      const partial = `${file}.partial-${process.pid}-${Date.now()}`;
      await duringOutage(FILE_STORE_DOWN_FOR_UPLOAD, async () => {
        await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
        try {
          await pipeline(body, createWriteStream(partial, { mode: PRIVATE_FILE_MODE, flags: 'wx' }));
          await rename(partial, file);
        } catch (error) {
          await rm(partial, { force: true });
          throw error;
        }
      });
    },
    async get(key) {
      const file = fileOf(key);
      const stream = createReadStream(file);
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', (error: NodeJS.ErrnoException) =>
          reject(error.code === 'ENOENT' ? new FileMissingError(key) : error),
        );
      });
      return stream;
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** Objects in an S3-compatible bucket, uploaded in parts as they stream in (no length needed up front). */
export function s3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // A store that takes no connection (a host gone from the network) fails in 5 s instead of holding the upload.
    // No socket timeout: a download streams as slowly as its reader takes it.
    requestHandler: { connectionTimeout: 5_000 },
    // Checksums only where S3 requires them: S3-compatible stores do not all know the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key, body) {
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: checkKey(key), Body: body, ContentType: 'application/octet-stream' },
        // Each upload holds at most queueSize parts in memory: S3's smallest part size keeps three 100 MB uploads at
        // once well within the API process's memory budget (docs/performance.md, upload bench).
        queueSize: 2,
        partSize: 5 * 1024 * 1024,
      });
      // lib-storage aborts a failed multipart upload. One it cannot abort (the store gone) makes no object; its parts
      // are left to the bucket's AbortIncompleteMultipartUpload lifecycle rule.
      await duringOutage(FILE_STORE_DOWN_FOR_UPLOAD, () => upload.done());
    },
    async get(key) {
      try {
        const reply = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checkKey(key) }));
        if (!reply.Body) throw new FileMissingError(key);
        return reply.Body as Readable;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') {
          throw new FileMissingError(key);
        }
        throw isStoreOutage(error) ? new FileStoreUnavailableError(FILE_STORE_DOWN_FOR_DOWNLOAD, error) : error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkKey(key) }));
    },
  };
}

const stores = new WeakMap<Config, FileStore>();

/** The store the configuration names (one per configuration, so the S3 client is shared). */
export function fileStoreFor(config: Config): FileStore {
  let store = stores.get(config);
  if (!store) {
    store = config.s3 ? s3FileStore(config.s3) : localFileStore(path.join(config.dataDir, 'files'));
    stores.set(config, store);
  }
  return store;
}
