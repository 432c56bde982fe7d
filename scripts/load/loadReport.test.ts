import { describe, expect, it } from 'vitest';
import { formatCallTable, formatMs } from './loadReport.ts';

describe('the load run table', () => {
  it('shows milliseconds whole from 100, with one decimal below', () => {
    expect(formatMs(7.345)).toBe('7.3');
    expect(formatMs(99.94)).toBe('99.9');
    expect(formatMs(123.6)).toBe('124');
  });

  it('aligns the call names left and the figures right under a rule', () => {
    const table = formatCallTable([
      { call: 'POST eloan/form1003', count: 1200, errors: 0, p50: 16, p95: 162.2, p99: 237, max: 1502 },
      { call: 'GET doc/loans', count: 5, errors: 1, p50: 7.4, p95: 14.2, p99: 14.2, max: 14.2 },
    ]);
    expect(table.split('\n')).toEqual([
      'Call                 Count  Errors  p50 ms  p95 ms  p99 ms  Max ms',
      '-------------------  -----  ------  ------  ------  ------  ------',
      'POST eloan/form1003   1200       0    16.0     162     237    1502',
      'GET doc/loans            5       1     7.4    14.2    14.2    14.2',
    ]);
  });
});
