/**
 * Writes forms/generated/stagePages.json: the 1003's stage pages (route and page title, in order) from the
 * manifest (manifests/application.json), which the app shell routes by without loading the whole manifest
 * (manifests/stagePages.ts). Run `npm run forms:generate`; forms/generated.test.ts fails while it is stale.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApplicationManifest } from 'engine';
import application from './manifests/application.json' with { type: 'json' };
import { stagePagesOf } from './manifests/stagePages.ts';

/** The generated file. */
export const STAGE_PAGES_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'generated', 'stagePages.json');

/** What the generated file holds for the manifest in this folder. */
export function stagePagesSource(): string {
  return `${JSON.stringify(stagePagesOf(application as ApplicationManifest), null, 2)}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(STAGE_PAGES_FILE, stagePagesSource());
}
