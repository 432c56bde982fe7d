import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';
import { LENDER } from 'common';
import { APPLICATION_MANIFEST, MANIFEST_OVERRIDE } from 'forms/manifests/index.ts';
import { RUNNING_MANIFEST_ELEMENT } from 'forms/manifests/runningManifest.ts';
import { isApiPath, type AppState } from './context.ts';
import { loadRouteMeta, NOT_A_ROUTE, routeMetaFor, withRouteMeta, type LiveForm, type RouteMeta } from './pageMeta.ts';

/**
 * The 1003's stage pages as the running manifest has them (a stage it adds has no entry in the build's meta), with
 * the files of the stage page the build lists for its stages (one page draws them all).
 */
function stageMeta(built: readonly RouteMeta[]): RouteMeta[] {
  const routes = new Set(APPLICATION_MANIFEST.stages.map((stage) => stage.route));
  const preload = built.find((meta) => routes.has(meta.path) && meta.preload)?.preload;
  return APPLICATION_MANIFEST.stages.map((stage) => ({
    path: stage.route,
    title: `${stage.pageTitle} | ${LENDER.name}`,
    description: stage.description,
    ...(preload ? { preload } : {}),
  }));
}

/**
 * index.html carrying the manifest the server runs on when it is not the build's (APPLICATION_MANIFEST_FILE), as
 * JSON the page reads before its first module needs it (forms/manifests/runningManifest.ts); unchanged otherwise.
 */
function withRunningManifest(indexHtml: string): string {
  if (!MANIFEST_OVERRIDE) return indexHtml;
  // JSON in a script element: '<' escaped so no value can close the element.
  const json = JSON.stringify(MANIFEST_OVERRIDE).replace(/</g, '\\u003c');
  const script = `<script type="application/json" id="${RUNNING_MANIFEST_ELEMENT}">${json}</script>`;
  return indexHtml.replace('</head>', () => `${script}</head>`);
}

/**
 * Serves the built UI; any other GET that wants HTML gets index.html so client routes work on reload, with the
 * route's own title and meta description and its hints (pageMeta.ts; `liveForms` names the versions of the forms
 * a route draws that are served now), and 404 for a path no route has. Hashed assets are cached
 * for a year, index.html never.
 */
export function staticUi(
  uiDir: string,
  liveForms: (formIds: readonly string[]) => Promise<LiveForm[]> = async () => [],
): Middleware<AppState> {
  const indexFile = path.join(uiDir, 'index.html');
  const files = serve(uiDir, {
    index: false,
    maxage: 365 * 24 * 3600 * 1000,
    immutable: true,
    gzip: true,
    brotli: true,
    setHeaders: (res, filePath) => {
      // The build wrote Brotli and gzip copies (scripts/precompress.ts, run by the UI's build): which one is sent depends on Accept-Encoding.
      res.setHeader('Vary', 'Accept-Encoding');
      if (!filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'no-cache');
    },
  }) as unknown as Middleware<AppState>;
  // The forms' versions served now, for the hints; without them (a database that does not answer) the page still
  // works, only without those hints.
  const hintedForms = (formIds: readonly string[]) => liveForms(formIds).catch(() => []);
  let indexHtml: string | undefined;
  let routeMeta: readonly RouteMeta[] = [];
  return async (ctx, next) => {
    if (isApiPath(ctx.path)) return next();
    // Source maps are built for our own debugging (vite's 'hidden' maps) and never served.
    if (ctx.path.endsWith('.map')) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    await files(ctx, next);
    if (ctx.body !== undefined || ctx.status !== 404) return;
    if (!ctx.accepts('html') || path.extname(ctx.path) !== '') return;
    if (indexHtml === undefined && existsSync(indexFile)) {
      indexHtml = withRunningManifest(readFileSync(indexFile, 'utf8'));
      const built = loadRouteMeta(uiDir);
      routeMeta = [...stageMeta(built), ...built];
    }
    if (indexHtml === undefined) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The user interface has not been built yet: run npm run build, then start again.';
      return;
    }
    const meta = routeMetaFor(routeMeta, ctx.path);
    // A path no route has still gets the app (it shows Page not found), with the status that says so to crawlers.
    ctx.status = meta?.path === NOT_A_ROUTE ? 404 : 200;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = withRouteMeta(indexHtml, meta, meta?.forms?.length ? await hintedForms(meta.forms) : []);
  };
}
