// Server benches of the 1003 (issue 13):
// - validation of a whole 7-person record by every stage's definition (target median ≤ 2 ms);
// - stage saves per second with autocannon, 64 connections, against a bare Koa hello-world on the same box, the
//   product on PostgreSQL (target ≥ 25 % of bare Koa, p99 ≤ 50 ms), in one web process and in two (WEB_CONCURRENCY).
// The TypeScript parts are bundled with esbuild as the server build is (not run through tsx, whose name-keeping
// helpers cost time the product does not pay). The product is the built server (npm run build); PostgreSQL is
// BENCH_DATABASE_URL or DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test, where a database of its own is
// made for the run and dropped after it.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { bundleToTemp } from '../nodeBundle.mjs';
import { startProduct } from '../product.mjs';

const CONNECTIONS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Bundles the TypeScript bench parts into a temporary folder. */
function bundle() {
  return bundleToTemp('lender-server-bench-', {
    validationBench: 'scripts/bench/server/validationBench.ts',
    saveFixtures: 'scripts/bench/server/saveFixtures.ts',
  });
}

/** Runs a bundled part and reads the JSON line it prints. */
export function runBundledPart(outdir, name, env = {}) {
  const output = execFileSync(process.execPath, [path.join(outdir, `${name}.mjs`)], {
    env: { ...process.env, ...env },
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output.toString().trim().split('\n').at(-1));
}

/** autocannon as a promise. */
function cannon(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

/** The bare Koa hello-world's requests per second. */
async function bareKoa() {
  const child = spawn(process.execPath, ['scripts/bench/server/bareKoa.mjs'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve) =>
    child.stdout.once('data', (line) => resolve(JSON.parse(String(line)).url)),
  );
  try {
    return await cannon({ url });
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** A database of its own for the run on the PostgreSQL of ADMIN_URL, dropped afterwards. */
export async function withBenchDatabase(work) {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * Stage-3 saves per second on the product run as `processes` web processes (WEB_CONCURRENCY): each connection saves
 * its own application at its revision.
 */
async function stageSaves(outdir, processes) {
  return withBenchDatabase(async (databaseUrl) => {
    const product = await startProduct({
      env: {
        DATABASE_URL: databaseUrl,
        APP_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
        WEB_CONCURRENCY: String(processes),
      },
    });
    try {
      const fixtures = runBundledPart(outdir, 'saveFixtures', {
        PRODUCT_URL: product.url,
        DATABASE_URL: databaseUrl,
        BENCH_CLIENTS: String(CONNECTIONS),
      });
      let next = 0;
      const refused = new Map();
      const result = await cannon({
        url: `${product.url}/api/eloan/form1003`,
        method: 'POST',
        setupClient: (client) => {
          const mine = fixtures.clients[next % fixtures.clients.length];
          next += 1;
          const body = () => JSON.stringify({ ...fixtures.body, _id: mine.id, revision: mine.revision });
          client.setHeadersAndBody(
            { 'content-type': 'application/json', authorization: `Bearer ${mine.token}` },
            body(),
          );
          client.on('response', (status) => {
            // A save moves the application to the next revision: the next save names it.
            if (status === 200) mine.revision += 1;
            else refused.set(status, (refused.get(status) ?? 0) + 1);
            client.setBody(body());
          });
        },
      });
      // The saves the run cut short finish before the product stops.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      return { result, refused: Object.fromEntries(refused) };
    } finally {
      await product.stop();
    }
  });
}

/** Every server bench, as result rows for bench.mjs's table. */
export async function serverBenches() {
  const outdir = await bundle();
  try {
    const load = os.loadavg()[0];
    const validation = runBundledPart(outdir, 'validationBench');
    console.log(`server validation: ${JSON.stringify(validation)}`);
    const bare = await bareKoa();
    const saves = await stageSaves(outdir, 1);
    // The same on two processes (issue 25): on shared cores it cannot be twice as many; it must not be far fewer.
    const twoProcesses = await stageSaves(outdir, 2);
    console.log(
      `Load average: ${load.toFixed(1)} before the server benches, ${os.loadavg()[0].toFixed(1)} after. ` +
        `Bare Koa: ${bare.requests.average.toFixed(0)} req/s (p99 ${bare.latency.p99} ms). ` +
        `Stage saves: ${saves.result.requests.average.toFixed(0)} req/s, p50 ${saves.result.latency.p50} ms, ` +
        `p99 ${saves.result.latency.p99} ms, ${saves.result['2xx']} saved, refused ${JSON.stringify(saves.refused)}. ` +
        `Two processes: ${twoProcesses.result.requests.average.toFixed(0)} req/s, p99 ${twoProcesses.result.latency.p99} ms, ` +
        `refused ${JSON.stringify(twoProcesses.refused)}.`,
    );
    const scaling = twoProcesses.result.requests.average / saves.result.requests.average;
    const share = saves.result.requests.average / bare.requests.average;
    return [
      {
        name: `Server validation of a whole ${validation.people}-person record (every stage)`,
        value: `median ${validation.median.toFixed(2)} ms, p95 ${validation.p95.toFixed(2)} ms`,
        ok: validation.median <= 2,
        target: 'median ≤ 2 ms',
      },
      {
        name: `Stage saves (stage 3, one applicant) on PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s`,
        value:
          `${saves.result.requests.average.toFixed(0)} saves/s = ${(share * 100).toFixed(1)} % of bare Koa ` +
          `(${bare.requests.average.toFixed(0)} req/s); p99 ${saves.result.latency.p99} ms; ` +
          `${saves.result.non2xx} refused`,
        ok: share >= 0.25 && saves.result.latency.p99 <= 50 && saves.result.non2xx === 0,
        target: '≥ 25 % of bare Koa, p99 ≤ 50 ms, none refused',
      },
      {
        name: `Stage saves on 2 web processes (WEB_CONCURRENCY=2), same load, ${os.availableParallelism()} cores`,
        value:
          `${twoProcesses.result.requests.average.toFixed(0)} saves/s = ${scaling.toFixed(2)}× one process; ` +
          `p99 ${twoProcesses.result.latency.p99} ms; ${twoProcesses.result.non2xx} refused`,
        ok: scaling >= 0.8 && twoProcesses.result.non2xx === 0,
        target: '≥ 0.8× one process on shared cores (no lock between processes), none refused',
      },
    ];
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
