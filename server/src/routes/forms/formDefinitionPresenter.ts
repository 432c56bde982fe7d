import type { FormDefinitionReply } from 'common';
import type { StoredDefinition } from 'server/forms/formDefinitionStore.ts';

/**
 * What a client receives of a definition: the fields the renderer needs, nothing from the row's bookkeeping, and
 * `validatorModule`, where its validators are.
 */
export function presentFormDefinition(stored: StoredDefinition, validatorModule: string): FormDefinitionReply {
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
    validatorModule,
  };
}
