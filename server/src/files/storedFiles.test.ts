import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from 'common';
import { startS3Server, type TestS3Server } from '../testing/s3Server.ts';
import { oversizedStream, sampleExecutable, samplePdf, samplePng } from '../testing/sampleFiles.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { fileStoreFor } from './fileStore.ts';
import { FILE_MESSAGES, findStoredFile, markFileDeleted, openStoredFile, storeFile } from './storedFiles.ts';

function filesUnder(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
});

describe.each(['local', 's3'] as const)('stored files on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind === 's3' ? { env: { S3_URL: s3.url } } : {});
  });
  afterAll(async () => {
    await server?.close();
  });
  const ctx = () => server.deps;
  const rows = async () => Number(((await server.deps.db('stored_files').count({ n: '*' }))[0] as { n: string }).n);

  it('stores a PNG and a PDF sealed under a random key, and opens them byte for byte', async () => {
    for (const [data, type] of [
      [samplePng(), 'image/png'],
      [await samplePdf(), 'application/pdf'],
    ] as const) {
      const stored = await storeFile(ctx(), Readable.from([data]), {
        purpose: 'profile',
        ownerUserId: null,
        originalName: 'Jane Doe passport.pdf',
      });
      expect(stored).toMatchObject({ store: kind, content_type: type, byte_size: data.length, sha256: sha256(data) });
      expect(stored.key).toMatch(/^profile\/[0-9a-f]{2}\/[0-9a-f]{32}$/);
      const opened = await buffer(await openStoredFile(ctx(), stored));
      expect(opened.equals(data)).toBe(true);
      const raw = await buffer(await fileStoreFor(server.config).get(stored.key));
      expect(raw.includes(data.subarray(0, 16))).toBe(false);
      expect(raw.length).toBeGreaterThan(data.length);
    }
    if (kind === 'local') {
      const files = filesUnder(path.join(server.config.dataDir, 'files'));
      expect(files.length).toBe(2);
      for (const file of files) {
        expect(statSync(file).mode & 0o777).toBe(0o600);
        expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
        expect(readFileSync(file).subarray(0, 4).toString()).toBe('HOF1');
      }
    }
  });

  it('refuses an executable named .pdf, an empty file and one byte over the limit, keeping nothing', async () => {
    const before = await rows();
    const files = filesUnder(path.join(server.config.dataDir, 'files')).length;
    const refuse = (body: Readable) =>
      storeFile(ctx(), body, { purpose: 'profile', ownerUserId: null, originalName: 'x.pdf' }).then(
        () => 'stored',
        (error: Error) => error.message,
      );
    expect(await refuse(Readable.from([sampleExecutable()]))).toBe(FILE_MESSAGES.content);
    expect(await refuse(Readable.from([Buffer.alloc(0)]))).toBe(FILE_MESSAGES.empty);
    expect(await refuse(oversizedStream(UPLOAD_MAX_BYTES + 1))).toBe(FILE_MESSAGES.size);
    expect(await rows()).toBe(before);
    expect(filesUnder(path.join(server.config.dataDir, 'files')).length).toBe(files);
  });

  it('takes a file of exactly the limit', async () => {
    const stored = await storeFile(ctx(), oversizedStream(UPLOAD_MAX_BYTES), { purpose: 'profile', ownerUserId: null });
    expect(stored.byte_size).toBe(UPLOAD_MAX_BYTES);
    await server.deps.db.transaction((trx) => markFileDeleted(trx, stored.id));
    server.deps.jobs.kick();
    await server.deps.jobs.drain();
  });

  it('deletes by marking the row; the purge job removes the bytes', async () => {
    const stored = await storeFile(ctx(), Readable.from([samplePng()]), { purpose: 'profile', ownerUserId: null });
    await server.deps.db.transaction((trx) => markFileDeleted(trx, stored.id));
    expect(await findStoredFile(server.deps.db, stored.id)).toBeUndefined();
    server.deps.jobs.kick();
    await server.deps.jobs.drain();
    const row = (await server.deps.db('stored_files').where({ id: stored.id }).first()) as { disposed_at: Date | null };
    expect(row.disposed_at).not.toBeNull();
    await expect(fileStoreFor(server.config).get(stored.key)).rejects.toThrow(/missing/);
  });
});
