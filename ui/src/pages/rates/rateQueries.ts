import { queryOptions } from '@tanstack/react-query';
import type { MortgageRateReply, RatesCreditReply } from 'common';
import { apiGet, SUCCESS } from 'ui/api/client.ts';

/** A row of GET /api/eloan/mortgagerates. */
export type MortgageRate = MortgageRateReply;
/** The item of GET /api/common/ratescredit. */
export type RatesCredit = RatesCreditReply;

/** A rates call failed: the server's statusText, kept for the page to show. */
export class RatesLoadError extends Error {
  constructor(statusText: string) {
    super(statusText || 'Rates could not be loaded.');
    this.name = 'RatesLoadError';
  }
}

async function load<T>(path: string): Promise<T> {
  const envelope = await apiGet<T>(path);
  if (envelope.status !== SUCCESS || !envelope.data) throw new RatesLoadError(envelope.statusText);
  return envelope.data;
}

// The server lets caches keep rates for five minutes; the page does the same.
const RATES_STALE_MS = 5 * 60_000;

/** Query options for the published rates, shared by hooks and prefetching. */
export const rateQueries = {
  all: ['rates'] as const,
  /** Today's purchase and refinance rates (GET /api/eloan/mortgagerates). */
  mortgageRates: () =>
    queryOptions({
      queryKey: [...rateQueries.all, 'mortgagerates'] as const,
      queryFn: () => load<MortgageRate[]>('eloan/mortgagerates'),
      staleTime: RATES_STALE_MS,
    }),
  /** The home rates block (GET /api/common/ratescredit): its first item. */
  ratesCredit: () =>
    queryOptions({
      queryKey: [...rateQueries.all, 'ratescredit'] as const,
      queryFn: async () => {
        const [item] = await load<RatesCredit[]>('common/ratescredit');
        if (!item) throw new RatesLoadError('');
        return item;
      },
      staleTime: RATES_STALE_MS,
    }),
};
