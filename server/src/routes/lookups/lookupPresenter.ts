import type { ZipReply } from 'common';
import type { LookupRow } from 'server/lookups/lookupOptions.ts';
import type { ZipPlace } from 'server/lookups/zipCodes.ts';

/** A lookup row as clients receive it: id, type, value, text (part 2 §7.1). */
export function presentLookupRow(row: LookupRow): LookupRow {
  return { id: row.id, type: row.type, value: row.value, text: row.text };
}

/** A zip look-up reply: the 5-digit zip, city, USPS state code, state name and country. */
export function presentZip(zip: string, place: ZipPlace): ZipReply {
  return { zip, city: place.city, state: place.state, stateName: place.stateName, country: 'US' };
}
