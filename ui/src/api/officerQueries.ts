import { queryOptions } from '@tanstack/react-query';
import type { OfficerLicenseReply } from 'common';
import { apiGet, SUCCESS } from 'ui/api/client.ts';

/** A row of GET /api/loan/allofficers: one officer's licence in one state. */
export type OfficerLicense = OfficerLicenseReply;

/** The officer list could not be loaded: the server's statusText, kept for the page to show. */
export class OfficersLoadError extends Error {
  constructor(statusText: string) {
    super(statusText || 'The loan officers could not be loaded.');
    this.name = 'OfficersLoadError';
  }
}

/** Query options for the loan officer lists, shared by hooks and prefetching. */
export const officerQueries = {
  all: ['officers'] as const,
  /** Every active officer's licences (GET /api/loan/allofficers); the finder filters them by state itself. */
  licenses: () =>
    queryOptions({
      queryKey: [...officerQueries.all, 'licenses'] as const,
      queryFn: async (): Promise<OfficerLicense[]> => {
        const envelope = await apiGet<OfficerLicense[]>('loan/allofficers');
        if (envelope.status !== SUCCESS || !envelope.data) throw new OfficersLoadError(envelope.statusText);
        return envelope.data;
      },
      staleTime: 5 * 60_000,
    }),
};
