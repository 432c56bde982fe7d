import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A real S3-protocol server (s3rver) on a free port with one bucket, for tests of the S3 file store. */
export interface TestS3Server {
  /** The S3_URL that points the product at it. */
  url: string;
  bucket: string;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'lender-files'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'lender-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = (await server.run()) as AddressInfo;
  return {
    // s3rver's fixed credentials.
    url: `http://S3RVER:S3RVER@127.0.0.1:${address.port}/${bucket}`,
    bucket,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
