import { QueryClient } from '@tanstack/react-query';
import { registerQueryCache } from './queryCacheHandle.ts';

/** The app's one query client: every page and popup shares its cache. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 30_000 } },
});

registerQueryCache(queryClient);
