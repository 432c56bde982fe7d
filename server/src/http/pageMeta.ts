import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The document title and meta description of each client route, as the UI build writes them (route-meta.json next to
 * index.html, from ui/src/routes/routeTable.ts and routeDescriptions.ts). The server puts them into the index.html it
 * answers with, so a search engine or a link preview reads the page's own title and description without running
 * the app, and the app's first page need not download the descriptions.
 */
export interface RouteMeta {
  /** React Router path pattern ('/docview/:id'), or '*' for any path that is no route. */
  path: string;
  /** The whole document title ('Contact Us | Harbor Oak Mortgage'). */
  title: string;
  description: string;
}

/** The path of the not-found page's meta: any path that is no route. */
export const NOT_A_ROUTE = '*';

/** The file the UI build writes into its output folder. */
export const ROUTE_META_FILE = 'route-meta.json';

/** The routes' meta of a built UI, or none when the build has no route-meta.json (a hand-made fixture). */
export function loadRouteMeta(uiDir: string): readonly RouteMeta[] {
  const file = path.join(uiDir, ROUTE_META_FILE);
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')) as RouteMeta[];
}

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  if (pattern === '/') return pathname === '/';
  return (
    want.length === have.length && want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]))
  );
}

/** The meta of the route a path opens: its own, else the not-found page's ('*'), else none. */
export function routeMetaFor(routes: readonly RouteMeta[], pathname: string): RouteMeta | undefined {
  return (
    routes.find((r) => r.path !== NOT_A_ROUTE && matches(r.path, pathname)) ??
    routes.find((r) => r.path === NOT_A_ROUTE)
  );
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * index.html with the route's title and description. The description's meta names the route it was written for
 * (data-route), which tells the app that the first page's description is already in place.
 */
export function withRouteMeta(indexHtml: string, meta: RouteMeta | undefined): string {
  if (!meta) return indexHtml;
  const description = `<meta name="description" content="${escapeHtml(meta.description)}" data-route="${escapeHtml(meta.path)}" />`;
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/, () => description);
}
