import type { ErrorListProps } from '@rjsf/utils';
import { FORM_ERROR_MESSAGE } from 'engine';
import type { DefinitionFormContext } from './definitionFormContext.ts';
import { ruleFormMessageOf } from './ruleFormMessage.ts';

/**
 * In place of RJSF's list of errors: the form's one form-level message (a failing rule's own wording, else the
 * definition's `formMessage`), once the person has tried to submit.
 */
export function ErrorListTemplate({ errors, registry }: ErrorListProps) {
  const context = registry.formContext as DefinitionFormContext | undefined;
  if (errors.length === 0 || !context?.showFormMessage) return null;
  return (
    <p className="message message--error df-form-message" role="alert">
      {ruleFormMessageOf(errors) ?? context.formMessage ?? FORM_ERROR_MESSAGE}
    </p>
  );
}
