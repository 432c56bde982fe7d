import type { ErrorListProps } from '@rjsf/utils';
import { FORM_ERROR_MESSAGE } from '../../../../engine/src/messages.ts';
import type { DefinitionFormContext } from './definitionFormContext.ts';

/** In place of RJSF's list of errors: the spec's one form-level message, once the person has tried to submit. */
export function ErrorListTemplate({ errors, registry }: ErrorListProps) {
  const context = registry.formContext as DefinitionFormContext | undefined;
  if (errors.length === 0 || !context?.showFormMessage) return null;
  return (
    <p className="message message--error df-form-message" role="alert">
      {FORM_ERROR_MESSAGE}
    </p>
  );
}
