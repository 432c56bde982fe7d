import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_PROCESS_NODE_FLAGS } from './cluster.ts';
import { loadConfig } from './config.ts';
import { freePort } from './testing/freePort.ts';

/**
 * `npm start` on PostgreSQL runs WEB_CONCURRENCY web processes on one port (cluster.ts): started as a person would
 * (the server's entry, its environment), on a database of its own that no other test touches.
 */

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = `cluster_${randomBytes(5).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
})();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lender-cluster-'));

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The Node processes whose parent is `pid` (tsx's esbuild service is a child too). */
const childrenOf = (pid: number): number[] => {
  try {
    return execFileSync('pgrep', ['-x', 'node', '-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
};

/** The arguments a process was started with, as /proc has them. */
const nodeFlagsOf = (pid: number): string[] => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');

describe('several web processes (WEB_CONCURRENCY)', () => {
  beforeAll(() => admin((client) => client.query(`create database ${database}`)));
  afterAll(async () => {
    await admin((client) => client.query(`drop database if exists ${database} with (force)`));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is one per core with DATABASE_URL, one on the embedded database, and refuses more than one on it', () => {
    expect(loadConfig({ DATABASE_URL: databaseUrl, APP_SECRET: 'a'.repeat(64) }).webConcurrency).toBe(
      Math.min(os.availableParallelism(), 64),
    );
    expect(loadConfig({ DATA_DIR: dataDir }).webConcurrency).toBe(1);
    expect(() => loadConfig({ DATA_DIR: dataDir, WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY above 1 needs DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: databaseUrl, APP_SECRET: 'a'.repeat(64), WEB_CONCURRENCY: 'two' })).toThrow(
      /WEB_CONCURRENCY must be a whole number from 1 to 64/,
    );
  });

  it("gives the server's first process the web processes' Node flags: npm start, the image and docker-compose", () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    const start = /\bnode((?: --\S+)*) dist\/server\/main\.js/.exec(scripts.start ?? '');
    expect(start?.[1]?.split(' ').filter(Boolean)).toEqual([...WEB_PROCESS_NODE_FLAGS]);
    // The image's command and docker-compose's, as JSON-like lists: node, the flags, the server.
    const listed = [...WEB_PROCESS_NODE_FLAGS].map((flag) => `, ["']${flag}["']`).join('');
    const command = new RegExp(`\\[["']node["']${listed}, ["']dist/server/main\\.js["']\\]`);
    expect(readFileSync('Dockerfile', 'utf8')).toMatch(command);
    expect(readFileSync('docker-compose.yml', 'utf8')).toMatch(command);
  });

  it('serves from that many processes on one port, starts another when one dies, and stops them all on SIGTERM', async () => {
    const port = await freePort();
    const primary: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        APP_SECRET: randomBytes(32).toString('hex'),
        WEB_CONCURRENCY: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        UI_DIR: path.join(dataDir, 'no-ui'),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    primary.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
    try {
      // Up to a minute: each process loads the server's TypeScript through tsx, which a CI machine running the
      // other suites beside it once took more than 30 s to do.
      const healthy = async () => {
        for (let attempt = 0; attempt < 240; attempt += 1) {
          const reply = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
          if (reply?.ok) return (await reply.json()) as { status: number; data: { database: string } };
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        throw new Error(`no answer on :${port}\n${stderr}`);
      };
      expect((await healthy()).data.database).toBe('postgresql');
      await expect.poll(() => childrenOf(primary.pid ?? 0).length, { timeout: 60_000 }).toBe(2);
      // Each web process runs with the web processes' Node flags, though the primary was started without them.
      for (const pid of childrenOf(primary.pid ?? 0))
        expect(nodeFlagsOf(pid)).toEqual(expect.arrayContaining([...WEB_PROCESS_NODE_FLAGS]));
      // Many requests at once, all answered (by either process).
      const replies = await Promise.all(
        Array.from({ length: 40 }, () => fetch(`http://127.0.0.1:${port}/api/health`).then((reply) => reply.status)),
      );
      expect(new Set(replies)).toEqual(new Set([200]));

      // One process dies: another takes its place, and the port keeps answering.
      const [victim] = childrenOf(primary.pid ?? 0);
      process.kill(victim ?? 0, 'SIGKILL');
      await expect
        .poll(() => childrenOf(primary.pid ?? 0).filter((pid) => pid !== victim).length, { timeout: 60_000 })
        .toBe(2);
      await healthy();
      for (const pid of childrenOf(primary.pid ?? 0))
        expect(nodeFlagsOf(pid)).toEqual(expect.arrayContaining([...WEB_PROCESS_NODE_FLAGS]));

      primary.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(childrenOf(primary.pid ?? 0)).toEqual([]);
    } finally {
      if (primary.exitCode === null) primary.kill('SIGKILL');
    }
  }, 240_000);
});
