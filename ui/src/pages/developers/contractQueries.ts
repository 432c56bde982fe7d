import { queryOptions } from '@tanstack/react-query';
import { summarizeContract, type ContractDocument, type ContractSummary } from './contractSummary.ts';

/** The address of the API's OpenAPI 3.1 contract. */
export const CONTRACT_URL = '/api/openapi.json';

/** The contract could not be loaded. */
export class ContractLoadError extends Error {
  constructor() {
    super('The API contract could not be loaded. Please try again.');
    this.name = 'ContractLoadError';
  }
}

// The server lets caches keep the contract for five minutes; the page does the same.
const CONTRACT_STALE_MS = 5 * 60_000;

/** Query options for the API's contract, summarized for the integrators' page. */
export const contractQueries = {
  all: ['contract'] as const,
  /** GET /api/openapi.json (the document itself, not an envelope), grouped by resource. */
  summary: () =>
    queryOptions({
      queryKey: [...contractQueries.all, 'summary'] as const,
      queryFn: async (): Promise<ContractSummary> => {
        try {
          const response = await fetch(CONTRACT_URL, { headers: { accept: 'application/json' } });
          if (!response.ok) throw new ContractLoadError();
          return summarizeContract((await response.json()) as ContractDocument);
        } catch {
          // A network failure or an unreadable reply reads the same to the person: try again.
          throw new ContractLoadError();
        }
      },
      staleTime: CONTRACT_STALE_MS,
    }),
};
