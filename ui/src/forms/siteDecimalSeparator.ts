/**
 * The decimal separator the forms read and show numbers with: the site's, US English's '.', whatever language the
 * browser prefers (docs/decisions.md, "Numbers in the forms"). The build hands it to @rjsf/utils in place of its
 * getDecimalSeparator (ui/vite.config.ts), which follows `navigator.languages` and makes an Intl.NumberFormat each
 * time a number field is drawn or read: on a phone the page's first one, which loads the browser's number data,
 * was the largest single cost of drawing a form.
 */
export function siteDecimalSeparator(): string {
  return '.';
}
