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
      await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
      const partial = `${file}.partial-${process.pid}-${Date.now()}`;
      try {
        await pipeline(body, createWriteStream(partial, { mode: PRIVATE_FILE_MODE, flags: 'wx' }));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
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
      await upload.done();
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
        throw error;
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
