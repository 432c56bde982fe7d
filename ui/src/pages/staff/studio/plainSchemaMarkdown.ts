/**
 * What codemirror-json-schema's hover, completion and lint messages are drawn with in the built app, in place of its
 * own renderer (markdown-it with shiki, which loads a WebAssembly highlighter the Content Security Policy refuses and
 * adds a large grammar to the studio's bundle): the text escaped, `code` spans kept, line breaks kept. ui/vite.config.ts
 * points the package's `../utils/markdown` import here.
 */

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** HTML of a message: escaped text (it is set as innerHTML), with its `code` spans as <code> and its line breaks. */
export function renderMarkdown(markdown: string, inline = true): string {
  const html = markdown
    .replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character)
    .replace(/`([^`\n]+)`/g, '<code>$1</code>');
  return inline ? html.replace(/\n/g, '<br>') : `<p>${html.replace(/\n{2,}/g, '</p><p>').replace(/\n/g, '<br>')}</p>`;
}
