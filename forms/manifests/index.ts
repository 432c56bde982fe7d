/**
 * The application manifests: the 1003's stages as data (application.json) and the short application's
 * (application-short.json), typed by the engine. The browser imports this module alone (not forms/index.ts, which
 * carries every definition); the server checks both at start-up (server/src/forms/checkManifests.ts).
 */
import type { ApplicationManifest, SingleFormManifest } from 'engine';
import application from './application.json' with { type: 'json' };
import applicationShort from './application-short.json' with { type: 'json' };
import { runningManifest } from './runningManifest.ts';

/**
 * The manifest the product runs on in place of application.json, when the server was given one
 * (APPLICATION_MANIFEST_FILE; checked at start-up like this folder's); undefined otherwise.
 */
export const MANIFEST_OVERRIDE = runningManifest() as ApplicationManifest | undefined;

/** The full application (the 1003): its stages in order. */
export const APPLICATION_MANIFEST = MANIFEST_OVERRIDE ?? (application as ApplicationManifest);

/** The short application: one page. */
export const SHORT_APPLICATION_MANIFEST: SingleFormManifest = applicationShort;
