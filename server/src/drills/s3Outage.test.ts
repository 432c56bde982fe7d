import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedUploadReply } from 'common';
import { FILE_STORE_DOWN_FOR_DOWNLOAD, FILE_STORE_DOWN_FOR_UPLOAD } from 'server/files/fileStore.ts';
import { FILE_STORE_RETRY_SECONDS } from 'server/http/middleware.ts';
import { createLoan } from 'server/records/loans.ts';
import { documentTypeId, PAY_STUB_FIELDS, uploadLoanDocument, type TestFile } from 'server/testing/documents.ts';
import { signedInUser } from 'server/testing/factories.ts';
import { samplePdf } from 'server/testing/sampleFiles.ts';
import { createDrillDatabase, type DrillDatabase } from './drillDatabase.ts';
import { startDrillServer, type DrillServer } from './drillServer.ts';
import { freePort } from 'server/testing/freePort.ts';

/**
 * Outage drill (issue 25, item 5): S3 cannot be reached. The product stores files in an S3-protocol server (s3rver)
 * that the drill closes and opens again on the same port with the same data. While it is away an upload is refused
 * with 503, Retry-After and words a borrower understands, leaving no row and no object behind, and a download is
 * refused the same way; once it is back the same upload, sent again as the browser sends it, succeeds.
 */

const BUCKET = 'lender-files';

let database: DrillDatabase;
let server: DrillServer;
let s3: { url: string; open(): Promise<void>; close(): Promise<void>; objects(): Promise<number>; remove(): void };
let owner: { token: string; loan: { id: number; loan_number: string } };

/** s3rver on a fixed port and folder, so closing and opening it again is an outage and a return, not a new store. */
async function restartableS3() {
  const port = await freePort();
  const directory = mkdtempSync(path.join(os.tmpdir(), 'lender-drill-s3-'));
  const endpoint = `http://127.0.0.1:${port}`;
  let running: S3rver | undefined;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const handle = {
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}/${BUCKET}`,
    async open() {
      running = new S3rver({
        address: '127.0.0.1',
        port,
        silent: true,
        directory,
        configureBuckets: [{ name: BUCKET }],
      });
      await running.run();
    },
    async close() {
      await running?.close();
      running = undefined;
    },
    /** Objects in the bucket now (the store must be open). */
    async objects() {
      return (await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))).KeyCount ?? 0;
    },
    remove() {
      client.destroy();
      rmSync(directory, { recursive: true, force: true });
    },
  };
  await handle.open();
  return handle;
}

const pdfFile = async (text: string): Promise<TestFile> => ({
  data: await samplePdf(text),
  name: 'stub.pdf',
  type: 'application/pdf',
});

/** Sends a file to a signed upload address as the browser does; the status, envelope and Retry-After. */
async function sendTo(url: string, file: TestFile) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const response = await fetch(`${server.url}${url}`, { method: 'PUT', body: form });
  return { http: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
}

async function download(blobname: string) {
  const response = await fetch(`${server.url}/api/doc/getdocurl`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ doc: blobname, type: 'ISP' }),
  });
  return {
    http: response.status,
    retryAfter: response.headers.get('retry-after'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

beforeAll(async () => {
  database = await createDrillDatabase('drill_s3');
  s3 = await restartableS3();
  server = await startDrillServer({ database, env: { S3_URL: s3.url } });
  const { user, token } = await signedInUser(server, { firstName: 'Drill', lastName: 'Uploader' });
  const loan = await server.deps.db.transaction((trx) => createLoan(trx, { borrowerUserId: user.id, createdBy: null }));
  owner = { token, loan };
}, 60_000);

afterAll(async () => {
  await server?.close();
  await s3?.close();
  s3?.remove();
  await database?.drop();
});

describe('S3 unreachable', () => {
  it('refuses an upload with a clear 503 and keeps nothing of it; the upload succeeds when S3 is back, on the same link too', async () => {
    const payStubs = await documentTypeId(server, 'Pay Stubs');
    const before = await pdfFile('Pay stub stored before the outage');
    const stored = await uploadLoanDocument(server, owner.token, owner.loan, payStubs, PAY_STUB_FIELDS, before);
    const rowsBefore = Number(((await server.deps.db('stored_files').count({ n: '*' })) as { n: string }[])[0]?.n);
    const objectsBefore = await s3.objects();

    await s3.close();
    // The signed address is ours (the database answers); the file itself cannot be stored.
    const file = await pdfFile('Pay stub sent during the outage');
    const signed = await server.call<SignedUploadReply>(
      'POST',
      'doc/getsignedurls',
      {
        type: 'DOC',
        loannumber: owner.loan.loan_number,
        filename: 'stub.pdf',
        ofileName: 'stub.pdf',
        size: file.data.length,
      },
      owner.token,
    );
    expect(signed.body.status).toBe(100);
    const refused = await sendTo(signed.body.data?.ISPUrl ?? '', file);
    expect(refused).toEqual({
      http: 503,
      retryAfter: String(FILE_STORE_RETRY_SECONDS),
      body: { status: 503, statusText: FILE_STORE_DOWN_FOR_UPLOAD, data: null, errors: [] },
    });
    // A file stored before is refused the same way while the store is away: never a 500.
    const unopened = await download(stored.blobname);
    expect({ ...unopened, bytes: JSON.parse(unopened.bytes.toString()) as unknown }).toEqual({
      http: 503,
      retryAfter: String(FILE_STORE_RETRY_SECONDS),
      bytes: { status: 503, statusText: FILE_STORE_DOWN_FOR_DOWNLOAD, data: null, errors: [] },
    });
    const rowsDuring = Number(((await server.deps.db('stored_files').count({ n: '*' })) as { n: string }[])[0]?.n);
    expect(rowsDuring).toBe(rowsBefore);
    const slot = (await server.deps
      .db('document_uploads')
      .where({ blob_name: signed.body.data?.blobName })
      .first('file_id')) as { file_id: number | null };
    expect(slot.file_id).toBeNull();

    await s3.open();
    // Nothing half-stored: the bucket holds what it held.
    expect(await s3.objects()).toBe(objectsBefore);
    // The refused try did not spend its signed address: the same one takes the file now that the store is back.
    const again = await sendTo(signed.body.data?.ISPUrl ?? '', file);
    expect(again.http).toBe(201);
    expect(await s3.objects()).toBe(objectsBefore + 1);
    // The browser's whole upload (a new signed address, the file, its registration) goes through to a document.
    const document = await uploadLoanDocument(server, owner.token, owner.loan, payStubs, PAY_STUB_FIELDS, file);
    expect(await s3.objects()).toBe(objectsBefore + 2);
    expect(await download(document.blobname)).toMatchObject({ http: 200, bytes: file.data });
    expect(await download(stored.blobname)).toMatchObject({ http: 200, bytes: before.data });
    expect(server.log.lines().filter((line) => line.includes('"unhandled error"'))).toEqual([]);
    // The outage was told once per refusal, as a warning naming the store's error, not as an unhandled one.
    expect(
      server.log.lines().filter((line) => line.includes('a service the request needs is unavailable')),
    ).toHaveLength(2);
  });
});
