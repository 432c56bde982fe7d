import { readFileSync } from 'node:fs';
import { RUNNING_MANIFEST_KEY } from 'forms/manifests/runningManifest.ts';

/**
 * Imported first by the server's and the worker's entry points: when APPLICATION_MANIFEST_FILE names a manifest
 * (a copy of forms/manifests/application.json with stages added, reordered or renamed), the product runs on it,
 * set here before any module reads the manifest. The start-up checks it as it checks this folder's
 * (checkManifests.ts) and the pages get it from the server (staticUi.ts). A file that cannot be read or parsed
 * stops the start with its reason.
 */
const file = process.env.APPLICATION_MANIFEST_FILE;
if (file) {
  (globalThis as Record<symbol, unknown>)[RUNNING_MANIFEST_KEY] = JSON.parse(readFileSync(file, 'utf8')) as unknown;
}
