import type { FormDefinition } from 'engine';
import type { StoredDefinition } from 'server/forms/formDefinitionStore.ts';

/** What a client receives of a definition: the fields the renderer needs, nothing from the row's bookkeeping. */
export function presentFormDefinition(stored: StoredDefinition): FormDefinition {
  const { id, version, title, titleWhen, description, formMessage, schema, uiSchema, lookups, messages, rules, steps } =
    stored.definition;
  return {
    id,
    version,
    title,
    ...(titleWhen === undefined ? {} : { titleWhen }),
    ...(description === undefined ? {} : { description }),
    ...(formMessage === undefined ? {} : { formMessage }),
    schema,
    uiSchema,
    lookups,
    messages,
    rules,
    ...(steps === undefined ? {} : { steps }),
  };
}
