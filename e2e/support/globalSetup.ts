import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { bootServer, type RunningServer } from 'server/boot.ts';
import { loadConfig } from 'server/config.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    browserWsEndpoint: string;
  }
}

let server: RunningServer | undefined;
let browser: BrowserServer | undefined;
let dataDir: string | undefined;

/**
 * Starts the real product once for all browser tests: the built UI and API on a free port with
 * embedded defaults (PGlite in a temp folder, in-process jobs, mail to the outbox), and one Chromium.
 */
export async function setup(project: TestProject): Promise<void> {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'lender-e2e-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    // A private build folder (UI_DIR) lets parallel work build and test without wiping each other's files.
    UI_DIR: path.resolve(process.env.UI_DIR ?? 'dist/ui'),
    HOST: '127.0.0.1',
  });
  server = await bootServer(config, { port: 0, database: { kind: 'pglite', dir: path.join(dataDir, 'pg') } });
  browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  project.provide('baseUrl', server.url);
  project.provide('dataDir', dataDir);
  project.provide('browserWsEndpoint', browser.wsEndpoint());
}

export async function teardown(): Promise<void> {
  await browser?.close();
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
