import { apiFile } from 'ui/api/client.ts';

/**
 * An application's files (GET eloan/pdf/{id} and GET eloan/mismo/{id}) need the session's bearer token, so they are
 * fetched with it and handed to the browser as a download. The borrower's copies mask personal numbers; staff (with
 * their own token) get the lender's.
 */

/** Which file: the application PDF, or the lender file (MISMO 3.4, 'Fannie Mae file download'). */
export type ApplicationFileKind = 'pdf' | 'mismo';

// Long enough for the browser to start the download; the URL is then let go.
const KEEP_URL_MS = 60_000;

/** The file's name as saved. */
export function applicationFileName(kind: ApplicationFileKind, refNumber: string): string {
  return kind === 'pdf' ? `loan-application-${refNumber}.pdf` : `loan-application-${refNumber}-mismo-3.4.xml`;
}

/** Saves the file; resolves with the server's message when it cannot (a PDF still being made, not submitted yet). */
export async function downloadApplicationFile(
  kind: ApplicationFileKind,
  id: number,
  refNumber: string,
  asToken?: string | null,
): Promise<string | null> {
  const file = await apiFile(`eloan/${kind}/${id}`, asToken === undefined ? {} : { asToken });
  if (!file.ok) return file.message;
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = applicationFileName(kind, refNumber);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
  return null;
}
