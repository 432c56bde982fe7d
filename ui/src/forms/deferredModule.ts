/**
 * Code that few forms need, loaded with the first one that does (RJSF's `$ref` and `allOf` code, the theme's rare
 * parts). A form's body waits for what it needs before it is drawn (DefinitionFormBody), so no field waits on its own.
 * Nothing is imported here: @rjsf/utils imports a module that uses this one (schemaResolvers.ts).
 */

/** Code loaded on first need, once: `load()` starts it (the same promise on every call), `current` once it is there. */
export interface DeferredModule<T> {
  readonly current: T | undefined;
  load(): Promise<T>;
}

let nextKey = 0;
const keys = new WeakMap<DeferredModule<unknown>, number>();
const pendingSets = new Map<string, Promise<unknown>>();

/** The code `importer` gives, imported on the first `load()`; a failed download is tried again by the next one. */
export function deferredModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let loading: Promise<T> | undefined;
  const module: { current: T | undefined; load(): Promise<T> } = {
    current: undefined,
    load: () => {
      loading ??= importer().then(
        (loaded) => {
          module.current = loaded;
          return loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
  keys.set(module, (nextKey += 1));
  return module;
}

/**
 * What a render waits for before drawing: null when every module is there, else one promise for the missing ones,
 * the same one for the same modules (React's `use` needs a promise that outlives the render that asked for it).
 */
export function pendingModules(modules: readonly DeferredModule<unknown>[]): Promise<unknown> | null {
  const missing = modules.filter((module) => module.current === undefined);
  if (missing.length === 0) return null;
  if (missing.length === 1) return missing[0]!.load();
  const key = missing
    .map((module) => keys.get(module))
    .sort()
    .join(',');
  let pending = pendingSets.get(key);
  if (!pending) {
    pending = Promise.all(missing.map((module) => module.load())).finally(() => pendingSets.delete(key));
    pendingSets.set(key, pending);
  }
  return pending;
}
