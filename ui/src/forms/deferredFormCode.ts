import type { FormDefinition } from 'engine';
import type { DeferredModule } from './deferredModule.ts';
import { isPlainSchema } from './plainSchemaUtils.ts';
import { schemaResolvers } from './schemaResolvers.ts';
import { themePartsOf, themePartsOfDefinition } from './theme/deferredThemeParts.tsx';
import { unusualSchemaParts } from './theme/stockRegistryParts.tsx';

/**
 * The code few forms draw with, loaded when one does (deferredModule.ts): RJSF's `$ref` and `allOf` code and its
 * unusual fields for a schema that is not plain (schemaResolvers.ts, theme/stockRegistryParts.tsx), and the theme's
 * rare parts and RJSF's stock widgets (theme/deferredThemeParts.tsx).
 */

// A schema that is not plain may draw with the unusual fields too (a cyclic `$ref`, `oneOf` by reference).
const resolversFor = (...schemas: unknown[]) =>
  schemas.every(isPlainSchema) ? [] : [schemaResolvers, unusualSchemaParts];

/**
 * What a form body waits for before it is drawn: for the schema and UI hints it renders, and the definition's whole
 * schema, which the validator works on.
 */
export function deferredCodeOf(schema: unknown, uiSchema: unknown, wholeSchema: unknown): DeferredModule<unknown>[] {
  return [...resolversFor(schema, wholeSchema), ...themePartsOf(schema, uiSchema)];
}

/**
 * Loads what the forms of a definition draw with (the applicant switcher of its people steps included), for the page
 * to wait on beside the validator (formQueries.deferredCode), so the form is drawn whole, no field waiting on its
 * own. Resolves with true once everything is there; a failed download says so as a failed validator does.
 */
export async function loadDeferredCode(definition: FormDefinition): Promise<true> {
  const modules = [...resolversFor(definition.schema), ...themePartsOfDefinition(definition)];
  await Promise.all(modules.map((module) => module.load())).catch((error: unknown) => {
    throw new Error('The form could not be loaded. Please check your connection and try again.', { cause: error });
  });
  return true;
}
