import pg from 'pg';
import { cpuSecondsOf } from './processCpu.ts';

/**
 * The CPU PostgreSQL spends on one database: the sum over the server processes (backends) connected to it, read from
 * /proc by the pids pg_stat_activity names (PostgreSQL on this machine). A backend first seen after the reading
 * began counts from its start; one that ended between readings keeps what it had at the last one.
 */
export class DatabaseCpu {
  private readonly backends = new Map<number, { first: number; last: number }>();
  private timer: NodeJS.Timeout | undefined;
  private client: pg.Client | undefined;
  private startedAt = new Date();

  constructor(
    private readonly databaseUrl: string,
    private readonly database: string,
  ) {}

  /** Takes the first reading, then one every `ms` until stop(). */
  async start(ms: number): Promise<void> {
    this.client = new pg.Client({ connectionString: this.databaseUrl });
    await this.client.connect();
    this.startedAt = new Date();
    await this.sample();
    this.timer = setInterval(() => void this.sample().catch(() => undefined), ms);
  }

  /** Takes a last reading and closes the connection it reads through. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.sample();
    await this.client?.end();
  }

  /** The CPU seconds the database's backends used since start(), this reader's own connection left out. */
  seconds(): number {
    let sum = 0;
    for (const { first, last } of this.backends.values()) sum += last - first;
    return sum;
  }

  private async sample(): Promise<void> {
    if (!this.client) return;
    const { rows } = await this.client.query<{ pid: number; started_before: boolean }>(
      `select pid, backend_start < $2 as started_before from pg_stat_activity
       where datname = $1 and pid <> pg_backend_pid()`,
      [this.database, this.startedAt],
    );
    for (const row of rows) {
      const cpu = cpuSecondsOf(row.pid);
      if (cpu === undefined) continue;
      const known = this.backends.get(row.pid);
      if (known) known.last = cpu;
      else this.backends.set(row.pid, { first: row.started_before ? cpu : 0, last: cpu });
    }
  }
}
