import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';

export type { Logger };

/** Structured JSON logs; credentials and personal fields are redacted wherever they appear. */
export function createLogger(level: Config['logLevel'], name = 'server'): Logger {
  return pino({
    name,
    level,
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
  });
}
