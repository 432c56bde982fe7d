import type { PDFFont } from 'pdf-lib';

/**
 * Text for the PDFs we draw with pdf-lib's standard fonts (WinAnsi): what those fonts can draw, and lines that fit.
 */

/**
 * Text the standard PDF fonts can draw: accents folded to their letters, typographic dashes and quotes as their plain
 * ones (a definition's 'Assets – Bank Accounts' keeps its dash), anything else left out.
 */
export function drawable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\x20-\x7E]/g, '');
}

/** Lines of at most `width` points (a word longer than the width is cut where it no longer fits). */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  for (const word of drawable(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (fits(next)) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}
