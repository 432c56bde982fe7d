/**
 * The 1003's stage pages as the app shell routes them: each stage's page and page title. The shell imports this
 * module, not index.ts, so the first load of `/` carries these few words and not the whole manifest (its people
 * model, prefills, facts and actions load with the pages that read them). They are the running manifest's when the
 * server runs on another one (APPLICATION_MANIFEST_FILE), else forms/generated/stagePages.json, which
 * forms/generateStagePages.ts writes from application.json (forms/generated.test.ts fails while it is stale).
 */
import type { ApplicationManifest } from 'engine';
import generated from '../generated/stagePages.json' with { type: 'json' };
import { runningManifest } from './runningManifest.ts';

/** One stage's page: its route and the start of its document title. */
export interface StagePage {
  route: string;
  pageTitle: string;
}

/** The stage pages of a manifest, in its order. */
export function stagePagesOf(manifest: Pick<ApplicationManifest, 'stages'>): StagePage[] {
  return manifest.stages.map(({ route, pageTitle }) => ({ route, pageTitle }));
}

const running = runningManifest() as ApplicationManifest | undefined;

/** The stage pages of the manifest the product runs on, in order. */
export const STAGE_PAGES: readonly StagePage[] = running ? stagePagesOf(running) : generated;
