import { lazy, useState, type ComponentType } from 'react';
import type { ComponentModule } from '../query/withQueries.tsx';

/** A component loaded on demand that can also be loaded before it is first drawn. */
export interface LazyAhead<P extends object> {
  component: ComponentType<P>;
  /** Starts loading it; settles once it is loaded or has failed (a failed load is tried again as it is drawn). */
  loadAhead(): Promise<void>;
}

/**
 * React.lazy for a component that may be loaded ahead (the first page, as the app starts): one loaded before it is
 * drawn is drawn at once. React.lazy suspends the first time it renders even when its module is at hand, which
 * shows its Suspense boundary's fallback, then keeps that on screen for at least 300 ms before it shows the page.
 * Drawn before it is loaded, it is React.lazy's component; what it is drawn as is chosen as it mounts, so it is never
 * remounted as the other.
 */
export function lazyAhead<P extends object>(load: () => Promise<ComponentModule<P>>): LazyAhead<P> {
  let loading: Promise<ComponentModule<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const once = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(once);

  function LoadedOrLazy(props: P) {
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Shown {...props} />;
  }

  return {
    component: LoadedOrLazy,
    loadAhead: () =>
      once().then(
        () => undefined,
        () => undefined,
      ),
  };
}
