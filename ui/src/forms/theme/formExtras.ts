import { createContext, use, useSyncExternalStore } from 'react';

/** What a form body hands its fields besides RJSF's form context (the applicant switcher's people). */
export type FormExtras = Readonly<Record<string, unknown>> | null;

/**
 * The form body's extras (DefinitionFormBody's `formContextExtras`), kept out of RJSF's form context on purpose:
 * RJSF redraws every field whenever its form context changes. They are a store rather than a context value too: a
 * new context value makes React search the whole form for readers (every field of every person drawn, hidden ones
 * included), while the store tells the few fields that read it.
 */
export interface FormExtrasStore {
  get(): FormExtras;
  subscribe(listener: () => void): () => void;
  /** Sets new extras and tells the readers (after a render, never during one). */
  set(extras: FormExtras): void;
}

/** A store holding `initial`. */
export function createFormExtras(initial: FormExtras): FormExtrasStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (extras) => {
      if (extras === current) return;
      current = extras;
      for (const listener of listeners) listener();
    },
  };
}

/** The form body's extras store; null outside a form body (a bare RJSF form). */
export const FormExtrasContext = createContext<FormExtrasStore | null>(null);

const NO_STORE = () => () => {};
const NOTHING = (): FormExtras => null;

/** The form body's extras, read again when they change; null outside a form body. */
export function useFormExtras(): FormExtras {
  const store = use(FormExtrasContext);
  return useSyncExternalStore(
    store ? store.subscribe : NO_STORE,
    store ? store.get : NOTHING,
    store ? store.get : NOTHING,
  );
}
