import { publicRoute } from 'server/http/auth.ts';
import { type AppContext, type ApiRouter } from 'server/http/context.ts';
import { type AppDeps } from 'server/deps.ts';
import { ApiError, notFound, success } from 'server/http/envelope.ts';
import { lookupTypeFromName } from 'server/lookups/lookupLists.ts';
import { loadLookupRows } from 'server/lookups/lookupOptions.ts';
import { lookupZip, normalizeZip } from 'server/lookups/zipCodes.ts';
import { parseLookupTypes } from './lookupInput.ts';
import { presentLookupRow, presentZip } from './lookupPresenter.ts';

/** Reference data is the same for everyone: browsers and proxies may keep it for an hour. */
export const LOOKUP_CACHE_CONTROL = 'public, max-age=3600';

// Part 1 §5: the zip check's message wherever a zip fills city and state.
const INVALID_ZIP = 'Enter valid zip code';

function cachePublicly(ctx: AppContext): void {
  ctx.set('Cache-Control', LOOKUP_CACHE_CONTROL);
}

/**
 * Public reference data, no sign-in:
 * GET /api/lookups/zip/:zip: city and state of a 5-digit zip or ZIP+4 from the offline data set.
 * GET /api/lookups/:name: one list by type number or name.
 * POST /api/lookups/list: the lists of several types, body [1, 2] or { types: [1, 2] }; unknown types are ignored.
 * GET /api/lookups/list?types=1,2: the same, as a link the page's hints can preload (pageMeta.ts).
 */
export function registerLookupRoutes(router: ApiRouter, deps: AppDeps): void {
  const open = publicRoute(deps);
  router.get('/lookups/zip/:zip', open, (ctx) => {
    const zip = normalizeZip(ctx.params.zip ?? '');
    const place = zip ? lookupZip(zip) : undefined;
    // The answer, found or not, only changes with the data set.
    cachePublicly(ctx);
    if (!zip || !place) throw new ApiError(404, INVALID_ZIP, ['zip']);
    ctx.body = success(presentZip(zip, place));
  });

  // Before /lookups/:name, which would take 'list' for a list's name.
  router.get('/lookups/list', open, async (ctx) => {
    const raw = ctx.query.types;
    // Without types it is the address of a list named 'list', which there is not.
    if (raw === undefined) throw notFound('Unknown lookup list.');
    const types = parseLookupTypes(typeof raw === 'string' ? raw.split(',') : raw);
    const rows = await loadLookupRows(deps.db, types);
    ctx.body = success(rows.map(presentLookupRow));
  });

  router.get('/lookups/:name', open, async (ctx) => {
    const type = lookupTypeFromName(ctx.params.name ?? '');
    if (type === undefined) throw notFound('Unknown lookup list.');
    const rows = await loadLookupRows(deps.db, [type]);
    cachePublicly(ctx);
    ctx.body = success(rows.map(presentLookupRow));
  });

  router.post('/lookups/list', open, async (ctx) => {
    const types = parseLookupTypes(ctx.request.body);
    const rows = await loadLookupRows(deps.db, types);
    ctx.body = success(rows.map(presentLookupRow));
  });
}
