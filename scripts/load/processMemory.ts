import { readdirSync, readFileSync } from 'node:fs';

/**
 * The memory of the product's processes during a run, read from /proc (Linux): each process's resident set, sampled
 * at an interval, kept as its level before the load, its peak and its level at the end.
 */

/** A process's resident set in MiB, or undefined when it has ended. */
export function residentMib(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kib === undefined ? undefined : Number(kib) / 1024;
  } catch {
    return undefined;
  }
}

/** The processes whose parent is `pid` (the web processes the cluster's primary started). */
export function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The parent is the second field after the command, which is in parentheses and may hold spaces.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      /* ended while the list was read */
    }
  }
  return children.sort((a, b) => a - b);
}

/** One process's memory over a run, in MiB. */
export interface ProcessMemory {
  pid: number;
  start: number;
  peak: number;
  end: number;
}

/** Samples a set of processes' resident sets, and their sum, at an interval. */
export class MemorySampler {
  private readonly figures = new Map<number, ProcessMemory>();
  private total: { start: number; peak: number; end: number } | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly pids: readonly number[]) {}

  /** Reads every process once; the first reading is each one's start. */
  sample(): void {
    let sum = 0;
    for (const pid of this.pids) {
      const mib = residentMib(pid);
      if (mib === undefined) continue;
      sum += mib;
      const known = this.figures.get(pid);
      if (known) {
        known.peak = Math.max(known.peak, mib);
        known.end = mib;
      } else {
        this.figures.set(pid, { pid, start: mib, peak: mib, end: mib });
      }
    }
    if (this.total) {
      this.total.peak = Math.max(this.total.peak, sum);
      this.total.end = sum;
    } else {
      this.total = { start: sum, peak: sum, end: sum };
    }
  }

  /** Samples every `ms` until stop(). */
  start(ms: number): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), ms);
  }

  /** Takes a last reading and stops. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.sample();
  }

  /** Each process's figures and their sum's. */
  result(): { processes: ProcessMemory[]; total: { start: number; peak: number; end: number } } {
    return { processes: [...this.figures.values()], total: this.total ?? { start: 0, peak: 0, end: 0 } };
  }
}
