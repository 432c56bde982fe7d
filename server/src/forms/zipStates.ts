import {
  bindRows,
  deletedRowPaths,
  insideDeletedRows,
  fieldPathsOf,
  messageKeyOf,
  rowsOf,
  topLevelFieldOf,
  uiOfField,
  valueAt,
  ZIP_STATE_MESSAGE,
  type FieldError,
  type FormDefinition,
} from 'engine';
import { lookupZip } from '../lookups/zipCodes.ts';

/**
 * A zip code and the state beside it agree: a definition's zip field that fills a state field (`ui:options.fill`'s
 * `state`, the look-up the page makes when the zip is left) names the pair, and a known zip whose state is not the
 * one given is refused at the zip, saying which state the zip is in. The page fills the state from the zip, but the
 * state can be chosen again after it, and a typed zip changed without leaving it is never looked up: an address the
 * lender cannot use (nor the lender file's checks accept). An unknown zip is left alone (the offline data set may
 * lack a new one; the page already warns). Server only: the data set does not go to the browser.
 */

/** A zip field and the state field it fills, as patterns (`*` for rows). */
interface ZipStatePair {
  zip: string;
  state: string;
}

const pairsCache = new WeakMap<FormDefinition, ZipStatePair[]>();

/** The zip fields of a definition that fill a state field beside them. */
function zipStatePairsOf(definition: FormDefinition): ZipStatePair[] {
  let pairs = pairsCache.get(definition);
  if (!pairs) {
    pairs = fieldPathsOf(definition.schema, definition.uiSchema).flatMap((zip) => {
      const ui = uiOfField(definition.uiSchema, zip) as { 'ui:options'?: { fill?: { state?: unknown } } } | undefined;
      const state = ui?.['ui:options']?.fill?.state;
      if (typeof state !== 'string' || state === '') return [];
      const parent = zip.includes('.') ? zip.slice(0, zip.lastIndexOf('.') + 1) : '';
      return [{ zip, state: `${parent}${state}` }];
    });
    pairsCache.set(definition, pairs);
  }
  return pairs;
}

/** A zip's error, with the path of the state it disagrees with. */
export interface ZipStateError extends FieldError {
  statePath: string;
}

/**
 * The errors of zips whose state is not the one given beside them, one at each zip (`inScope` leaves out the paths
 * a scoped validation does not cover); none for a definition without such pairs.
 */
export function zipStateErrors(
  definition: FormDefinition,
  data: unknown,
  inScope: (path: string) => boolean = () => true,
): ZipStateError[] {
  const pairs = zipStatePairsOf(definition);
  if (pairs.length === 0) return [];
  // Soft-deleted rows take no part; worked out only once a zip disagrees (rarely), so a save pays nothing for it.
  let inDeletedRow: ((path: string) => boolean) | undefined;
  const errors: ZipStateError[] = [];
  for (const pair of pairs) {
    for (const { path, rows, value } of rowsOf(data, pair.zip)) {
      if (typeof value !== 'string' || !inScope(path)) continue;
      const statePath = bindRows(pair.state, rows);
      const state = valueAt(data, statePath);
      if (typeof state !== 'string' || state.trim() === '') continue;
      const place = lookupZip(value);
      if (!place || place.state === state.trim().toUpperCase()) continue;
      inDeletedRow ??= insideDeletedRows(deletedRowPaths(definition.schema, data));
      if (inDeletedRow(path)) continue;
      const own = definition.messages[messageKeyOf(path)]?.zipState;
      errors.push({
        path,
        field: topLevelFieldOf(path),
        keyword: 'zipState',
        message: (own ?? ZIP_STATE_MESSAGE).replace('{state}', place.stateName),
        statePath,
      });
    }
  }
  return errors;
}
