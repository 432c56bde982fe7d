import { apiFile } from 'ui/api/client.ts';

/**
 * The letter PDF (GET /api/pre/letter/:id/pdf) needs the session's bearer token, so it is fetched with it and handed
 * to the browser as an object URL: saved as a file, or shown in a new tab.
 */

const letterPath = (id: number) => `pre/letter/${id}/pdf`;

// Long enough for the browser to start the download or load the tab; the URL is then let go.
const KEEP_URL_MS = 60_000;

/** Saves the letter as a file; resolves with the server's message when it cannot (still being prepared). */
export async function downloadLetter(id: number, fileName: string): Promise<string | null> {
  const file = await apiFile(letterPath(id));
  if (!file.ok) return file.message;
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
  return null;
}

/**
 * Shows the letter in a new tab. The tab opens at once (inside the click, so no popup blocker stops it) and shows
 * the PDF when it arrives; when it cannot, the tab closes and the server's message is returned.
 */
export async function openLetterInNewTab(
  id: number,
  /** The staff area's session token; the borrower's when omitted. */
  asToken?: string | null,
): Promise<string | null> {
  const tab = window.open('', '_blank');
  const file = await apiFile(letterPath(id), asToken === undefined ? {} : { asToken });
  if (!file.ok) {
    tab?.close();
    return file.message;
  }
  const url = URL.createObjectURL(new Blob([file.blob], { type: 'application/pdf' }));
  if (tab) tab.location.href = url;
  else window.location.assign(url);
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
  return null;
}
