import type { ZipReply } from 'common';
import { isZip, DEFAULT_FORMAT_MESSAGES } from 'engine';
import { apiGet, SUCCESS, type Envelope } from 'ui/api/client.ts';
import { siblingPath } from './widgetPaths.ts';
import type { ZipFill } from './widgetOptions.ts';

/** A zip look-up's result: the place, a zip the server does not know (with its words), or no answer at all. */
export type ZipLookupOutcome =
  { kind: 'found'; place: ZipReply } | { kind: 'unknown'; message: string } | { kind: 'unavailable' };

/**
 * Reads the look-up's envelope. Only a refusal of the zip itself (400 or 404) says the zip is wrong; a network
 * failure (900), a rate limit or a server error says nothing about it, so the person is not told it is invalid.
 */
export function zipLookupOutcome(envelope: Envelope<ZipReply>): ZipLookupOutcome {
  if (envelope.status === SUCCESS && envelope.data) return { kind: 'found', place: envelope.data };
  if (envelope.status === 400 || envelope.status === 404) {
    return { kind: 'unknown', message: envelope.statusText || DEFAULT_FORMAT_MESSAGES.zip };
  }
  return { kind: 'unavailable' };
}

/** Looks a zip up on our server; a value that is not a zip is not sent. */
export async function lookUpZip(zip: string): Promise<ZipLookupOutcome> {
  if (!isZip(zip)) return { kind: 'unavailable' };
  return zipLookupOutcome(await apiGet<ZipReply>(`lookups/zip/${encodeURIComponent(zip)}`));
}

/** The values a found zip gives the fields `fill` names, keyed by their data paths beside `zipPath`. */
export function zipFillValues(place: ZipReply, fill: ZipFill, zipPath: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, field] of Object.entries(fill) as [keyof ZipFill, string][]) {
    values[siblingPath(zipPath, field)] = place[key];
  }
  return values;
}
