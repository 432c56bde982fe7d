import { useEffect } from 'react';
import { documentTitle } from './routeTable.ts';

/** Sets the document title ('<Page title> | Harbor Oak Mortgage') and the meta description. */
export function useDocumentMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
