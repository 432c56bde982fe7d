import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FormDefinition } from 'engine';
import { bindLookupsForRendering, type DefinitionForRendering } from './definitionValidator.ts';
import { formQueries } from './formQueries.ts';
import { lookupQueries } from './lookupQueries.ts';

/** A published definition being loaded for rendering: ready, failed (with a retry), or still loading. */
export type RenderedDefinitionState =
  | { state: 'ready'; rendered: DefinitionForRendering }
  | { state: 'failed'; message: string; retry(): void }
  | { state: 'loading' };

/**
 * What a definition's forms wait for once it is loaded, side by side: its validator, its lookup lists, and the code
 * they draw with beyond the renderer (the theme's rare parts, RJSF's `$ref` and `allOf` code).
 */
const afterDefinition = (definition: FormDefinition | undefined) => ({
  validator: formQueries.validator(definition),
  lookups: lookupQueries.forDefinition(definition),
  deferredCode: formQueries.deferredCode(definition),
});

/**
 * A published definition (GET /api/forms/:formId[/:version]), its precompiled validator and its lookup lists,
 * bound for rendering (validation stays the precompiled validator plus the engine's checks), ready once the code its
 * forms draw with beyond the renderer is there too.
 */
export function useRenderedDefinition(formId: string, version?: number): RenderedDefinitionState {
  const definition = useQuery(formQueries.definition(formId, version));
  const after = afterDefinition(definition.data);
  const validator = useQuery({ ...after.validator, enabled: definition.isSuccess });
  const lookups = useQuery({ ...after.lookups, enabled: definition.isSuccess });
  const deferredCode = useQuery({ ...after.deferredCode, enabled: definition.isSuccess });
  const rendered = useMemo(
    () =>
      definition.data && validator.data && lookups.data
        ? bindLookupsForRendering(definition.data, validator.data, lookups.data)
        : undefined,
    [definition.data, validator.data, lookups.data],
  );
  const failed = [definition, validator, lookups, deferredCode].find((query) => query.isError) ?? null;
  if (failed) {
    return {
      state: 'failed',
      message: failed.error?.message || 'The form could not be loaded.',
      retry: () => void failed.refetch(),
    };
  }
  return rendered && deferredCode.data ? { state: 'ready', rendered } : { state: 'loading' };
}

/**
 * Puts what useRenderedDefinition(formId) waits for into `client`'s cache: the latest published definition, its
 * validator, its lookup lists and the code its forms draw with. A page drawn after this draws its form in its first
 * render. Rejects when the definition cannot be loaded (the page then shows that as it would).
 */
export async function prefetchRenderedDefinition(client: QueryClient, formId: string): Promise<void> {
  const after = afterDefinition(await client.fetchQuery(formQueries.definition(formId)));
  await Promise.all([
    client.prefetchQuery(after.validator),
    client.prefetchQuery(after.lookups),
    client.prefetchQuery(after.deferredCode),
  ]);
}

/** What shows while a definition is not ready: its failure with Try again, or a loading line. */
export function DefinitionNotReady({ loading }: { loading: Exclude<RenderedDefinitionState, { state: 'ready' }> }) {
  if (loading.state === 'failed') {
    return (
      <div className="message message--error" role="alert">
        <p>{loading.message}</p>
        <button type="button" className="button button--secondary" onClick={loading.retry}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <p role="status" className="df-loading">
      Loading the form…
    </p>
  );
}
