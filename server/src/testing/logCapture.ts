import { Writable } from 'node:stream';
import { createLogger, type Logger } from 'server/logger.ts';

/**
 * What a log must never hold: e-mail addresses and US phone numbers, the personal data every request of ours
 * carries. The test kit scans every test server's log for them (see testServer.ts), so the whole suite is a log scan.
 */
const PERSONAL_DATA = [
  { kind: 'e-mail address', pattern: /[\w.+-]+@[\w-]+(\.[\w-]+)+/ },
  { kind: 'phone number', pattern: /\(\d{3}\)\s?\d{3}-\d{4}|\b\d{3}[-.]\d{3}[-.]\d{4}\b/ },
];

/** A logger writing JSON lines into memory, and what it wrote. */
export interface CapturedLog {
  logger: Logger;
  /** Every line written so far. */
  lines(): string[];
  /** The lines holding an e-mail address or phone number, each with what it holds. */
  personalData(): { kind: string; line: string }[];
}

/** A logger at `level` whose lines are kept in memory (and echoed to stderr when TEST_LOG_LEVEL is set). */
export function captureLog(level: 'debug' | 'info' = 'debug', name = 'server'): CapturedLog {
  const written: string[] = [];
  const echo = process.env.TEST_LOG_LEVEL !== undefined;
  const sink = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      const text = chunk.toString();
      written.push(...text.split('\n').filter(Boolean));
      if (echo) process.stderr.write(text);
      done();
    },
  });
  return {
    logger: createLogger(level, name, sink),
    lines: () => [...written],
    personalData: () =>
      written.flatMap((line) =>
        PERSONAL_DATA.filter(({ pattern }) => pattern.test(line)).map(({ kind }) => ({ kind, line })),
      ),
  };
}
