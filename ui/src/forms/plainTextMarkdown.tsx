import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx's `Markdown` in the product build (ui/vite.config.ts aliases `markdown-to-jsx/react`
 * here): @rjsf/core imports it for descriptions and help written in Markdown (`ui:enableMarkdownInDescription`,
 * which no definition of ours uses; the theme draws descriptions as text) and for its own error notes. Drawing the
 * text as it is keeps some 30 KB (gzip) of Markdown parser out of every form page's first load.
 */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <span>{children}</span>;
}
