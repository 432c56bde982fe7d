/** The replies of the look-up calls (server/src/routes/lookups), read by the browser's fields and popups. Types only. */

/** What GET /api/lookups/zip/:zip answers for a known zip (spec decision 8). */
export interface ZipReply {
  zip: string;
  city: string;
  /** USPS code, e.g. 'FL'. */
  state: string;
  stateName: string;
  country: 'US';
}
