import type { Db } from 'server/db/database.ts';
import { findDefinition, liveFormVersions } from 'server/forms/formDefinitionStore.ts';
import type { ListedRoute } from 'server/http/routeList.ts';
import routeReplies from './generated/routeReplies.json' with { type: 'json' };
import { buildOpenApiDocument, formsNamedBy, type BuiltContract, type ServedForm } from './openApiDocument.ts';
import { OPERATION_CONTRACTS, RESOURCES } from './operationContracts.ts';
import type { RouteAnalysis } from './routeReplies.ts';

/** The routes' replies as generated from their code (generateRouteReplies.ts). */
export const ROUTE_REPLIES = routeReplies as unknown as RouteAnalysis;

/** The forms the contracts' bodies are made of. */
const CONTRACT_FORMS = formsNamedBy(OPERATION_CONTRACTS);

// A published version never changes: its schema is read once per process.
const servedSchemas = new Map<string, Promise<ServedForm | undefined>>();

/** The version of each contract form served now, with its schema. */
export async function servedForms(db: Db): Promise<Map<string, ServedForm>> {
  const live = await liveFormVersions(db, CONTRACT_FORMS);
  const forms = new Map<string, ServedForm>();
  for (const { formId, version } of live.sort((a, b) => a.formId.localeCompare(b.formId))) {
    const key = `${formId}@${version}`;
    let served = servedSchemas.get(key);
    if (!served) {
      served = findDefinition(db, formId, version).then((stored) =>
        stored ? { version: stored.version, schema: stored.definition.schema } : undefined,
      );
      servedSchemas.set(key, served);
    }
    const found = await served;
    if (found) forms.set(formId, found);
  }
  return forms;
}

/**
 * The contract of the API as served now: the routes of the running router, their generated replies, the operations'
 * contracts and the forms' served versions. Built again only when a form version is published or retired.
 */
export function servedContract(): (db: Db, routes: readonly ListedRoute[]) => Promise<BuiltContract> {
  let built: { key: string; contract: BuiltContract } | undefined;
  return async (db, routes) => {
    const forms = await servedForms(db);
    const key = [...forms].map(([formId, form]) => `${formId}@${form.version}`).join(',');
    if (built?.key !== key) {
      built = {
        key,
        contract: buildOpenApiDocument({
          routes,
          replies: ROUTE_REPLIES,
          contracts: OPERATION_CONTRACTS,
          resources: RESOURCES,
          forms,
        }),
      };
    }
    return built.contract;
  };
}
