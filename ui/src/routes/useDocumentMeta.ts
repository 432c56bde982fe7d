import { useEffect } from 'react';
import { documentTitle } from './routeTable.ts';

/** The descriptions, once loaded: every later page sets its own at once. */
let descriptions: Readonly<Record<string, string>> | undefined;

function descriptionMeta(): HTMLMetaElement {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

/**
 * Sets the document title ('<Page title> | Harbor Oak Mortgage') and the meta description of the route's path
 * (routeDescriptions.ts). The server writes both into the page it answers with (server/src/http/pageMeta.ts) and
 * marks the description with its route, so the first page keeps it; the descriptions load with the first page the
 * app itself navigates to, not with the shell.
 */
export function useDocumentMeta(title: string, routePath: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
    const meta = descriptionMeta();
    if (meta.dataset.route === routePath) return;
    delete meta.dataset.route;
    if (descriptions) {
      meta.content = descriptions[routePath] ?? '';
      return;
    }
    let current = true;
    void import('./routeDescriptions.ts').then(({ ROUTE_DESCRIPTIONS }) => {
      descriptions = ROUTE_DESCRIPTIONS;
      if (current) meta.content = ROUTE_DESCRIPTIONS[routePath] ?? '';
    });
    return () => {
      current = false;
    };
  }, [title, routePath]);
}
