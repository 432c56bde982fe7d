import { queryOptions } from '@tanstack/react-query';
import { type FormDefinition, type LookupOption, type LookupOptions, lookupListPath, lookupTypesOf } from 'engine';
import { apiGet } from '../api/client.ts';

/** One row of /api/lookups/list (part 2 §7.1). */
interface LookupRow {
  id: number;
  type: number;
  value: string;
  text: string;
}

/** The lookup lists could not be loaded: the server's statusText, kept for the page to show. */
export class LookupLoadError extends Error {
  constructor(statusText: string) {
    super(statusText || 'The form could not be loaded.');
    this.name = 'LookupLoadError';
  }
}

const NO_OPTIONS: LookupOptions = new Map();

/** Options per type from the rows of several lists; every requested type is a key. */
export function optionsByType(types: readonly number[], rows: readonly LookupRow[]): LookupOptions {
  const options = new Map<number, LookupOption[]>(types.map((type) => [type, []]));
  for (const row of rows) options.get(row.type)?.push({ value: row.value, text: row.text });
  return options;
}

/**
 * Query options for lookup lists, shared by hooks and prefetching: GET /api/lookups/list?types=1,2 (lookupListPath),
 * an address the page's hints preload for a form route (server/src/http/pageMeta.ts).
 */
export const lookupQueries = {
  all: ['lookups'] as const,
  /** The options of the given types; reference data changes rarely, so it stays fresh for an hour. */
  lists: (types: readonly number[]) => {
    const sorted = [...new Set(types)].sort((a, b) => a - b);
    return queryOptions({
      queryKey: [...lookupQueries.all, 'lists', ...sorted] as const,
      queryFn: async (): Promise<LookupOptions> => {
        if (sorted.length === 0) return NO_OPTIONS;
        const envelope = await apiGet<LookupRow[]>(lookupListPath(sorted));
        if (envelope.status !== 100 || !envelope.data) throw new LookupLoadError(envelope.statusText);
        return optionsByType(sorted, envelope.data);
      },
      // A form without lookups has its (empty) options at once, without a request.
      ...(sorted.length === 0 ? { initialData: NO_OPTIONS } : {}),
      staleTime: 60 * 60_000,
    });
  },
  /** The options of every type a definition binds (none until the definition is loaded). */
  forDefinition: (definition: FormDefinition | undefined) =>
    lookupQueries.lists(definition ? lookupTypesOf(definition) : []),
};
