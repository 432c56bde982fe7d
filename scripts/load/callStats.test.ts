import { describe, expect, it } from 'vitest';
import { CallLog, percentile, summarizeCalls, type CallSample } from './callStats.ts';

const sample = (call: string, ms: number, expected = true): CallSample => ({
  call,
  ms,
  status: expected ? 200 : 500,
  expected,
});

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it('is a value that happened: the smallest with p % of the values at or below it', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([10, 20, 30], 50)).toBe(20);
    expect(percentile([10, 20, 30, 40], 50)).toBe(20);
  });

  it('gives the slowest of a few values for a high percentile, and 0 for none', () => {
    expect(percentile([5, 7, 900], 95)).toBe(900);
    expect(percentile([42], 1)).toBe(42);
    expect(percentile([], 50)).toBe(0);
  });
});

describe('summarizeCalls', () => {
  it('groups by call in the order calls first appear, counting the unexpected replies', () => {
    const samples = [
      sample('POST eloan/form1003', 30),
      sample('GET dashboard/alerts', 5),
      sample('POST eloan/form1003', 10),
      sample('POST eloan/form1003', 20, false),
    ];
    expect(summarizeCalls(samples)).toEqual([
      { call: 'POST eloan/form1003', count: 3, errors: 1, p50: 20, p95: 30, p99: 30, max: 30 },
      { call: 'GET dashboard/alerts', count: 1, errors: 0, p50: 5, p95: 5, p99: 5, max: 5 },
    ]);
  });

  it('follows the order the calls were sent in, leaving out a call with no reply', () => {
    const samples = [sample('GET b', 1), sample('GET a', 2)];
    expect(summarizeCalls(samples, ['GET a', 'GET never', 'GET b']).map((row) => row.call)).toEqual(['GET a', 'GET b']);
  });
});

describe('CallLog', () => {
  it('counts every unexpected reply and keeps the first few of each call in detail', () => {
    const log = new CallLog(performance.now(), 2);
    for (let i = 0; i < 4; i += 1) {
      log.record(sample('POST doc', 12, false), { request: 'POST /api/doc', reply: 'Oops', requestId: `load-${i}` });
    }
    log.record(sample('POST doc', 9));
    expect(log.errorCount).toBe(4);
    expect(log.samples).toHaveLength(5);
    expect(log.unexpected.map((reply) => reply.requestId)).toEqual(['load-0', 'load-1']);
    expect(log.unexpected[0]).toMatchObject({ call: 'POST doc', status: 500, reply: 'Oops' });
  });
});
