import shallowAllOfMerge from '@rjsf/utils/lib/schema/shallowAllOfMerge.js';
import uriResolver from 'fast-uri';
import jsonPointer from 'jsonpointer';

/** RJSF's own `$ref` and `allOf` code, loaded by schemaResolvers.ts for a schema that needs it. */
export const rjsfSchemaResolvers = { uriResolver, jsonPointer, shallowAllOfMerge };

/** The code schemaResolvers.ts loads. */
export type RjsfSchemaResolvers = typeof rjsfSchemaResolvers;
