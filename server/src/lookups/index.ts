export { LOOKUP_LISTS, STATES, lookupTypeFromName, type LookupList, type LookupOption } from './lookupLists.ts';
export { loadLookupOptions, loadLookupRows, type LookupRow } from './lookupOptions.ts';
export { seedLookups } from './seedLookups.ts';
export { lookupZip, normalizeZip, type ZipPlace } from './zipCodes.ts';
