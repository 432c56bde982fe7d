import { LoadedDefinitionForm, type DefinitionFormProps } from './LoadedDefinitionForm.tsx';
import { DefinitionNotReady, useRenderedDefinition } from './useRenderedDefinition.tsx';

export type { DefinitionFormProps } from './LoadedDefinitionForm.tsx';

/**
 * A form built from a published definition (GET /api/forms/:formId): the engine's messages inline and the
 * form-level message on errors, blur checks where the definition asks, nothing sent while invalid, a busy
 * button while sending, the server's statusText and failing fields on refusal, and a cleared form on success.
 */
export function DefinitionForm(props: DefinitionFormProps) {
  const loaded = useRenderedDefinition(props.formId, props.version);
  if (loaded.state !== 'ready') return <DefinitionNotReady loading={loaded} />;
  return (
    <LoadedDefinitionForm {...props} definition={loaded.rendered.definition} validator={loaded.rendered.validator} />
  );
}
