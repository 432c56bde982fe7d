import type { ComponentType } from 'react';

/** A module whose default export is a component, as React.lazy loads it. */
export interface ComponentModule<P> {
  default: ComponentType<P>;
}

/**
 * Wraps a lazy component's loader so the component renders inside the shared query client's provider. The
 * provider (TanStack Query) loads in parallel with the component, so it stays out of the first download of pages
 * that do not use it.
 */
export function withQueries<P extends object>(
  load: () => Promise<ComponentModule<P>>,
): () => Promise<ComponentModule<P>> {
  return async () => {
    const [{ default: Inner }, { QueryProvider }] = await Promise.all([load(), import('./QueryProvider.tsx')]);
    function WithQueryProvider(props: P) {
      return (
        <QueryProvider>
          <Inner {...props} />
        </QueryProvider>
      );
    }
    return { default: WithQueryProvider };
  };
}
