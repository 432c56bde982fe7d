import { describe, expect, it } from 'vitest';
import { busyShare, cpuSecondsOf, machineTicks } from './processCpu.ts';

describe('CPU readings', () => {
  it('gives the busy share of the ticks between two readings', () => {
    expect(busyShare({ total: 1000, idle: 400 }, { total: 1200, idle: 450 })).toBe(0.75);
    expect(busyShare({ total: 1000, idle: 400 }, { total: 1000, idle: 400 })).toBe(0);
  });

  it('reads this process and the machine from /proc', () => {
    const before = machineTicks();
    expect(before.total).toBeGreaterThan(before.idle);
    expect(cpuSecondsOf(process.pid)).toBeGreaterThan(0);
    expect(cpuSecondsOf(2 ** 22 + 1)).toBeUndefined();
  });
});
