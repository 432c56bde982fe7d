// The product server a bench measures: the built server (BENCH_DIST, else dist) on a free port with its own data folder.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

/** The build folder the benches run: BENCH_DIST (a private build with ui/, server/ and bench/), else dist. */
export const DIST = path.resolve(process.env.BENCH_DIST ?? 'dist');

/** A free local port. */
export async function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A new private data folder for a product run. */
export function newDataDir() {
  return mkdtempSync(path.join(os.tmpdir(), 'lender-bench-'));
}

/**
 * A new data folder prepared by a seed script before the product starts on it (the embedded database has one user
 * at a time): the script (under scripts/bench) is run with tsx on the folder and prints one JSON line, returned with
 * the folder as `{ dataDir, ...line }`.
 */
export function seededDataDir(seedScript) {
  const dataDir = newDataDir();
  const out = execFileSync(process.execPath, ['--import', 'tsx', path.join('scripts', 'bench', seedScript), dataDir], {
    encoding: 'utf8',
  });
  return { dataDir, ...JSON.parse(out.trim().split('\n').at(-1)) };
}

/** Chromium's flags as the browser tests run it: headless, with its background traffic off (e2e/support). */
export const CHROMIUM_ARGS = JSON.parse(
  readFileSync(new URL('../../e2e/support/chromiumArgs.json', import.meta.url), 'utf8'),
);

/** Launches Chromium for a bench (CHROMIUM_PATH, else /usr/bin/chromium). */
export function launchBenchBrowser() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * Node's flags for the server as `npm start` gives them (package.json's start script): a bench measures the process
 * as it runs (the cluster's web processes get the same, server/src/cluster.ts).
 */
export function startNodeFlags() {
  const start = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start;
  const flags = /\bnode((?: --\S+)*) dist\/server\/main\.js/.exec(start);
  if (!flags) throw new Error(`package.json's start script does not run dist/server/main.js with node: ${start}`);
  return flags[1].split(' ').filter(Boolean);
}

/**
 * Starts the product (embedded database and jobs) and waits until it answers; `env` adds settings (S3_URL),
 * `dataDir` names a data folder prepared beforehand (it is removed on stop either way) and `nodeArgs` are Node's own
 * flags (a CPU profile) besides those `npm start` gives.
 */
export async function startProduct({ env = {}, dataDir = newDataDir(), nodeArgs = [] } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [...startNodeFlags(), ...nodeArgs, path.join(DIST, 'server/main.js')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      UI_DIR: path.join(DIST, 'ui'),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i += 1) {
    if (child.exitCode !== null) throw new Error(`The product server exited (code ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    pid: child.pid,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Records the scripts a page loads: each one's bytes on the wire (as the server sent them: Brotli to Chromium, the
 * figure the budgets are measured in) and gzip level 9 (the figure they were first measured in, for comparison).
 * `settled()` waits for every body.
 */
export function recordScripts(page) {
  const scripts = new Map();
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => {
        scripts.set(response.url(), { wire: sizes.responseBodySize, gzip: gzipSync(body, { level: 9 }).length });
      }),
    );
  });
  return { scripts, settled: () => Promise.all(pending) };
}

/** The sum of one figure (`wire` or `gzip`) over recorded scripts. */
export const scriptTotal = (scripts, figure) => [...scripts.values()].reduce((sum, sizes) => sum + sizes[figure], 0);

/** KB with one decimal. */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
