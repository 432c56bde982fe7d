import { useSyncExternalStore } from 'react';
import type { DefinitionFormContext } from './definitionFormContext.ts';

const NO_SUBSCRIPTION = () => () => {};

/**
 * A value read from the form's data, read again after each change of it (`read` must give the same value while
 * nothing it reads changed: text, a number, a flag). Without a subscription (a form that offers none, or
 * `watch: false`) it is read on each render only.
 */
export function useWatchedValue<T>(context: DefinitionFormContext | undefined, read: () => T, watch = true): T {
  const subscribe = watch && context?.subscribe ? context.subscribe : NO_SUBSCRIPTION;
  return useSyncExternalStore(subscribe, read, read);
}
