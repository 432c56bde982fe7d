import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FormDefinition } from 'engine';
import { bindLookupsForRendering } from './definitionValidator.ts';
import { formQueries } from './formQueries.ts';
import { lookupQueries } from './lookupQueries.ts';
import { LoadedDefinitionForm, type DefinitionFormProps } from './LoadedDefinitionForm.tsx';

export type { DefinitionFormProps } from './LoadedDefinitionForm.tsx';

/**
 * A form built from a published definition (GET /api/forms/:formId): the engine's messages inline and the
 * form-level message on errors, blur checks where the definition asks, nothing sent while invalid, a busy
 * button while sending, the server's statusText and failing fields on refusal, and a cleared form on success.
 */
export function DefinitionForm(props: DefinitionFormProps) {
  const definition = useQuery(formQueries.definition(props.formId, props.version));
  const validator = useQuery({
    ...formQueries.validator(definition.data as FormDefinition),
    enabled: definition.isSuccess,
  });
  const lookups = useQuery({ ...lookupQueries.forDefinition(definition.data), enabled: definition.isSuccess });
  // Lookup options bound for rendering; validation stays the precompiled validator plus the engine's checks.
  const rendered = useMemo(
    () =>
      definition.data && validator.data && lookups.data
        ? bindLookupsForRendering(definition.data, validator.data, lookups.data)
        : undefined,
    [definition.data, validator.data, lookups.data],
  );
  const failed = definition.isError ? definition : validator.isError ? validator : lookups.isError ? lookups : null;
  if (failed) {
    return (
      <div className="message message--error" role="alert">
        <p>{failed.error?.message || 'The form could not be loaded.'}</p>
        <button type="button" className="button button--secondary" onClick={() => void failed.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!rendered) {
    return (
      <p role="status" className="df-loading">
        Loading the form…
      </p>
    );
  }
  return <LoadedDefinitionForm {...props} definition={rendered.definition} validator={rendered.validator} />;
}
