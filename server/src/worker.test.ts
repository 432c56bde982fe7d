import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lender-worker-'));

async function startWorker(env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  try {
    await run(process.execPath, ['--import', 'tsx', 'server/src/worker.ts'], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env },
      timeout: 20_000,
    });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failure = error as { code: number; stderr: string };
    return { code: failure.code, stderr: failure.stderr };
  }
}

describe('npm run worker', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start without REDIS_URL, in one line', async () => {
    expect(await startWorker({})).toEqual({
      code: 1,
      stderr:
        'Configuration error: REDIS_URL is required by the worker (without Redis the server runs the jobs itself)\n',
    });
  });

  it('refuses to share the embedded database with the server', async () => {
    const result = await startWorker({ REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Configuration error: REDIS_URL needs DATABASE_URL as well .*\n$/);
  });

  it('reports a bad setting by name', async () => {
    expect(await startWorker({ REDIS_URL: 'http://localhost' })).toEqual({
      code: 1,
      stderr: 'Configuration error: REDIS_URL must start with redis:// or rediss://\n',
    });
  });
});
