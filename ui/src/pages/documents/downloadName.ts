/**
 * The name a downloaded document is saved under: what the page calls it ("Pay Stubs (version 1)"), without the
 * characters file systems refuse, and the stored file's extension (the stored name itself is a random one).
 */
export function downloadName(title: string, storedName: string): string {
  const extension = /\.[a-z0-9]{1,5}$/i.exec(storedName)?.[0].toLowerCase() ?? '';
  const base = title
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[. ]+$/, '');
  return `${base || 'document'}${extension}`;
}
