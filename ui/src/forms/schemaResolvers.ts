/**
 * RJSF's `$ref` resolution (fast-uri, jsonpointer) and `allOf` merging (@x0k/json-schema-merge): about 10 KB on the
 * wire that no definition of ours needs (they are plain schemas, see plainSchemaUtils.ts). The UI build hands
 * @rjsf/utils the stand-ins below in their place (ui/vite.config.ts, `deferred-schema-resolvers`); they call the
 * real code, which loads only when a schema that is not plain is drawn (DefinitionFormBody waits for it), so a
 * form's first download carries none of it. It imports only deferredModule.ts, which imports nothing:
 * @rjsf/utils imports this module, so it must not import @rjsf/utils back.
 */
import { deferredModule } from './deferredModule.ts';
import type { RjsfSchemaResolvers } from './rjsfSchemaResolvers.ts';

/** RJSF's own `$ref` and `allOf` code, loaded on first need. */
export const schemaResolvers = deferredModule(() =>
  import('./rjsfSchemaResolvers.ts').then((module) => module.rjsfSchemaResolvers),
);

function resolvers(): RjsfSchemaResolvers {
  const loaded = schemaResolvers.current;
  if (!loaded) {
    throw new Error("RJSF's $ref and allOf code was used before it loaded: draw the form once schemaResolvers loaded.");
  }
  return loaded;
}

/** What @rjsf/utils gets for fast-uri: the two functions it calls, as it calls them. */
export const uriResolverStandIn = {
  equal: (uriA: string, uriB: string): boolean => resolvers().uriResolver.equal(uriA, uriB),
  resolve: (baseUri: string, relativeUri: string): string => resolvers().uriResolver.resolve(baseUri, relativeUri),
};

/** What @rjsf/utils gets for jsonpointer: the one function it calls. */
export const jsonPointerStandIn: Pick<RjsfSchemaResolvers['jsonPointer'], 'get'> = {
  get: (object, pointer) => resolvers().jsonPointer.get(object, pointer),
};

/** What @rjsf/utils' retrieveSchema and omitExtraData get for their shallow `allOf` merge. */
export const shallowAllOfMergeStandIn: RjsfSchemaResolvers['shallowAllOfMerge'] = (schema) =>
  resolvers().shallowAllOfMerge(schema);
