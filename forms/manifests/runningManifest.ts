/**
 * Where a running product keeps the 1003 manifest it runs on when that is not the one in this folder (a manifest
 * named by APPLICATION_MANIFEST_FILE): the server sets it before any module reads the manifest
 * (server/src/forms/runningManifest.ts) and puts it into the pages it serves, where the browser reads it. No import
 * here, so the server can set it first.
 */

/** The global the server sets with the manifest it read. */
export const RUNNING_MANIFEST_KEY = Symbol.for('lender.applicationManifest');

/** The id of the page's `<script type="application/json">` that carries it to the browser. */
export const RUNNING_MANIFEST_ELEMENT = 'application-manifest';

/** The manifest the server set, or the one its page carries; undefined when the product runs on this folder's. */
export function runningManifest(): unknown {
  const set = (globalThis as Record<symbol, unknown>)[RUNNING_MANIFEST_KEY];
  if (set !== undefined) return set;
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(RUNNING_MANIFEST_ELEMENT)?.textContent;
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}
