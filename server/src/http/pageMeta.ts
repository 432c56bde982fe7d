import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { publishedValidatorPath } from 'common';
import { lookupListPath } from 'engine';

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
  /** The built files the route's page loads beyond index.html's own (scripts, then styles), as /assets/… paths. */
  preload?: readonly string[];
  /** The form definitions the page draws as it opens. */
  forms?: readonly string[];
  /** Per form of `forms`, per version the build carries validators for: the files of those validators. */
  validators?: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
}

/** A form a route draws as it opens, at the version served now. */
export interface LiveForm {
  formId: string;
  version: number;
  /** The lookup types the version binds: the page asks for their lists once it has the definition. */
  lookupTypes?: readonly number[];
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
 * The hints that let the browser fetch what the route's page needs while it still runs the app's first script,
 * instead of one after the other: the page's scripts and styles, and for each form it draws the definition served
 * now (GET /api/forms/:formId) and that version's validators (the build's files, or the server's module for a
 * version published after the build). Each hint matches the request the app makes later (same address, mode and
 * credentials), so the browser uses what it fetched.
 */
export function routeHints(meta: RouteMeta, forms: readonly LiveForm[] = []): string[] {
  const files = new Set<string>(meta.preload ?? []);
  const data: string[] = [];
  for (const { formId, version, lookupTypes = [] } of forms) {
    data.push(`/api/forms/${encodeURIComponent(formId)}`);
    // The address the page asks them at (ui/src/forms/lookupQueries.ts).
    if (lookupTypes.length > 0) data.push(`/api/${lookupListPath(lookupTypes)}`);
    const built = meta.validators?.[formId]?.[String(version)];
    if (built) built.forEach((file) => files.add(file));
    else files.add(publishedValidatorPath(formId, version));
  }
  return [
    ...[...files].map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="${escapeHtml(file)}" />`
        : `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`,
    ),
    ...data.map((address) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(address)}" />`),
  ];
}

/**
 * index.html with the route's title and description, and its hints (routeHints) at the end of the head. The
 * description's meta names the route it was written for (data-route), which tells the app that the first page's
 * description is already in place.
 */
export function withRouteMeta(indexHtml: string, meta: RouteMeta | undefined, forms: readonly LiveForm[] = []): string {
  if (!meta) return indexHtml;
  const description = `<meta name="description" content="${escapeHtml(meta.description)}" data-route="${escapeHtml(meta.path)}" />`;
  const hints = routeHints(meta, forms);
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/, () => description)
    .replace('</head>', () => (hints.length ? `${hints.join('\n    ')}\n  </head>` : '</head>'));
}
