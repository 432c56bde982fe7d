/** The signed-in user as kept in sessionStorage under the spec's key 'user'. */
export interface SessionUser {
  _id: string | number;
  name: string;
}

/** Everything kept for a signed-in session. */
export interface StoredSession {
  token: string;
  user: SessionUser;
  status: number;
}

/** The spec's storage keys (part 1 §3). */
export const SESSION_KEYS = { token: 'userToken', user: 'user', status: 'status' } as const;
/** localStorage key of the remembered sign-in e-mail. */
export const REMEMBER_KEY = 'login';

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (typeof record._id === 'string' || typeof record._id === 'number') && typeof record.name === 'string';
}

/** Reads the stored session, or null when there is none or it is unreadable. */
export function readStoredSession(): StoredSession | null {
  try {
    const token = sessionStorage.getItem(SESSION_KEYS.token);
    const userText = sessionStorage.getItem(SESSION_KEYS.user);
    const status = Number(sessionStorage.getItem(SESSION_KEYS.status));
    if (!token || !userText || !Number.isFinite(status)) return null;
    const user: unknown = JSON.parse(userText);
    return isSessionUser(user) ? { token, user: { _id: user._id, name: user.name }, status } : null;
  } catch {
    return null;
  }
}

/** Stores a session under the spec's keys. */
export function writeStoredSession(session: StoredSession): void {
  sessionStorage.setItem(SESSION_KEYS.token, session.token);
  sessionStorage.setItem(SESSION_KEYS.user, JSON.stringify(session.user));
  sessionStorage.setItem(SESSION_KEYS.status, String(session.status));
}

/** Removes user, userToken and status. */
export function clearStoredSession(): void {
  for (const key of Object.values(SESSION_KEYS)) sessionStorage.removeItem(key);
}

/** The e-mail the user asked us to remember on this device, if any. */
export function rememberedEmail(): string {
  try {
    return localStorage.getItem(REMEMBER_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Remembers (or forgets, when email is null) the sign-in e-mail on this device. */
export function rememberEmail(email: string | null): void {
  try {
    if (email) localStorage.setItem(REMEMBER_KEY, email);
    else localStorage.removeItem(REMEMBER_KEY);
  } catch {
    // Storage can be disabled; remembering is a convenience only.
  }
}
