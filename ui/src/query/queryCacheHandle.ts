/** The part of the shared query cache the shell needs: emptying it when the session ends. */
interface ClearableCache {
  clear(): void;
}

// Set once the lazily loaded query client exists; until then there is no cache to empty.
let loadedCache: ClearableCache | null = null;

/** Called by the shared query client when its module loads (query/queryClient.ts). */
export function registerQueryCache(cache: ClearableCache): void {
  loadedCache = cache;
}

/** Empties the shared query cache, if it was ever loaded, so nothing of one user is shown to the next. */
export function clearQueryCache(): void {
  loadedCache?.clear();
}
