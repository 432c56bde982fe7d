import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bootServer } from './boot.ts';
import { loadConfig } from './config.ts';
import { securePrivateData } from './dataDir.ts';
import { inTransaction } from './db/transaction.ts';
import { queueMail } from './mail/queueMail.ts';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lender-private-'));
  made.push(dir);
  return dir;
}

/** Every entry under a folder with its permission bits. */
function modesUnder(dir: string): { entry: string; mode: number; directory: boolean }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => {
    const stat = statSync(path.join(dir, name));
    return { entry: name, mode: stat.mode & 0o777, directory: stat.isDirectory() };
  });
}

describe('private data files', () => {
  it('tightens what an earlier version left readable by others', () => {
    const dataDir = tempDir();
    mkdirSync(path.join(dataDir, 'outbox'), { mode: 0o755 });
    writeFileSync(path.join(dataDir, 'outbox', 'old.eml'), 'code 123456', { mode: 0o644 });
    chmodSync(dataDir, 0o755);
    securePrivateData(dataDir);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(modesUnder(dataDir)).toEqual([
      { entry: 'outbox', mode: 0o700, directory: true },
      { entry: path.join('outbox', 'old.eml'), mode: 0o600, directory: false },
    ]);
  });

  it('creates the secret, the PGlite database and the mail outbox for the owner only', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', HOST: '127.0.0.1' });
    const server = await bootServer(config, { port: 0, database: { kind: 'pglite', dir: path.join(dataDir, 'pg') } });
    try {
      await inTransaction(server.deps, (trx) =>
        queueMail(trx, server.deps.keys, { template: 'test', to: 'a@example.com', subject: 'Hi', text: 'Hello' }),
      );
      await server.deps.jobs.drain();
    } finally {
      await server.close();
    }
    const entries = modesUnder(dataDir);
    expect(entries.map((e) => e.entry)).toEqual(expect.arrayContaining(['secrets.json', 'pg', 'outbox']));
    expect(entries.filter((e) => e.entry.startsWith('pg')).length).toBeGreaterThan(20);
    const loose = entries.filter((e) => (e.directory ? e.mode !== 0o700 : (e.mode & 0o077) !== 0));
    expect(loose).toEqual([]);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  });
});
