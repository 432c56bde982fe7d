import { createRequire } from 'node:module';
import { STATES } from './lookupLists.ts';

/** Where a zip code is: city, USPS state code and the state's name. */
export interface ZipPlace {
  city: string;
  state: string;
  stateName: string;
}

interface ZipcodesRow {
  zip: string;
  city: string;
  state: string;
  country: string;
}

// The zipcodes package is CommonJS data (about 5 MB of source): loaded on the first look-up, not at start.
const loadCommonJs = createRequire(import.meta.url);
const ZIP_DATA_MODULE = 'zipcodes/lib/codes.js';
const STATE_NAMES = new Map(STATES.map((state) => [state.value, state.text]));

let places: Map<string, ZipPlace> | undefined;

/**
 * Reads the data set into a Map of 5-digit zips, keeping only places in our states list (50 states, DC and the
 * five territories): military (AA, AE, AP) and freely associated states' zips are not property addresses.
 */
function loadPlaces(): Map<string, ZipPlace> {
  const { codes } = loadCommonJs(ZIP_DATA_MODULE) as { codes: Record<string, ZipcodesRow> };
  const loaded = new Map<string, ZipPlace>();
  for (const [zip, row] of Object.entries(codes)) {
    const stateName = STATE_NAMES.get(row.state);
    if (!/^\d{5}$/.test(zip) || row.country !== 'US' || !stateName) continue;
    loaded.set(zip, { city: row.city, state: row.state, stateName });
  }
  // Our Map holds all we need; let the module's object go.
  delete loadCommonJs.cache[loadCommonJs.resolve(ZIP_DATA_MODULE)];
  return loaded;
}

/** The 5-digit zip of '12345' or '12345-6789' (spaces around allowed); undefined for anything else. */
export function normalizeZip(input: string): string | undefined {
  return /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(input)?.[1];
}

/** City and state of a US zip code ('12345' or ZIP+4) from the offline data set; undefined when unknown. */
export function lookupZip(zip: string): ZipPlace | undefined {
  const five = normalizeZip(zip);
  if (!five) return undefined;
  places ??= loadPlaces();
  return places.get(five);
}
