/**
 * What a load run measures of its calls: each reply's time, grouped by call (a route as the journey names it), and
 * every reply the journey did not expect. Pure, so the figures' arithmetic is tested apart from the run.
 */

/** One reply as a simulated borrower saw it: the call's name, the HTTP status (0: no reply) and the time taken. */
export interface CallSample {
  call: string;
  status: number;
  ms: number;
  /** Whether the journey expected this reply. */
  expected: boolean;
}

/** A reply the journey did not expect, kept to report it precisely. */
export interface UnexpectedReply {
  call: string;
  request: string;
  status: number;
  /** The reply's statusText, or the network error. */
  reply: string;
  /** The reply's request id (X-Request-Id), to find its log line. */
  requestId: string | undefined;
  atSeconds: number;
}

/** The figures of one call over a run, in milliseconds. */
export interface CallSummary {
  call: string;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/**
 * The nearest-rank percentile of values sorted ascending: the smallest value with at least p % of the values at or
 * below it (so p99 of 100 values is the 99th, never an interpolation between two replies that happened). 0 when
 * there are none.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(rank, 1)) - 1] ?? 0;
}

/**
 * Each call's count, errors and p50/p95/p99/max: in the order given (the order the calls were first sent), then any
 * other in the order it first appears in the samples.
 */
export function summarizeCalls(samples: readonly CallSample[], order: Iterable<string> = []): CallSummary[] {
  const byCall = new Map<string, { times: number[]; errors: number }>();
  for (const call of order) byCall.set(call, { times: [], errors: 0 });
  for (const sample of samples) {
    let entry = byCall.get(sample.call);
    if (!entry) {
      entry = { times: [], errors: 0 };
      byCall.set(sample.call, entry);
    }
    entry.times.push(sample.ms);
    if (!sample.expected) entry.errors += 1;
  }
  return [...byCall].flatMap(([call, { times, errors }]) => {
    if (times.length === 0) return [];
    const sorted = times.sort((a, b) => a - b);
    return [
      {
        call,
        count: sorted.length,
        errors,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? 0,
      },
    ];
  });
}

/** Every reply of a run, and the unexpected ones in detail (the first few of each call, so a storm stays readable). */
export class CallLog {
  readonly samples: CallSample[] = [];
  readonly unexpected: UnexpectedReply[] = [];
  /** Requests sent again, by call, because the kept-alive connection they went on was closed as it was reused. */
  readonly resent = new Map<string, number>();
  /** The calls in the order they were first sent, which is the journey's (replies come back in any order). */
  readonly sentOrder = new Set<string>();
  private readonly keptPerCall = new Map<string, number>();

  constructor(
    /** When the run started (performance.now()), for the time of each unexpected reply. */
    private readonly startedAt: number,
    private readonly keepPerCall = 5,
  ) {}

  /** Records one reply. */
  record(sample: CallSample, detail?: Omit<UnexpectedReply, 'call' | 'status' | 'atSeconds'>): void {
    this.samples.push(sample);
    if (sample.expected || !detail) return;
    const kept = this.keptPerCall.get(sample.call) ?? 0;
    if (kept >= this.keepPerCall) return;
    this.keptPerCall.set(sample.call, kept + 1);
    this.unexpected.push({
      call: sample.call,
      status: sample.status,
      atSeconds: (performance.now() - this.startedAt) / 1000,
      ...detail,
    });
  }

  /** Notes a call as it is sent, for the order of the table. */
  recordSent(call: string): void {
    this.sentOrder.add(call);
  }

  /** Counts a request sent again on a new connection (the reply it then gets is recorded as usual). */
  recordResend(call: string): void {
    this.resent.set(call, (this.resent.get(call) ?? 0) + 1);
  }

  /** How many replies were not expected. */
  get errorCount(): number {
    return this.samples.reduce((count, sample) => count + (sample.expected ? 0 : 1), 0);
  }
}
