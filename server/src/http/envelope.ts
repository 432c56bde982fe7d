import type { Envelope, FieldProblem } from 'common';

/** Status the spec uses for success in every reply envelope. */
export const SUCCESS = 100;

export type { Envelope, FieldProblem };

/** Builds a success envelope. */
export function success<T>(data: T, statusText = 'Success'): Envelope<T> {
  return { status: SUCCESS, statusText, data, errors: [] };
}

/**
 * An error a client may see: its message goes to statusText, the failing field names to errors.
 * The envelope status mirrors the HTTP status, so it is never 100.
 */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly statusText: string,
    readonly errors: string[] = [],
    readonly fieldErrors: FieldProblem[] = [],
  ) {
    super(statusText);
    this.name = 'ApiError';
  }
}

/**
 * 503: something the reply needs (the database, the file store) is away for a while, and the same request may simply
 * be sent again: the reply's Retry-After says after how many seconds.
 */
export class UnavailableError extends ApiError {
  constructor(
    statusText: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, statusText);
    this.name = 'UnavailableError';
  }
}

/** The top-level field a data path belongs to (`residences.0.city` → `residences`). */
const fieldOf = (path: string) => path.split('.')[0] ?? path;

/**
 * 400 with the spec's message and the failing fields: their names, or their problems (path and message), from which
 * the names are taken.
 */
export function badRequest(statusText: string, errors: string[] | FieldProblem[] = []): ApiError {
  const problems = errors.filter((error): error is FieldProblem => typeof error !== 'string');
  const names =
    problems.length > 0
      ? [...new Set(problems.map((problem) => fieldOf(problem.path)))]
      : errors.filter((error): error is string => typeof error === 'string');
  return new ApiError(400, statusText, names, problems);
}
/** 401: no valid session. */
export const unauthorized = (statusText = 'Please sign in to continue.') => new ApiError(401, statusText);
/** 403: signed in but not allowed. */
export const forbidden = (statusText = 'You do not have access to this.') => new ApiError(403, statusText);
/** 404: nothing there, or nothing the caller may see. */
export const notFound = (statusText = 'Not found.') => new ApiError(404, statusText);
/** 429: rate limited. */
export const tooManyRequests = (statusText = 'Too many attempts. Please wait a few minutes and try again.') =>
  new ApiError(429, statusText);
