import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';

export type { Logger };

/**
 * What a log may say about an error: facts that name the fault, never the data it was about. Database errors carry
 * the query's parameters and a copy of the failing row in their message and detail; other errors may quote input.
 * So messages are logged only for errors that promise theirs hold no personal data (`safeForLogs`).
 */
export interface ErrorFacts {
  /** The error's class name (`DatabaseError`, `TypeError`, `ApiError`). */
  type: string;
  /** A machine code: PostgreSQL's SQLSTATE (`23505`), Node's (`ECONNREFUSED`, `Z_DATA_ERROR`). */
  code?: string;
  /** The database constraint, table, column and routine a database error names. */
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  /** An HTTP status the error carries. */
  status?: number;
  /** Only from errors marked `safeForLogs`. */
  message?: string;
  /** Where it was thrown: the stack's frames, without the message line. */
  frames?: string;
  cause?: ErrorFacts;
}

const TEXT_FIELDS = ['code', 'constraint', 'table', 'column', 'routine'] as const;
// Identifiers, not data: a code or a name of a table, column, constraint or routine.
const IDENTIFIER = /^[\w.$-]{1,128}$/;

/** The loggable facts of any thrown value (see ErrorFacts); follows `cause` three levels deep. */
export function describeError(error: unknown, depth = 0): ErrorFacts {
  if (typeof error !== 'object' || error === null) return { type: typeof error };
  const record = error as Record<string, unknown>;
  const facts: ErrorFacts = { type: error.constructor?.name || 'Object' };
  for (const field of TEXT_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && IDENTIFIER.test(value)) facts[field] = value;
    else if (typeof value === 'number' && field === 'code') facts.code = String(value);
  }
  if (typeof record.status === 'number') facts.status = record.status;
  if (record.safeForLogs === true && typeof record.message === 'string') facts.message = record.message.slice(0, 500);
  if (typeof record.stack === 'string') {
    const frames = record.stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .slice(0, 12)
      .join('\n');
    if (frames) facts.frames = frames;
  }
  if (record.cause !== undefined && depth < 3) facts.cause = describeError(record.cause, depth + 1);
  return facts;
}

/**
 * Structured JSON logs. Errors logged under `err` or `error` are reduced to their ErrorFacts (an allow-list), and
 * credentials and personal fields are redacted wherever they appear.
 */
export function createLogger(level: Config['logLevel'], name = 'server', destination?: pino.DestinationStream): Logger {
  return pino(
    {
      name,
      level,
      serializers: { err: (error: unknown) => describeError(error), error: (error: unknown) => describeError(error) },
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.otp',
          '*.email',
          '*.ssn',
          '*.taxIdentificationIdentifier',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
