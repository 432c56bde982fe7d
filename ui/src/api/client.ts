import type { Envelope as ApiEnvelope } from 'common';

/** Status of a successful call (spec decision 1). */
export const SUCCESS = 100;
/** Status the client reports when the network or the client failed. */
export const CLIENT_FAILURE = 900;

/** The reply envelope of every API call (common/apiReplies.ts), with any extra the call adds (a token). */
export type Envelope<T = unknown> = ApiEnvelope<T> & { [extra: string]: unknown };

const TOKEN_KEY = 'userToken';

/** The bearer token of the signed-in user, if any (kept in sessionStorage as the spec's userToken). */
export function storedToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Listeners told when the server rejects the stored session (401), so the app can sign out. */
const unauthorizedListeners = new Set<() => void>();

/** Registers a listener for rejected sessions; returns its removal. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The session header of a call: another session's token (the staff area's) or, when omitted, the stored one. */
function authHeaders(asToken?: string | null): Record<string, string> {
  const token = asToken === undefined ? storedToken() : asToken;
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** How often a read refused for an outage (503) is sent again by itself, and the longest wait it takes for one. */
export const UNAVAILABLE_RETRIES = 2;
const LONGEST_RETRY_WAIT_MS = 10_000;

/**
 * How long to wait before sending a read again after a 503: the reply's Retry-After (seconds), at most 10 s; 1 s if
 * it gives none it can be read as.
 */
export function retryWaitMs(retryAfter: string | null): number {
  const seconds = Number(retryAfter);
  return Number.isFinite(seconds) && seconds >= 0 && retryAfter !== null && retryAfter.trim() !== ''
    ? Math.min(seconds * 1000, LONGEST_RETRY_WAIT_MS)
    : 1000;
}

/**
 * One fetch of /api/{path}. A read (GET) the server refused because a service it needs is briefly down (503) is sent
 * again after the reply's Retry-After, twice at most, so a page rides out a short outage without its reader doing
 * anything; a write is not, since the page says what happened and its reader sends it again (a stage save sent
 * twice is refused as stale, but a message sent twice would be sent twice).
 */
async function fetchApi(path: string, init: RequestInit): Promise<Response> {
  const url = `/api/${path.replace(/^\//, '')}`;
  for (let retries = 0; ; retries += 1) {
    const response = await fetch(url, init);
    if (response.status !== 503 || init.method !== 'GET' || retries >= UNAVAILABLE_RETRIES) return response;
    const wait = retryWaitMs(response.headers.get('retry-after'));
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/**
 * Sends one call to /api/{path} and returns the envelope. Never throws: a network failure or an unreadable reply
 * becomes status 900 with the error text as statusText. A refused stored session (401) tells the listeners.
 */
async function send<T>(
  method: string,
  path: string,
  body: BodyInit | undefined,
  headers: Record<string, string>,
  asToken?: string | null,
): Promise<Envelope<T>> {
  const auth = authHeaders(asToken);
  try {
    const response = await fetchApi(path, {
      method,
      headers: { accept: 'application/json', ...headers, ...auth },
      body,
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (response.status === 401 && auth.authorization && asToken === undefined)
      unauthorizedListeners.forEach((l) => l());
    return { ...envelope, errors: envelope.errors ?? [] };
  } catch (error) {
    return {
      status: CLIENT_FAILURE,
      statusText: error instanceof Error ? error.message : 'The request failed.',
      data: null,
      errors: [],
    };
  }
}

/** Calls /api/{path} with a JSON body (if any) and returns the envelope; never throws (see send). */
export function apiRequest<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  /** Another session's token (the staff area's); the borrower's stored one when omitted. */
  asToken?: string | null,
): Promise<Envelope<T>> {
  return body === undefined
    ? send<T>(method, path, undefined, {}, asToken)
    : send<T>(method, path, JSON.stringify(body), { 'content-type': 'application/json' }, asToken);
}

/** GET helper. */
export const apiGet = <T>(path: string) => apiRequest<T>('GET', path);
/** POST helper. */
export const apiPost = <T>(path: string, body: unknown) => apiRequest<T>('POST', path, body);

/**
 * Sends one file to /api/{path} as multipart/form-data (the file in the part named `file`, after the text fields),
 * and returns the envelope; like apiRequest, it never throws.
 */
export function apiUpload<T = unknown>(
  path: string,
  file: File,
  fields: Record<string, string> = {},
): Promise<Envelope<T>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  return send<T>('POST', path, form, {});
}

/** How a stored file is asked for: GET by default; a POST sends a JSON body; another session's token if given. */
export interface FileRequest {
  method?: 'GET' | 'POST';
  body?: unknown;
  asToken?: string | null;
}

/** A stored file fetched with the session (GET /api/{path}, or as asked): its bytes, or the server's message. */
export async function apiFile(
  path: string,
  request: FileRequest = {},
): Promise<{ ok: true; blob: Blob } | { ok: false; message: string }> {
  try {
    const json: Record<string, string> = request.body === undefined ? {} : { 'content-type': 'application/json' };
    const response = await fetchApi(path, {
      method: request.method ?? 'GET',
      headers: { ...json, ...authHeaders(request.asToken) },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    if (response.ok) return { ok: true, blob: await response.blob() };
    const envelope = (await response.json().catch(() => null)) as Envelope | null;
    return { ok: false, message: envelope?.statusText || 'The file could not be opened.' };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : 'The file could not be opened.' };
  }
}
