import { PROFILE_INCOMPLETE_STATUS } from '../session/accountStatus.ts';

/**
 * The q value as a path on this site, or null when it is not one: it must start with a single '/'
 * (not '//' or '/\\', which browsers read as another host) and hold no control characters.
 */
export function safeReturnPath(q: string | null | undefined): string | null {
  if (!q || !q.startsWith('/')) return null;
  if (q.startsWith('//') || q.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(q)) return null;
  return q;
}

/** Where a user goes after signing in: the safe q target, else /profile for status 3, else /dashboard. */
export function landingPath(status: number, returnTo: string | null | undefined): string {
  const target = safeReturnPath(returnTo);
  if (target) return target;
  return status === PROFILE_INCOMPLETE_STATUS ? '/profile' : '/dashboard';
}

/** The home address that opens the sign-in popup and returns to the given path afterwards (/?q=/dashboard). */
export function signInPathFor(path: string): string {
  return `/?q=${encodeURIComponent(path).replace(/%2F/gi, '/')}`;
}
