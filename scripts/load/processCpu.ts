import { readFileSync } from 'node:fs';

/**
 * CPU time on this machine, read from /proc (Linux), so a run on shared cores says how much of them it had: the
 * machine's busy share over an interval, and the CPU seconds of given processes.
 */

/** Linux counts CPU time in ticks of 1/100 s (USER_HZ) in /proc. */
const TICKS_PER_SECOND = 100;

/** A process's CPU seconds so far (user and system), or undefined when it has ended. */
export function cpuSecondsOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // utime and stime are the 12th and 13th fields after the command (in parentheses, which may hold spaces).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** The whole machine's CPU ticks so far: all of them, and the idle ones (idle and waiting for I/O). */
export function machineTicks(): { total: number; idle: number } {
  const first = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const ticks = first.trim().split(/\s+/).slice(1).map(Number);
  return {
    total: ticks.reduce((sum, value) => sum + value, 0),
    idle: (ticks[3] ?? 0) + (ticks[4] ?? 0),
  };
}

/** The share of the machine's CPU that was busy between two readings of machineTicks(), from 0 to 1. */
export function busyShare(before: { total: number; idle: number }, after: { total: number; idle: number }): number {
  const total = after.total - before.total;
  return total > 0 ? 1 - (after.idle - before.idle) / total : 0;
}
