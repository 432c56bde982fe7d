import { createContext, use } from 'react';

/**
 * The id of the <form> element a definition form's controls belong to, when the form element is not around them
 * (LoadedDefinitionForm puts it beside the fields; see FormBesideFields). Every control of the theme carries it as
 * its `form` attribute, so the browser still submits on Enter, lists the control in `form.elements` and autofills
 * it with the rest of the form. Undefined when the fields sit inside their form (RJSF's own <form>).
 */
export const FormOwnerContext = createContext<string | undefined>(undefined);

/** The `form` attribute for a control of the theme (undefined when its form is around it). */
export function useFormOwner(): string | undefined {
  return use(FormOwnerContext);
}
