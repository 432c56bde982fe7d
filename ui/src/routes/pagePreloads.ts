/**
 * Hints for a navigation to another page: the build lists every page's scripts in page-preloads.json (ui/vite.config.ts)
 * instead of in the page loaders' own code, which every page's first download would carry. The list is fetched once
 * the first page is drawn (the server hinted that page's scripts itself), and a navigation hints the browser to fetch
 * all of the next page's scripts at once, as a `<link rel="modulepreload">` each, instead of one import after another.
 * Without the list (not fetched yet, or it failed) the page still loads, its scripts found as they are imported.
 */

/** The file name the build gives the list, next to index.html. */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

/**
 * Every page's scripts beyond what index.html loads: `files` once each, and per page key ('contact/ContactPage') the
 * indexes of its files.
 */
export interface PagePreloads {
  files: string[];
  pages: Record<string, number[]>;
}

let list: Promise<PagePreloads | undefined> | undefined;
// Whether the first page has been drawn: its own scripts were hinted by the server, and the list is not fetched
// before them.
let firstPageDrawn = false;

function pagePreloads(): Promise<PagePreloads | undefined> {
  list ??= fetch(`/${PAGE_PRELOADS_FILE}`)
    .then((reply) => (reply.ok ? (reply.json() as Promise<PagePreloads>) : Promise.reject(new Error(reply.statusText))))
    .catch(() => {
      // Asked again at the next navigation.
      list = undefined;
      return undefined;
    });
  return list;
}

/** The files of `key`'s page in `preloads` (none for a key the list does not have). */
export function pageFiles(preloads: PagePreloads, key: string): string[] {
  return (preloads.pages[key] ?? []).flatMap((index) => preloads.files[index] ?? []);
}

/** Hints the browser to fetch each of `files` the page does not already have or hint. */
export function hintModules(files: readonly string[], into: Document = document): void {
  const hinted = new Set(
    [...into.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  );
  const loaded = new Set(
    [...into.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.getAttribute('src')),
  );
  for (const file of files) {
    if (hinted.has(file) || loaded.has(file)) continue;
    const link = into.createElement('link');
    link.rel = 'modulepreload';
    // As the server's hints and module scripts are fetched (ui/vite.config.ts, server/src/http/pageMeta.ts).
    link.crossOrigin = '';
    link.href = file;
    into.head.append(link);
  }
}

/** Hints the scripts of `key`'s page ('contact/ContactPage') as its loader starts, on any page but the first. */
export function preloadPage(key: string): void {
  if (!firstPageDrawn) return;
  void pagePreloads().then((preloads) => {
    if (preloads) hintModules(pageFiles(preloads, key));
  });
}

/** Once a page is drawn: fetches the list when the browser is next idle, so the first navigation has it. */
export function pageDrawn(): void {
  if (firstPageDrawn) return;
  firstPageDrawn = true;
  const fetchList = () => void pagePreloads();
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fetchList, { timeout: 5_000 });
  else setTimeout(fetchList, 1_000);
}
