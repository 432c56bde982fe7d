import { publicRoute } from 'server/http/auth.ts';
import { type ApiRouter } from 'server/http/context.ts';
import { type AppDeps } from 'server/deps.ts';
import { success } from 'server/http/envelope.ts';
import { parseOfficerState } from './officerInput.ts';
import { presentOfficerLicense } from './officerPresenter.ts';
import { loadOfficerLicenses } from 'server/records/officers.ts';

/** The officer list is public and changes rarely: shared caches may keep it for five minutes. */
export const OFFICERS_CACHE_CONTROL = 'public, max-age=300';

/**
 * Public loan officer lists, no sign-in; rows { id, fullname, email, work_phone, nmls_id, statename, state, license },
 * one per officer and licensed state (the finder groups them by e-mail):
 * GET /api/loan/allofficers: every active officer's licences.
 * GET /api/loan/officers?state=XX: the same, only licences in the given state when one is given.
 */
export function registerOfficerRoutes(router: ApiRouter, deps: AppDeps): void {
  const open = publicRoute(deps);
  router.get('/loan/allofficers', open, async (ctx) => {
    const rows = await loadOfficerLicenses(deps.db);
    ctx.set('Cache-Control', OFFICERS_CACHE_CONTROL);
    ctx.body = success(rows.map(presentOfficerLicense));
  });

  router.get('/loan/officers', open, async (ctx) => {
    const state = parseOfficerState(ctx.query.state);
    const rows = await loadOfficerLicenses(deps.db, state);
    ctx.set('Cache-Control', OFFICERS_CACHE_CONTROL);
    ctx.body = success(rows.map(presentOfficerLicense));
  });
}
