/** A job failure that retrying cannot fix (the record it points at is gone, its name is unknown): fail at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

const EMAIL_LIKE = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g;

/**
 * The error's message, fit for last_error and logs: no stack, e-mail addresses masked
 * (an SMTP rejection quotes the recipient), at most 500 characters.
 */
export function safeErrorMessage(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return message.replace(EMAIL_LIKE, '[address]').slice(0, 500);
}
