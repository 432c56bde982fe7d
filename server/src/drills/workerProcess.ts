import { spawn } from 'node:child_process';
import path from 'node:path';

/** The repository's root: the worker runs from there, as `npm run worker` does. */
const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * The product's job worker (server/src/worker.ts) in a process of its own, as production runs it beside the web
 * processes, so a drill can kill it mid-job.
 */
export interface WorkerProcess {
  pid: number;
  /** Resolves once the worker said it is ready (its BullMQ workers listen on every queue). */
  ready: Promise<void>;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<string>;
  /** Sends the signal and waits for the end (SIGKILL: a crash, no shutdown of any kind). */
  stop(signal: NodeJS.Signals): Promise<string>;
  /** The worker's log so far, one JSON line each. */
  log(): string[];
}

/** Starts the worker with the environment given (DATABASE_URL, REDIS_URL, APP_SECRET, DATA_DIR…). */
export function startWorkerProcess(env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/worker.ts')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let partial = '';
  let stderr = '';
  let markReady: () => void = () => undefined;
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? `exit ${code ?? 'unknown'}`)),
  );
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    void exited.then((end) => reject(new Error(`the worker ended (${end}) before it was ready\n${stderr}`)));
  });
  ready.catch(() => undefined);
  child.stdout.on('data', (chunk: Buffer) => {
    const text = partial + chunk.toString();
    const complete = text.split('\n');
    partial = complete.pop() ?? '';
    for (const line of complete.filter(Boolean)) {
      lines.push(line);
      if (line.includes('"msg":"worker ready"')) markReady();
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  return {
    pid: child.pid ?? 0,
    ready,
    exited,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    log: () => [...lines],
  };
}
