import type { CallSummary } from './callStats.ts';

/** How a load run's figures are printed: a table a person reads, beside the JSON line a tool reads. */

/** Milliseconds as the table shows them: whole above 100, one decimal below. */
export function formatMs(ms: number): string {
  return ms >= 100 ? ms.toFixed(0) : ms.toFixed(1);
}

/** A text table of the calls' figures, columns aligned, numbers to the right, with a header and a rule. */
export function formatCallTable(summaries: readonly CallSummary[]): string {
  const header = ['Call', 'Count', 'Errors', 'p50 ms', 'p95 ms', 'p99 ms', 'Max ms'];
  const rows = summaries.map((row) => [
    row.call,
    String(row.count),
    String(row.errors),
    formatMs(row.p50),
    formatMs(row.p95),
    formatMs(row.p99),
    formatMs(row.max),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}
