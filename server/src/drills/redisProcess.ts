import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from 'server/testing/freePort.ts';

/**
 * A Redis of a drill's own: a `redis-server` child on a free port, which the drill may kill and start again on the
 * same port, never touching the machine's shared Redis. It keeps its data as a production Redis for BullMQ must
 * (append-only file, written through on every change), so what it acknowledged before a crash is there after.
 */
export interface RedisProcess {
  url: string;
  port: number;
  /** Kills it at once (SIGKILL, a crash): connections drop and new ones are refused. */
  kill(): Promise<void>;
  /** Starts it again on the same port with the same data; resolves once it answers. */
  start(): Promise<void>;
  /** Kills it and removes its data. */
  close(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** Starts `redis-server` (it must be installed: a drill without it fails) and resolves once it answers. */
export async function startRedisProcess(): Promise<RedisProcess> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lender-drill-redis-'));
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let output = '';

  async function start(): Promise<void> {
    const started = spawn(
      'redis-server',
      [
        ...['--port', String(port), '--bind', '127.0.0.1', '--dir', dir],
        ...['--appendonly', 'yes', '--appendfsync', 'always', '--save', ''],
        // As BullMQ asks of its Redis: never evict a queue's keys.
        ...['--maxmemory-policy', 'noeviction'],
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = started;
    started.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
    started.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
    const failed = new Promise<never>((_, reject) => {
      started.once('error', reject);
      started.once('exit', (code) => reject(new Error(`redis-server ended (${code}) on :${port}\n${output}`)));
    });
    failed.catch(() => undefined);
    const deadline = Date.now() + 10_000;
    while (!(await Promise.race([answers(url), failed]))) {
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on :${port} within 10 s\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function kill(): Promise<void> {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }

  await start();
  return {
    url,
    port,
    kill,
    start,
    async close() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
