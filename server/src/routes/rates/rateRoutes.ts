import { publicRoute } from 'server/http/auth.ts';
import { type AppContext, type ApiRouter } from 'server/http/context.ts';
import { type AppDeps } from 'server/deps.ts';
import { success } from 'server/http/envelope.ts';
import { lenderToday } from 'server/rates/rateProducts.ts';
import { latestRates } from 'server/rates/rateStore.ts';
import { presentRate, presentRatesCredit } from './ratePresenter.ts';

/** Rates are public and change at most a few times a day: shared caches may keep them for five minutes. */
export const RATES_CACHE_CONTROL = 'public, max-age=300';

function cachePublicly(ctx: AppContext): void {
  ctx.set('Cache-Control', RATES_CACHE_CONTROL);
}

/**
 * Public rates, no sign-in:
 * GET /api/eloan/mortgagerates: the rows in force today, { type, orderid, rate, apr, effectiveDate } (part 2 §7.1).
 * GET /api/common/ratescredit: one item with the 30-year fixed purchase rate and the credit score we lend from.
 */
export function registerRateRoutes(router: ApiRouter, deps: AppDeps): void {
  const open = publicRoute(deps);
  router.get('/eloan/mortgagerates', open, async (ctx) => {
    const rows = await latestRates(deps.db, lenderToday());
    cachePublicly(ctx);
    ctx.body = success(rows.map(presentRate));
  });

  router.get('/common/ratescredit', open, async (ctx) => {
    const rows = await latestRates(deps.db, lenderToday());
    cachePublicly(ctx);
    ctx.body = success([presentRatesCredit(rows)]);
  });
}
