import { queryOptions, skipToken } from '@tanstack/react-query';
import type { FormDefinitionReply } from 'common';
import type { FormDefinition } from 'engine';
import { apiGet } from '../api/client.ts';
import { loadDeferredCode } from './deferredFormCode.ts';
import { loadDefinitionValidator, type DefinitionWithValidators } from './definitionValidator.ts';

/** A definition the server would not give: its statusText, kept for the page to show. */
export class FormLoadError extends Error {
  constructor(
    readonly status: number,
    statusText: string,
  ) {
    super(statusText);
    this.name = 'FormLoadError';
  }
}

/** Query options for form definitions (GET /api/forms/:formId[/:version]), shared by hooks and prefetching. */
export const formQueries = {
  all: ['forms'] as const,
  /** The latest published version when `version` is omitted; a fixed version never changes, so it never goes stale. */
  definition: (formId: string, version?: number) =>
    queryOptions({
      queryKey: [...formQueries.all, formId, version ?? 'latest'] as const,
      queryFn: async (): Promise<FormDefinitionReply> => {
        const path = version === undefined ? `forms/${formId}` : `forms/${formId}/${version}`;
        const envelope = await apiGet<FormDefinitionReply>(encodeURI(path));
        if (envelope.status !== 100 || !envelope.data) throw new FormLoadError(envelope.status, envelope.statusText);
        return envelope.data;
      },
      staleTime: version === undefined ? 5 * 60_000 : Infinity,
    }),
  /** The precompiled validator of a definition once it is loaded; a published version never changes. */
  validator: (definition: DefinitionWithValidators | undefined) =>
    queryOptions({
      queryKey: [...formQueries.all, definition?.id, definition?.version, 'validator'] as const,
      queryFn: definition ? () => loadDefinitionValidator(definition) : skipToken,
      staleTime: Infinity,
      retry: false,
    }),
  /** The code a definition's forms draw with beyond the renderer (deferredFormCode.ts), loaded beside its validator. */
  deferredCode: (definition: FormDefinition | undefined) =>
    queryOptions({
      queryKey: [...formQueries.all, definition?.id, definition?.version, 'deferredCode'] as const,
      queryFn: definition ? () => loadDeferredCode(definition) : skipToken,
      staleTime: Infinity,
      retry: false,
    }),
};
