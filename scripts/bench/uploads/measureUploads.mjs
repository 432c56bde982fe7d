// The upload bench: three 100 MB documents sent at once through the signed upload addresses (part 2 §7.2), on the
// local store and on an S3-protocol store (s3rver), measuring the throughput and the API process's memory (its
// resident set, read from /proc every 25 ms) against its idle level. The files are generated as they are sent.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { seededDataDir, startProduct } from '../product.mjs';

/** One document's size: 100 MB, what the pages call 100mb (the limit is 106,000,000 bytes). */
const FILE_BYTES = 100 * 1024 * 1024;
const CONCURRENT = 3;
/** The target: the API process's memory stays flat, under 150 MB above idle. */
const TARGET_MB = 150;
const MB = 1024 * 1024;

/** The process's resident set in KiB. */
function rssKib(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** A PDF of `size` bytes as a stream: the format's first bytes, then filler, a megabyte at a time. */
async function* pdfBytes(size) {
  const head = Buffer.from('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1');
  yield head;
  const filler = Buffer.alloc(MB, 0x20);
  for (let sent = head.length; sent < size;) {
    const part = filler.subarray(0, Math.min(filler.length, size - sent));
    sent += part.length;
    yield part;
  }
}

/** Asks for a signed address and streams one generated PDF to it as multipart; returns the milliseconds taken. */
async function uploadOne(product, seeded, index, size) {
  const signed = await (
    await fetch(`${product.url}/api/doc/getsignedurls`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${seeded.token}` },
      body: JSON.stringify({ type: 'DOC', loannumber: seeded.loanNumber, filename: `statement-${index}.pdf`, size }),
    })
  ).json();
  if (signed.status !== 100) throw new Error(`getsignedurls: ${signed.statusText}`);
  const boundary = `uploadbench${index}`;
  const body = Readable.from(
    (async function* () {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="statement-${index}.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      );
      yield* pdfBytes(size);
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    })(),
  );
  const started = performance.now();
  const response = await fetch(`${product.url}${signed.data.ISPUrl}`, {
    method: 'PUT',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Readable.toWeb(body),
    duplex: 'half',
  });
  const reply = await response.json();
  if (response.status !== 201) throw new Error(`upload ${index}: ${response.status} ${reply.statusText}`);
  return performance.now() - started;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the three uploads on one store and reports throughput and memory. */
async function measureStore(label, env) {
  // A borrower, a loan and a session: { dataDir, token, loanNumber }.
  const seeded = seededDataDir(path.join('uploads', 'seedUploadBench.ts'));
  const product = await startProduct({ env, dataDir: seeded.dataDir });
  try {
    // Warm up the route, the sealer and the store, then let the process settle before reading its idle level.
    await uploadOne(product, seeded, 0, MB);
    await sleep(3000);
    const idleSamples = [];
    for (let i = 0; i < 20; i += 1) {
      idleSamples.push(rssKib(product.pid));
      await sleep(50);
    }
    const idle = idleSamples.sort((a, b) => a - b)[Math.floor(idleSamples.length / 2)];
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssKib(product.pid));
    }, 25);
    const started = performance.now();
    const times = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) => uploadOne(product, seeded, i + 1, FILE_BYTES)),
    );
    const wall = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, rssKib(product.pid));
    const aboveIdle = (peak - idle) / 1024;
    const throughput = (CONCURRENT * FILE_BYTES) / MB / (wall / 1000);
    console.log(
      `upload ${label}: ${CONCURRENT} × ${FILE_BYTES / MB} MB in ${(wall / 1000).toFixed(1)} s ` +
        `(each ${times.map((t) => (t / 1000).toFixed(1)).join(', ')} s); idle RSS ${(idle / 1024).toFixed(0)} MB, ` +
        `peak ${(peak / 1024).toFixed(0)} MB`,
    );
    return [
      {
        name: `Document upload, ${label}: throughput of ${CONCURRENT} × 100 MB at once`,
        value: `${throughput.toFixed(0)} MB/s (${(wall / 1000).toFixed(1)} s)`,
        ok: true,
        target: 'reference',
      },
      {
        name: `Document upload, ${label}: API process memory while ${CONCURRENT} × 100 MB upload`,
        value: `peak ${aboveIdle.toFixed(0)} MB above idle (idle ${(idle / 1024).toFixed(0)} MB)`,
        ok: aboveIdle < TARGET_MB,
        target: `< ${TARGET_MB} MB above idle`,
      },
    ];
  } finally {
    await product.stop();
  }
}

/** The upload benches on the local store and on s3rver (started here, in the bench's process). */
export async function uploadBenches() {
  const results = await measureStore('local store', {});
  const directory = mkdtempSync(path.join(os.tmpdir(), 'lender-bench-s3-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'bench' }],
  });
  const address = await s3.run();
  try {
    results.push(
      ...(await measureStore('S3 store', { S3_URL: `http://S3RVER:S3RVER@127.0.0.1:${address.port}/bench` })),
    );
  } finally {
    await s3.close();
    rmSync(directory, { recursive: true, force: true });
  }
  return results;
}
