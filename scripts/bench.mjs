// Benchmarks: each bench prints its figures and its target; the run fails when a target is missed.
// Needs the production build (npm run build) and Debian's Chromium.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startProduct() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lender-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Initial JavaScript of the home page: every script loaded until the network is idle, gzip-compressed. */
async function homeInitialJs(browser, url) {
  const page = await browser.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    }
  });
  await page.goto(`${url}/`, { waitUntil: 'networkidle' });
  await page.close();
  const bytes = [...scripts.values()].reduce((a, b) => a + b, 0);
  return {
    name: 'Initial JavaScript on / (gzip)',
    value: `${(bytes / 1024).toFixed(1)} KB in ${scripts.size} files`,
    ok: bytes <= 100 * 1024,
    target: '≤ 100 KB',
  };
}

const product = await startProduct();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const results = [];
try {
  results.push(await homeInitialJs(browser, product.url));
} finally {
  await browser.close();
  await product.stop();
}
console.log('\n| Bench | Figure | Target | Met |\n|---|---|---|---|');
for (const r of results) console.log(`| ${r.name} | ${r.value} | ${r.target} | ${r.ok ? 'yes' : 'NO'} |`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
