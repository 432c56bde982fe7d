/** Status the spec uses for success in every reply envelope. */
export const SUCCESS = 100;

/** The reply envelope of every API call (spec decision 1). */
export interface Envelope<T = unknown> {
  status: number;
  statusText: string;
  data: T | null;
  errors: string[];
}

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
  ) {
    super(statusText);
    this.name = 'ApiError';
  }
}

/** 400 with the spec's message and the failing field names. */
export const badRequest = (statusText: string, errors: string[] = []) => new ApiError(400, statusText, errors);
/** 401: no valid session. */
export const unauthorized = (statusText = 'Please sign in to continue.') => new ApiError(401, statusText);
/** 403: signed in but not allowed. */
export const forbidden = (statusText = 'You do not have access to this.') => new ApiError(403, statusText);
/** 404: nothing there, or nothing the caller may see. */
export const notFound = (statusText = 'Not found.') => new ApiError(404, statusText);
/** 429: rate limited. */
export const tooManyRequests = (statusText = 'Too many attempts. Please wait a few minutes and try again.') =>
  new ApiError(429, statusText);
