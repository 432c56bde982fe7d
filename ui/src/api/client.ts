/** Status of a successful call (spec decision 1). */
export const SUCCESS = 100;
/** Status the client reports when the network or the client failed. */
export const CLIENT_FAILURE = 900;

/** The reply envelope of every API call. */
export interface Envelope<T = unknown> {
  status: number;
  statusText: string;
  data: T | null;
  errors: string[];
  [extra: string]: unknown;
}

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

/**
 * Calls /api/{path} and returns the envelope. Never throws: a network failure or an unreadable
 * reply becomes status 900 with the error text as statusText.
 */
export async function apiRequest<T = unknown>(method: string, path: string, body?: unknown): Promise<Envelope<T>> {
  const token = storedToken();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    const response = await fetch(`/api/${path.replace(/^\//, '')}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (response.status === 401 && token) unauthorizedListeners.forEach((listener) => listener());
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

/** GET helper. */
export const apiGet = <T>(path: string) => apiRequest<T>('GET', path);
/** POST helper. */
export const apiPost = <T>(path: string, body: unknown) => apiRequest<T>('POST', path, body);
